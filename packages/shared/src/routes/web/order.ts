// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const orderRoutes = {
  listOrders: { operationId: 'listOrders', method: 'GET', path: '/api/orders', tag: 'orders' },
  cancelOrder: { operationId: 'cancelOrder', method: 'POST', path: '/api/orders/:id/cancel', tag: 'orders' },
  disputeOrder: {
    operationId: 'disputeOrder',
    method: 'POST',
    path: '/api/orders/:id/dispute',
    tag: 'orders',
  },
  setOrderAutoRenew: {
    operationId: 'setOrderAutoRenew',
    method: 'PUT',
    path: '/api/orders/:id/auto-renew',
    tag: 'orders',
  },
  setOrderEndAtRenewal: {
    operationId: 'setOrderEndAtRenewal',
    method: 'PUT',
    path: '/api/orders/:id/end-at-renewal',
    tag: 'orders',
  },
  openOrderClaim: {
    operationId: 'openOrderClaim',
    method: 'POST',
    path: '/api/orders/:id/claims',
    tag: 'orders',
  },
  answerOrderClaim: {
    operationId: 'answerOrderClaim',
    method: 'POST',
    path: '/api/claims/:id/answer',
    tag: 'orders',
  },
  listStaffClaims: { operationId: 'listStaffClaims', method: 'GET', path: '/api/staff/claims', tag: 'staff' },
  decideClaim: {
    operationId: 'decideClaim',
    method: 'POST',
    path: '/api/staff/claims/:id/decision',
    tag: 'staff',
  },
} as unknown as (typeof ROUTE_GROUPS)['orderRoutes'];
