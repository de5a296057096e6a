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
  /** The addresses an earlier run's mail already reached. */
  mailed_to: string[];
}

/**
 * How long a run holds a document it claimed: far longer than a send takes. A claim that runs out
 * (the process stopped before it marked the mail sent) is taken again, and a failed send is held that
 * long before it is tried again, so the documents behind it go out meanwhile (docs/decisions/292).
 */
export const CLAIM_MINUTES = 10;

/**
 * Claims the oldest document waiting for its mail, not held by another run, and reads what the mail
 * says, in one statement that commits at once. The claim takes the queue row's lock and rechecks it
 * (SKIP LOCKED passes over a row another instance holds, and a row it has just claimed no longer
 * matches), so two runs never hold one document at once.
 */
const claimNextDocument = (at: Date) =>
  sql`WITH claimed AS (
        UPDATE document_mailings m
        SET claimed_until = ${at.toISOString()}::timestamptz + make_interval(mins => ${CLAIM_MINUTES})
        WHERE m.document_id = (SELECT w.document_id FROM document_mailings w
                               WHERE w.mailed_at IS NULL
                                 AND (w.claimed_until IS NULL OR w.claimed_until <= ${at.toISOString()}::timestamptz)
                               ORDER BY w.issued_at, w.document_id LIMIT 1 FOR UPDATE SKIP LOCKED)
          AND m.mailed_at IS NULL
          AND (m.claimed_until IS NULL OR m.claimed_until <= ${at.toISOString()}::timestamptz)
        RETURNING m.document_id, m.kind, m.mailed_to
      )
      SELECT c.kind, c.document_id AS id, c.mailed_to,
             COALESCE(i.invoice_number, n.credit_note_number) AS number,
             COALESCE(i.amount, n.amount) AS amount, COALESCE(i.title, n.reason) AS title,
             COALESCE(i.document, n.document)->'issuer'->>'name' AS issuer_name,
             COALESCE(i.document, n.document)->'buyer'->>'email' AS billing_email,
             u.email, u.name
      FROM claimed c
      LEFT JOIN invoices i ON c.kind = 'invoice' AND i.id = c.document_id
      LEFT JOIN credit_notes n ON c.kind = 'credit_note' AND n.id = c.document_id
      JOIN users u ON u.id = COALESCE(i.user_id, n.user_id)`;

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
 * email and, when it differs, the billing email their document names, oldest first. The claim commits
 * before the mail goes out (never inside a transaction: the mailer writes on its own), each address is
 * recorded as reached once its send succeeded, and the document is marked sent after the last: a run
 * that stops in between leaves the document to a later run once its claim runs out, which mails only
 * the addresses not yet reached (at least once each). A send that fails ends the run; its document
 * waits for its claim to run out. Returns how many documents were mailed.
 */
export async function mailIssuedDocuments(ctx: AppContext): Promise<number> {
  let mailed = 0;
  for (let index = 0; index < BATCH; index += 1) {
    const [document] = await queryRows<UnmailedDocument>(ctx.db, claimNextDocument(ctx.clock.now()));
    if (!document) break;
    const mail = mailOf(ctx, document);
    const recipients = [...new Set([document.email, document.billing_email].filter(Boolean))];
    for (const to of recipients) {
      if (document.mailed_to.includes(to)) continue;
      await ctx.mailer.send({ to, ...mail });
      await ctx.db
        .update(documentMailings)
        .set({ mailedTo: sql`array_append(${documentMailings.mailedTo}, ${to})` })
        .where(eq(documentMailings.documentId, document.id));
    }
    await ctx.db
      .update(documentMailings)
      .set({ mailedAt: ctx.clock.now() })
      .where(eq(documentMailings.documentId, document.id));
    mailed += 1;
  }
  return mailed;
}
