import { useQuery } from '@tanstack/react-query';
import type { ConversationList } from '@netlease/shared/conversations';
import { api } from '@/lib/api-client';

export const CONVERSATIONS_KEY = ['conversations', 'list'] as const;

export const listConversations = () =>
  api<ConversationList>('/api/conversations').then((body) => body.conversations);

export function useConversations() {
  return useQuery({ queryKey: CONVERSATIONS_KEY, queryFn: listConversations });
}
