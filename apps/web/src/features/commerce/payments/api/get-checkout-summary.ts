import { useQuery } from '@tanstack/react-query';
import type { CheckoutItemType, CheckoutSummary } from '@netlease/shared/orders';
import { api } from '@/lib/api-client';

export const getCheckoutSummary = (itemType: CheckoutItemType, id: string) =>
  api<CheckoutSummary>(`/api/checkout/${itemType}/${encodeURIComponent(id)}`);

export function useCheckoutSummary(itemType: CheckoutItemType | null, id: string) {
  return useQuery({
    queryKey: ['checkout', itemType, id],
    queryFn: () => getCheckoutSummary(itemType!, id),
    enabled: itemType !== null,
    retry: false,
  });
}
