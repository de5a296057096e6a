import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { WEBHOOK_HEADERS } from '@netlease/shared/webhooks';
import type { AppContext } from '../../../platform/app-context';
import { webhookDeliveries, webhookEndpoints } from '../../../platform/db/schema/accounts/index';
import { HOUR, MINUTE } from '../../../platform/clock';
import { signWebhookBody } from './webhook-signature';
import { checkWebhookTarget, webhookJobPolicy, type Resolve, type TargetPolicy } from './webhook-target';
import { runWebhookScans } from './webhook-events.service';

/** Wait after the 1st, 2nd, ... failed attempt; after the last attempt the delivery has failed. */
export const WEBHOOK_BACKOFF_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 12 * HOUR] as const;
export const WEBHOOK_TIMEOUT_MS = 5_000;
/** A claim keeps a delivery from other instances this long: well past the send timeout. */
export const DELIVERY_CLAIM_MS = MINUTE;
const BATCH = 20;
const ERROR_MAX = 300;

type DeliveryRow = typeof webhookDeliveries.$inferSelect;
interface Claimed {
  delivery: DeliveryRow;
  url: string;
  secret: string;
}

export interface DeliveryOptions {
  /** Resolves endpoint hosts (DNS by default); tests pass their own. */
  resolve?: Resolve;
  /** Where it may go: by default the job's (webhookJobPolicy). */
  policy?: TargetPolicy;
  limit?: number;
}

/**
 * The deliver-webhooks job: runs the registered scans (lease.ending), then sends what is due, in three steps so
 * no network call waits inside a transaction (docs/decisions/197-webhooks.md):
 * 1. claim due deliveries (FOR UPDATE SKIP LOCKED; count the attempt, push the due time past the send),
 *    commit; another instance skips or no longer sees them, so a delivery is sent once;
 * 2. send each one (signed POST, 5 s timeout), outside any transaction;
 * 3. record the answer: delivered, or due again after the backoff, or failed after the last attempt.
 */
export async function runWebhookJob(ctx: AppContext, options: DeliveryOptions = {}) {
  await runWebhookScans(ctx);
  return deliverDueWebhooks(ctx, options);
}

export async function deliverDueWebhooks(ctx: AppContext, options: DeliveryOptions = {}) {
  const claimed = await claimDueDeliveries(ctx, options);
  const results = await Promise.all(
    claimed.map(async (item) => ({
      item,
      outcome: await sendDelivery(ctx, item, options.policy ?? webhookJobPolicy(ctx.env), options.resolve),
    })),
  );
  for (const { item, outcome } of results) await recordOutcome(ctx, item.delivery, outcome);
  return results.length;
}

/**
 * 'Send test event': the delivery was created already claimed (queueTestEvent), so no job on any
 * instance sends it meanwhile; this sends it now under the request's policy and records the answer.
 */
export async function deliverTestEvent(
  ctx: AppContext,
  deliveryId: string,
  policy: TargetPolicy,
  resolve?: Resolve,
) {
  const [item] = await ctx.db
    .select({ delivery: webhookDeliveries, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, 'pending')));
  if (!item) return;
  await recordOutcome(ctx, item.delivery, await sendDelivery(ctx, item, policy, resolve));
}

async function claimDueDeliveries(ctx: AppContext, options: DeliveryOptions): Promise<Claimed[]> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.status, 'pending'),
          or(isNull(webhookDeliveries.nextAttemptAt), lte(webhookDeliveries.nextAttemptAt, now)),
        ),
      )
      .orderBy(sql`${webhookDeliveries.nextAttemptAt} NULLS FIRST`, webhookDeliveries.createdAt)
      .limit(options.limit ?? BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const rows = await tx
      .update(webhookDeliveries)
      .set({
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + DELIVERY_CLAIM_MS),
        lastAttemptAt: now,
      })
      .where(
        inArray(
          webhookDeliveries.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
    const endpoints = await tx
      .select({ id: webhookEndpoints.id, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
      .from(webhookEndpoints)
      .where(inArray(webhookEndpoints.id, [...new Set(rows.map((row) => row.endpointId))]));
    const byId = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
    return rows.map((delivery) => ({ delivery, ...byId.get(delivery.endpointId)! }));
  });
}

type Outcome = { statusCode: number; error: null } | { statusCode: number | null; error: string };

/** The body receivers get; built from the row, so every attempt sends the same bytes but a new signature. */
export function webhookBody(delivery: DeliveryRow): string {
  return JSON.stringify({
    id: delivery.eventId,
    type: delivery.event,
    createdAt: delivery.createdAt.toISOString(),
    data: delivery.payload,
  });
}

async function sendDelivery(
  ctx: AppContext,
  item: Claimed,
  policy: TargetPolicy,
  resolve?: Resolve,
): Promise<Outcome> {
  // Checked again at each send (the host's addresses may have changed since it was registered: DNS
  // rebinding), and the connection goes to the address checked here, not to a second DNS answer.
  // Node's request does not follow redirects: a 3xx answer is a failed attempt, never a second request.
  const target = await checkWebhookTarget(item.url, policy, resolve);
  if (!target.ok) return { statusCode: null, error: target.message.description };
  const body = webhookBody(item.delivery);
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const { url } = target;
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<Outcome>((settle) => {
    const request = transport.request(
      url,
      {
        method: 'POST',
        lookup: pinned,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'User-Agent': 'Netlease-Webhooks/1.0',
          [WEBHOOK_HEADERS.event]: item.delivery.event,
          [WEBHOOK_HEADERS.delivery]: item.delivery.id,
          [WEBHOOK_HEADERS.signature]: signWebhookBody(item.secret, body, ctx.clock.now()),
        },
      },
      (response) => {
        // The answer's body is not kept: read and dropped so the socket is freed.
        response.resume();
        response.on('end', () => {
          const statusCode = response.statusCode ?? 0;
          settle(
            statusCode >= 200 && statusCode < 300
              ? { statusCode, error: null }
              : { statusCode, error: `HTTP ${statusCode}` },
          );
        });
        response.on('error', (error) =>
          settle({ statusCode: response.statusCode ?? null, error: error.message }),
        );
        // Cut off before its end (the timeout): the first of end, error or close decides.
        response.on('close', () =>
          settle({
            statusCode: response.statusCode ?? null,
            error: 'The connection closed before the answer ended',
          }),
        );
      },
    );
    request.on('error', (error) =>
      settle({
        statusCode: null,
        error:
          error.name === 'AbortError' || error.name === 'TimeoutError'
            ? 'Timed out after 5 s'
            : error.message,
      }),
    );
    request.end(body);
  });
}

async function recordOutcome(ctx: AppContext, claimed: DeliveryRow, outcome: Outcome) {
  const now = ctx.clock.now();
  const isDelivered = outcome.error === null;
  const isLast = claimed.attempts >= claimed.maxAttempts;
  const wait = WEBHOOK_BACKOFF_MS[Math.min(claimed.attempts - 1, WEBHOOK_BACKOFF_MS.length - 1)]!;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({
        status: isDelivered ? 'delivered' : isLast ? 'failed' : 'pending',
        nextAttemptAt: isDelivered || isLast ? null : new Date(now.getTime() + wait),
        lastStatusCode: outcome.statusCode,
        lastError: outcome.error?.slice(0, ERROR_MAX) ?? null,
        deliveredAt: isDelivered ? now : null,
      })
      // Only the claim this instance holds: had it expired and been taken again, the newer attempt decides.
      .where(
        and(
          eq(webhookDeliveries.id, claimed.id),
          eq(webhookDeliveries.status, 'pending'),
          eq(webhookDeliveries.attempts, claimed.attempts),
        ),
      );
  });
}
