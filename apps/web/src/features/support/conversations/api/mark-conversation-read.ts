import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CONVERSATIONS_KEY } from './list-conversations';
import type { Ok } from '@netlease/shared/replies';

export const markConversationRead = (conversationId: string) =>
  api<Ok>(`/api/conversations/${encodeURIComponent(conversationId)}/read`, { method: 'POST' });

/** Marks the open thread read, so /messages and the dashboard stop counting its messages. */
export function useMarkConversationRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markConversationRead(conversationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
  });
}
