import { formatInvoiceNumber } from '@netlease/shared/orders';
import { downloadFile } from '@/lib/api-client';

/** Saves the invoice PDF (served to its owner only). */
export const downloadInvoice = (invoice: { id: string; invoiceNumber: number }) =>
  downloadFile(
    `/api/invoices/${invoice.id}/pdf`,
    `invoice-${formatInvoiceNumber(invoice.invoiceNumber)}.pdf`,
  );
