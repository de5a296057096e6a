import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './db/database';
import type { Clock } from './clock';
import { AppError } from './errors';
import { MESSAGES } from '@netlease/shared/messages';
import type { FastifyInstance } from 'fastify';

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
 * Counts one hit against `key` in a fixed window kept in PostgreSQL, so every server instance
 * shares the count. Returns the hits so far in the current window.
 */
export async function countHit(db: Database, clock: Clock, key: string, windowMs: number): Promise<number> {
  const now = clock.now();
  const [row] = await queryRows<{ hits: number }>(
    db,
    sql`INSERT INTO rate_limits (key, window_start, hits) VALUES (${key}, ${now}, 1)
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN rate_limits.window_start + ${windowMs} * interval '1 millisecond' <= ${now}
                      THEN 1 ELSE rate_limits.hits + 1 END,
          window_start = CASE WHEN rate_limits.window_start + ${windowMs} * interval '1 millisecond' <= ${now}
                      THEN ${now} ELSE rate_limits.window_start END
        RETURNING hits`,
  );
  return row?.hits ?? 1;
}

/** Throws 'Too many attempts' once `key` has been hit more than `rule.max` times in the window. */
export async function enforceRateLimit(db: Database, clock: Clock, key: string, rule: RateLimitRule) {
  const hits = await countHit(db, clock, key, rule.windowMs);
  if (hits > rule.max) throw new AppError('too_many_requests', MESSAGES.tooManyAttempts);
}

export async function deleteExpiredRateLimits(db: Database, clock: Clock, olderThanMs: number) {
  await db.execute(
    sql`DELETE FROM rate_limits WHERE window_start < ${new Date(clock.now().getTime() - olderThanMs)}`,
  );
}

/** Applies each route's `config.rateLimit` per client address, shared by all instances. */
export function registerRateLimits(app: FastifyInstance, deps: { db: Database; clock: Clock }) {
  app.addHook('preValidation', async (request) => {
    const rule = request.routeOptions.config?.rateLimit;
    if (rule) await enforceRateLimit(deps.db, deps.clock, `${rule.name}:ip:${request.ip}`, rule);
  });
}
