// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const cardPaymentRoutes = {
  listPaymentMethods: {
    operationId: 'listPaymentMethods',
    method: 'GET',
    path: '/api/payments/methods',
    tag: 'wallet',
  },
  getCardPayment: {
    operationId: 'getCardPayment',
    method: 'GET',
    path: '/api/card-payments/:id',
    tag: 'wallet',
  },
  receiveStripeWebhook: {
    operationId: 'receiveStripeWebhook',
    method: 'POST',
    path: '/api/payments/stripe/webhook',
    tag: 'wallet',
  },
} as unknown as (typeof ROUTE_GROUPS)['cardPaymentRoutes'];
