import { useQuery } from '@tanstack/react-query';
import type { ConversationDetail } from '@netlease/shared/conversations';
import { api } from '@/lib/api-client';

export const conversationKey = (id: string) => ['conversations', 'detail', id] as const;

export const getConversation = (id: string) =>
  api<ConversationDetail>(`/api/conversations/${encodeURIComponent(id)}`);

export function useConversation(id: string) {
  return useQuery({ queryKey: conversationKey(id), queryFn: () => getConversation(id) });
}
