import { and, asc, eq, sql } from 'drizzle-orm';
import { ORDER_MESSAGES, REFUNDABLE_STATUSES } from '@netlease/shared/orders';
import { ORDER_NOTIFICATIONS } from '@netlease/shared/notification-texts';
import type { AppContext } from '../../../platform/app-context';
import { queryRows, type Executor } from '../../../platform/db/database';
import { payments } from '../../../platform/db/schema/platform/index';
import { invoices, orders, walletHolds } from '../../../platform/db/schema/commerce/index';
import { AppError, notFound } from '../../../platform/errors';
import { recordAudit } from '../../../platform/audit';
import { sendCardRefund } from '../../../platform/payments/card-refunds';
import { withoutKey, type Once } from '../../../platform/payments/idempotency';
import { notifyUser } from '../../accounts/notifications/notifications.service';
import * as wallet from '../wallet/wallet.service';
import * as ledger from '../wallet/ledger.service';
import { getOrderForParty, type OrderRow } from './orders.service';
import { creditInvoice } from '../invoices/credit-notes.service';
import { lockOrder, releaseOrderInventory } from './order-status.service';

/** Why an order is refunded: a party's cancellation or dispute before activation, or an upheld claim. */
export type RefundCause = 'cancel' | 'dispute' | 'claim';

/** How a credit note names its cause, before the party's own reason. */
const CREDIT_REASONS: Record<RefundCause, string> = {
  cancel: 'Order cancelled',
  dispute: 'Order disputed',
  claim: 'Claim upheld',
};

/** The order as a party reads it, which a cancellation or dispute answers. */
type OrderForParty = Awaited<ReturnType<typeof getOrderForParty>>;

/**
 * Cancellation (either party) or a dispute (the buyer) before activation, each with the reason the other
 * party reads: the buyer gets the whole charge back (to the card or the wallet it came from), the
 * seller's hold is reversed, the fee returned, the inventory freed. With an Idempotency-Key a repeat
 * replays the first answer instead of being told the order can no longer change.
 */
export async function refundOrder(
  ctx: AppContext,
  actorId: string,
  orderId: string,
  cause: 'cancel' | 'dispute',
  reason: string,
  once: Once<OrderForParty> = withoutKey(ctx.db),
): Promise<OrderForParty> {
  let cardRefundId: string | null = null;
  const order = await once.run({ orderId }, async (tx) => {
    const order = await lockOrder(tx, orderId);
    const isParty =
      order && (order.leaserId === actorId || (cause === 'cancel' && order.monetizerId === actorId));
    if (!order || !isParty) throw notFound('Order');
    if (!REFUNDABLE_STATUSES.includes(order.status)) {
      throw new AppError('conflict', ORDER_MESSAGES.orderStatusNotAllowed);
    }
    cardRefundId = await refundOrderInTransaction(tx, ctx, order, { actorId, cause, reason });
    return getOrderForParty(tx, actorId, orderId);
  });
  // After the commit: no row lock is held while the gateway answers; the job retries a failed call.
  await sendRefundToCard(ctx, cardRefundId);
  return order;
}

/** Sends a card refund recorded by `refundOrderInTransaction`, after its transaction committed. */
export async function sendRefundToCard(ctx: AppContext, cardRefundId: string | null) {
  if (cardRefundId) await sendCardRefund(ctx, cardRefundId).catch(() => false);
}

/**
 * The refund's writes, inside the caller's transaction with the order locked: the ledger journal, the
 * wallet or card refund record, the reversed holds, the credit notes, the freed inventory and the
 * order's end (cancelled, or dispute), audited, both parties told with the reason. Returns the card
 * refund to send after the commit (`sendRefundToCard`), if any.
 */
export async function refundOrderInTransaction(
  tx: Executor,
  ctx: AppContext,
  order: OrderRow,
  input: { actorId: string; cause: RefundCause; reason: string },
): Promise<string | null> {
  const { actorId, cause, reason } = input;
  const orderId = order.id;
  const outcome = cause === 'dispute' ? 'dispute' : 'cancelled';
  let cardRefundId: string | null = null;
  const now = ctx.clock.now();
  const holds = await tx
    .select()
    .from(walletHolds)
    .where(and(eq(walletHolds.orderId, orderId), eq(walletHolds.status, 'held')))
    .for('update');
  const paidInvoices = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.status, 'paid')))
    .orderBy(asc(invoices.createdAt));
  // Each paid invoice is credited what is given back of it (docs/PRODUCT.md "Invoices" → "Credit
  // notes"): its fee, and its lease while the seller's hold of it is still held; a term whose hold
  // was released is not refunded, so its invoice is credited only in part.
  const why = `${CREDIT_REASONS[cause]}: ${reason}`;
  const unmatched = holds.filter((hold) => !hold.invoiceId);
  let held = 0;
  let fees = 0;
  let taxes = 0;
  for (const invoice of paidInvoices) {
    // Holds from before holds named their invoice go to the earliest invoices without one.
    const hold = holds.find((row) => row.invoiceId === invoice.id) ?? unmatched.shift();
    const credit = await creditInvoice(tx, ctx, invoice, { lease: Boolean(hold), fee: true }, why);
    held += hold ? hold.amount : 0;
    fees += credit.netCents - (hold ? hold.amount : 0);
    taxes += credit.taxCents;
  }
  const refund = held + fees + taxes;
  // Refunds go back to where the money came from (docs/decisions/120-two-phase-payments.md): the part
  // paid by card to the card, through the gateway after this transaction; the rest to the wallet.
  const card = await findCardPaymentToRefund(tx, orderId);
  const toCard = card ? Math.min(refund, card.refundable) : 0;
  const toWallet = refund - toCard;
  if (refund > 0) {
    const { journalId } = await ledger.postJournal(tx, ctx.clock, {
      kind: 'refund',
      referenceType: 'order',
      referenceId: orderId,
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
        orderId,
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
          orderId,
          refundOf: card.id,
          cardBrand: card.cardBrand,
          cardLast4: card.cardLast4,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: payments.id });
      cardRefundId = row!.id;
    }
  }
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
  await releaseOrderInventory(tx, order, 'cancelled');
  await tx
    .update(orders)
    .set({ status: outcome, endedAt: now, endReason: reason, updatedAt: now })
    .where(eq(orders.id, orderId));
  await recordAudit(tx, {
    actorId,
    action: outcome === 'cancelled' ? 'order.cancelled' : 'order.disputed',
    targetType: 'order',
    targetId: orderId,
    before: { status: order.status },
    after: { status: outcome, cause, reason, refund, toWallet, toCard },
  });
  const refunded = ORDER_NOTIFICATIONS.refunded([
    ...(toWallet > 0 ? [ORDER_NOTIFICATIONS.refundToWallet(toWallet)] : []),
    ...(toCard > 0 ? [ORDER_NOTIFICATIONS.refundToCard(toCard, card?.cardLast4 ?? '')] : []),
  ]);
  const by = actorId === order.leaserId ? 'the buyer' : 'the provider';
  const notice = {
    cancel: () => ORDER_NOTIFICATIONS.cancelled(order.title, by, reason, refunded),
    dispute: () => ORDER_NOTIFICATIONS.disputed(order.title, reason, refunded),
    claim: () => ORDER_NOTIFICATIONS.claimUpheld(order.title, reason, refunded),
  }[cause]();
  for (const userId of [order.leaserId, order.monetizerId]) {
    await notifyUser(tx, userId, {
      type: 'order_refund',
      ...notice,
      link: `/orders/${orderId}`,
    });
  }
  return cardRefundId;
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
