import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conversationRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { CONVERSATIONS_KEY } from './list-conversations';

export const markConversationRead = (conversationId: string) =>
  callRoute(conversationRoutes.markConversationRead, { params: { id: conversationId } });

/** Marks the open thread read, so /messages and the dashboard stop counting its messages. */
export function useMarkConversationRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markConversationRead(conversationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
  });
}
