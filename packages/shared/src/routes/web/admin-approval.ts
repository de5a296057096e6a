// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const adminApprovalRoutes = {
  getAdminStats: { operationId: 'getAdminStats', method: 'GET', path: '/api/admin/stats', tag: 'admin' },
  listPendingApprovals: {
    operationId: 'listPendingApprovals',
    method: 'GET',
    path: '/api/admin/approvals',
    tag: 'admin',
  },
  approveItem: {
    operationId: 'approveItem',
    method: 'POST',
    path: '/api/admin/approvals/:kind/:id/approve',
    tag: 'admin',
  },
  rejectItem: {
    operationId: 'rejectItem',
    method: 'POST',
    path: '/api/admin/approvals/:kind/:id/reject',
    tag: 'admin',
  },
} as unknown as (typeof ROUTE_GROUPS)['adminApprovalRoutes'];
