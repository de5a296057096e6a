import { sql } from 'drizzle-orm';
import { invoiceDocumentSchema, type InvoiceDocument, type InvoiceLine } from '@netlease/shared/invoicing';
import type { AppContext } from '../../../platform/app-context';
import { queryRows, type Executor } from '../../../platform/db/database';
import type { invoices } from '../../../platform/db/schema/commerce/index';
import { invoiceIssuerOf } from '../../../platform/invoice-issuer';
import { creditDocument, nextDocumentNumber, readChargeParties } from './invoice-documents.service';

/**
 * Credit notes (docs/PRODUCT.md "Invoices" → "Credit notes"): a refund, or an unpaid invoice
 * cancelled, credits what it gives back of an issued invoice, as a document of its own with its own
 * number. The invoice itself never changes; it shows what was credited against it.
 */

type InvoiceRow = typeof invoices.$inferSelect;

/** Which lines of the invoice are credited: the lease (or package) line, the fee line, or both. */
export interface CreditedParts {
  lease: boolean;
  fee: boolean;
}

/**
 * The document of an invoice issued before documents were kept (before VAT was charged): its lines
 * from its columns at 0 %, the issuer and the buyer as they are now.
 */
export async function documentOfEarlierInvoice(
  tx: Executor,
  ctx: AppContext,
  invoice: InvoiceRow,
): Promise<InvoiceDocument> {
  const issuer = invoiceIssuerOf(ctx);
  const { buyer } = await readChargeParties(tx, ctx, invoice.userId, invoice.userId, 'account');
  const line = (description: string, cents: number, period: boolean): InvoiceLine => ({
    description,
    periodFrom: period ? (invoice.periodStart?.toISOString().slice(0, 10) ?? null) : null,
    periodTo: period ? (invoice.periodEnd?.toISOString().slice(0, 10) ?? null) : null,
    quantity: 1,
    unitPriceCents: cents,
    netCents: cents,
    taxRateBasisPoints: 0,
    taxCents: 0,
    grossCents: cents,
  });
  const lines = [
    line(`Lease: ${invoice.title}`, invoice.subtotal, true),
    ...(invoice.fee > 0 ? [line('Processing fee', invoice.fee, false)] : []),
  ];
  return {
    issuer: issuer.details,
    seller: null,
    buyer,
    lines,
    treatment: 'not_subject',
    taxNote: 'Issued before VAT was charged on Netlease.',
    currency: 'USD',
    netCents: invoice.amount,
    taxCents: 0,
    grossCents: invoice.amount,
    paymentMethod: null,
    leased: null,
  };
}

/** The lines of an issued invoice that `parts` names: the fee line is the one named 'Processing fee'. */
function creditedLines(document: InvoiceDocument, parts: CreditedParts) {
  return document.lines.filter((line) => (line.description === 'Processing fee' ? parts.fee : parts.lease));
}

/**
 * Issues the credit note of `parts` of an invoice, inside the caller's transaction (the refund's),
 * numbered from the issuer's credit note series. Returns what it credits, tax included (0 when
 * nothing is left to credit: no note is issued then).
 */
export async function creditInvoice(
  tx: Executor,
  ctx: AppContext,
  invoice: InvoiceRow,
  parts: CreditedParts,
  reason: string,
): Promise<{ creditNoteId: string | null; netCents: number; taxCents: number; grossCents: number }> {
  const issued = invoice.document
    ? invoiceDocumentSchema.parse(invoice.document)
    : await documentOfEarlierInvoice(tx, ctx, invoice);
  const lines = creditedLines(issued, parts);
  if (lines.length === 0) return { creditNoteId: null, netCents: 0, taxCents: 0, grossCents: 0 };
  const credit = creditDocument(issued, lines);
  // Stored as positive amounts; the document's lines read negative, as printed.
  const net = -credit.netCents;
  const tax = -credit.taxCents;
  const amount = -credit.grossCents;
  const issuerKey = invoice.issuerKey || invoiceIssuerOf(ctx).key;
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`WITH numbered AS (${nextDocumentNumber(issuerKey, 'credit_note')})
        INSERT INTO credit_notes (issuer_key, credit_note_number, invoice_id, user_id, order_id, reason, net, tax,
                                  amount, document, created_at)
        SELECT ${issuerKey}, numbered.last_number, ${invoice.id}::uuid, ${invoice.userId}::uuid,
               ${invoice.orderId}::uuid, ${reason.slice(0, 500)}, ${net}::bigint, ${tax}::bigint,
               ${amount}::bigint, ${JSON.stringify(credit)}::jsonb, ${ctx.clock.now().toISOString()}::timestamptz
        FROM numbered
        RETURNING id`,
  );
  return { creditNoteId: row!.id, netCents: net, taxCents: tax, grossCents: amount };
}
