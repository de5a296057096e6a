import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartConversationInput, StartConversationResult } from '@netlease/shared/conversations';
import { api } from '@/lib/api-client';
import { CONVERSATIONS_KEY } from './list-conversations';

/** Contact Provider: opens the conversation about a listing, or reopens the existing one. */
export const startConversation = (input: StartConversationInput) =>
  api<StartConversationResult>('/api/conversations', { method: 'POST', body: input });

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
  });
}
