import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { HOLD_DAYS } from '@netlease/shared/money';
import { ORDER_MESSAGES } from '@netlease/shared/orders';
import type { AppContext } from '../../../platform/app-context';
import type { Executor } from '../../../platform/db/database';
import { queryPreparedRows } from '../../../platform/db/prepared';
import { invoices } from '../../../platform/db/schema/commerce/index';
import { auditRow, type AuditEntry } from '../../../platform/audit';
import { DAY } from '../../../platform/clock';
import * as ledger from '../wallet/ledger.service';
import { taxLabel } from '@netlease/shared/invoicing';
import { invoiceIssuerOf } from '../../../platform/invoice-issuer';
import {
  invoiceDocument,
  nextDocumentNumber,
  quoteCharge,
  readChargeParties,
} from '../invoices/invoice-documents.service';
import type { OrderRow } from './orders.service';

export interface OrderCharge {
  order: Pick<OrderRow, 'id' | 'leaserId' | 'monetizerId' | 'title' | 'amount' | 'fee'>;
  type: 'order' | 'renewal';
  periodStart: Date;
  periodEnd: Date;
  /** The wallet, or a gateway charge that already succeeded. */
  source:
    | { method: 'wallet' }
    | { method: 'card'; transactionId: string; cardBrand: string | null; cardLast4: string | null };
  actorId: string | null;
  /** An overdue invoice this charge settles, instead of creating a new one. */
  invoiceId?: string;
  /** The buyer's and seller's wallets are already locked (checkout): the journal does not lock them again. */
  walletsLocked?: boolean;
  /** Audit rows of the same change written before the charge's own, in its statement (checkout's order.created). */
  alsoAudit?: AuditEntry[];
  /** The leased prefix printed on the invoice; null for a server package (docs/PRODUCT.md "Invoices"). */
  prefix: string | null;
  /**
   * A buyer without billing details: a purchase is refused; a renewal or an auction won by an
   * account from before billing details were required is invoiced to the account (see readChargeParties).
   */
  ifNoBillingDetails: 'refuse' | 'account';
  /**
   * The buyer's billing details and the seller's name, when the caller read them earlier in the same
   * transaction (checkout, to check the total against the balance): the invoice is then written from
   * the same reading as the total it charges.
   */
  parties?: ChargeParties;
}

export type ChargeParties = Awaited<ReturnType<typeof readChargeParties>>;

/** The buyer's total for one term of an order, tax included, and the invoice content it comes from. */
export async function quoteOrderCharge(
  tx: Executor,
  ctx: AppContext,
  charge: Pick<OrderCharge, 'periodStart' | 'periodEnd' | 'prefix' | 'ifNoBillingDetails' | 'parties'> & {
    order: Pick<OrderRow, 'leaserId' | 'monetizerId' | 'title' | 'amount' | 'fee'>;
  },
) {
  const { order } = charge;
  const issuer = invoiceIssuerOf(ctx);
  const parties =
    charge.parties ??
    (await readChargeParties(tx, ctx, order.leaserId, order.monetizerId, charge.ifNoBillingDetails));
  const quote = quoteCharge(issuer, parties.buyer, {
    title: order.title,
    prefix: charge.prefix,
    amount: order.amount,
    fee: order.fee,
    periodStart: charge.periodStart,
    periodEnd: charge.periodEnd,
  });
  return { issuer, parties, quote };
}

/**
 * Books one paid term of an order (docs/decisions/011-order-lifecycle.md): the payment record, the
 * paid invoice, one ledger journal (buyer or gateway → seller on hold + platform fee), the wallet
 * history rows and the seller's hold, released 30 days later by a job.
 */
export async function recordOrderCharge(tx: Executor, ctx: AppContext, charge: OrderCharge) {
  const { order } = charge;
  const now = ctx.clock.now();
  // What the buyer pays: the lines of the invoice with their tax (docs/PRODUCT.md "Invoices"), or
  // what the overdue invoice this charge settles was issued for.
  const { issuer, parties, quote } = await quoteOrderCharge(tx, ctx, charge);
  const [settled] = charge.invoiceId
    ? await tx
        .select({ amount: invoices.amount, tax: invoices.tax })
        .from(invoices)
        .where(eq(invoices.id, charge.invoiceId))
    : [];
  const total = settled?.amount ?? quote.grossCents;
  const tax = settled?.tax ?? quote.taxCents;
  // Ids chosen here, so the payment is written once, already successful with its journal named, in
  // the statement below with the invoice, the seller's hold and the audit rows: a checkout holds the
  // wallets' row locks meanwhile (docs/decisions/215-locked-cores-in-sql.md).
  const paymentId = randomUUID();
  const journalId = randomUUID();
  const { transactionIds } = await ledger.postJournal(
    tx,
    ctx.clock,
    {
      id: journalId,
      kind: charge.type === 'order' ? 'checkout' : 'renewal',
      referenceType: 'order',
      referenceId: order.id,
      actorId: charge.actorId,
      postings: [
        {
          account:
            charge.source.method === 'wallet' ? ledger.available(order.leaserId) : ledger.gatewayClearing,
          amount: -total,
        },
        { account: ledger.onHold(order.monetizerId), amount: order.amount },
        { account: ledger.platformFees, amount: order.fee },
        ...(tax > 0 ? [{ account: ledger.taxPayable, amount: tax }] : []),
      ],
      insufficient: ORDER_MESSAGES.insufficientFunds,
      // The wallet history rows, in the journal's own statement (docs/decisions/200-write-paths.md).
      history: [
        ...(charge.source.method === 'wallet'
          ? [
              {
                userId: order.leaserId,
                type: 'escrow_lock' as const,
                status: 'completed' as const,
                amount: order.amount,
                description: `${charge.type === 'order' ? 'Payment' : 'Renewal'} for ${order.title}`,
                fromWalletType: 'available' as const,
                orderId: order.id,
                paymentId,
              },
              ...(order.fee > 0
                ? [
                    {
                      userId: order.leaserId,
                      type: 'fee' as const,
                      status: 'completed' as const,
                      amount: order.fee,
                      description: `Processing fee for ${order.title}`,
                      fromWalletType: 'available' as const,
                      orderId: order.id,
                      paymentId,
                    },
                  ]
                : []),
              ...(tax > 0
                ? [
                    {
                      userId: order.leaserId,
                      type: 'tax' as const,
                      status: 'completed' as const,
                      amount: tax,
                      description: `${taxLabel(quote)} on ${order.title}`,
                      fromWalletType: 'available' as const,
                      orderId: order.id,
                      paymentId,
                    },
                  ]
                : []),
            ]
          : []),
        {
          userId: order.monetizerId,
          type: 'escrow_release' as const,
          status: 'on_hold' as const,
          amount: order.amount,
          description: `Sale of ${order.title} (on hold for ${HOLD_DAYS} days)`,
          toWalletType: 'on_hold' as const,
          orderId: order.id,
        },
      ],
    },
    { walletsLocked: charge.walletsLocked },
  );
  const sellerTransactionId = transactionIds.at(-1)!;

  const invoiceId = charge.invoiceId ?? randomUUID();
  const at = now.toISOString();
  const document = invoiceDocument({
    issuer,
    buyer: parties.buyer,
    sellerName: parties.sellerName,
    quote,
    prefix: charge.prefix,
    payment: {
      method: charge.source.method,
      ...(charge.source.method === 'card'
        ? { cardBrand: charge.source.cardBrand, cardLast4: charge.source.cardLast4 }
        : {}),
    },
  });
  const releaseAt = new Date(now.getTime() + HOLD_DAYS * DAY).toISOString();
  const entries: AuditEntry[] = [
    ...(charge.alsoAudit ?? []),
    {
      actorId: charge.actorId,
      action: charge.type === 'order' ? 'order.paid' : 'order.renewed',
      targetType: 'order',
      targetId: order.id,
      after: { total, fee: order.fee, tax, method: charge.source.method, invoiceId, journalId },
    },
  ];
  const audits = entries.map((entry) => {
    const row = auditRow(entry);
    return sql`(${row.actor_id}::uuid, ${row.action}, ${row.target_type}, ${row.target_id},
                ${row.before === null ? null : JSON.stringify(row.before)}::jsonb,
                ${row.after === null ? null : JSON.stringify(row.after)}::jsonb, ${row.request_id})`;
  });
  // The payment, the paid invoice (the overdue one this charge settles, or a new one numbered in
  // this transaction), the seller's hold and the audit rows: one statement. The numbering series'
  // row is the last lock a charge takes, held only until its commit.
  const settles = charge.invoiceId ?? null;
  const source = charge.source;
  // Prepared (docs/decisions/281): every statement of it finds its rows by key, and it runs in every
  // charge. Its text differs only by whether it settles an invoice and by its number of audit rows.
  await queryPreparedRows(
    tx,
    sql`WITH payment AS (
          INSERT INTO payments (id, user_id, gateway, type, amount, status, transaction_id, card_brand,
                                card_last4, order_id, created_at, updated_at)
          VALUES (${paymentId}::uuid, ${order.leaserId}::uuid, ${source.method}, ${charge.type},
                  ${total}::bigint, 'success',
                  ${source.method === 'wallet' ? `wallet_${journalId}` : source.transactionId},
                  ${source.method === 'card' ? source.cardBrand : null},
                  ${source.method === 'card' ? source.cardLast4 : null},
                  ${order.id}::uuid, ${at}::timestamptz, ${at}::timestamptz)
        ), paid AS (
          UPDATE invoices SET status = 'paid', paid_at = ${at}::timestamptz
          WHERE id = ${settles}::uuid
        ), numbered AS (
          ${settles ? sql`SELECT NULL::bigint AS last_number WHERE false` : nextDocumentNumber(issuer.key, 'invoice')}
        ), invoice AS (
          INSERT INTO invoices (id, user_id, order_id, issuer_key, invoice_number, title, subtotal, fee, tax,
                                amount, status, period_start, period_end, due_date, paid_at, document, created_at)
          SELECT ${invoiceId}::uuid, ${order.leaserId}::uuid, ${order.id}::uuid, ${issuer.key},
                 numbered.last_number, ${order.title}, ${order.amount}::bigint, ${order.fee}::bigint,
                 ${tax}::bigint, ${total}::bigint, 'paid',
                 ${charge.periodStart.toISOString()}::timestamptz, ${charge.periodEnd.toISOString()}::timestamptz,
                 ${at}::timestamptz, ${at}::timestamptz, ${JSON.stringify(document)}::jsonb, ${at}::timestamptz
          FROM numbered
        ), hold AS (
          INSERT INTO wallet_holds (user_id, order_id, invoice_id, amount, release_at, transaction_id, created_at)
          VALUES (${order.monetizerId}::uuid, ${order.id}::uuid, ${invoiceId}::uuid, ${order.amount}::bigint,
                  ${releaseAt}::timestamptz, ${sellerTransactionId}::uuid, ${at}::timestamptz)
        )
        INSERT INTO audit_logs (actor_id, action, target_type, target_id, before, after, request_id)
        VALUES ${sql.join(audits, sql`, `)}`,
  );
  return { invoiceId, paymentId, journalId };
}

/**
 * An invoice issued unpaid (a renewal the wallet could not pay): numbered and kept as issued like any
 * other, overdue from its due date; the charge that later settles it pays what it was issued for.
 */
export async function issueUnpaidInvoice(
  tx: Executor,
  ctx: AppContext,
  charge: Pick<OrderCharge, 'order' | 'periodStart' | 'periodEnd' | 'prefix' | 'ifNoBillingDetails'> & {
    order: Pick<OrderRow, 'leaserId' | 'monetizerId' | 'title' | 'amount' | 'fee' | 'id'>;
    dueDate: Date;
  },
) {
  const { order } = charge;
  const { issuer, parties, quote } = await quoteOrderCharge(tx, ctx, charge);
  const document = invoiceDocument({
    issuer,
    buyer: parties.buyer,
    sellerName: parties.sellerName,
    quote,
    prefix: charge.prefix,
    payment: null,
  });
  const at = ctx.clock.now().toISOString();
  await tx.execute(
    sql`WITH numbered AS (${nextDocumentNumber(issuer.key, 'invoice')})
        INSERT INTO invoices (user_id, order_id, issuer_key, invoice_number, title, subtotal, fee, tax, amount,
                              status, period_start, period_end, due_date, document, created_at)
        SELECT ${order.leaserId}::uuid, ${order.id}::uuid, ${issuer.key}, numbered.last_number, ${order.title},
               ${order.amount}::bigint, ${order.fee}::bigint, ${quote.taxCents}::bigint, ${quote.grossCents}::bigint,
               'overdue', ${charge.periodStart.toISOString()}::timestamptz,
               ${charge.periodEnd.toISOString()}::timestamptz, ${charge.dueDate.toISOString()}::timestamptz,
               ${JSON.stringify(document)}::jsonb, ${at}::timestamptz
        FROM numbered`,
  );
}
