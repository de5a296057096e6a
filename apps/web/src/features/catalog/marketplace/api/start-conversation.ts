import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartConversationInput } from '@netlease/shared/conversations';
import { conversationRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';

/**
 * Contact Provider on a listing: opens the conversation about it, or reopens the existing one. The
 * conversation pages belong to support; their cached answers all sit under the 'conversations' tag.
 */
export const startConversation = (input: StartConversationInput) =>
  callRoute(conversationRoutes.startConversation, { body: input });

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [conversationRoutes.startConversation.tag] }),
  });
}
