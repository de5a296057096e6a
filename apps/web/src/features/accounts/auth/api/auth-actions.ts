import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, RegisterInput, LoginResult } from '@netlease/shared/auth';
import { api } from '@/lib/api-client';
import { SESSION_KEY, type SessionState } from './session';
import type { Ok, MessageReply } from '@netlease/shared/replies';

/** The toast most auth actions answer with. */
export type Message = MessageReply;

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api<LoginResult>('/api/auth/login', { method: 'POST', body: input }),
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
    mutationFn: () => api<Ok>('/api/auth/logout', { method: 'POST' }),
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
    mutationFn: () => api<Ok>('/api/auth/logout-everywhere', { method: 'POST' }),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData<SessionState>(SESSION_KEY, { user: null, mfaPending: false });
    },
  });
}

export const registerAccount = (input: RegisterInput) =>
  api<Message>('/api/auth/register', { method: 'POST', body: input });
export const verifyEmail = (token: string) =>
  api<Message>('/api/auth/verify-email', { method: 'POST', body: { token } });
export const confirmEmailChange = (token: string) =>
  api<Message>('/api/auth/confirm-email', { method: 'POST', body: { token } });
export const requestPasswordReset = (email: string) =>
  api<Message>('/api/auth/forgot-password', { method: 'POST', body: { email } });
export const resendVerification = (email: string) =>
  api<Ok>('/api/auth/resend-verification', { method: 'POST', body: { email } });
export const resetPassword = (input: { token: string; password: string; confirmPassword: string }) =>
  api<Message>('/api/auth/reset-password', { method: 'POST', body: input });
export const resetDemoUsers = () => api<Message>('/api/demo/reset-users', { method: 'POST' });
