import { and, eq } from 'drizzle-orm';
import {
  LEASE_TERM_MESSAGES,
  cancelEndIssue,
  commitmentEndOf,
  scheduleEndIssue,
} from '@netlease/shared/lease-terms';
import { addPeriod } from '@netlease/shared/orders';
import { ORDER_NOTIFICATIONS } from '@netlease/shared/notification-texts';
import type { AppContext } from '../../../platform/app-context';
import type { Executor } from '../../../platform/db/database';
import { orders } from '../../../platform/db/schema/commerce/index';
import { AppError, notFound } from '../../../platform/errors';
import { recordAudit } from '../../../platform/audit';
import { notifyUser } from '../../accounts/notifications/notifications.service';
import { getOrderForParty, leasedPrefix, type OrderRow } from './orders.service';
import { quoteOrderCharge } from './order-charges.service';

/**
 * Whether the renewal job ends the order at its renewal date instead of renewing it: without
 * auto-renew, or when the buyer scheduled "End at next renewal" (docs/PRODUCT.md "Orders").
 */
export const endsAtThisRenewal = (order: Pick<OrderRow, 'autoRenews' | 'endsAtRenewal'>) =>
  !order.autoRenews || order.endsAtRenewal;

/** What the renewal of an order will charge (docs/PRODUCT.md "Orders"): the price and the fee, VAT included. */
export async function renewalAmountOf(tx: Executor, ctx: AppContext, order: OrderRow): Promise<number> {
  // The next term with the VAT of the buyer's billing details now (docs/PRODUCT.md "Invoices").
  const { quote } = await quoteOrderCharge(tx, ctx, {
    order,
    periodStart: order.renewalDate,
    periodEnd: addPeriod(order.renewalDate, order.period),
    prefix: await leasedPrefix(tx, order.id),
    ifNoBillingDetails: 'account',
  });
  return quote.grossCents;
}

/**
 * "End at next renewal" (true) or "Keep renewing" (false), by the buyer only (docs/PRODUCT.md
 * "Orders"): allowed until 24 hours before the renewal date, never ending inside the minimum term.
 * The lease runs to the end of the paid term either way; the seller is told.
 */
export async function setEndAtRenewal(
  ctx: AppContext,
  leaserId: string,
  orderId: string,
  endsAtRenewal: boolean,
) {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.leaserId, leaserId)))
      .for('update');
    if (!order) throw notFound('Order');
    if (order.endsAtRenewal === endsAtRenewal && order.status === 'active') return;
    const issue = endsAtRenewal
      ? scheduleEndIssue(
          {
            status: order.status,
            renewalDate: order.renewalDate,
            commitmentEndsAt: order.commitmentEndsAt ?? commitmentEndOf(order.startDate, order.minTermMonths),
          },
          now,
        )
      : cancelEndIssue(order, now);
    if (issue) throw new AppError('conflict', issue);
    await tx.update(orders).set({ endsAtRenewal, updatedAt: now }).where(eq(orders.id, order.id));
    await recordAudit(tx, {
      actorId: leaserId,
      action: endsAtRenewal ? 'order.end_scheduled' : 'order.end_cancelled',
      targetType: 'order',
      targetId: order.id,
      before: { endsAtRenewal: order.endsAtRenewal },
      after: { endsAtRenewal, renewalDate: order.renewalDate.toISOString() },
    });
    await notifyUser(tx, order.monetizerId, {
      type: endsAtRenewal ? 'order_end_scheduled' : 'order_end_cancelled',
      ...(endsAtRenewal
        ? ORDER_NOTIFICATIONS.endScheduled(order.title, order.renewalDate)
        : ORDER_NOTIFICATIONS.endCancelled(order.title, order.renewalDate)),
      link: `/orders/${order.id}`,
    });
  });
  const done = endsAtRenewal ? LEASE_TERM_MESSAGES.endScheduled : LEASE_TERM_MESSAGES.endCancelled;
  return { order: await getOrderForParty(ctx.db, leaserId, orderId), done };
}
