import { checkoutRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';

/**
 * Releases the buyer's hold when the payment page is left (docs/PRODUCT.md "Checkout"). `keepalive`
 * lets the request finish while the page is being unloaded; it carries the CSRF header like any other.
 */
export const releaseCheckoutHold = (holdId: string) =>
  callRoute(checkoutRoutes.releaseCheckoutHold, { params: { id: holdId }, keepalive: true });
