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
  getCreditNotePdf: apiRoute({
    operationId: 'getCreditNotePdf',
    method: 'GET',
    path: '/api/credit-notes/:id/pdf',
    summary: 'Download a credit note as a PDF',
    description:
      "A credit note issued against one of the caller's invoices, as a PDF file, for its owner only.",
    tag: 'invoices',
    access: 'user',
    token: 'read',
    params: idParamsSchema,
    replies: { 200: { file: ['application/pdf'], description: 'The credit note (PDF), as an attachment.' } },
  }),
  exportInvoicesCsv: apiRoute({
    operationId: 'exportInvoicesCsv',
    method: 'GET',
    path: '/api/invoices/export.csv',
    summary: "Export the caller's invoices and credit notes for accounting",
    description:
      'One row per document line (invoices and credit notes) with net, tax, gross, currency and the buyer VAT ID, as UTF-8 CSV with a byte order mark.',
    tag: 'invoices',
    access: 'user',
    token: 'read',
    replies: { 200: { file: ['text/csv'], description: 'The lines as CSV, as an attachment.' } },
  }),
};
