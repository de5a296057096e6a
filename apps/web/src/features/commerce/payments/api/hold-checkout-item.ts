import { useQuery } from '@tanstack/react-query';
import type { CheckoutItemType, CheckoutSummary } from '@netlease/shared/orders';
import { checkoutRoutes } from '@netlease/shared/routes/web';
import { ApiError, callRoute, routeKey } from '@/lib/api-client';
import { getCheckoutSummary } from './get-checkout-summary';

/**
 * Opens checkout (docs/PRODUCT.md "Checkout"): holds one unit of the item for the buyer for 15 minutes,
 * or refreshes their hold, and answers the summary (docs/decisions/232-checkout-holds.md).
 */
export const holdCheckoutItem = (itemType: CheckoutItemType, id: string) =>
  callRoute(checkoutRoutes.holdCheckoutItem, { params: { itemType, id } });

export interface OpenedCheckout {
  summary: CheckoutSummary;
  /** Why nothing could be held ('Too many holds', a suspended account): shown, and paying may still work. */
  holdRefusal: ApiError | null;
}

// The query is off while itemType is null, so its key never reaches the server.
export const checkoutKey = (itemType: CheckoutItemType | null, id: string) =>
  routeKey(checkoutRoutes.holdCheckoutItem, { params: { itemType: itemType as CheckoutItemType, id } });

/**
 * The payment page's summary, holding the unit as it opens. A hold the server refuses for the buyer's
 * own reasons (403, 409) still shows the summary, read without a hold; a missing item fails as before.
 */
export function useOpenCheckout(itemType: CheckoutItemType | null, id: string) {
  return useQuery({
    queryKey: checkoutKey(itemType, id),
    queryFn: async (): Promise<OpenedCheckout> => {
      try {
        return { summary: await holdCheckoutItem(itemType!, id), holdRefusal: null };
      } catch (error) {
        if (!(error instanceof ApiError) || (error.status !== 403 && error.status !== 409)) throw error;
        return { summary: await getCheckoutSummary(itemType!, id), holdRefusal: error };
      }
    },
    enabled: itemType !== null,
    retry: false,
    // Opening the hold again is a write: only when the page asks (it opens, comes back, or paying failed).
    staleTime: Infinity,
    gcTime: 0,
  });
}
