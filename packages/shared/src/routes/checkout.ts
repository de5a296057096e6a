import { apiRoute } from '../api-route';
import {
  checkoutInputSchema,
  checkoutParamsSchema,
  checkoutResultSchema,
  checkoutSummarySchema,
} from '../orders';
import { cardConfirmationSchema, idempotencyHeadersSchema } from '../payments';
import { idParamsSchema } from '../query-params';
import { okSchema } from '../replies';

export const checkoutRoutes = {
  getCheckoutSummary: apiRoute({
    operationId: 'getCheckoutSummary',
    method: 'GET',
    path: '/api/checkout/:itemType/:id',
    summary: 'Read the checkout summary of an IP listing or a server package',
    description: "The checkout summary; a read that reports the caller's live hold of the item, if any.",
    tag: 'checkout',
    access: 'user',
    token: 'read',
    params: checkoutParamsSchema,
    replies: { 200: checkoutSummarySchema },
  }),
  // docs/PRODUCT.md "Checkout" (holding the unit), docs/decisions/232-checkout-holds.md.
  holdCheckoutItem: apiRoute({
    operationId: 'holdCheckoutItem',
    method: 'POST',
    path: '/api/checkout/:itemType/:id/hold',
    summary: 'Hold one unit of an item for the caller for 15 minutes',
    description:
      'Holds one unit of the item for the caller for 15 minutes (201), or refreshes their hold (200), ' +
      'and answers the checkout summary. When other buyers hold every free unit nothing is held and ' +
      '`heldUntil` says when the first of their holds ends.',
    tag: 'checkout',
    access: 'user',
    token: 'browser',
    params: checkoutParamsSchema,
    replies: { 200: checkoutSummarySchema, 201: checkoutSummarySchema },
    errors: [409],
  }),
  releaseCheckoutHold: apiRoute({
    operationId: 'releaseCheckoutHold',
    method: 'DELETE',
    path: '/api/checkout/holds/:id',
    summary: "Release the caller's checkout hold",
    description: "Releases the caller's hold (the checkout page was left).",
    tag: 'checkout',
    access: 'user',
    token: 'browser',
    params: idParamsSchema,
    replies: { 200: okSchema },
  }),
  createCheckout: apiRoute({
    operationId: 'createCheckout',
    method: 'POST',
    path: '/api/checkout',
    summary: 'Pay for an IP listing or a server package and create the order',
    description:
      'Pays for an IP listing or a server package (price + $5.00 fee) and creates the order. ' +
      "It leases the caller's held unit when they hold one. " +
      'Send an Idempotency-Key header to make retries safe.',
    tag: 'checkout',
    access: 'user',
    token: 'trade',
    headers: idempotencyHeadersSchema,
    body: checkoutInputSchema,
    replies: { 201: checkoutResultSchema, 202: cardConfirmationSchema },
    errors: [409, 422, 501],
  }),
};
