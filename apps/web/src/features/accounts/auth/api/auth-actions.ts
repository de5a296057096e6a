import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, RegisterInput } from '@netlease/shared/auth';
import { authRoutes, demoRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { SESSION_KEY, type SessionState } from './session';
import type { MessageReply } from '@netlease/shared/replies';

/** The toast most auth actions answer with. */
export type Message = MessageReply;

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => callRoute(authRoutes.signIn, { body: input }),
    onSuccess: (result) => {
      queryClient.clear();
      queryClient.setQueryData<SessionState>(SESSION_KEY, {
        user: result.mfaRequired ? null : result.user,
        mfaPending: result.mfaRequired,
      });
    },
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(authRoutes.signOut),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData<SessionState>(SESSION_KEY, { user: null, mfaPending: false });
    },
  });
}

/** Ends every session of the account, this one too; other devices' live streams close at once. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(authRoutes.signOutEverywhere),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData<SessionState>(SESSION_KEY, { user: null, mfaPending: false });
    },
  });
}

export const registerAccount = (input: RegisterInput) =>
  callRoute(authRoutes.registerAccount, { body: input });
export const verifyEmail = (token: string) => callRoute(authRoutes.verifyEmail, { body: { token } });
export const confirmEmailChange = (token: string) =>
  callRoute(authRoutes.confirmEmailChange, { body: { token } });
export const requestPasswordReset = (email: string) =>
  callRoute(authRoutes.requestPasswordReset, { body: { email } });
export const resendVerification = (email: string) =>
  callRoute(authRoutes.resendVerification, { body: { email } });
export const resetPassword = (input: { token: string; password: string; confirmPassword: string }) =>
  callRoute(authRoutes.resetPassword, { body: input });
export const resetDemoUsers = () => callRoute(demoRoutes.resetDemoUsers);
