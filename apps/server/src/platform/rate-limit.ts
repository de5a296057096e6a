import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './db/database';
import type { Clock } from './clock';
import { AppError } from './errors';
import { MESSAGES } from '@netlease/shared/messages';
import type { FastifyInstance } from 'fastify';
import { routeConfigOf } from './http/route-config';
import { isForwardedUnheeded } from './http/local-request';

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Limits calls per client address; counted before the body is even validated. */
    rateLimit?: RateLimitRule & { name: string };
  }
}

/**
 * Refusal of a caller who must wait. `retryAfterSeconds` becomes the Retry-After header (RFC 9110
 * §10.2.3), so a client knows when to try again instead of guessing.
 */
export class TooManyAttemptsError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterMs: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    super('too_many_requests', {
      title: MESSAGES.tooManyAttempts.title,
      description: `Please wait ${describeWait(seconds)} before trying again.`,
    });
    this.retryAfterSeconds = seconds;
  }
}

/** '1 second', '40 seconds', '3 minutes': a short delay should not read as 'a few minutes'. */
function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** A key's hits in its current window, and when that window ends. */
interface WindowCount {
  hits: number;
  windowEndsAt: Date;
}

/** A `rate_limits` row as the driver gives it back (the time may come as text). */
type HitsRow = { hits: number; window_start: Date | string };

async function readHits(db: Database, key: string): Promise<HitsRow | undefined> {
  const [row] = await queryRows<HitsRow>(
    db,
    sql`SELECT hits, window_start FROM rate_limits WHERE key = ${key}`,
  );
  return row;
}

const windowEnd = (row: HitsRow, windowMs: number) => new Date(toDate(row.window_start).getTime() + windowMs);

/**
 * Counts one hit against `key` in a fixed window kept in PostgreSQL, so every server instance
 * shares the count. Returns the hits so far in the current window and when that window ends.
 */
export async function countHit(
  db: Database,
  clock: Clock,
  key: string,
  windowMs: number,
): Promise<WindowCount> {
  const now = clock.now();
  const [row] = await queryRows<HitsRow>(
    db,
    sql`INSERT INTO rate_limits (key, window_start, hits) VALUES (${key}, ${now}, 1)
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN rate_limits.window_start + ${windowMs} * interval '1 millisecond' <= ${now}
                      THEN 1 ELSE rate_limits.hits + 1 END,
          window_start = CASE WHEN rate_limits.window_start + ${windowMs} * interval '1 millisecond' <= ${now}
                      THEN ${now} ELSE rate_limits.window_start END
        RETURNING hits, window_start`,
  );
  if (!row) return { hits: 1, windowEndsAt: new Date(now.getTime() + windowMs) };
  return { hits: Number(row.hits), windowEndsAt: windowEnd(row, windowMs) };
}

/** Takes back one hit counted by `countHit` (an attempt that turned out not to count). */
export async function uncountHit(db: Database, key: string) {
  await db.execute(sql`UPDATE rate_limits SET hits = greatest(hits - 1, 0) WHERE key = ${key}`);
}

/** The hits of `key` in its current window, without counting one. */
export async function peekHits(
  db: Database,
  clock: Clock,
  key: string,
  windowMs: number,
): Promise<WindowCount> {
  const now = clock.now();
  const row = await readHits(db, key);
  const windowEndsAt = row ? windowEnd(row, windowMs) : now;
  if (!row || windowEndsAt <= now) return { hits: 0, windowEndsAt: now };
  return { hits: Number(row.hits), windowEndsAt };
}

/** Throws 'Too many attempts' once `key` has been hit more than `rule.max` times in the window. */
export async function enforceRateLimit(db: Database, clock: Clock, key: string, rule: RateLimitRule) {
  const { hits, windowEndsAt } = await countHit(db, clock, key, rule.windowMs);
  if (hits > rule.max) throw new TooManyAttemptsError(windowEndsAt.getTime() - clock.now().getTime());
}

/**
 * Growing delays after repeated failures (decision 003 "Sign-in limits"): the first `freeFailures`
 * cost nothing, then each failure makes the caller wait `firstDelayMs`, doubling, up to `maxDelayMs`.
 * Failures are forgotten `forgetAfterMs` after the last one.
 */
export interface FailureDelayPolicy {
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

/**
 * Guesses at one account's secret (a password, an authenticator code) from one address: 4 free
 * failures, then 1 s, 2 s, 4 s ... up to 15 minutes, forgotten after a day without one.
 */
export const ONE_ADDRESS_GUESSING: FailureDelayPolicy = {
  freeFailures: 4,
  firstDelayMs: 1000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
};

/** How long a caller waits after `failures` failures in a row. */
export function failureDelayMs(policy: FailureDelayPolicy, failures: number): number {
  if (failures <= policy.freeFailures) return 0;
  const doublings = Math.min(failures - policy.freeFailures - 1, 30);
  return Math.min(policy.firstDelayMs * 2 ** doublings, policy.maxDelayMs);
}

/**
 * Starts an attempt under a growing-delay policy: while the delay of the failures so far has not
 * passed, throws TooManyAttemptsError (Retry-After: the rest of the delay) and counts nothing.
 * Otherwise the attempt is counted as a failure at once, in one atomic statement, so parallel
 * guesses cannot all slip through before the first one is recorded; `clearFailures` takes it back
 * when the attempt succeeds.
 */
export async function beginAttempt(db: Database, clock: Clock, key: string, policy: FailureDelayPolicy) {
  const now = clock.now();
  // The SQL twin of failureDelayMs, in milliseconds, for the row's failures so far.
  const delayMs = sql`CASE WHEN rate_limits.hits <= ${policy.freeFailures} THEN 0
      ELSE least(${policy.maxDelayMs}::float8, ${policy.firstDelayMs}::float8
        * power(2, least(rate_limits.hits - ${policy.freeFailures} - 1, 30))) END`;
  const counted = await queryRows<{ hits: number }>(
    db,
    sql`INSERT INTO rate_limits (key, window_start, hits) VALUES (${key}, ${now}, 1)
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN rate_limits.window_start + ${policy.forgetAfterMs} * interval '1 millisecond' <= ${now}
                      THEN 1 ELSE rate_limits.hits + 1 END,
          window_start = ${now}
        WHERE rate_limits.window_start + ${delayMs} * interval '1 millisecond' <= ${now}
        RETURNING hits`,
  );
  if (counted.length > 0) return;
  const row = await readHits(db, key);
  const lastFailure = row ? toDate(row.window_start).getTime() : now.getTime();
  const waitUntil = lastFailure + failureDelayMs(policy, Number(row?.hits ?? 0));
  throw new TooManyAttemptsError(waitUntil - now.getTime());
}

/** The failures counted for `key` that are not forgotten yet (0 when none). */
export async function countRecentFailures(
  db: Database,
  clock: Clock,
  key: string,
  policy: FailureDelayPolicy,
): Promise<number> {
  const { hits } = await peekHits(db, clock, key, policy.forgetAfterMs);
  return hits;
}

/** Forgets the failures of `key`: a success proves the caller knew the secret. */
export async function clearFailures(db: Database, key: string) {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}

export async function deleteExpiredRateLimits(db: Database, clock: Clock, olderThanMs: number) {
  await db.execute(
    sql`DELETE FROM rate_limits WHERE window_start < ${new Date(clock.now().getTime() - olderThanMs)}`,
  );
}

/** Applies each route's `config.rateLimit` per client address, shared by all instances. */
export function registerRateLimits(app: FastifyInstance, deps: { db: Database; clock: Clock }) {
  // Callback hooks, not async ones: most routes have no rule, and an async hook costs every request
  // a promise (docs/decisions/274-cheaper-request-path.md).
  app.addHook('onError', (_request, reply, error, done) => {
    if (error instanceof TooManyAttemptsError) reply.header('retry-after', String(error.retryAfterSeconds));
    done();
  });
  // Behind a reverse proxy TRUST_PROXY does not list, every visitor has the proxy's address and
  // shares its limits (docs/deploy/README.md "Behind a reverse proxy"): the log says so, once.
  let toldOfUnheededForwarding = false;
  app.addHook('preValidation', (request, _reply, done) => {
    if (!toldOfUnheededForwarding && isForwardedUnheeded(request)) {
      toldOfUnheededForwarding = true;
      request.log.warn(
        { sender: request.ip },
        `A request came with a forwarding header (X-Forwarded-For or the like) from ${request.ip}, which ` +
          `TRUST_PROXY does not list, so every per-address limit counts it as ${request.ip}. If that is ` +
          'your reverse proxy, list it in TRUST_PROXY: otherwise all visitors behind it share its limits.',
      );
    }
    const rule = routeConfigOf(request)?.rateLimit;
    if (!rule) return done();
    enforceRateLimit(deps.db, deps.clock, `${rule.name}:ip:${request.ip}`, rule).then(() => done(), done);
  });
}
