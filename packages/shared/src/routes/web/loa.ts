// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const loaRoutes = {
  listPendingLoaOrders: {
    operationId: 'listPendingLoaOrders',
    method: 'GET',
    path: '/api/loas/pending-orders',
    tag: 'loas',
  },
  listLoas: { operationId: 'listLoas', method: 'GET', path: '/api/loas', tag: 'loas' },
  uploadLoa: { operationId: 'uploadLoa', method: 'POST', path: '/api/loas', tag: 'loas' },
  generateLoa: { operationId: 'generateLoa', method: 'POST', path: '/api/loas/generate', tag: 'loas' },
  getLoaFile: { operationId: 'getLoaFile', method: 'GET', path: '/api/loas/:id/file', tag: 'loas' },
  verifyLoa: { operationId: 'verifyLoa', method: 'GET', path: '/api/loas/verify/:code', tag: 'loas' },
  listBuyerIpOrders: {
    operationId: 'listBuyerIpOrders',
    method: 'GET',
    path: '/api/loas/buyer-orders',
    tag: 'loas',
  },
  setOrderAsn: {
    operationId: 'setOrderAsn',
    method: 'PUT',
    path: '/api/loas/buyer-orders/:orderId/asn',
    tag: 'loas',
  },
  listAdminLoas: { operationId: 'listAdminLoas', method: 'GET', path: '/api/admin/loas', tag: 'admin' },
  approveLoa: {
    operationId: 'approveLoa',
    method: 'POST',
    path: '/api/admin/loas/:id/approve',
    tag: 'admin',
  },
  rejectLoa: { operationId: 'rejectLoa', method: 'POST', path: '/api/admin/loas/:id/reject', tag: 'admin' },
} as unknown as (typeof ROUTE_GROUPS)['loaRoutes'];
