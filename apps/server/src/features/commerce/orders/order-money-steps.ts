import { and, asc, eq, sql } from 'drizzle-orm';
import { ORDER_NOTIFICATIONS } from '@netlease/shared/notification-texts';
import type { AppContext } from '../../../platform/app-context';
import { queryRows, type Executor } from '../../../platform/db/database';
import { invoices, walletHolds, payments } from '../../../platform/db/schema/commerce/index';
import { recordAudit } from '../../../platform/audit';
import { sendCardRefund } from '../card-payments/card-payments.service';
import { notifyUser } from '../../accounts/notifications/notifications.service';
import * as wallet from '../wallet/wallet.service';
import * as ledger from '../wallet/ledger.service';
import { creditInvoice } from '../invoices/credit-notes.service';
import type { OrderRow } from './orders.service';

/*
 * The money steps of an order (docs/decisions/267): each runs inside the caller's transaction on an
 * order the caller has locked, and returns what the next step needs. The operations that move an
 * order's money (order-refunds.service.ts, order-claims.service.ts, orders.jobs.ts) are compositions
 * of these; the table of which uses which is in docs/ARCHITECTURE.md "Money steps".
 */

type HoldRow = typeof walletHolds.$inferSelect;

/** What a refund gives back, by where it was booked: the seller's hold, the platform's fees, the tax. */
export interface GivenBack {
  held: number;
  fees: number;
  taxes: number;
}

/** Where a refund went: `cardRefundId` is the card refund to send after the commit (`sendRefundToCard`). */
export interface Refunded {
  total: number;
  toWallet: number;
  toCard: number;
  cardLast4: string | null;
  cardRefundId: string | null;
}

/**
 * Reverses the seller's holds still held on the order (locked, so the hold-release job skips them) and
 * marks each hold's sale transaction failed. Returns the reversed holds, which the credit notes match to
 * their invoices.
 */
export async function reverseSellerHolds(tx: Executor, ctx: AppContext, order: OrderRow): Promise<HoldRow[]> {
  const now = ctx.clock.now();
  const holds = await tx
    .select()
    .from(walletHolds)
    .where(and(eq(walletHolds.orderId, order.id), eq(walletHolds.status, 'held')))
    .for('update');
  for (const hold of holds) {
    await tx
      .update(walletHolds)
      .set({ status: 'reversed', settledAt: now })
      .where(eq(walletHolds.id, hold.id));
    if (hold.transactionId) {
      await wallet.updateTransactionStatus(tx, ctx.clock, hold.transactionId, {
        status: 'failed',
        description: `Sale of ${order.title} (refunded to the buyer)`,
      });
    }
  }
  return holds;
}

/**
 * Issues a credit note for each paid invoice of the order, for what is given back of it
 * (docs/PRODUCT.md "Invoices" → "Credit notes"): its fee, and its lease while the seller's hold of it
 * was still held (`reversedHolds`); a term whose hold was released is not refunded, so its invoice is
 * credited only in part. Returns what is given back, by account.
 */
export async function creditPaidInvoices(
  tx: Executor,
  ctx: AppContext,
  order: OrderRow,
  reversedHolds: HoldRow[],
  reason: string,
): Promise<GivenBack> {
  const paidInvoices = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), eq(invoices.status, 'paid')))
    .orderBy(asc(invoices.createdAt));
  const unmatched = reversedHolds.filter((hold) => !hold.invoiceId);
  const given: GivenBack = { held: 0, fees: 0, taxes: 0 };
  for (const invoice of paidInvoices) {
    // Holds from before holds named their invoice go to the earliest invoices without one.
    const hold = reversedHolds.find((row) => row.invoiceId === invoice.id) ?? unmatched.shift();
    const credit = await creditInvoice(tx, ctx, invoice, { lease: Boolean(hold), fee: true }, reason);
    given.held += hold ? hold.amount : 0;
    given.fees += credit.netCents - (hold ? hold.amount : 0);
    given.taxes += credit.taxCents;
  }
  return given;
}

/**
 * Pays what is given back to the buyer, where the money came from (docs/decisions/120-two-phase-payments.md):
 * one ledger journal takes it from the seller's hold, the fees and the tax; the part paid by card is
 * recorded as a pending card refund, sent through the gateway after the commit (`sendRefundToCard`),
 * the rest goes to the buyer's wallet.
 */
export async function refundToSource(
  tx: Executor,
  ctx: AppContext,
  order: OrderRow,
  input: GivenBack & { actorId: string },
): Promise<Refunded> {
  const { held, fees, taxes, actorId } = input;
  const total = held + fees + taxes;
  const card = await findCardPaymentToRefund(tx, order.id);
  const toCard = card ? Math.min(total, card.refundable) : 0;
  const toWallet = total - toCard;
  const refunded: Refunded = {
    total,
    toWallet,
    toCard,
    cardLast4: card?.cardLast4 ?? null,
    cardRefundId: null,
  };
  if (total <= 0) return refunded;
  const now = ctx.clock.now();
  const { journalId } = await ledger.postJournal(tx, ctx.clock, {
    kind: 'refund',
    referenceType: 'order',
    referenceId: order.id,
    actorId,
    postings: [
      { account: ledger.onHold(order.monetizerId), amount: -held },
      { account: ledger.platformFees, amount: -fees },
      { account: ledger.taxPayable, amount: -taxes },
      { account: ledger.available(order.leaserId), amount: toWallet },
      { account: ledger.gatewayClearing, amount: toCard },
    ].filter((posting) => posting.amount !== 0),
  });
  if (toWallet > 0) {
    await wallet.recordTransaction(tx, ctx.clock, {
      userId: order.leaserId,
      type: 'escrow_refund',
      status: 'completed',
      amount: toWallet,
      description: `Refund for ${order.title}`,
      toWalletType: 'available',
      journalId,
      orderId: order.id,
    });
  }
  if (card && toCard > 0) {
    const [row] = await tx
      .insert(payments)
      .values({
        userId: order.leaserId,
        gateway: card.gateway,
        type: 'refund',
        amount: toCard,
        status: 'pending',
        orderId: order.id,
        refundOf: card.id,
        cardBrand: card.cardBrand,
        cardLast4: card.cardLast4,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: payments.id });
    refunded.cardRefundId = row!.id;
  }
  return refunded;
}

/** Sends a card refund `refundToSource` recorded, after its transaction committed; the job retries a failure. */
export async function sendRefundToCard(ctx: AppContext, cardRefundId: string | null) {
  if (cardRefundId) await sendCardRefund(ctx, cardRefundId).catch(() => false);
}

/** The sentence both parties read saying where a refund went. */
export function refundedSentence(refunded: Refunded): string {
  return ORDER_NOTIFICATIONS.refunded([
    ...(refunded.toWallet > 0 ? [ORDER_NOTIFICATIONS.refundToWallet(refunded.toWallet)] : []),
    ...(refunded.toCard > 0
      ? [ORDER_NOTIFICATIONS.refundToCard(refunded.toCard, refunded.cardLast4 ?? '')]
      : []),
  ]);
}

/** Why an order is refunded: a party's cancellation or dispute before activation, or an upheld claim. */
export type RefundCause = 'cancel' | 'dispute' | 'claim';

/** What the audit row of a refunded order's end records beside its new status. */
export function refundAuditDetails(cause: RefundCause, reason: string, refunded: Refunded) {
  return { cause, reason, refund: refunded.total, toWallet: refunded.toWallet, toCard: refunded.toCard };
}

/**
 * Releases one due seller hold to the seller's available balance (escrow_release) once its order has
 * run its course: the journal, the hold released, its sale transaction completed, audited with no
 * actor (the hold-release job), and the seller told. The caller has locked the hold.
 */
export async function releaseSellerHold(tx: Executor, ctx: AppContext, hold: HoldRow, orderTitle: string) {
  const { journalId } = await ledger.postJournal(tx, ctx.clock, {
    kind: 'hold_release',
    referenceType: 'wallet_hold',
    referenceId: hold.id,
    actorId: null,
    postings: [
      { account: ledger.onHold(hold.userId), amount: -hold.amount },
      { account: ledger.available(hold.userId), amount: hold.amount },
    ],
  });
  await tx
    .update(walletHolds)
    .set({ status: 'released', settledAt: ctx.clock.now() })
    .where(eq(walletHolds.id, hold.id));
  if (hold.transactionId) {
    await wallet.updateTransactionStatus(tx, ctx.clock, hold.transactionId, {
      status: 'completed',
      toWalletType: 'available',
      description: `Sale of ${orderTitle}`,
    });
  }
  await recordAudit(tx, {
    actorId: null,
    action: 'wallet_hold.released',
    targetType: 'wallet_hold',
    targetId: hold.id,
    after: { amount: hold.amount, journalId },
  });
  await notifyUser(tx, hold.userId, {
    type: 'funds_released',
    ...ORDER_NOTIFICATIONS.fundsAvailable(hold.amount, orderTitle),
    link: '/wallet',
  });
}

/** The order's card payment and how much of it has not been refunded yet. */
async function findCardPaymentToRefund(tx: Executor, orderId: string) {
  const [row] = await queryRows<{
    id: string;
    gateway: string;
    card_brand: string | null;
    card_last4: string | null;
    refundable: number | string;
  }>(
    tx,
    sql`SELECT p.id, p.gateway, p.card_brand, p.card_last4,
          p.amount - coalesce((SELECT sum(r.amount) FROM payments r
                               WHERE r.refund_of = p.id AND r.status <> 'failed'), 0) AS refundable
        FROM payments p
        WHERE p.order_id = ${orderId} AND p.type IN ('order', 'renewal') AND p.status = 'success'
          AND p.gateway <> 'wallet'
        ORDER BY p.created_at
        LIMIT 1`,
  );
  return row
    ? {
        id: row.id,
        gateway: row.gateway,
        cardBrand: row.card_brand,
        cardLast4: row.card_last4,
        refundable: Number(row.refundable),
      }
    : null;
}
