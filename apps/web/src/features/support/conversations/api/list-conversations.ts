import { useQuery } from '@tanstack/react-query';
import { conversationRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const CONVERSATIONS_KEY = routeKey(conversationRoutes.listConversations);

export const listConversations = () =>
  callRoute(conversationRoutes.listConversations).then((body) => body.conversations);

export function useConversations() {
  return useQuery({ queryKey: CONVERSATIONS_KEY, queryFn: listConversations });
}
