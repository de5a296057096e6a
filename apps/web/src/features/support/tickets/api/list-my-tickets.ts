import { useQuery } from '@tanstack/react-query';
import type { TicketList } from '@netlease/shared/tickets';
import { api } from '@/lib/api-client';

export const MY_TICKETS_KEY = ['tickets', 'mine'] as const;

export const listMyTickets = () => api<TicketList>('/api/tickets').then((body) => body.tickets);

export function useMyTickets() {
  return useQuery({ queryKey: MY_TICKETS_KEY, queryFn: listMyTickets });
}
