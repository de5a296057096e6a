import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { CLAIM_WINDOW_DAYS } from '@netlease/shared/lease-delivery';
import { ORDER_MESSAGES, SELLER_TRANSITIONS, type OrderStatus } from '@netlease/shared/orders';
import { ORDER_NOTIFICATIONS } from '@netlease/shared/notification-texts';
import type { AppContext } from '../../../platform/app-context';
import type { Executor } from '../../../platform/db/database';
import { serverPackages } from '../../../platform/db/schema/catalog/index';
import { orderIpLeases, orders } from '../../../platform/db/schema/commerce/index';
import { AppError, notFound } from '../../../platform/errors';
import { recordAudit } from '../../../platform/audit';
import { DAY } from '../../../platform/clock';
import { notifyUser } from '../../accounts/notifications/notifications.service';
import { getOrderForParty, type OrderRow } from './orders.service';

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
    // A lease suspended over abuse frees its subnets too, and stops being suspended: nothing stays
    // 'suspended' after its lease (docs/PRODUCT.md "Abuse").
    await tx.execute(sql`UPDATE ip_subnets SET status = 'available'
      WHERE id = ANY((SELECT subnet_ids FROM order_ip_leases WHERE id = ${lease.id})::uuid[])
        AND (status = 'leased' OR (status = 'suspended' AND EXISTS (SELECT 1 FROM order_ip_leases
          WHERE id = ${lease.id} AND abuse_suspended_at IS NOT NULL)))`);
    await tx
      .update(orderIpLeases)
      .set({ abuseSuspendedAt: null, abuseSuspensionCaseId: null })
      .where(and(eq(orderIpLeases.id, lease.id), isNotNull(orderIpLeases.abuseSuspendedAt)));
  }
}

/**
 * Ends an IP order's lease now, before its term is over, inside the caller's transaction with the order
 * locked: staff ending a lease after repeated upheld abuse (docs/PRODUCT.md "Abuse"). The lease's term
 * is cut at now (the range can be leased again; the past stays on record for reports of it), its
 * subnets are freed and the order completes with the reason. Nothing is refunded: the rules give no
 * refund for a term ended over abuse, so the paid term stays with the seller (the hold is released as
 * for any completed order) and nothing renews. The caller tells the parties.
 */
export async function endOrderEarly(
  tx: Executor,
  ctx: AppContext,
  order: OrderRow,
  input: { actorId: string; reason: string },
) {
  const now = ctx.clock.now();
  await releaseOrderInventory(tx, order, 'ended');
  await tx.execute(sql`UPDATE order_ip_leases SET term = tstzrange(lower(term), ${now.toISOString()}::timestamptz)
    WHERE order_id = ${order.id} AND is_active AND upper(term) > ${now.toISOString()}::timestamptz
      AND lower(term) < ${now.toISOString()}::timestamptz`);
  await tx
    .update(orders)
    .set({ status: 'completed', endedAt: now, endReason: input.reason, autoRenews: false, updatedAt: now })
    .where(eq(orders.id, order.id));
  await recordAudit(tx, {
    actorId: input.actorId,
    action: 'order.completed',
    targetType: 'order',
    targetId: order.id,
    before: { status: order.status },
    after: { status: 'completed', reason: input.reason },
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
