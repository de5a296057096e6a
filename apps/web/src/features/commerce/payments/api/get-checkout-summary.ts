import type { CheckoutItemType } from '@netlease/shared/orders';
import { checkoutRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';

/** The checkout summary without holding anything (the page holds through hold-checkout-item.ts). */
export const getCheckoutSummary = (itemType: CheckoutItemType, id: string) =>
  callRoute(checkoutRoutes.getCheckoutSummary, { params: { itemType, id } });
