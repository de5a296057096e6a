import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiTokenRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { API_TOKENS_KEY } from './get-api-tokens';

export const revokeApiToken = (id: string) => callRoute(apiTokenRoutes.revokeApiToken, { params: { id } });

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: API_TOKENS_KEY }),
  });
}
