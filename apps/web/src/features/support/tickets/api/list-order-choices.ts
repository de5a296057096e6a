import { useQuery } from '@tanstack/react-query';
import type { TicketOrderChoiceList } from '@netlease/shared/tickets';
import { api } from '@/lib/api-client';

/**
 * The user's orders a new ticket may be about: running, or ended in the last 90 days (docs/PRODUCT.md
 * "Support tickets").
 */
export const listTicketOrderChoices = () =>
  api<TicketOrderChoiceList>('/api/tickets/order-choices').then((body) => body.orders);

export function useTicketOrderChoices(enabled: boolean) {
  return useQuery({ queryKey: ['tickets', 'order-choices'], queryFn: listTicketOrderChoices, enabled });
}
