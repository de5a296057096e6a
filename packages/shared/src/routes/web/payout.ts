// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const payoutRoutes = {
  listPayouts: { operationId: 'listPayouts', method: 'GET', path: '/api/payouts', tag: 'payouts' },
  getSellerMoney: {
    operationId: 'getSellerMoney',
    method: 'GET',
    path: '/api/payouts/balance',
    tag: 'payouts',
  },
  requestPayout: { operationId: 'requestPayout', method: 'POST', path: '/api/payouts', tag: 'payouts' },
} as unknown as (typeof ROUTE_GROUPS)['payoutRoutes'];
