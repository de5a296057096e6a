import { and, desc, eq } from 'drizzle-orm';
import { formatAsn } from '@netlease/shared/asns';
import { PDFDocument, rgb } from 'pdf-lib';
import { formatCents } from '@netlease/shared/format';
import { formatInvoiceNumber, type Invoice } from '@netlease/shared/orders';
import type { Database } from '../../../platform/db/database';
import { invoices, orders, payments, users } from '../../../platform/db/schema/index';
import { notFound } from '../../../platform/errors';
import { leasedPrefixColumn, namedAsnNumberColumn } from '../orders/orders.service';
import { embedUnicodeFonts } from '../../../platform/pdf/unicode-fonts';

const INVOICE_LIST_LIMIT = 200;

/**
 * What an IP order leases, shown on its invoice (docs/PRODUCT.md "Delivering a lease": the prefix and
 * the buyer's ASN show wherever a lease shows), read as the orders list reads them: the prefix the
 * order leases or last leased (the running lease first), and the AS the buyer named. Null for an
 * invoice without an order and for a server package's.
 */
const asnOf = (asnNumber: string | number | null) => (asnNumber == null ? null : Number(asnNumber));

/** An invoice's own fields; the lease it bills is added by the reads that join its order. */
export function toInvoice(row: typeof invoices.$inferSelect): Omit<Invoice, 'prefix' | 'asnNumber'> {
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    orderId: row.orderId,
    title: row.title,
    amount: row.amount,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    dueDate: row.dueDate.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** /invoices: the user's invoices, newest first (docs/PRODUCT.md "Invoices"). */
export async function listMyInvoices(db: Database, userId: string): Promise<Invoice[]> {
  const rows = await db
    .select({ invoice: invoices, prefix: leasedPrefixColumn, asnNumber: namedAsnNumberColumn })
    .from(invoices)
    .leftJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.createdAt), desc(invoices.invoiceNumber))
    .limit(INVOICE_LIST_LIMIT);
  return rows.map((row) => ({
    ...toInvoice(row.invoice),
    prefix: row.prefix,
    asnNumber: asnOf(row.asnNumber),
  }));
}

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : '-');

/**
 * A real PDF of one invoice, for its owner only (another user's invoice answers 404). Names print in
 * any script: the fonts come from node_modules, embedded as subsets (docs/PRODUCT.md "Invoices").
 */
export async function renderInvoicePdf(db: Database, userId: string, invoiceId: string) {
  const [row] = await db
    .select({
      invoice: invoices,
      order: orders,
      buyer: users,
      prefix: leasedPrefixColumn,
      asnNumber: namedAsnNumberColumn,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .leftJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
  if (!row) throw notFound('Invoice');
  const { invoice, order, buyer, prefix } = row;
  const asnNumber = asnOf(row.asnNumber);
  const [seller] = order
    ? await db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, order.monetizerId))
    : [];
  const [payment] = order
    ? await db
        .select({ gateway: payments.gateway, transactionId: payments.transactionId })
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'success')))
        .orderBy(desc(payments.createdAt))
        .limit(1)
    : [];

  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${formatInvoiceNumber(invoice.invoiceNumber)}`);
  pdf.setAuthor('Netlease');
  pdf.setCreationDate(invoice.createdAt);
  const page = pdf.addPage([595.28, 841.89]);
  const text = await embedUnicodeFonts(pdf, [
    buyer.name,
    buyer.email,
    buyer.companyName ?? '',
    seller?.name ?? '',
    seller?.email ?? '',
    invoice.title,
    payment?.transactionId ?? '',
  ]);
  const grey = rgb(0.35, 0.35, 0.4);
  let y = 780;
  const line = (
    content: string,
    options: { x?: number; size?: number; bold?: boolean; color?: typeof grey } = {},
  ) => {
    text.draw(page, content, {
      x: options.x ?? 50,
      y,
      size: options.size ?? 11,
      bold: options.bold ?? false,
      color: options.color ?? rgb(0, 0, 0),
    });
  };

  line('Netlease', { size: 22, bold: true });
  line(`INVOICE #${formatInvoiceNumber(invoice.invoiceNumber)}`, { x: 340, size: 16, bold: true });
  y -= 22;
  line('IP address blocks and server leasing', { color: grey, size: 10 });
  line(`Status: ${invoice.status.toUpperCase()}`, { x: 340, size: 11, bold: true });
  y -= 40;
  line('Billed to', { bold: true });
  line('Provider', { x: 300, bold: true });
  y -= 16;
  line(buyer.name);
  line(seller?.name ?? '-', { x: 300 });
  y -= 14;
  line(buyer.email, { color: grey, size: 10 });
  line(seller?.email ?? '', { x: 300, color: grey, size: 10 });
  if (buyer.companyName) {
    y -= 14;
    line(buyer.companyName, { color: grey, size: 10 });
  }
  y -= 36;
  for (const [label, value] of [
    ['Issued', day(invoice.createdAt)],
    ['Due', day(invoice.dueDate)],
    ['Paid', day(invoice.paidAt)],
    ['Order', order ? order.id.slice(0, 8) : '-'],
    // An IP lease: the range and the AS the buyer announces it from.
    ...(order?.itemType === 'ip_subnet'
      ? ([
          ['Prefix', prefix ?? '-'],
          ['ASN', asnNumber === null ? 'Not named yet' : formatAsn(asnNumber)],
        ] as const)
      : []),
    ['Term', `${day(invoice.periodStart)} to ${day(invoice.periodEnd)}`],
    ['Payment', payment ? `${payment.gateway} ${payment.transactionId ?? ''}` : '-'],
  ] as const) {
    line(label, { color: grey, size: 10 });
    line(value, { x: 120, size: 10 });
    y -= 16;
  }
  y -= 24;
  page.drawLine({ start: { x: 50, y: y + 14 }, end: { x: 545, y: y + 14 }, thickness: 1, color: grey });
  line('Description', { bold: true });
  line('Amount', { x: 470, bold: true });
  y -= 22;
  line(invoice.title.length > 70 ? `${invoice.title.slice(0, 67)}...` : invoice.title);
  line(formatCents(invoice.subtotal), { x: 470 });
  y -= 18;
  line('Processing fee');
  line(formatCents(invoice.fee), { x: 470 });
  y -= 10;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 1, color: grey });
  y -= 20;
  line('Total', { bold: true, size: 13 });
  line(formatCents(invoice.amount), { x: 470, bold: true, size: 13 });
  y -= 60;
  line('Amounts in US dollars. Thank you for leasing with Netlease.', { color: grey, size: 9 });

  return {
    filename: `invoice-${formatInvoiceNumber(invoice.invoiceNumber)}.pdf`,
    bytes: Buffer.from(await pdf.save()),
  };
}
