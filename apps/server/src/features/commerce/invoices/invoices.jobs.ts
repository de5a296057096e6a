import { eq, sql } from 'drizzle-orm';
import { formatCents } from '@netlease/shared/format';
import { formatCreditNoteNumber } from '@netlease/shared/invoicing';
import { formatInvoiceNumber } from '@netlease/shared/orders';
import type { AppContext } from '../../../platform/app-context';
import { queryRows } from '../../../platform/db/database';
import { documentMailings } from '../../../platform/db/schema/commerce/index';

/** One run mails at most this many documents, so a backlog never holds a worker for long. */
const BATCH = 100;

interface UnmailedDocument {
  kind: 'invoice' | 'credit_note';
  id: string;
  number: string;
  amount: string;
  title: string;
  issuer_name: string;
  billing_email: string;
  email: string;
  name: string;
}

/** The oldest issued document not yet mailed, its row locked (skipping one another instance holds). */
const nextUnmailed = (kind: UnmailedDocument['kind']) =>
  kind === 'invoice'
    ? sql`SELECT 'invoice' AS kind, d.id, d.invoice_number AS number, d.amount, d.title,
                 d.document->'issuer'->>'name' AS issuer_name, d.document->'buyer'->>'email' AS billing_email,
                 u.email, u.name
          FROM invoices d JOIN users u ON u.id = d.user_id
          WHERE d.document IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM document_mailings m WHERE m.document_id = d.id)
          ORDER BY d.created_at, d.id LIMIT 1 FOR UPDATE OF d SKIP LOCKED`
    : sql`SELECT 'credit_note' AS kind, d.id, d.credit_note_number AS number, d.amount,
                 d.reason AS title, d.document->'issuer'->>'name' AS issuer_name,
                 d.document->'buyer'->>'email' AS billing_email, u.email, u.name
          FROM credit_notes d JOIN users u ON u.id = d.user_id
          WHERE NOT EXISTS (SELECT 1 FROM document_mailings m WHERE m.document_id = d.id)
          ORDER BY d.created_at, d.id LIMIT 1 FOR UPDATE OF d SKIP LOCKED`;

function mailOf(ctx: AppContext, document: UnmailedDocument) {
  const isInvoice = document.kind === 'invoice';
  const name = isInvoice
    ? `Invoice ${formatInvoiceNumber(Number(document.number))}`
    : `Credit note ${formatCreditNoteNumber(Number(document.number))}`;
  const what = isInvoice
    ? `${name} for ${document.title}: ${formatCents(Number(document.amount))}.`
    : `${name} credits ${formatCents(Number(document.amount))} (${document.title}).`;
  return {
    subject: `${name} from ${document.issuer_name}`,
    text: `Hello ${document.name},\n\n${what}\n\nDownload it as a PDF from your invoice history:\n${ctx.env.PUBLIC_URL}/invoices\n`,
  };
}

/**
 * Mails each newly issued invoice and credit note (docs/PRODUCT.md "Invoices") to the buyer's account
 * email and, when it differs, the billing email their document names. The mailing is recorded first,
 * in a transaction that holds the document's row lock, so two instances never claim one; the mail
 * goes out after that commit (never inside a transaction: the mailer writes on its own), and a send
 * that fails gives the claim back for the next run. Returns how many documents were mailed.
 */
export async function mailIssuedDocuments(ctx: AppContext): Promise<number> {
  let mailed = 0;
  for (const kind of ['invoice', 'credit_note'] as const) {
    for (let index = 0; index < BATCH; index += 1) {
      const document = await ctx.db.transaction(async (tx) => {
        const [found] = await queryRows<UnmailedDocument>(tx, nextUnmailed(kind));
        if (found) {
          await tx.insert(documentMailings).values({ documentId: found.id, kind, mailedAt: ctx.clock.now() });
        }
        return found;
      });
      if (!document) break;
      const mail = mailOf(ctx, document);
      const recipients = [...new Set([document.email, document.billing_email].filter(Boolean))];
      try {
        for (const to of recipients) await ctx.mailer.send({ to, ...mail });
      } catch (error) {
        await ctx.db.delete(documentMailings).where(eq(documentMailings.documentId, document.id));
        throw error;
      }
      mailed += 1;
    }
  }
  return mailed;
}
