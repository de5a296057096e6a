import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartConversationInput, StartConversationResult } from '@netlease/shared/conversations';
import { api } from '@/lib/api-client';

/**
 * Contact Provider on a listing: opens the conversation about it, or reopens the existing one. The
 * conversation pages belong to support; their cached lists all sit under the 'conversations' key.
 */
export const startConversation = (input: StartConversationInput) =>
  api<StartConversationResult>('/api/conversations', { method: 'POST', body: input });

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['conversations'] }),
  });
}
