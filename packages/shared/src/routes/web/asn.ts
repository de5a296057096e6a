// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const asnRoutes = {
  listAsns: { operationId: 'listAsns', method: 'GET', path: '/api/asns', tag: 'asns' },
  submitAsn: { operationId: 'submitAsn', method: 'POST', path: '/api/asns', tag: 'asns' },
  listAdminAsns: { operationId: 'listAdminAsns', method: 'GET', path: '/api/admin/asns', tag: 'admin' },
  approveAsn: {
    operationId: 'approveAsn',
    method: 'POST',
    path: '/api/admin/asns/:id/approve',
    tag: 'admin',
  },
  rejectAsn: { operationId: 'rejectAsn', method: 'POST', path: '/api/admin/asns/:id/reject', tag: 'admin' },
} as unknown as (typeof ROUTE_GROUPS)['asnRoutes'];
