import { formatInvoiceNumber } from '@netlease/shared/orders';
import { invoiceRoutes } from '@netlease/shared/routes/web';
import { downloadFile, routeAddress } from '@/lib/api-client';

/** Saves the invoice PDF (served to its owner only). */
export const downloadInvoice = (invoice: { id: string; invoiceNumber: number }) =>
  downloadFile(
    routeAddress(invoiceRoutes.getInvoicePdf, { params: { id: invoice.id } }),
    `invoice-${formatInvoiceNumber(invoice.invoiceNumber)}.pdf`,
  );
