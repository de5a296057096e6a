import { invoiceRoutes } from '@netlease/shared/routes/invoices';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { sendCsv, toCsv } from '../../../platform/http/csv';
import { sendPrivateFile } from '../../../platform/http/private-file';
import { listMyInvoices, renderCreditNotePdf, renderInvoicePdf } from './invoices.service';
import { INVOICE_EXPORT_HEADER, invoiceExportRows } from './invoice-exports';

export function registerInvoicesRoutes(app: Api, ctx: AppContext) {
  serve(app, invoiceRoutes.listInvoices, {
    handler: async (request) => ({ invoices: await listMyInvoices(ctx.db, requireUser(request).id) }),
  });

  /** An invoice or credit note, to its owner only, as an attachment never kept by a cache. */
  const asAttachment = ({ filename, bytes }: { filename: string; bytes: Buffer }) => ({
    mime: 'application/pdf',
    contentDisposition: `attachment; filename="${filename}"`,
    bytes,
  });

  serve(app, invoiceRoutes.getInvoicePdf, {
    handler: async (request, reply) =>
      sendPrivateFile(
        reply,
        asAttachment(await renderInvoicePdf(ctx, requireUser(request).id, request.params.id)),
      ),
  });

  serve(app, invoiceRoutes.getCreditNotePdf, {
    handler: async (request, reply) =>
      sendPrivateFile(
        reply,
        asAttachment(await renderCreditNotePdf(ctx, requireUser(request).id, request.params.id)),
      ),
  });

  serve(app, invoiceRoutes.exportInvoicesCsv, {
    handler: async (request, reply) => {
      const rows = await invoiceExportRows(ctx, requireUser(request).id);
      reply.header('cache-control', 'private, no-store');
      return sendCsv(reply, 'netlease-invoices.csv', toCsv(INVOICE_EXPORT_HEADER, rows), {
        byteOrderMark: true,
      });
    },
  });
}
