import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MfaCodeInput } from '@netlease/shared/mfa';
import { mfaRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { SESSION_KEY } from '@/features/accounts/auth/api/session';
import { MFA_STATUS_KEY } from './get-mfa-status';

export const confirmMfa = (input: MfaCodeInput) => callRoute(mfaRoutes.confirmMfaEnrollment, { body: input });

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
