import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MfaCodeInput } from '@netlease/shared/mfa';
import { mfaRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { SESSION_KEY, type SessionState } from '@/features/accounts/auth/api/session';

/** The second step of sign-in: a code turns the waiting session into a signed-in one. */
export const verifyMfaSignIn = (input: MfaCodeInput) => callRoute(mfaRoutes.verifyMfaSignIn, { body: input });

export function useVerifyMfaSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyMfaSignIn,
    onSuccess: (result) => {
      queryClient.clear();
      queryClient.setQueryData<SessionState>(SESSION_KEY, { user: result.user, mfaPending: false });
    },
  });
}
