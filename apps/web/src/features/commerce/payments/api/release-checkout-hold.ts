import type { Ok } from '@netlease/shared/replies';
import { api } from '@/lib/api-client';

/**
 * Releases the buyer's hold when the payment page is left (docs/PRODUCT.md "Checkout"). `keepalive`
 * lets the request finish while the page is being unloaded; it carries the CSRF header like any other.
 */
export const releaseCheckoutHold = (holdId: string) =>
  api<Ok>(`/api/checkout/holds/${encodeURIComponent(holdId)}`, { method: 'DELETE', keepalive: true });
