import { useQuery } from '@tanstack/react-query';
import { ticketRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const ticketKey = (id: string) => routeKey(ticketRoutes.getTicket, { params: { id } });

export const getTicket = (id: string) => callRoute(ticketRoutes.getTicket, { params: { id } });

export function useTicket(id: string) {
  return useQuery({ queryKey: ticketKey(id), queryFn: () => getTicket(id) });
}
