import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TicketStatus } from '@netlease/shared/tickets';
import { ticketRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

/** The prefix of every admin tickets page's key: a ticket's update refreshes them all. */
export const ADMIN_TICKETS_KEY = routeKey(ticketRoutes.listAdminTickets);

const adminTicketsQuery = (page: number, status: TicketStatus | '') => ({
  page,
  status: status || undefined,
});

export const listAdminTickets = (page: number, status: TicketStatus | '') =>
  callRoute(ticketRoutes.listAdminTickets, { query: adminTicketsQuery(page, status) });

export function useAdminTickets(page: number, status: TicketStatus | '') {
  return useQuery({
    queryKey: routeKey(ticketRoutes.listAdminTickets, { query: adminTicketsQuery(page, status) }),
    queryFn: () => listAdminTickets(page, status),
    placeholderData: keepPreviousData,
  });
}
