import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { formatAsn } from '@netlease/shared/asns';
import { countryName } from '@netlease/shared/countries';
import { formatCents } from '@netlease/shared/format';
import {
  formatCreditNoteNumber,
  formatRate,
  invoiceDocumentSchema,
  paymentMethodWords,
  taxLabel,
  type InvoiceDocument,
} from '@netlease/shared/invoicing';
import { formatInvoiceNumber, type Invoice } from '@netlease/shared/orders';
import type { AppContext } from '../../../platform/app-context';
import type { Executor } from '../../../platform/db/database';
import { creditNotes, invoices, orders } from '../../../platform/db/schema/commerce/index';
import { notFound } from '../../../platform/errors';
import { drawPdf } from '../../../platform/pdf/pdf-drawing';
import { embedUnicodeFonts, loadPdfLib } from '../../../platform/pdf/unicode-fonts';
import { leasedPrefixColumn, namedAsnNumberColumn } from '../orders/orders.service';
import { documentOfEarlierInvoice } from './credit-notes.service';

const INVOICE_LIST_LIMIT = 200;

type InvoiceRow = typeof invoices.$inferSelect;
type CreditNoteRow = typeof creditNotes.$inferSelect;

const asnOf = (asnNumber: string | number | null) => (asnNumber == null ? null : Number(asnNumber));

/**
 * An invoice's own fields and its credit notes; the lease it bills (prefix, ASN) is added by the
 * reads that join its order (docs/PRODUCT.md "Invoices").
 */
export function toInvoice(
  row: InvoiceRow,
  credits: readonly CreditNoteRow[],
): Omit<Invoice, 'prefix' | 'asnNumber'> {
  const document = row.document ? invoiceDocumentSchema.parse(row.document) : null;
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    orderId: row.orderId,
    title: row.title,
    amount: row.amount,
    netAmount: row.subtotal + row.fee,
    taxAmount: row.tax,
    taxLabel: document
      ? taxLabel({
          treatment: document.treatment,
          rateBasisPoints: document.lines[0]?.taxRateBasisPoints ?? 0,
        })
      : null,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    dueDate: row.dueDate.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    creditNotes: credits.map((credit) => ({
      id: credit.id,
      creditNoteNumber: credit.creditNoteNumber,
      amount: credit.amount,
      reason: credit.reason,
      createdAt: credit.createdAt.toISOString(),
    })),
    creditedAmount: credits.reduce((sum, credit) => sum + credit.amount, 0),
  };
}

/** The credit notes of these invoices, oldest first, by invoice. */
async function creditNotesOf(db: Executor, invoiceIds: string[]) {
  const byInvoice = new Map<string, CreditNoteRow[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await db
    .select()
    .from(creditNotes)
    .where(inArray(creditNotes.invoiceId, invoiceIds))
    .orderBy(asc(creditNotes.createdAt), asc(creditNotes.creditNoteNumber));
  for (const row of rows) byInvoice.set(row.invoiceId, [...(byInvoice.get(row.invoiceId) ?? []), row]);
  return byInvoice;
}

/** /invoices: the user's invoices, newest first, each with its credit notes (docs/PRODUCT.md "Invoices"). */
export async function listMyInvoices(db: Executor, userId: string): Promise<Invoice[]> {
  const rows = await db
    .select({ invoice: invoices, prefix: leasedPrefixColumn, asnNumber: namedAsnNumberColumn })
    .from(invoices)
    .leftJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.createdAt), desc(invoices.invoiceNumber))
    .limit(INVOICE_LIST_LIMIT);
  const credits = await creditNotesOf(
    db,
    rows.map((row) => row.invoice.id),
  );
  return rows.map((row) => ({
    ...toInvoice(row.invoice, credits.get(row.invoice.id) ?? []),
    prefix: row.prefix,
    asnNumber: asnOf(row.asnNumber),
  }));
}

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : '-');

/** The document of an invoice: as issued, or rebuilt from its columns for one issued before VAT. */
async function documentOf(db: Executor, ctx: AppContext, invoice: InvoiceRow): Promise<InvoiceDocument> {
  return invoice.document
    ? invoiceDocumentSchema.parse(invoice.document)
    : documentOfEarlierInvoice(db, ctx, invoice);
}

/** One invoice of its owner with its order's prefix and ASN (another user's answers 404). */
async function findOwnInvoice(db: Executor, userId: string, invoiceId: string) {
  const [row] = await db
    .select({ invoice: invoices, order: orders, prefix: leasedPrefixColumn, asnNumber: namedAsnNumberColumn })
    .from(invoices)
    .leftJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
  if (!row) throw notFound('Invoice');
  return row;
}

/**
 * A real PDF of one invoice, for its owner only, drawn from the document kept as issued: a later
 * change of a profile or a setting never alters it (docs/PRODUCT.md "Invoices").
 */
export async function renderInvoicePdf(ctx: AppContext, userId: string, invoiceId: string) {
  const { invoice, order, prefix, asnNumber } = await findOwnInvoice(ctx.db, userId, invoiceId);
  const document = await documentOf(ctx.db, ctx, invoice);
  const credits = (await creditNotesOf(ctx.db, [invoice.id])).get(invoice.id) ?? [];
  const number = formatInvoiceNumber(invoice.invoiceNumber);
  const asn = asnOf(asnNumber);
  const facts: Array<[string, string]> = [
    ['Invoice date', day(invoice.createdAt)],
    ['Due', day(invoice.dueDate)],
    ['Status', invoice.status === 'paid' ? `Paid ${day(invoice.paidAt)}` : invoice.status],
    ['Order', order ? order.id.slice(0, 8) : '-'],
    ...(order?.itemType === 'ip_subnet'
      ? ([
          ['Prefix', prefix ?? document.leased ?? '-'],
          ['ASN', asn === null ? 'Not named yet' : formatAsn(asn)],
        ] as Array<[string, string]>)
      : []),
    // A settled overdue renewal was paid from the wallet, the only way renewals are paid.
    ['Payment', document.paymentMethod ?? (invoice.paidAt ? paymentMethodWords('wallet') : 'Unpaid')],
    ...credits.map((credit): [string, string] => [
      'Credited',
      `${formatCents(credit.amount)} by credit note ${formatCreditNoteNumber(credit.creditNoteNumber)}`,
    ]),
  ];
  const bytes = await drawDocument(document, {
    title: `Invoice ${number}`,
    heading: 'INVOICE',
    number,
    createdAt: invoice.createdAt,
    facts,
  });
  return { filename: `invoice-${number}.pdf`, bytes };
}

/** A credit note's PDF, for the owner of the invoice it credits. */
export async function renderCreditNotePdf(ctx: AppContext, userId: string, creditNoteId: string) {
  const [row] = await ctx.db
    .select({ credit: creditNotes, invoiceNumber: invoices.invoiceNumber })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(eq(creditNotes.id, creditNoteId), eq(creditNotes.userId, userId)));
  if (!row) throw notFound('Credit note');
  const { credit } = row;
  const document = invoiceDocumentSchema.parse(credit.document);
  const number = formatCreditNoteNumber(credit.creditNoteNumber);
  const bytes = await drawDocument(document, {
    title: `Credit note ${number}`,
    heading: 'CREDIT NOTE',
    number,
    createdAt: credit.createdAt,
    facts: [
      ['Date', day(credit.createdAt)],
      ['Credits invoice', formatInvoiceNumber(row.invoiceNumber)],
      ['Reason', credit.reason.length > 70 ? `${credit.reason.slice(0, 67)}...` : credit.reason],
      ['Refund', 'To the original payment method'],
    ],
  });
  return { filename: `credit-note-${number}.pdf`, bytes };
}

interface DocumentHead {
  title: string;
  heading: string;
  number: string;
  createdAt: Date;
  facts: Array<[string, string]>;
}

/** Draws an invoice or a credit note on one A4 page: issuer, buyer, facts, lines, totals, tax note. */
function drawDocument(document: InvoiceDocument, head: DocumentHead): Promise<Buffer> {
  return drawPdf(() => drawDocumentNow(document, head));
}

async function drawDocumentNow(document: InvoiceDocument, head: DocumentHead): Promise<Buffer> {
  const { issuer, buyer } = document;
  const { PDFDocument, rgb } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(head.title);
  pdf.setAuthor(issuer.name);
  pdf.setCreationDate(head.createdAt);
  const page = pdf.addPage([595.28, 841.89]);
  const buyerLines = [
    buyer.legalName,
    ...buyer.address,
    countryName(buyer.country) ?? buyer.country,
    ...(buyer.vatId ? [`VAT ID ${buyer.vatId}`] : []),
    buyer.email,
  ];
  const issuerLines = [
    ...issuer.address,
    ...(issuer.vatId ? [`VAT ID ${issuer.vatId}`] : []),
    ...(issuer.registration ? [issuer.registration] : []),
    ...(issuer.email ? [issuer.email] : []),
  ];
  const text = await embedUnicodeFonts(pdf, [
    issuer.name,
    ...issuerLines,
    ...buyerLines,
    document.seller?.name ?? '',
    ...document.lines.map((line) => line.description),
    ...head.facts.flat(),
    document.taxNote ?? '',
  ]);
  const grey = rgb(0.35, 0.35, 0.4);
  const black = rgb(0, 0, 0);
  let y = 790;
  const draw = (
    content: string,
    x: number,
    options: { size?: number; bold?: boolean; color?: typeof grey } = {},
  ) =>
    text.draw(page, content, {
      x,
      y,
      size: options.size ?? 10,
      bold: options.bold ?? false,
      color: options.color ?? black,
    });
  /** Right-aligned at `right`. */
  const drawRight = (content: string, right: number, options: { size?: number; bold?: boolean } = {}) =>
    draw(content, right - text.width(content, options.size ?? 10, options.bold ?? false), options);

  draw(issuer.name, 50, { size: 14, bold: true });
  drawRight(head.heading, 545, { size: 16, bold: true });
  y -= 18;
  drawRight(`No. ${head.number}`, 545, { size: 11 });
  y -= 14;
  for (const line of issuerLines) {
    draw(line, 50, { size: 9, color: grey });
    y -= 12;
  }
  y = Math.min(y, 700) - 20;
  const top = y;
  draw('Bill to', 50, { bold: true });
  y -= 15;
  for (const line of buyerLines) {
    draw(line, 50, { size: 9 });
    y -= 12;
  }
  if (document.seller) {
    y -= 6;
    draw(`Provider of the leased item: ${document.seller.name}`, 50, { size: 9, color: grey });
    y -= 12;
  }
  const afterBuyer = y;
  y = top;
  for (const [label, value] of head.facts) {
    draw(label, 330, { size: 9, color: grey });
    draw(value.length > 40 ? `${value.slice(0, 37)}...` : value, 420, { size: 9 });
    y -= 13;
  }
  y = Math.min(afterBuyer, y) - 24;

  // The lines: description (with its period), quantity, unit price, net, VAT rate, VAT, gross.
  const columns = { qty: 300, unit: 360, net: 410, rate: 450, tax: 495, gross: 545 };
  page.drawLine({ start: { x: 50, y: y + 14 }, end: { x: 545, y: y + 14 }, thickness: 0.8, color: grey });
  draw('Description', 50, { size: 9, bold: true });
  drawRight('Qty', columns.qty, { size: 9, bold: true });
  drawRight('Unit', columns.unit, { size: 9, bold: true });
  drawRight('Net', columns.net, { size: 9, bold: true });
  drawRight('VAT %', columns.rate, { size: 9, bold: true });
  drawRight('VAT', columns.tax, { size: 9, bold: true });
  drawRight('Gross', columns.gross, { size: 9, bold: true });
  y -= 16;
  for (const line of document.lines) {
    const description =
      line.description.length > 46 ? `${line.description.slice(0, 43)}...` : line.description;
    draw(description, 50, { size: 9 });
    drawRight(String(line.quantity), columns.qty, { size: 9 });
    drawRight(formatCents(line.unitPriceCents), columns.unit, { size: 9 });
    drawRight(formatCents(line.netCents), columns.net, { size: 9 });
    drawRight(formatRate(line.taxRateBasisPoints), columns.rate, { size: 9 });
    drawRight(formatCents(line.taxCents), columns.tax, { size: 9 });
    drawRight(formatCents(line.grossCents), columns.gross, { size: 9 });
    if (line.periodFrom && line.periodTo) {
      y -= 11;
      draw(`Period ${line.periodFrom} to ${line.periodTo}`, 50, { size: 8, color: grey });
    }
    y -= 15;
  }
  page.drawLine({ start: { x: 300, y: y + 8 }, end: { x: 545, y: y + 8 }, thickness: 0.8, color: grey });
  y -= 6;
  for (const [label, cents, bold] of [
    ['Net total', document.netCents, false],
    [
      taxLabel({
        treatment: document.treatment,
        rateBasisPoints: document.lines[0]?.taxRateBasisPoints ?? 0,
      }),
      document.taxCents,
      false,
    ],
    [head.heading === 'INVOICE' ? 'Total' : 'Total credited', document.grossCents, true],
  ] as const) {
    draw(label, 330, { size: bold ? 11 : 9, bold });
    drawRight(formatCents(cents), columns.gross, { size: bold ? 11 : 9, bold });
    y -= bold ? 18 : 14;
  }
  y -= 16;
  if (document.taxNote) {
    draw(document.taxNote, 50, { size: 8, color: grey });
    y -= 12;
  }
  draw(`Amounts in US dollars (${document.currency}).`, 50, { size: 8, color: grey });
  return Buffer.from(await pdf.save());
}
