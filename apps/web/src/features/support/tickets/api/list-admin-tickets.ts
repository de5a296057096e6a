import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminTicketsPage, TicketStatus } from '@netlease/shared/tickets';
import { api } from '@/lib/api-client';

export const listAdminTickets = (page: number, status: TicketStatus | '') => {
  const query = new URLSearchParams({ page: String(page) });
  if (status) query.set('status', status);
  return api<AdminTicketsPage>(`/api/admin/tickets?${query.toString()}`);
};

export function useAdminTickets(page: number, status: TicketStatus | '') {
  return useQuery({
    queryKey: ['tickets', 'admin', page, status],
    queryFn: () => listAdminTickets(page, status),
    placeholderData: keepPreviousData,
  });
}
