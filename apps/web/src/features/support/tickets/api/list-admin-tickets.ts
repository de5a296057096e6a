import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminTicketsPage, TicketStatus } from '@netlease/shared/tickets';
import { api, toQueryString } from '@/lib/api-client';

export const listAdminTickets = (page: number, status: TicketStatus | '') => {
  return api<AdminTicketsPage>(`/api/admin/tickets?${toQueryString({ page, status })}`);
};

export function useAdminTickets(page: number, status: TicketStatus | '') {
  return useQuery({
    queryKey: ['tickets', 'admin', page, status],
    queryFn: () => listAdminTickets(page, status),
    placeholderData: keepPreviousData,
  });
}
