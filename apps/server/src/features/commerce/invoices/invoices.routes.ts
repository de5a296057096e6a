import { invoiceListSchema } from '@netlease/shared/orders';
import type { AppContext } from '../../../platform/app-context';
import type { Api } from '../../../platform/http/types';
import { errorResponses } from '../../../platform/http/responses';
import { requireUser } from '../../../platform/auth/auth-plugin';
import { listMyInvoices, renderInvoicePdf } from './invoices.service';
import { idParamsSchema } from '@netlease/shared/query-params';

export function registerInvoicesRoutes(app: Api, ctx: AppContext) {
  app.get(
    '/api/invoices',
    {
      config: { access: 'user' },
      schema: {
        tags: ['invoices'],
        response: { 200: invoiceListSchema, ...errorResponses },
      },
    },
    async (request) => ({ invoices: await listMyInvoices(ctx.db, requireUser(request).id) }),
  );

  app.get(
    '/api/invoices/:id/pdf',
    {
      config: { access: 'user' },
      schema: {
        tags: ['invoices'],
        description: 'The invoice as a PDF file, for its owner only.',
        params: idParamsSchema,
        response: { ...errorResponses },
      },
    },
    async (request, reply) => {
      const { filename, bytes } = await renderInvoicePdf(ctx.db, requireUser(request).id, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(bytes as never);
    },
  );
}
