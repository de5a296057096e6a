// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const reverseDnsRoutes = {
  getOrderReverseDns: {
    operationId: 'getOrderReverseDns',
    method: 'GET',
    path: '/api/orders/:id/reverse-dns',
    tag: 'orders',
  },
  requestReverseDns: {
    operationId: 'requestReverseDns',
    method: 'POST',
    path: '/api/orders/:id/reverse-dns',
    tag: 'orders',
  },
  markReverseDnsDone: {
    operationId: 'markReverseDnsDone',
    method: 'POST',
    path: '/api/reverse-dns/:id/done',
    tag: 'orders',
  },
  declineReverseDns: {
    operationId: 'declineReverseDns',
    method: 'POST',
    path: '/api/reverse-dns/:id/decline',
    tag: 'orders',
  },
  withdrawReverseDns: {
    operationId: 'withdrawReverseDns',
    method: 'POST',
    path: '/api/reverse-dns/:id/withdraw',
    tag: 'orders',
  },
} as unknown as (typeof ROUTE_GROUPS)['reverseDnsRoutes'];
