import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { NotificationText } from '@netlease/shared/notification-texts';
import type { NotificationType } from '@netlease/shared/notifications';
import type { AppContext } from '../../../platform/app-context';
import type { Executor } from '../../../platform/db/database';
import { serverPackages } from '../../../platform/db/schema/catalog/index';
import { orderIpLeases, orders } from '../../../platform/db/schema/commerce/index';
import { recordAudit } from '../../../platform/audit';
import { notifyUser } from '../../accounts/notifications/notifications.service';
import type { OrderRow } from './orders.service';

/*
 * The steps that end an order (docs/decisions/267), each inside the caller's transaction on an order
 * the caller has locked: give its inventory back, cut its lease's term, write its end, tell both
 * parties. The money steps beside them are in order-money-steps.ts.
 */

/** How an order ends, and the audit action that records it. */
const END_AUDIT_ACTIONS = {
  cancelled: 'order.cancelled',
  dispute: 'order.disputed',
  completed: 'order.completed',
} as const;
export type OrderEnd = keyof typeof END_AUDIT_ACTIONS;

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
 * Cuts the running term of an IP order's lease at now: the range can be leased again from now, and the
 * past stays on record (reports of abuse in it still find the lease).
 */
export async function cutLeaseTermAtNow(tx: Executor, ctx: AppContext, order: OrderRow) {
  const now = ctx.clock.now().toISOString();
  await tx.execute(sql`UPDATE order_ip_leases SET term = tstzrange(lower(term), ${now}::timestamptz)
    WHERE order_id = ${order.id} AND is_active AND upper(term) > ${now}::timestamptz
      AND lower(term) < ${now}::timestamptz`);
}

/**
 * Writes the order's end: its status, the end time and, when a person ended it, the reason both parties
 * read; audited as `order.<status>` with `details` beside the new status. `stopRenewal` also switches
 * auto-renew off, for an order ended before its term was over.
 */
export async function endOrder(
  tx: Executor,
  ctx: AppContext,
  order: OrderRow,
  input: {
    status: OrderEnd;
    actorId: string | null;
    reason?: string;
    stopRenewal?: boolean;
    details?: Record<string, unknown>;
  },
) {
  const now = ctx.clock.now();
  await tx
    .update(orders)
    .set({
      status: input.status,
      endedAt: now,
      updatedAt: now,
      ...(input.reason === undefined ? {} : { endReason: input.reason }),
      ...(input.stopRenewal ? { autoRenews: false } : {}),
    })
    .where(eq(orders.id, order.id));
  await recordAudit(tx, {
    actorId: input.actorId,
    action: END_AUDIT_ACTIONS[input.status],
    targetType: 'order',
    targetId: order.id,
    before: { status: order.status },
    after: { status: input.status, ...input.details },
  });
}

/** Tells the buyer and the seller of the order, each with the link `link` gives them. */
export async function notifyParties(
  tx: Executor,
  order: OrderRow,
  notice: NotificationText & { type: NotificationType; link: string | ((userId: string) => string) },
) {
  const { link, ...text } = notice;
  for (const userId of [order.leaserId, order.monetizerId]) {
    await notifyUser(tx, userId, { ...text, link: typeof link === 'string' ? link : link(userId) });
  }
}
