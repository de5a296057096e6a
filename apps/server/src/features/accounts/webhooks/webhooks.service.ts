import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_EVENTS,
  WEBHOOK_LOG_SIZE,
  WEBHOOK_MESSAGES,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_TEST_EVENT_DATA,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
} from '@netlease/shared/webhooks';
import type { AppContext } from '../../../platform/app-context';
import { webhookDeliveries, webhookEndpoints } from '../../../platform/db/schema/accounts/index';
import { AppError, notFound } from '../../../platform/errors';
import { newWebhookSecret } from './webhook-signature';
import { checkWebhookTarget, webhookTargetPolicy, type Resolve } from './webhook-target';
import { isUuid } from '../../../platform/db/uuid';
import { DELIVERY_CLAIM_MS } from './webhooks.delivery';

/** 'Send test event' tries once: the user is watching and can press it again. */
const TEST_MAX_ATTEMPTS = 1;

/* ---------- endpoints ---------- */

export async function listWebhookEndpoints(ctx: AppContext, userId: string): Promise<WebhookEndpoint[]> {
  const rows = await ctx.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
  return rows.map(toEndpoint);
}

/**
 * Registers an endpoint. The URL is checked (and its host resolved) before the transaction: a DNS
 * answer is a network call and never waits inside one (docs/decisions/197-webhooks.md). A loopback
 * target only for a request from the machine running the server (`requester.isLocal`, demo or test).
 */
export async function createWebhookEndpoint(
  ctx: AppContext,
  userId: string,
  input: { url: string; events: WebhookEvent[] },
  requester: { isLocal: boolean },
  resolve?: Resolve,
) {
  const target = await checkWebhookTarget(input.url, webhookTargetPolicy(ctx.env, requester), resolve);
  if (!target.ok) throw new AppError('bad_request', target.message, { field: 'url' });
  const secret = newWebhookSecret();
  const endpoint = await ctx.db.transaction(async (tx) => {
    // Serialises one user's registrations so two at once cannot pass the limit together.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`webhooks:${userId}`}, 0))`);
    const [existing] = await tx
      .select({ value: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, userId));
    if ((existing?.value ?? 0) >= WEBHOOK_ENDPOINTS_MAX)
      throw new AppError('conflict', WEBHOOK_MESSAGES.tooMany);
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ userId, url: target.url.href, events: input.events, secret, createdAt: ctx.clock.now() })
      .returning();
    return row!;
  });
  return { endpoint: toEndpoint(endpoint), secret };
}

export async function deleteWebhookEndpoint(ctx: AppContext, userId: string, id: string) {
  if (!isUuid(id)) throw notFound('Webhook endpoint');
  const deleted = await ctx.db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id });
  // Another user's endpoint answers exactly like a missing one.
  if (deleted.length === 0) throw notFound('Webhook endpoint');
}

/** Queues a test event for one of the user's endpoints; the route sends it at once (after the commit). */
export async function queueTestEvent(ctx: AppContext, userId: string, id: string): Promise<string> {
  if (!isUuid(id)) throw notFound('Webhook endpoint');
  const [endpoint] = await ctx.db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
  if (!endpoint) throw notFound('Webhook endpoint');
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(webhookDeliveries)
    .values({
      endpointId: endpoint.id,
      userId,
      event: WEBHOOK_TEST_EVENT,
      eventId: randomUUID(),
      payload: { ...WEBHOOK_TEST_EVENT_DATA },
      maxAttempts: TEST_MAX_ATTEMPTS,
      // Claimed by the press that made it: the delivery job on any instance leaves it to that request.
      attempts: 1,
      lastAttemptAt: now,
      nextAttemptAt: new Date(now.getTime() + DELIVERY_CLAIM_MS),
      createdAt: now,
    })
    .returning({ id: webhookDeliveries.id });
  return row!.id;
}

/* ---------- the delivery log ---------- */

export async function listWebhookDeliveries(ctx: AppContext, userId: string): Promise<WebhookDelivery[]> {
  const rows = await ctx.db
    .select({ delivery: webhookDeliveries, url: webhookEndpoints.url })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.userId, userId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(WEBHOOK_LOG_SIZE);
  return rows.map(({ delivery, url }) => toDelivery(delivery, url));
}

export async function getWebhookDelivery(ctx: AppContext, id: string): Promise<WebhookDelivery> {
  const [row] = await ctx.db
    .select({ delivery: webhookDeliveries, url: webhookEndpoints.url })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id));
  if (!row) throw notFound('Webhook delivery');
  return toDelivery(row.delivery, row.url);
}

/* ---------- shapes ---------- */

function toEndpoint(row: typeof webhookEndpoints.$inferSelect): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: WEBHOOK_EVENTS.filter((event) => row.events.includes(event)),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toDelivery(row: typeof webhookDeliveries.$inferSelect, url: string): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    url,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt ?? row.createdAt).toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  };
}
