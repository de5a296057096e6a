import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MfaCodeInput, MfaVerified } from '@netlease/shared/mfa';
import { api } from '@/lib/api-client';
import { SESSION_KEY, type SessionState } from '@/features/accounts/auth/api/session';

/** The second step of sign-in: a code turns the waiting session into a signed-in one. */
export const verifyMfaSignIn = (input: MfaCodeInput) =>
  api<MfaVerified>('/api/auth/mfa/verify', { method: 'POST', body: input });

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
