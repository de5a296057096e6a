import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatCents } from '@netlease/shared/format';
import { HOLD_DAYS } from '@netlease/shared/money';
import { loaFilePath, type LoaStatus, type OrderLoa } from '@netlease/shared/loas';
import {
  ORDER_MESSAGES,
  REFUNDABLE_STATUSES,
  SELLER_TRANSITIONS,
  type Order,
  type OrderStatus,
} from '@netlease/shared/orders';
import type { AppContext } from '../../../platform/app-context';
import { queryRows, type Database, type Executor } from '../../../platform/db/database';
import {
  invoices,
  orderIpLeases,
  orders,
  payments,
  serverPackages,
  users,
  walletHolds,
} from '../../../platform/db/schema/index';
import { AppError, notFound } from '../../../platform/errors';
import { auditRow, recordAudit } from '../../../platform/audit';
import { DAY } from '../../../platform/clock';
import { sendCardRefund } from '../../../platform/payments/card-payments';
import { runIdempotent } from '../../../platform/payments/idempotency';
import { notifyUser } from '../../accounts/notifications/notifications.service';
import * as wallet from '../wallet/wallet.service';
import * as ledger from '../wallet/ledger.service';

export type OrderRow = typeof orders.$inferSelect;
const ORDER_LIST_LIMIT = 200;

const leasers = alias(users, 'leasers');
const monetizers = alias(users, 'monetizers');

/** The newest invoice of an order, for the View Invoice button. */
const latestInvoiceId = sql<string | null>`(SELECT i.id FROM invoices i WHERE i.order_id = ${orders.id}
  ORDER BY i.created_at DESC, i.invoice_number DESC LIMIT 1)`;

interface CurrentLoa {
  id: string;
  status: LoaStatus;
  rejectionReason: string | null;
}

/**
 * The order's letter of authorization in force, else its latest refused one (a refused letter frees
 * the order for a new one, migrations/0810_loa_review.sql). A subquery of the list query, so a page
 * of orders costs one query.
 */
const currentLoa = sql<CurrentLoa | null>`(SELECT json_build_object('id', r.id, 'status', r.status,
    'rejectionReason', r.rejection_reason)
  FROM loa_records r WHERE r.order_id = ${orders.id}
  ORDER BY r.status = 'rejected', r.created_at DESC, r.id DESC LIMIT 1)`;

function toOrderLoa(row: OrderRow, loa: CurrentLoa | null): OrderLoa | null {
  // Only leased IP space needs a letter (docs/PRODUCT.md "ASNs and LOAs").
  if (row.itemType !== 'ip_subnet') return null;
  if (!loa) return { state: 'none', loaId: null, rejectionReason: null, fileUrl: null };
  return {
    state: loa.status,
    loaId: loa.id,
    rejectionReason: loa.status === 'rejected' ? loa.rejectionReason : null,
    // Both parties of the order may open the letter (docs/PRODUCT.md "Documents").
    fileUrl: loaFilePath(loa.id),
  };
}

function toOrder(
  row: OrderRow,
  names: { leaserName: string; monetizerName: string },
  invoiceId: string | null,
  loa: CurrentLoa | null,
): Order {
  return {
    id: row.id,
    status: row.status,
    itemType: row.itemType,
    itemId: row.itemId,
    title: row.title,
    amount: row.amount,
    fee: row.fee,
    period: row.period,
    startDate: row.startDate.toISOString(),
    renewalDate: row.renewalDate.toISOString(),
    autoRenews: row.autoRenews,
    leaserId: row.leaserId,
    leaserName: names.leaserName,
    monetizerId: row.monetizerId,
    monetizerName: names.monetizerName,
    invoiceId,
    loa: toOrderLoa(row, loa),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The user's orders, newest first: as leaser (what they bought) or as monetizer (what they sold). */
export async function listMyOrders(
  db: Database,
  userId: string,
  as: 'leaser' | 'monetizer',
): Promise<Order[]> {
  const rows = await db
    .select({
      order: orders,
      leaserName: leasers.name,
      monetizerName: monetizers.name,
      invoiceId: latestInvoiceId,
      loa: currentLoa,
    })
    .from(orders)
    .innerJoin(leasers, eq(leasers.id, orders.leaserId))
    .innerJoin(monetizers, eq(monetizers.id, orders.monetizerId))
    .where(as === 'leaser' ? eq(orders.leaserId, userId) : eq(orders.monetizerId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDER_LIST_LIMIT);
  // Invoices belong to the leaser: the seller's view has no invoice link.
  return rows.map((row) => toOrder(row.order, row, as === 'leaser' ? row.invoiceId : null, row.loa));
}

export async function getOrderForParty(db: Executor, userId: string, orderId: string): Promise<Order> {
  const [row] = await db
    .select({
      order: orders,
      leaserName: leasers.name,
      monetizerName: monetizers.name,
      invoiceId: latestInvoiceId,
      loa: currentLoa,
    })
    .from(orders)
    .innerJoin(leasers, eq(leasers.id, orders.leaserId))
    .innerJoin(monetizers, eq(monetizers.id, orders.monetizerId))
    .where(eq(orders.id, orderId));
  if (!row || (row.order.leaserId !== userId && row.order.monetizerId !== userId)) throw notFound('Order');
  return toOrder(row.order, row, row.order.leaserId === userId ? row.invoiceId : null, row.loa);
}

/* ---------- creating an order (checkout, auction wins and Buy Now) ---------- */

/** A new, paid order: what was bought, from whom, for which term, and how it was paid. */
export interface NewOrder {
  buyerId: string;
  sellerId: string;
  amount: number;
  fee: number;
  itemType: OrderRow['itemType'];
  itemId: string;
  listingId: string | null;
  title: string;
  period: OrderRow['period'];
  term: { start: Date; end: Date };
  autoRenews: boolean;
  source: OrderCharge['source'];
  actorId: string | null;
  walletsLocked?: boolean;
}

/**
 * The one place an order is created, inside the caller's transaction (docs/PRODUCT.md "Orders"): the
 * order, paid at once (payment_confirmed), and the charge of its first term (recordOrderCharge). The
 * caller has checked the item and reserves its inventory for the returned order.
 */
export async function createOrder(
  tx: Executor,
  ctx: AppContext,
  input: NewOrder,
): Promise<{ order: OrderRow; invoiceId: string }> {
  const { start, end } = input.term;
  const [order] = await tx
    .insert(orders)
    .values({
      leaserId: input.buyerId,
      monetizerId: input.sellerId,
      status: 'payment_confirmed',
      amount: input.amount,
      fee: input.fee,
      itemType: input.itemType,
      itemId: input.itemId,
      listingId: input.listingId,
      title: input.title,
      period: input.period,
      startDate: start,
      renewalDate: end,
      autoRenews: input.autoRenews,
      createdAt: start,
      updatedAt: start,
    })
    .returning();
  const { invoiceId } = await recordOrderCharge(tx, ctx, {
    order: order!,
    type: 'order',
    periodStart: start,
    periodEnd: end,
    source: input.source,
    actorId: input.actorId,
    walletsLocked: input.walletsLocked,
  });
  return { order: order!, invoiceId };
}

/* ---------- charging an order (checkout and renewals) ---------- */

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
}

/**
 * Books one paid term of an order (docs/decisions/011-order-lifecycle.md): the payment record, the
 * paid invoice, one ledger journal (buyer or gateway → seller on hold + platform fee), the wallet
 * history rows and the seller's hold, released 30 days later by a job.
 */
export async function recordOrderCharge(tx: Executor, ctx: AppContext, charge: OrderCharge) {
  const { order } = charge;
  const now = ctx.clock.now();
  const total = order.amount + order.fee;
  // Ids chosen here, so the payment is written once, already successful with its journal named,
  // and the invoice, the seller's hold and the audit row go in one statement: a checkout holds the
  // wallets' row locks meanwhile (docs/decisions/215-locked-cores-in-sql.md).
  const paymentId = randomUUID();
  const journalId = randomUUID();
  await tx.insert(payments).values({
    id: paymentId,
    userId: order.leaserId,
    gateway: charge.source.method,
    type: charge.type,
    amount: total,
    status: 'success',
    transactionId: charge.source.method === 'wallet' ? `wallet_${journalId}` : charge.source.transactionId,
    cardBrand: charge.source.method === 'card' ? charge.source.cardBrand : null,
    cardLast4: charge.source.method === 'card' ? charge.source.cardLast4 : null,
    orderId: order.id,
    createdAt: now,
    updatedAt: now,
  });
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
  const releaseAt = new Date(now.getTime() + HOLD_DAYS * DAY).toISOString();
  const audit = auditRow({
    actorId: charge.actorId,
    action: charge.type === 'order' ? 'order.paid' : 'order.renewed',
    targetType: 'order',
    targetId: order.id,
    after: { total, fee: order.fee, method: charge.source.method, invoiceId, journalId },
  });
  // The paid invoice (the overdue one this charge settles, or a new one), the seller's hold and the
  // audit row: one statement.
  await tx.execute(
    sql`WITH paid AS (
          UPDATE invoices SET status = 'paid', paid_at = ${at}::timestamptz
          WHERE id = ${charge.invoiceId ?? null}::uuid
        ), invoice AS (
          INSERT INTO invoices (id, user_id, order_id, title, subtotal, fee, amount, status, period_start,
                                period_end, due_date, paid_at, created_at)
          SELECT ${invoiceId}::uuid, ${order.leaserId}::uuid, ${order.id}::uuid, ${order.title},
                 ${order.amount}::bigint, ${order.fee}::bigint, ${total}::bigint, 'paid',
                 ${charge.periodStart.toISOString()}::timestamptz, ${charge.periodEnd.toISOString()}::timestamptz,
                 ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz
          WHERE ${charge.invoiceId ?? null}::uuid IS NULL
        ), hold AS (
          INSERT INTO wallet_holds (user_id, order_id, amount, release_at, transaction_id, created_at)
          VALUES (${order.monetizerId}::uuid, ${order.id}::uuid, ${order.amount}::bigint,
                  ${releaseAt}::timestamptz, ${sellerTransactionId}::uuid, ${at}::timestamptz)
        )
        INSERT INTO audit_logs (actor_id, action, target_type, target_id, before, after, request_id)
        VALUES (${audit.actor_id}::uuid, ${audit.action}, ${audit.target_type}, ${audit.target_id},
                NULL, ${JSON.stringify(audit.after)}::jsonb, ${audit.request_id})`,
  );
  return { invoiceId, paymentId, journalId };
}

/* ---------- inventory held by an order ---------- */

/** Gives an order's leased subnets or package unit back (end of term, cancellation, refund). */
export async function releaseOrderInventory(tx: Executor, order: OrderRow, mode: 'ended' | 'cancelled') {
  if (order.itemType === 'server_package') {
    await tx
      .update(serverPackages)
      .set({ stockCount: sql`${serverPackages.stockCount} + 1` })
      .where(eq(serverPackages.id, order.itemId));
    // No return: a bundle's subnets are leased to the same order and go back below (decision 090).
  }
  const leases = await tx
    .select({ id: orderIpLeases.id })
    .from(orderIpLeases)
    .where(and(eq(orderIpLeases.orderId, order.id), eq(orderIpLeases.isActive, true)));
  for (const lease of leases) {
    // A cancelled lease frees its term; an ended one keeps its (past) term as history.
    if (mode === 'cancelled') {
      await tx.update(orderIpLeases).set({ isActive: false }).where(eq(orderIpLeases.id, lease.id));
    }
    await tx.execute(sql`UPDATE ip_subnets SET status = 'available'
      WHERE id = ANY((SELECT subnet_ids FROM order_ip_leases WHERE id = ${lease.id})::uuid[]) AND status = 'leased'`);
  }
}

/* ---------- status changes ---------- */

async function lockOrder(tx: Executor, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/** The seller moves an order payment_confirmed → provisioning → active (docs/PRODUCT.md "Orders"). */
export async function advanceOrderStatus(
  ctx: AppContext,
  sellerId: string,
  orderId: string,
  next: OrderStatus,
) {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.monetizerId !== sellerId) throw notFound('Order');
    if (SELLER_TRANSITIONS[order.status] !== next) {
      throw new AppError('conflict', ORDER_MESSAGES.orderStatusNotAllowed);
    }
    const now = ctx.clock.now();
    await tx
      .update(orders)
      .set({ status: next, updatedAt: now, ...(next === 'active' ? { activatedAt: now } : {}) })
      .where(eq(orders.id, orderId));
    await recordAudit(tx, {
      actorId: sellerId,
      action: 'order.status_changed',
      targetType: 'order',
      targetId: orderId,
      before: { status: order.status },
      after: { status: next },
    });
    await notifyUser(tx, order.leaserId, {
      type: 'order_status',
      title: next === 'active' ? 'Order active' : 'Order provisioning',
      message:
        next === 'active'
          ? `Your order for ${order.title} is active.`
          : `Your order for ${order.title} is being provisioned.`,
      link: '/orders',
    });
  });
  return getOrderForParty(ctx.db, sellerId, orderId);
}

/**
 * Cancellation (either party) or a dispute (the buyer) before activation: the buyer gets the whole
 * charge back (to the card or the wallet it came from), the seller's hold is reversed, the fee
 * returned, the inventory freed. With an Idempotency-Key a repeat replays the first answer instead of
 * being told the order can no longer change.
 */
export async function refundOrder(
  ctx: AppContext,
  actorId: string,
  orderId: string,
  outcome: 'cancelled' | 'dispute',
  idempotencyKey?: string,
) {
  let cardRefundId: string | null = null;
  const result = await runIdempotent(
    ctx,
    { userId: actorId, key: idempotencyKey, scope: `order-${outcome}`, fingerprint: { orderId } },
    async (tx) => {
      const order = await lockOrder(tx, orderId);
      const isParty =
        order && (order.leaserId === actorId || (outcome === 'cancelled' && order.monetizerId === actorId));
      if (!order || !isParty) throw notFound('Order');
      if (!REFUNDABLE_STATUSES.includes(order.status)) {
        throw new AppError('conflict', ORDER_MESSAGES.orderStatusNotAllowed);
      }
      const now = ctx.clock.now();
      const holds = await tx
        .select()
        .from(walletHolds)
        .where(and(eq(walletHolds.orderId, orderId), eq(walletHolds.status, 'held')))
        .for('update');
      const held = holds.reduce((sum, hold) => sum + hold.amount, 0);
      const paidInvoices = await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.orderId, orderId), eq(invoices.status, 'paid')));
      const fees = paidInvoices.reduce((sum, invoice) => sum + invoice.fee, 0);
      const refund = held + fees;
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
      for (const invoice of paidInvoices) {
        await tx.update(invoices).set({ status: 'cancelled' }).where(eq(invoices.id, invoice.id));
      }
      await releaseOrderInventory(tx, order, 'cancelled');
      await tx
        .update(orders)
        .set({ status: outcome, endedAt: now, updatedAt: now })
        .where(eq(orders.id, orderId));
      await recordAudit(tx, {
        actorId,
        action: outcome === 'cancelled' ? 'order.cancelled' : 'order.disputed',
        targetType: 'order',
        targetId: orderId,
        before: { status: order.status },
        after: { status: outcome, refund, toWallet, toCard },
      });
      const where = [
        toWallet > 0 ? `${formatCents(toWallet)} to the wallet` : null,
        toCard > 0 ? `${formatCents(toCard)} to the card ending ${card?.cardLast4 ?? ''}`.trim() : null,
      ].filter(Boolean);
      const text = `${outcome === 'cancelled' ? 'The order' : 'A dispute on the order'} for ${order.title} refunded ${where.length > 0 ? where.join(' and ') : formatCents(0)} to the buyer.`;
      for (const userId of [order.leaserId, order.monetizerId]) {
        await notifyUser(tx, userId, {
          type: 'order_refund',
          title: outcome === 'cancelled' ? 'Order cancelled' : 'Order disputed',
          message: text,
          link: '/orders',
        });
      }
      return { status: 200, body: await getOrderForParty(tx, actorId, orderId) };
    },
  );
  // After the commit: no row lock is held while the gateway answers; the job retries a failed call.
  if (cardRefundId) await sendCardRefund(ctx, cardRefundId).catch(() => false);
  return result;
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

export async function setAutoRenew(ctx: AppContext, leaserId: string, orderId: string, autoRenews: boolean) {
  const [row] = await ctx.db
    .update(orders)
    .set({ autoRenews, updatedAt: ctx.clock.now() })
    .where(and(eq(orders.id, orderId), eq(orders.leaserId, leaserId)))
    .returning({ id: orders.id });
  if (!row) throw notFound('Order');
  return getOrderForParty(ctx.db, leaserId, orderId);
}
