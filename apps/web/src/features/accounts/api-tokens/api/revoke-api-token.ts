import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { API_TOKENS_KEY } from './get-api-tokens';
import type { MessageReply } from '@netlease/shared/replies';

export const revokeApiToken = (id: string) =>
  api<MessageReply>(`/api/api-tokens/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: API_TOKENS_KEY }),
  });
}
