import { useQuery } from '@tanstack/react-query';
import type { TicketDetail } from '@netlease/shared/tickets';
import { api } from '@/lib/api-client';

export const ticketKey = (id: string) => ['tickets', 'detail', id] as const;

export const getTicket = (id: string) => api<TicketDetail>(`/api/tickets/${encodeURIComponent(id)}`);

export function useTicket(id: string) {
  return useQuery({ queryKey: ticketKey(id), queryFn: () => getTicket(id) });
}
