import { apiRoute } from '../api-route';
import { invoiceListSchema } from '../orders';
import { idParamsSchema } from '../query-params';

export const invoiceRoutes = {
  listInvoices: apiRoute({
    operationId: 'listInvoices',
    method: 'GET',
    path: '/api/invoices',
    summary: "List the caller's invoices, newest first",
    tag: 'invoices',
    access: 'user',
    token: 'read',
    replies: { 200: invoiceListSchema },
  }),
  getInvoicePdf: apiRoute({
    operationId: 'getInvoicePdf',
    method: 'GET',
    path: '/api/invoices/:id/pdf',
    summary: 'Download an invoice as a PDF',
    description: 'The invoice as a PDF file, for its owner only.',
    tag: 'invoices',
    access: 'user',
    token: 'read',
    params: idParamsSchema,
    replies: { 200: { file: ['application/pdf'], description: 'The invoice (PDF), as an attachment.' } },
  }),
};
