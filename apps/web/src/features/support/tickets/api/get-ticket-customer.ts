import { useQuery } from '@tanstack/react-query';
import type { TicketCustomer } from '@netlease/shared/staff';
import { api } from '@/lib/api-client';

export const ticketCustomerKey = (ticketId: string) => ['tickets', 'customer', ticketId] as const;

/** Staff: the ticket opener's account, KYC state and newest orders. */
export const getTicketCustomer = (ticketId: string) =>
  api<TicketCustomer>(`/api/staff/tickets/${encodeURIComponent(ticketId)}/customer`);

export function useTicketCustomer(ticketId: string, enabled: boolean) {
  return useQuery({
    queryKey: ticketCustomerKey(ticketId),
    queryFn: () => getTicketCustomer(ticketId),
    enabled,
  });
}
