import { eq } from 'drizzle-orm';
import { CLAIM_WINDOW_DAYS } from '@netlease/shared/lease-delivery';
import { ORDER_MESSAGES, SELLER_TRANSITIONS, type OrderStatus } from '@netlease/shared/orders';
import { ORDER_NOTIFICATIONS } from '@netlease/shared/notification-texts';
import type { AppContext } from '../../../platform/app-context';
import type { Executor } from '../../../platform/db/database';
import { orders } from '../../../platform/db/schema/commerce/index';
import { AppError, notFound } from '../../../platform/errors';
import { recordAudit } from '../../../platform/audit';
import { DAY } from '../../../platform/clock';
import { notifyUser } from '../../accounts/notifications/notifications.service';
import { getOrderForParty, type OrderRow } from './orders.service';
import { cutLeaseTermAtNow, endOrder, releaseOrderInventory } from './order-end-steps';

/**
 * Ends an IP order's lease now, before its term is over, inside the caller's transaction with the order
 * locked: staff ending a lease after repeated upheld abuse (docs/PRODUCT.md "Abuse"). A composition of
 * the end steps (docs/decisions/267): its subnets are freed, the lease's term cut at now (the range can
 * be leased again; the past stays on record for reports of it) and the order completes with the reason,
 * auto-renew off. Nothing is refunded: the rules give no refund for a term ended over abuse, so the paid
 * term stays with the seller, whose hold the hold-release job releases as for any completed order. The
 * caller tells the parties.
 */
export async function endOrderEarly(
  tx: Executor,
  ctx: AppContext,
  order: OrderRow,
  input: { actorId: string; reason: string },
) {
  await releaseOrderInventory(tx, order, 'ended');
  await cutLeaseTermAtNow(tx, ctx, order);
  await endOrder(tx, ctx, order, {
    status: 'completed',
    actorId: input.actorId,
    reason: input.reason,
    stopRenewal: true,
    details: { reason: input.reason },
  });
}

/* ---------- status changes ---------- */

/** The order row, locked for the rest of the transaction (a status change or a refund). */
export async function lockOrder(tx: Executor, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/**
 * The seller moves an order payment_confirmed → provisioning → active (docs/PRODUCT.md "Orders"), inside
 * the caller's transaction with the order already locked (`lockOrder`): the caller has checked what the
 * step needs (the paperwork of an IP lease, docs/PRODUCT.md "Delivering a lease"). Activating an IP
 * lease opens its claim window.
 */
export async function moveOrderToNextStatus(
  tx: Executor,
  ctx: AppContext,
  order: OrderRow,
  sellerId: string,
  next: OrderStatus,
) {
  if (order.monetizerId !== sellerId) throw notFound('Order');
  if (SELLER_TRANSITIONS[order.status] !== next) {
    throw new AppError('conflict', ORDER_MESSAGES.orderStatusNotAllowed);
  }
  const now = ctx.clock.now();
  const isActivation = next === 'active';
  const claimUntil =
    isActivation && order.itemType === 'ip_subnet' ? new Date(now.getTime() + CLAIM_WINDOW_DAYS * DAY) : null;
  await tx
    .update(orders)
    .set({ status: next, updatedAt: now, ...(isActivation ? { activatedAt: now, claimUntil } : {}) })
    .where(eq(orders.id, order.id));
  await recordAudit(tx, {
    actorId: sellerId,
    action: 'order.status_changed',
    targetType: 'order',
    targetId: order.id,
    before: { status: order.status },
    after: { status: next },
  });
  await notifyUser(tx, order.leaserId, {
    type: 'order_status',
    ...(isActivation
      ? ORDER_NOTIFICATIONS.active(order.title, claimUntil ?? null)
      : ORDER_NOTIFICATIONS.provisioning(order.title)),
    link: `/orders/${order.id}`,
  });
}

/**
 * One seller step in its own transaction: the order locked, `checkReady` run on it (the lease's
 * paperwork, in the trust domain; docs/decisions/230-lease-delivery.md), then the move.
 */
export async function advanceOrderStatus(
  ctx: AppContext,
  sellerId: string,
  orderId: string,
  next: OrderStatus,
  checkReady: (tx: Executor, order: OrderRow) => Promise<void>,
) {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.monetizerId !== sellerId) throw notFound('Order');
    if (SELLER_TRANSITIONS[order.status] !== next) {
      throw new AppError('conflict', ORDER_MESSAGES.orderStatusNotAllowed);
    }
    await checkReady(tx, order);
    await moveOrderToNextStatus(tx, ctx, order, sellerId, next);
  });
  return getOrderForParty(ctx.db, sellerId, orderId);
}
