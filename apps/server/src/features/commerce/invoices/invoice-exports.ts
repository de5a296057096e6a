import { asc, eq } from 'drizzle-orm';
import {
  formatCreditNoteNumber,
  invoiceDocumentSchema,
  type InvoiceDocument,
} from '@netlease/shared/invoicing';
import { formatInvoiceNumber } from '@netlease/shared/orders';
import type { AppContext } from '../../../platform/app-context';
import { creditNotes, invoices } from '../../../platform/db/schema/commerce/index';
import { CSV_EXPORT_LIMIT } from '../../../platform/http/csv';
import { documentOfEarlierInvoice } from './credit-notes.service';

/**
 * The accountant's export (docs/PRODUCT.md "Invoices" → "Exports"): one row per line of every invoice
 * and credit note of the user, amounts in dollars with two decimals (credit lines negative), oldest
 * first, so a spreadsheet sums them as they are.
 */
export const INVOICE_EXPORT_HEADER = [
  'document',
  'number',
  'date',
  'status',
  'credits_invoice',
  'buyer_name',
  'buyer_country',
  'buyer_vat_id',
  'tax_treatment',
  'description',
  'period_from',
  'period_to',
  'quantity',
  'unit_price',
  'net',
  'tax_rate_percent',
  'tax',
  'gross',
  'currency',
];

const dollars = (cents: number) => (cents / 100).toFixed(2);

function documentRows(
  document: InvoiceDocument,
  head: { kind: string; number: string; date: Date; status: string; creditsInvoice: string | null },
) {
  return document.lines.map((line) => [
    head.kind,
    head.number,
    head.date.toISOString().slice(0, 10),
    head.status,
    head.creditsInvoice,
    document.buyer.legalName,
    document.buyer.country,
    document.buyer.vatId,
    document.treatment,
    line.description,
    line.periodFrom,
    line.periodTo,
    line.quantity,
    dollars(line.unitPriceCents),
    dollars(line.netCents),
    (line.taxRateBasisPoints / 100).toFixed(2),
    dollars(line.taxCents),
    dollars(line.grossCents),
    document.currency,
  ]);
}

export async function invoiceExportRows(ctx: AppContext, userId: string) {
  const issued = await ctx.db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(asc(invoices.createdAt), asc(invoices.invoiceNumber))
    .limit(CSV_EXPORT_LIMIT);
  const credited = await ctx.db
    .select({ credit: creditNotes, invoiceNumber: invoices.invoiceNumber })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(creditNotes.userId, userId))
    .orderBy(asc(creditNotes.createdAt), asc(creditNotes.creditNoteNumber))
    .limit(CSV_EXPORT_LIMIT);
  const rows: Array<{ at: Date; cells: ReturnType<typeof documentRows> }> = [];
  for (const invoice of issued) {
    const document = invoice.document
      ? invoiceDocumentSchema.parse(invoice.document)
      : await documentOfEarlierInvoice(ctx.db, ctx, invoice);
    rows.push({
      at: invoice.createdAt,
      cells: documentRows(document, {
        kind: 'invoice',
        number: formatInvoiceNumber(invoice.invoiceNumber),
        date: invoice.createdAt,
        status: invoice.status,
        creditsInvoice: null,
      }),
    });
  }
  for (const { credit, invoiceNumber } of credited) {
    rows.push({
      at: credit.createdAt,
      cells: documentRows(invoiceDocumentSchema.parse(credit.document), {
        kind: 'credit_note',
        number: formatCreditNoteNumber(credit.creditNoteNumber),
        date: credit.createdAt,
        status: 'issued',
        creditsInvoice: formatInvoiceNumber(invoiceNumber),
      }),
    });
  }
  return rows.sort((a, b) => a.at.getTime() - b.at.getTime()).flatMap((row) => row.cells);
}
