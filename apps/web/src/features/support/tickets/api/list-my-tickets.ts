import { useQuery } from '@tanstack/react-query';
import { ticketRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const MY_TICKETS_KEY = routeKey(ticketRoutes.listMyTickets);

export const listMyTickets = () => callRoute(ticketRoutes.listMyTickets).then((body) => body.tickets);

export function useMyTickets() {
  return useQuery({ queryKey: MY_TICKETS_KEY, queryFn: listMyTickets });
}
