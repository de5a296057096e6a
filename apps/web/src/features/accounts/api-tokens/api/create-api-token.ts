import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateApiTokenInput } from '@netlease/shared/api-tokens';
import { apiTokenRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { API_TOKENS_KEY } from './get-api-tokens';

export const createApiToken = (input: CreateApiTokenInput) =>
  callRoute(apiTokenRoutes.createApiToken, { body: input });

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: API_TOKENS_KEY }),
  });
}
