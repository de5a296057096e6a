import { invoiceRoutes } from '@netlease/shared/routes/invoices';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { serve } from '../../../platform/http/serve-route';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { listMyInvoices, renderInvoicePdf } from './invoices.service';

export function registerInvoicesRoutes(app: Api, ctx: AppContext) {
  serve(app, invoiceRoutes.listInvoices, {
    handler: async (request) => ({ invoices: await listMyInvoices(ctx.db, requireUser(request).id) }),
  });

  serve(app, invoiceRoutes.getInvoicePdf, {
    handler: async (request, reply) => {
      const { filename, bytes } = await renderInvoicePdf(ctx.db, requireUser(request).id, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(bytes as never);
    },
  });
}
