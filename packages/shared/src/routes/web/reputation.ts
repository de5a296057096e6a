// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const reputationRoutes = {
  listMyIpReputation: {
    operationId: 'listMyIpReputation',
    method: 'GET',
    path: '/api/reputation/subnets',
    tag: 'reputation',
  },
  getMyReputationHistory: {
    operationId: 'getMyReputationHistory',
    method: 'GET',
    path: '/api/reputation/subnets/history',
    tag: 'reputation',
  },
  listReputationLogs: {
    operationId: 'listReputationLogs',
    method: 'GET',
    path: '/api/admin/reputation/logs',
    tag: 'admin',
  },
  getMyReputation: {
    operationId: 'getMyReputation',
    method: 'GET',
    path: '/api/reputation/me',
    tag: 'reputation',
  },
  listRatableOrders: {
    operationId: 'listRatableOrders',
    method: 'GET',
    path: '/api/reputation/ratable-orders',
    tag: 'reputation',
  },
  rateOrder: {
    operationId: 'rateOrder',
    method: 'POST',
    path: '/api/reputation/orders/:orderId/rating',
    tag: 'reputation',
  },
  listPenalties: { operationId: 'listPenalties', method: 'GET', path: '/api/admin/penalties', tag: 'admin' },
  applyPenalty: { operationId: 'applyPenalty', method: 'POST', path: '/api/admin/penalties', tag: 'admin' },
} as unknown as (typeof ROUTE_GROUPS)['reputationRoutes'];
