// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const leaseDeliveryRoutes = {
  getLeaseDelivery: {
    operationId: 'getLeaseDelivery',
    method: 'GET',
    path: '/api/orders/:id/delivery',
    tag: 'orders',
  },
  updateOrderStatus: {
    operationId: 'updateOrderStatus',
    method: 'POST',
    path: '/api/orders/:id/status',
    tag: 'orders',
  },
} as unknown as (typeof ROUTE_GROUPS)['leaseDeliveryRoutes'];
