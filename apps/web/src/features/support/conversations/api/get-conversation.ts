import { useQuery } from '@tanstack/react-query';
import { conversationRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const conversationKey = (id: string) =>
  routeKey(conversationRoutes.getConversation, { params: { id } });

export const getConversation = (id: string) =>
  callRoute(conversationRoutes.getConversation, { params: { id } });

export function useConversation(id: string) {
  return useQuery({ queryKey: conversationKey(id), queryFn: () => getConversation(id) });
}
