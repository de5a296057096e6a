import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MfaCodeInput } from '@netlease/shared/mfa';
import { api } from '@/lib/api-client';
import { SESSION_KEY } from '@/features/accounts/auth/api/session';
import { MFA_STATUS_KEY } from './get-mfa-status';
import type { MessageReply } from '@netlease/shared/replies';

export const disableMfa = (input: MfaCodeInput) =>
  api<MessageReply>('/api/mfa/disable', { method: 'POST', body: input });

export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableMfa,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MFA_STATUS_KEY });
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}
