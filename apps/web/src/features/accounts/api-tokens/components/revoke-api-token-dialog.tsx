import { API_TOKEN_MESSAGES, type ApiToken } from '@netlease/shared/api-tokens';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useRevokeApiToken } from '../api/revoke-api-token';

/** Asks before revoking: programs using the token stop working at once. */
export function RevokeApiTokenDialog({ token, onClose }: { token: ApiToken; onClose: () => void }) {
  const revoke = useRevokeApiToken();
  return (
    <ConfirmDialog
      title="Revoke API token?"
      description={`${token.name} (${token.prefix}…)`}
      message="Programs using this token can no longer reach your account. This cannot be undone."
      confirmLabel="Revoke"
      isPending={revoke.isPending}
      onConfirm={() => revoke.mutateAsync(token.id)}
      failure={API_TOKEN_MESSAGES.revokeFailed}
      onClose={onClose}
    />
  );
}
