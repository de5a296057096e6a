// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const sellerRequestRoutes = {
  getSellerStanding: {
    operationId: 'getSellerStanding',
    method: 'GET',
    path: '/api/seller-requests/mine',
    tag: 'seller-requests',
  },
  createSellerRequest: {
    operationId: 'createSellerRequest',
    method: 'POST',
    path: '/api/seller-requests',
    tag: 'seller-requests',
  },
  listPendingSellerRequests: {
    operationId: 'listPendingSellerRequests',
    method: 'GET',
    path: '/api/admin/seller-requests',
    tag: 'admin',
  },
  approveSellerRequest: {
    operationId: 'approveSellerRequest',
    method: 'POST',
    path: '/api/admin/seller-requests/:id/approve',
    tag: 'admin',
  },
  rejectSellerRequest: {
    operationId: 'rejectSellerRequest',
    method: 'POST',
    path: '/api/admin/seller-requests/:id/reject',
    tag: 'admin',
  },
} as unknown as (typeof ROUTE_GROUPS)['sellerRequestRoutes'];
