import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateApiTokenInput, CreatedApiToken } from '@netlease/shared/api-tokens';
import { api } from '@/lib/api-client';
import { API_TOKENS_KEY } from './get-api-tokens';

export const createApiToken = (input: CreateApiTokenInput) =>
  api<CreatedApiToken>('/api/api-tokens', { method: 'POST', body: input });

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: API_TOKENS_KEY }),
  });
}
