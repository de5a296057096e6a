// Written by `npm run openapi` (scripts/write-web-routes.mjs) from the declarations; do not edit.
import type { ROUTE_GROUPS } from '../index';

export const invoiceRoutes = {
  listInvoices: { operationId: 'listInvoices', method: 'GET', path: '/api/invoices', tag: 'invoices' },
  getInvoicePdf: {
    operationId: 'getInvoicePdf',
    method: 'GET',
    path: '/api/invoices/:id/pdf',
    tag: 'invoices',
  },
  getCreditNotePdf: {
    operationId: 'getCreditNotePdf',
    method: 'GET',
    path: '/api/credit-notes/:id/pdf',
    tag: 'invoices',
  },
  exportInvoicesCsv: {
    operationId: 'exportInvoicesCsv',
    method: 'GET',
    path: '/api/invoices/export.csv',
    tag: 'invoices',
  },
} as unknown as (typeof ROUTE_GROUPS)['invoiceRoutes'];
