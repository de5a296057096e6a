import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { NotificationType } from '@netlease/shared/notifications';
import type { WebhookEvent } from '@netlease/shared/webhooks';
import type { AppContext } from '../../../platform/app-context';
import type { Executor } from '../../../platform/db/database';
import { webhookDeliveries, webhookEndpoints } from '../../../platform/db/schema/accounts/index';
import type { NewNotification } from '../notifications/notifications.service';

// Where webhook events come from: the changes that announce them queue deliveries in their own
// transaction; webhooks.delivery.ts sends them.

/** Attempts of a real event: the first at once, then after 1 min, 5 min, 30 min, 2 h and 12 h. */
export const WEBHOOK_MAX_ATTEMPTS = 6;

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

/** The webhook event a notification stands for, and the party it speaks to. */
export interface NotificationWebhook {
  event: WebhookEvent;
  role?: 'buyer' | 'seller';
}

/**
 * Which notification announces which webhook event, and for whom (docs/PRODUCT.md "Webhooks"). Keyed
 * by every NotificationType, so a new kind of notification must say here whether it sends one.
 */
const EVENT_OF_NOTIFICATION: Record<NotificationType, NotificationWebhook | null> = {
  order_created: { event: 'order.paid', role: 'buyer' },
  auction_won: { event: 'order.paid', role: 'buyer' },
  order_received: { event: 'order.paid', role: 'seller' },
  auction_sold: { event: 'order.paid', role: 'seller' },
  order_cancelled: { event: 'order.cancelled' },
  order_refund: { event: 'order.cancelled' },
  auction_outbid: { event: 'bid.outbid' },
  account: null,
  kyc: null,
  rating: null,
  approval: null,
  seller_request: null,
  conversation_message: null,
  ticket_reply: null,
  ticket_status: null,
  ticket_assigned: null,
  order_status: null,
  order_renewed: null,
  order_suspended: null,
  order_completed: null,
  order_claim: null,
  order_end_scheduled: null,
  order_end_cancelled: null,
  renewal_reminder: null,
  funds_released: null,
  payout_approved: null,
  payout_paid: null,
  payout_rejected: null,
  lease_ended: null,
  auction_approved: null,
  auction_rejected: null,
  auction_unsold: null,
  auction_ended: null,
  asn: null,
  loa: null,
  reverse_dns: null,
  penalty: null,
  reputation: null,
  abuse_case: null,
  test: null,
};

/**
 * Builds the data of a notification's webhook event (beside its title and message), in the
 * transaction of the change; null sends nothing. The data belongs to a domain above accounts, so
 * that domain registers its builder at start (docs/decisions/266): commerce the order events,
 * auctions bid.outbid.
 */
export type WebhookPayloadBuilder = (
  tx: Executor,
  input: { userId: string; notification: NewNotification; role?: 'buyer' | 'seller' },
) => Promise<Record<string, unknown> | null>;

/** Queues the events that no notification announces (lease.ending); run before each delivery round. */
export type WebhookScan = (ctx: AppContext) => Promise<number>;

const payloadBuilders = new Map<WebhookEvent, WebhookPayloadBuilder>();
const scans = new Map<string, WebhookScan>();

/** Called once at start by the domain that owns the event's data (app.ts). */
export function registerWebhookPayload(event: WebhookEvent, build: WebhookPayloadBuilder) {
  payloadBuilders.set(event, build);
}

/** Called once at start by the domain that owns the data a scan reads (app.ts); a name registers once. */
export function registerWebhookScan(name: string, scan: WebhookScan) {
  scans.set(name, scan);
}

/** Runs every registered scan; each opens its own transaction. */
export async function runWebhookScans(ctx: AppContext) {
  let queued = 0;
  for (const scan of scans.values()) queued += await scan(ctx);
  return queued;
}

/** A user's webhook endpoints, by the events each subscribed to. */
export interface WebhookSubscriptions {
  userId: string;
  events: string[];
}

/**
 * The users of a change's notifications that announce a webhook event: only their endpoints matter
 * to enqueueWebhooksForNotifications (notify_users reads them in the notifications' own statement).
 */
export function webhookAnnouncedUsers(list: Array<{ userId: string; type: NotificationType }>): string[] {
  return [...new Set(list.filter((input) => EVENT_OF_NOTIFICATION[input.type]).map((input) => input.userId))];
}

/** The webhook endpoints of these users (the bid function answers only whether one exists). */
export async function readWebhookSubscriptions(
  tx: Executor,
  userIds: string[],
): Promise<WebhookSubscriptions[]> {
  if (userIds.length === 0) return [];
  return tx
    .select({ userId: webhookEndpoints.userId, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(inArray(webhookEndpoints.userId, userIds));
}

/**
 * In the transaction of the change: each notification that stands for a webhook event queues it for
 * its user's endpoints subscribed to it (`endpoints`, read with the notifications). Most users have
 * no endpoint, so nothing more is read or written for them.
 */
export async function enqueueWebhooksForNotifications(
  tx: Executor,
  list: Array<NewNotification & { userId: string }>,
  endpoints: WebhookSubscriptions[],
) {
  for (const { userId, ...notification } of list) {
    const mapped = EVENT_OF_NOTIFICATION[notification.type];
    if (!mapped) continue;
    const subscribed = endpoints.some(
      (endpoint) => endpoint.userId === userId && endpoint.events.includes(mapped.event),
    );
    if (subscribed) await enqueueSubscribedNotification(tx, userId, notification, mapped);
  }
}

/** The event of one notification whose user has an endpoint for it, with its owner's data. */
async function enqueueSubscribedNotification(
  tx: Executor,
  userId: string,
  notification: NewNotification,
  mapped: NotificationWebhook,
) {
  const build = payloadBuilders.get(mapped.event);
  // A mapped event without a builder is a wiring mistake in app.ts, not a user's problem: fail loudly.
  if (!build) throw new Error(`No webhook payload is registered for ${mapped.event}`);
  const data = await build(tx, { userId, notification, role: mapped.role });
  if (data === null) return;
  await enqueueWebhookEvent(tx, userId, mapped.event, {
    title: notification.title,
    message: notification.message,
    ...data,
  });
}
