import { invoiceRoutes } from '@netlease/shared/routes/web';
import { downloadFile, routeAddress } from '@/lib/api-client';

/**
 * Saves the accountant's export: one row per line of every invoice and credit note of the user
 * (docs/PRODUCT.md "Invoices"), whatever the page filters.
 */
export const exportInvoicesCsv = () =>
  downloadFile(routeAddress(invoiceRoutes.exportInvoicesCsv), 'netlease-invoices.csv');
