import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { WebhookEvent } from '@netlease/shared/webhooks';
import type { AppContext } from '../../../platform/app-context';
import { queryRows, type Executor } from '../../../platform/db/database';
import { webhookDeliveries, webhookEndpoints } from '../../../platform/db/schema/accounts/index';
import { DAY } from '../../../platform/clock';
import type { NewNotification } from '../notifications/notifications.service';

// Where webhook events come from: the changes that announce them queue deliveries in their own
// transaction; webhooks.delivery.ts sends them.

/** Attempts of a real event: the first at once, then after 1 min, 5 min, 30 min, 2 h and 12 h. */
export const WEBHOOK_MAX_ATTEMPTS = 6;
/** How far ahead a lease's end is announced (lease.ending). */
export const LEASE_ENDING_NOTICE_MS = 7 * DAY;

/**
 * Queues one event for every endpoint of the user that subscribed to it, in the caller's transaction
 * (the outbox: the delivery exists exactly when the change it announces committed). No endpoint: no row.
 * `createdAt` is left to the database when the caller has no clock (notifications).
 */
export async function enqueueWebhookEvent(
  tx: Executor,
  userId: string,
  event: WebhookEvent,
  data: Record<string, unknown>,
  options: { dedupeKey?: string; eventId?: string; at?: Date } = {},
) {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, userId), sql`${event} = ANY(${webhookEndpoints.events})`));
  if (endpoints.length === 0) return 0;
  const eventId = options.eventId ?? randomUUID();
  const inserted = await tx
    .insert(webhookDeliveries)
    .values(
      endpoints.map((endpoint) => ({
        endpointId: endpoint.id,
        userId,
        event,
        eventId,
        payload: data,
        maxAttempts: WEBHOOK_MAX_ATTEMPTS,
        dedupeKey: options.dedupeKey ?? null,
        ...(options.at ? { createdAt: options.at } : {}),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  return inserted.length;
}

/** Which notification announces which webhook event, and for whom (docs/PRODUCT.md "Webhooks"). */
const EVENT_OF_NOTIFICATION: Record<string, { event: WebhookEvent; role?: 'buyer' | 'seller' }> = {
  order_created: { event: 'order.paid', role: 'buyer' },
  auction_won: { event: 'order.paid', role: 'buyer' },
  order_received: { event: 'order.paid', role: 'seller' },
  auction_sold: { event: 'order.paid', role: 'seller' },
  order_cancelled: { event: 'order.cancelled' },
  order_refund: { event: 'order.cancelled' },
  auction_outbid: { event: 'bid.outbid' },
};

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

/**
 * Called by notifyUsers in the transaction of the change: each notification that stands for a webhook
 * event queues it. Most users have no endpoint, so one cheap look for all of the change's users
 * comes before anything else.
 */
export async function enqueueWebhooksForNotifications(
  tx: Executor,
  list: Array<NewNotification & { userId: string }>,
) {
  const announcing = list.filter((input) => EVENT_OF_NOTIFICATION[input.type]);
  if (announcing.length === 0) return;
  const endpoints = await tx
    .select({ userId: webhookEndpoints.userId, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(inArray(webhookEndpoints.userId, [...new Set(announcing.map((input) => input.userId))]));
  for (const { userId, ...notification } of announcing) {
    const mapped = EVENT_OF_NOTIFICATION[notification.type]!;
    const subscribed = endpoints.some(
      (endpoint) => endpoint.userId === userId && endpoint.events.includes(mapped.event),
    );
    if (subscribed) await enqueueSubscribedNotification(tx, userId, notification, mapped);
  }
}

/**
 * The event of one notification whose user has an endpoint for it. The notification does not name
 * its order, so the order is the one this very transaction wrote (xmin is the writing transaction)
 * where the user is a party.
 */
async function enqueueSubscribedNotification(
  tx: Executor,
  userId: string,
  notification: NewNotification,
  mapped: { event: WebhookEvent; role?: 'buyer' | 'seller' },
) {
  const base = { title: notification.title, message: notification.message };
  if (mapped.event === 'bid.outbid') {
    const auctionId = /^\/auction\/([0-9a-f-]{36})$/i.exec(notification.link ?? '')?.[1] ?? null;
    const [auction] = auctionId
      ? await queryRows<{ id: string; current_bid: number | null; end_time: string | Date }>(
          tx,
          sql`SELECT id, current_bid, end_time FROM auctions WHERE id = ${auctionId}`,
        )
      : [];
    await enqueueWebhookEvent(tx, userId, mapped.event, {
      ...base,
      auction: auction
        ? {
            id: auction.id,
            currentBidCents: auction.current_bid === null ? null : Number(auction.current_bid),
            endsAt: new Date(auction.end_time).toISOString(),
          }
        : null,
    });
    return;
  }

  const written = await queryRows<OrderFacts>(
    tx,
    sql`SELECT id, title, status, amount AS amount_cents, fee AS fee_cents, item_type, start_date, renewal_date,
          auto_renews, leaser_id, monetizer_id
        FROM orders
        WHERE xmin = pg_current_xact_id()::xid AND (leaser_id = ${userId} OR monetizer_id = ${userId})
        ORDER BY created_at, id`,
  );
  const relevant =
    mapped.event === 'order.cancelled' ? written.filter((order) => order.status === 'cancelled') : written;
  // A refund after a dispute is not a cancellation: nothing to send.
  if (mapped.event === 'order.cancelled' && relevant.length === 0) return;
  await enqueueWebhookEvent(tx, userId, mapped.event, {
    ...base,
    orders: relevant.map((order) => orderData(order, userId, mapped.role)),
  });
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
export async function enqueueLeaseEndings(ctx: AppContext) {
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
