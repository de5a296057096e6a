import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MfaCodeInput } from '@netlease/shared/mfa';
import { mfaRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { SESSION_KEY } from '@/features/accounts/auth/api/session';
import { MFA_STATUS_KEY } from './get-mfa-status';

export const disableMfa = (input: MfaCodeInput) => callRoute(mfaRoutes.disableMfa, { body: input });

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
