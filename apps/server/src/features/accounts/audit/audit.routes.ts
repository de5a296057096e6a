import { auditRoutes } from '@netlease/shared/routes/audit';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { CSV_EXPORT_LIMIT, sendCsv, toCsv } from '../../../platform/http/csv';
import {
  AUDIT_CSV_HEADER,
  findAuditEntries,
  findAuditEntriesForExport,
  toAuditCsvRow,
} from './audit.service';

export function registerAuditRoutes(app: Api, ctx: AppContext) {
  serve(app, auditRoutes.listAuditEntries, {
    handler: async (request) => findAuditEntries(ctx.db, request.query),
  });

  serve(app, auditRoutes.exportAuditEntries, {
    handler: async (request, reply) => {
      const entries = await findAuditEntriesForExport(ctx.db, request.query, CSV_EXPORT_LIMIT);
      return sendCsv(reply, 'audit-log.csv', toCsv(AUDIT_CSV_HEADER, entries.map(toAuditCsvRow)));
    },
  });
}
