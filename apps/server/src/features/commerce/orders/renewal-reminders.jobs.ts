import { eq, sql } from 'drizzle-orm';
import { renewalReminderText, type RenewalReminderDays } from '@netlease/shared/lease-terms';
import { ORDER_NOTIFICATIONS } from '@netlease/shared/notification-texts';
import type { AppContext } from '../../../platform/app-context';
import { queryRows } from '../../../platform/db/database';
import { orders, renewalReminders } from '../../../platform/db/schema/commerce/index';
import { notifyUser } from '../../accounts/notifications/notifications.service';
import { renewalAmountOf } from './order-terms.service';

/** One job run sends at most this many reminders, so a backlog never holds a worker for long. */
const BATCH = 200;

/**
 * Each reminder's window (docs/PRODUCT.md "Orders"): the 7-day one from 7 days before the renewal
 * until the 1-day one is due, the 1-day one until the renewal. An order found late gets only the
 * nearest reminder, never both at once.
 */
const WINDOWS = sql`(VALUES (7, 1), (1, 0)) AS w(days_before, until_days)`;

/**
 * The send-renewal-reminders job: tells the buyer of each active, auto-renewing order that is not
 * ending at its renewal what will be charged, 7 days and 1 day before the renewal date. The order
 * is claimed with FOR UPDATE SKIP LOCKED and each reminder is recorded under a key of order, renewal
 * date and lead time in the same transaction as its notification, so two instances never send one
 * twice. Returns how many were sent.
 */
export async function sendRenewalReminders(ctx: AppContext): Promise<number> {
  let sent = 0;
  for (let index = 0; index < BATCH; index += 1) {
    const isSent = await ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now().toISOString();
      const [due] = await queryRows<{ id: string; days_before: number }>(
        tx,
        sql`SELECT o.id, w.days_before FROM orders o CROSS JOIN ${WINDOWS}
          WHERE o.status = 'active' AND o.auto_renews AND NOT o.ends_at_renewal
            AND o.renewal_date - make_interval(days => w.days_before) <= ${now}::timestamptz
            AND o.renewal_date - make_interval(days => w.until_days) > ${now}::timestamptz
            AND NOT EXISTS (SELECT 1 FROM renewal_reminders r WHERE r.order_id = o.id
              AND r.renewal_date = o.renewal_date AND r.days_before = w.days_before)
          ORDER BY o.renewal_date, o.id LIMIT 1
          FOR UPDATE OF o SKIP LOCKED`,
      );
      if (!due) return false;
      const [order] = await tx.select().from(orders).where(eq(orders.id, due.id));
      const daysBefore = Number(due.days_before) as RenewalReminderDays;
      const amount = await renewalAmountOf(tx, ctx, order!);
      // The key refuses a second reminder even if another instance got here first.
      const recorded = await tx
        .insert(renewalReminders)
        .values({
          orderId: order!.id,
          renewalDate: order!.renewalDate,
          daysBefore,
          amountCents: amount,
          sentAt: ctx.clock.now(),
        })
        .onConflictDoNothing()
        .returning({ orderId: renewalReminders.orderId });
      if (recorded.length === 0) return true;
      await notifyUser(tx, order!.leaserId, {
        type: 'renewal_reminder',
        title: ORDER_NOTIFICATIONS.renewalReminderTitle[daysBefore],
        message: renewalReminderText(order!.title, amount, order!.renewalDate),
        link: `/orders/${order!.id}`,
      });
      sent += 1;
      return true;
    });
    if (!isSent) break;
  }
  return sent;
}
