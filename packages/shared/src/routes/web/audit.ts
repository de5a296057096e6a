// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const auditRoutes = {
  listAuditEntries: {
    operationId: 'listAuditEntries',
    method: 'GET',
    path: '/api/admin/audit',
    tag: 'admin',
  },
  exportAuditEntries: {
    operationId: 'exportAuditEntries',
    method: 'GET',
    path: '/api/admin/audit/export.csv',
    tag: 'admin',
  },
} as unknown as (typeof ROUTE_GROUPS)['auditRoutes'];
