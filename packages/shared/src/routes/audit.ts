import { apiRoute } from '../api-route';
import { auditFilterSchema, auditPageSchema } from '../audit';

export const auditRoutes = {
  listAuditEntries: apiRoute({
    operationId: 'listAuditEntries',
    method: 'GET',
    path: '/api/admin/audit',
    summary: 'List the audit log, filtered and paged',
    tag: 'admin',
    access: 'admin',
    token: 'browser',
    query: auditFilterSchema,
    replies: { 200: auditPageSchema },
  }),
  exportAuditEntries: apiRoute({
    operationId: 'exportAuditEntries',
    method: 'GET',
    path: '/api/admin/audit/export.csv',
    summary: 'Export the filtered audit log as CSV',
    tag: 'admin',
    access: 'admin',
    token: 'browser',
    query: auditFilterSchema,
    replies: { 200: { file: ['text/csv'], description: 'The audit entries (CSV), as an attachment.' } },
  }),
};
