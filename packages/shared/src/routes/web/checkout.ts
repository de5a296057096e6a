// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const checkoutRoutes = {
  getCheckoutSummary: {
    operationId: 'getCheckoutSummary',
    method: 'GET',
    path: '/api/checkout/:itemType/:id',
    tag: 'checkout',
  },
  holdCheckoutItem: {
    operationId: 'holdCheckoutItem',
    method: 'POST',
    path: '/api/checkout/:itemType/:id/hold',
    tag: 'checkout',
  },
  releaseCheckoutHold: {
    operationId: 'releaseCheckoutHold',
    method: 'DELETE',
    path: '/api/checkout/holds/:id',
    tag: 'checkout',
  },
  createCheckout: { operationId: 'createCheckout', method: 'POST', path: '/api/checkout', tag: 'checkout' },
} as unknown as (typeof ROUTE_GROUPS)['checkoutRoutes'];
