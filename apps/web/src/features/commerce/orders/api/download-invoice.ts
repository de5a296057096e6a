import { formatCreditNoteNumber } from '@netlease/shared/invoicing-constants';
import { formatInvoiceNumber } from '@netlease/shared/orders-constants';
import { invoiceRoutes } from '@netlease/shared/routes/web';
import { downloadFile, routeAddress } from '@/lib/api-client';

/** Saves the invoice PDF (served to its owner only). */
export const downloadInvoice = (invoice: { id: string; invoiceNumber: number }) =>
  downloadFile(
    routeAddress(invoiceRoutes.getInvoicePdf, { params: { id: invoice.id } }),
    `invoice-${formatInvoiceNumber(invoice.invoiceNumber)}.pdf`,
  );

/** Saves a credit note's PDF, named as the server names it (served to its invoice's owner only). */
export const downloadCreditNote = (creditNote: { id: string; creditNoteNumber: number }) =>
  downloadFile(
    routeAddress(invoiceRoutes.getCreditNotePdf, { params: { id: creditNote.id } }),
    `credit-note-${formatCreditNoteNumber(creditNote.creditNoteNumber)}.pdf`,
  );
