import { and, eq, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import { addPeriod } from '@netlease/shared/orders';
import { ORDER_NOTIFICATIONS } from '@netlease/shared/notification-texts';
import type { AppContext } from '../../../platform/app-context';
import type { Executor } from '../../../platform/db/database';
import { invoices, orders, walletHolds } from '../../../platform/db/schema/commerce/index';
import { recordAudit } from '../../../platform/audit';
import { DAY } from '../../../platform/clock';
import { notifyUser } from '../../accounts/notifications/notifications.service';
import * as ledger from '../wallet/ledger.service';
import { leasedPrefix, type OrderRow } from './orders.service';
import { issueUnpaidInvoice, quoteOrderCharge, recordOrderCharge } from './order-charges.service';
import { releaseSellerHold } from './order-money-steps';
import { endOrder, notifyParties, releaseOrderInventory } from './order-end-steps';
import { creditInvoice } from '../invoices/credit-notes.service';
import { endsAtThisRenewal } from './order-terms.service';

/** One job run handles at most this many rows, so a backlog never holds a worker for long. */
const BATCH = 200;
/** A suspended order is cancelled when its overdue invoice stays unpaid this long. */
export const OVERDUE_GRACE_DAYS = 7;
/** Holds of orders in these statuses are released when due; before activation they wait. */
const RELEASABLE_ORDER_STATUSES = ['active', 'completed', 'suspended'] as const;

type InvoiceRow = typeof invoices.$inferSelect;

/**
 * Moves due seller holds from on hold to available (escrow_release), one journal per hold, once the
 * order's claim window has closed with no claim waiting. Each
 * hold is claimed with FOR UPDATE SKIP LOCKED, so several instances can run this at once.
 */
export async function releaseDueHolds(ctx: AppContext): Promise<number> {
  let released = 0;
  for (let index = 0; index < BATCH; index += 1) {
    const done = await ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      const [hold] = await tx
        .select({ hold: walletHolds, title: orders.title })
        .from(walletHolds)
        .innerJoin(orders, eq(orders.id, walletHolds.orderId))
        .where(
          and(
            eq(walletHolds.status, 'held'),
            lte(walletHolds.releaseAt, now),
            inArray(orders.status, [...RELEASABLE_ORDER_STATUSES]),
            // An upheld claim refunds from the hold: it waits out the claim window and any open claim
            // (docs/PRODUCT.md "Delivering a lease").
            or(isNull(orders.claimUntil), lte(orders.claimUntil, now)),
            sql`NOT EXISTS (SELECT 1 FROM order_claims c WHERE c.order_id = ${orders.id} AND c.status = 'open')`,
          ),
        )
        .orderBy(walletHolds.releaseAt)
        .limit(1)
        .for('update', { of: walletHolds, skipLocked: true });
      if (!hold) return false;
      await releaseSellerHold(tx, ctx, hold.hold, hold.title);
      return true;
    });
    if (!done) break;
    released += 1;
  }
  return released;
}

/**
 * Orders whose term has ended: completed unless auto-renewing; a renewal charges the wallet or,
 * when funds are short, leaves an overdue invoice and suspends the order. Suspended orders are
 * retried each run and cancelled after the grace period. docs/decisions/011-order-lifecycle.md.
 */
export async function processDueOrders(ctx: AppContext): Promise<number> {
  let handled = 0;
  // Suspended orders still in their grace period are looked at once per run, then skipped.
  const waiting: string[] = [];
  for (let index = 0; index < BATCH; index += 1) {
    const outcome = await ctx.db.transaction(async (tx): Promise<'none' | 'done' | 'waiting'> => {
      const now = ctx.clock.now();
      const [order] = await tx
        .select()
        .from(orders)
        .where(
          and(
            inArray(orders.status, ['active', 'suspended']),
            lte(orders.renewalDate, now),
            waiting.length > 0 ? notInArray(orders.id, waiting) : undefined,
          ),
        )
        .orderBy(orders.renewalDate)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!order) return 'none';
      // Also when the buyer scheduled "End at next renewal" (docs/PRODUCT.md "Orders").
      if (order.status === 'active' && endsAtThisRenewal(order)) {
        await completeOrder(ctx, tx, order);
        return 'done';
      }
      const [overdue] = await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.orderId, order.id), eq(invoices.status, 'overdue')));
      const funds = await ledger.lockWallets(tx, [order.leaserId, order.monetizerId]);
      const periodEnd = addPeriod(order.renewalDate, order.period);
      // The term to renew, billed with its tax (docs/PRODUCT.md "Invoices"); an overdue invoice is paid
      // for what it was issued for.
      const term = {
        order,
        periodStart: order.renewalDate,
        periodEnd,
        prefix: await leasedPrefix(tx, order.id),
        ifNoBillingDetails: 'account' as const,
      };
      const due = overdue?.amount ?? (await quoteOrderCharge(tx, ctx, term)).quote.grossCents;
      const canPay = funds.get(order.leaserId)!.balance >= due;
      if (canPay) {
        await recordOrderCharge(tx, ctx, {
          ...term,
          type: 'renewal',
          source: { method: 'wallet' },
          actorId: null,
          invoiceId: overdue?.id,
        });
        await extendTerm(tx, order, periodEnd);
        await tx
          .update(orders)
          .set({ status: 'active', renewalDate: periodEnd, updatedAt: now })
          .where(eq(orders.id, order.id));
        await notifyUser(tx, order.leaserId, {
          type: 'order_renewed',
          ...ORDER_NOTIFICATIONS.renewed(order.title, due),
          link: '/invoices',
        });
        return 'done';
      }
      if (!overdue) {
        await issueUnpaidInvoice(tx, ctx, { ...term, dueDate: order.renewalDate });
        await suspendOrder(tx, now, order);
        return 'done';
      }
      if (now.getTime() - overdue.dueDate.getTime() >= OVERDUE_GRACE_DAYS * DAY) {
        await cancelUnpaidOrder(ctx, tx, order, overdue);
        return 'done';
      }
      waiting.push(order.id);
      return 'waiting';
    });
    if (outcome === 'none') break;
    if (outcome === 'done') handled += 1;
  }
  return handled;
}

/**
 * The natural end of an order's term, a composition of the end steps (docs/decisions/267): the
 * inventory given back (an IP lease keeps its past term), the order completed by the job with no actor
 * and both parties told. Nothing moves money: the seller's holds are released when due
 * (`releaseDueHolds`).
 */
async function completeOrder(ctx: AppContext, tx: Executor, order: OrderRow) {
  await releaseOrderInventory(tx, order, 'ended');
  await endOrder(tx, ctx, order, { status: 'completed', actorId: null });
  await notifyParties(tx, order, {
    type: 'order_completed',
    ...ORDER_NOTIFICATIONS.completed(order.title),
    link: '/orders',
  });
}

/**
 * A suspended order whose overdue invoice stayed unpaid through the grace period ends cancelled
 * (docs/decisions/011-order-lifecycle.md): the invoice cancelled and, being issued, credited in full
 * (docs/PRODUCT.md "Invoices"), the inventory given back and both parties told. Nothing was paid, so
 * nothing is refunded.
 */
async function cancelUnpaidOrder(ctx: AppContext, tx: Executor, order: OrderRow, overdue: InvoiceRow) {
  await tx.update(invoices).set({ status: 'cancelled' }).where(eq(invoices.id, overdue.id));
  await creditInvoice(
    tx,
    ctx,
    overdue,
    { lease: true, fee: true },
    `Renewal unpaid: cancelled after ${OVERDUE_GRACE_DAYS} days`,
  );
  await releaseOrderInventory(tx, order, 'ended');
  await endOrder(tx, ctx, order, {
    status: 'cancelled',
    actorId: null,
    details: { reason: 'renewal_unpaid' },
  });
  await notifyParties(tx, order, {
    type: 'order_cancelled',
    ...ORDER_NOTIFICATIONS.cancelledUnpaid(order.title, OVERDUE_GRACE_DAYS),
    link: '/orders',
  });
}

/** A renewal the buyer cannot pay suspends the order until the overdue invoice is paid; audited, both told. */
async function suspendOrder(tx: Executor, now: Date, order: OrderRow) {
  await tx.update(orders).set({ status: 'suspended', updatedAt: now }).where(eq(orders.id, order.id));
  await recordAudit(tx, {
    actorId: null,
    action: 'order.suspended',
    targetType: 'order',
    targetId: order.id,
    before: { status: order.status },
    after: { status: 'suspended', reason: 'renewal_unpaid' },
  });
  await notifyParties(tx, order, {
    type: 'order_suspended',
    ...ORDER_NOTIFICATIONS.suspended(order.title),
    // The buyer pays the overdue invoice; the seller only follows the order.
    link: (userId) => (userId === order.leaserId ? '/invoices' : '/orders'),
  });
}

/** A renewed IP lease keeps its range for the next term (the exclusion constraint re-checks it). */
async function extendTerm(tx: Executor, order: OrderRow, periodEnd: Date) {
  if (order.itemType !== 'ip_subnet') return;
  await tx.execute(sql`UPDATE order_ip_leases SET term = tstzrange(lower(term), ${periodEnd.toISOString()}::timestamptz)
    WHERE order_id = ${order.id} AND is_active`);
}
