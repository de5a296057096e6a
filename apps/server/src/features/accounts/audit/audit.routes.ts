import { auditFilterSchema, auditPageSchema } from '@netlease/shared/audit';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { CSV_EXPORT_LIMIT, sendCsv, toCsv } from '../../../platform/http/csv';
import {
  AUDIT_CSV_HEADER,
  findAuditEntries,
  findAuditEntriesForExport,
  toAuditCsvRow,
} from './audit.service';

export function registerAuditRoutes(app: Api, ctx: AppContext) {
  app.get(
    '/api/admin/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        querystring: auditFilterSchema,
        response: { 200: auditPageSchema, ...errorResponses },
      },
    },
    async (request) => findAuditEntries(ctx.db, request.query),
  );

  app.get(
    '/api/admin/audit/export.csv',
    { config: { access: 'admin' }, schema: { tags: ['admin'], querystring: auditFilterSchema } },
    async (request, reply) => {
      const entries = await findAuditEntriesForExport(ctx.db, request.query, CSV_EXPORT_LIMIT);
      return sendCsv(reply, 'audit-log.csv', toCsv(AUDIT_CSV_HEADER, entries.map(toAuditCsvRow)));
    },
  );
}
