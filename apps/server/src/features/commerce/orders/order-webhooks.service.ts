import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/app-context';
import { queryRows, type Executor } from '../../../platform/db/database';
import { DAY } from '../../../platform/clock';
import {
  enqueueWebhookEvent,
  registerWebhookPayload,
  registerWebhookScan,
} from '../../accounts/webhooks/webhook-events.service';

// The order events' webhook data (docs/PRODUCT.md "Webhooks"). Webhooks live in accounts, below
// commerce, so commerce hands them its builders at start (docs/decisions/266).

/** How far ahead a lease's end is announced (lease.ending). */
export const LEASE_ENDING_NOTICE_MS = 7 * DAY;

interface OrderFacts {
  id: string;
  title: string;
  status: string;
  amount_cents: number;
  fee_cents: number;
  item_type: string;
  start_date: string | Date;
  renewal_date: string | Date;
  auto_renews: boolean;
  leaser_id: string;
  monetizer_id: string;
}

/** Registers the builders of order.paid and order.cancelled and the lease.ending scan (app.ts). */
export function registerOrderWebhooks() {
  /**
   * The notification does not name its order, so the orders are those this very transaction wrote
   * (xmin is the writing transaction) where the user is a party.
   */
  registerWebhookPayload('order.paid', async (tx, { userId, role }) => {
    const written = await ordersWrittenNow(tx, userId);
    return { orders: written.map((order) => orderData(order, userId, role)) };
  });
  registerWebhookPayload('order.cancelled', async (tx, { userId, role }) => {
    const cancelled = (await ordersWrittenNow(tx, userId)).filter((order) => order.status === 'cancelled');
    // A refund after a dispute is not a cancellation: nothing to send.
    if (cancelled.length === 0) return null;
    return { orders: cancelled.map((order) => orderData(order, userId, role)) };
  });
  registerWebhookScan('lease.ending', enqueueLeaseEndings);
}

function ordersWrittenNow(tx: Executor, userId: string) {
  return queryRows<OrderFacts>(
    tx,
    sql`SELECT id, title, status, amount AS amount_cents, fee AS fee_cents, item_type, start_date, renewal_date,
          auto_renews, leaser_id, monetizer_id
        FROM orders
        WHERE xmin = pg_current_xact_id()::xid AND (leaser_id = ${userId} OR monetizer_id = ${userId})
        ORDER BY created_at, id`,
  );
}

function orderData(order: OrderFacts, userId: string, role?: 'buyer' | 'seller') {
  return {
    id: order.id,
    title: order.title,
    status: order.status,
    role: role ?? (order.leaser_id === userId ? 'buyer' : 'seller'),
    itemType: order.item_type,
    amountCents: Number(order.amount_cents),
    feeCents: Number(order.fee_cents),
    startsAt: new Date(order.start_date).toISOString(),
    renewsAt: new Date(order.renewal_date).toISOString(),
    autoRenews: order.auto_renews,
  };
}

/**
 * lease.ending has no notification of its own: the delivery job looks for active leases that end
 * (do not renew) within LEASE_ENDING_NOTICE_MS and queues the event once per endpoint and term, for
 * buyer and seller (the unique dedupe key makes a second scan, or a second instance, a no-op).
 */
async function enqueueLeaseEndings(ctx: AppContext) {
  const now = ctx.clock.now();
  const until = new Date(now.getTime() + LEASE_ENDING_NOTICE_MS);
  return ctx.db.transaction(async (tx) => {
    const due = await queryRows<OrderFacts & { user_id: string }>(
      tx,
      sql`SELECT DISTINCT o.id, o.title, o.status, o.amount AS amount_cents, o.fee AS fee_cents, o.item_type,
            o.start_date, o.renewal_date, o.auto_renews, o.leaser_id, o.monetizer_id, e.user_id
          FROM orders o
          JOIN webhook_endpoints e ON e.user_id IN (o.leaser_id, o.monetizer_id)
            AND 'lease.ending' = ANY(e.events)
          WHERE o.status = 'active' AND NOT o.auto_renews
            AND o.renewal_date > ${now.toISOString()} AND o.renewal_date <= ${until.toISOString()}
            AND NOT EXISTS (
              SELECT 1 FROM webhook_deliveries d
              WHERE d.endpoint_id = e.id
                AND d.dedupe_key = 'lease.ending:' || o.id || ':' || to_char(o.renewal_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS'))
          LIMIT 500`,
    );
    let queued = 0;
    for (const order of due) {
      const endsAt = new Date(order.renewal_date);
      queued += await enqueueWebhookEvent(
        tx,
        order.user_id,
        'lease.ending',
        { endsAt: endsAt.toISOString(), orders: [orderData(order, order.user_id)] },
        { dedupeKey: leaseEndingKey(order.id, endsAt), at: now },
      );
    }
    return queued;
  });
}

const leaseEndingKey = (orderId: string, endsAt: Date) =>
  `lease.ending:${orderId}:${endsAt.toISOString().slice(0, 19)}`;
