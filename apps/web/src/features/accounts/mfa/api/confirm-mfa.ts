import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MfaCodeInput, MfaEnabled } from '@netlease/shared/mfa';
import { api } from '@/lib/api-client';
import { SESSION_KEY } from '@/features/accounts/auth/api/session';
import { MFA_STATUS_KEY } from './get-mfa-status';

export const confirmMfa = (input: MfaCodeInput) =>
  api<MfaEnabled>('/api/mfa/confirm', { method: 'POST', body: input });

export function useConfirmMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmMfa,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MFA_STATUS_KEY });
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}
