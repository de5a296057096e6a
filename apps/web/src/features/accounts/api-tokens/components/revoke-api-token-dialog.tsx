import { API_TOKEN_MESSAGES, type ApiToken } from '@netlease/shared/api-tokens';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useRevokeApiToken } from '../api/revoke-api-token';

/** Asks before revoking: programs using the token stop working at once. */
export function RevokeApiTokenDialog({ token, onClose }: { token: ApiToken; onClose: () => void }) {
  const revoke = useRevokeApiToken();
  const confirm = async () => {
    try {
      const result = await revoke.mutateAsync(token.id);
      toast.success(result.title, result.message);
      onClose();
    } catch (error) {
      toast.fromError(
        error,
        API_TOKEN_MESSAGES.revokeFailed.title,
        API_TOKEN_MESSAGES.revokeFailed.description,
      );
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Revoke API token?"
      description={`${token.name} (${token.prefix}…)`}
    >
      <p className="text-sm text-slate-700">
        Programs using this token can no longer reach your account. This cannot be undone.
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="destructive" isLoading={revoke.isPending} onClick={() => void confirm()}>
          Revoke
        </Button>
      </div>
    </Dialog>
  );
}
