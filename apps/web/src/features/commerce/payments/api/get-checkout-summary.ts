import type { CheckoutItemType, CheckoutSummary } from '@netlease/shared/orders';
import { api } from '@/lib/api-client';

/** The checkout summary without holding anything (the page holds through hold-checkout-item.ts). */
export const getCheckoutSummary = (itemType: CheckoutItemType, id: string) =>
  api<CheckoutSummary>(`/api/checkout/${itemType}/${encodeURIComponent(id)}`);
