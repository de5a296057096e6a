import { useQuery } from '@tanstack/react-query';
import { ticketRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

/**
 * The user's orders a new ticket may be about: running, or ended in the last 90 days (docs/PRODUCT.md
 * "Support tickets").
 */
export const listTicketOrderChoices = () =>
  callRoute(ticketRoutes.listTicketOrderChoices).then((body) => body.orders);

export function useTicketOrderChoices(enabled: boolean) {
  return useQuery({
    queryKey: routeKey(ticketRoutes.listTicketOrderChoices),
    queryFn: listTicketOrderChoices,
    enabled,
  });
}
