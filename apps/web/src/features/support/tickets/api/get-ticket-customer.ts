import { useQuery } from '@tanstack/react-query';
import { staffRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const ticketCustomerKey = (ticketId: string) =>
  routeKey(staffRoutes.getTicketCustomer, { params: { id: ticketId } });

/** Staff: the ticket opener's account, KYC state and newest orders. */
export const getTicketCustomer = (ticketId: string) =>
  callRoute(staffRoutes.getTicketCustomer, { params: { id: ticketId } });

export function useTicketCustomer(ticketId: string, enabled: boolean) {
  return useQuery({
    queryKey: ticketCustomerKey(ticketId),
    queryFn: () => getTicketCustomer(ticketId),
    enabled,
  });
}
