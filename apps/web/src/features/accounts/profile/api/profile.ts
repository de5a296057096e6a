import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput, Profile } from '@netlease/shared/auth';
import type { ProfileUpdateInput, ProfileUpdateResult } from '@netlease/shared/profile';
import { api } from '@/lib/api-client';
import { SESSION_KEY } from '@/features/accounts/auth/api/session';
import type { MessageReply } from '@netlease/shared/replies';

export const PROFILE_KEY = ['profile'] as const;

export function useProfile() {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: () => api<Profile>('/api/profile') });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) =>
      api<ProfileUpdateResult>('/api/profile', {
        method: 'PUT',
        body: input,
      }),
    onSuccess: (result) => {
      queryClient.setQueryData(PROFILE_KEY, result.profile);
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}

export const changePassword = (input: ChangePasswordInput) =>
  api<MessageReply>('/api/profile/password', { method: 'PUT', body: input });
