import { desc, eq, sql } from 'drizzle-orm';
import {
  PENALTY_HISTORY_LIMIT,
  RECENT_RATINGS_LIMIT,
  REPUTATION_MESSAGES,
  type AbuseRecord,
  type MyReputation,
  type Penalty,
  type RatableOrder,
  type RatingInput,
  type UserRating,
} from '@netlease/shared/reputation';
import { REPUTATION_NOTIFICATIONS } from '@netlease/shared/notification-texts';
import type { AppContext } from '../../../platform/app-context';
import { queryRows, type Database } from '../../../platform/db/database';
import { users } from '../../../platform/db/schema/platform/index';
import { userRatings } from '../../../platform/db/schema/accounts/index';
import { orders } from '../../../platform/db/schema/commerce/index';
import { penalties } from '../../../platform/db/schema/trust/index';
import { AppError } from '../../../platform/errors';
import { notifyUser } from '../../accounts/notifications/notifications.service';
import { getRatingSummary } from '../../accounts/accounts/profile.service';

export const iso = (value: Date | string) => new Date(value).toISOString();
/** Orders that count for "total orders": paid ones (not waiting for payment, not cancelled). */
const COUNTED_ORDER_STATUSES = sql`('payment_confirmed', 'provisioning', 'active', 'completed', 'dispute', 'suspended')`;

export function toPenalty(row: typeof penalties.$inferSelect): Penalty {
  return {
    id: row.id,
    userId: row.userId,
    type: row.type,
    amount: row.amount,
    reason: row.reason,
    orderId: row.orderId,
    appliedAt: row.appliedAt.toISOString(),
  };
}

/**
 * /my-reputation: score, positive and negative factors, recent ratings, penalties (docs/PRODUCT.md
 * "User reputation").
 */
export async function getMyReputation(db: Database, userId: string): Promise<MyReputation> {
  const [counts] = await queryRows<{
    total_orders: number;
    disputes_lost: number;
    penalties_count: number;
  }>(
    db,
    sql`SELECT
          (SELECT count(*)::int FROM orders
           WHERE (leaser_id = ${userId} OR monetizer_id = ${userId}) AND status IN ${COUNTED_ORDER_STATUSES}) AS total_orders,
          (SELECT count(*)::int FROM penalties WHERE user_id = ${userId} AND type = 'dispute_lost') AS disputes_lost,
          (SELECT count(*)::int FROM penalties WHERE user_id = ${userId} AND type <> 'dispute_lost') AS penalties_count`,
  );
  const abuse = await getAbuseRecord(db, userId);
  const ratings = await db
    .select({ rating: userRatings, raterName: users.name, raterAvatarUrl: users.avatarUrl })
    .from(userRatings)
    .innerJoin(users, eq(users.id, userRatings.ratedByUserId))
    .where(eq(userRatings.ratedUserId, userId))
    .orderBy(desc(userRatings.createdAt), desc(userRatings.id))
    .limit(RECENT_RATINGS_LIMIT);
  const history = await db
    .select()
    .from(penalties)
    .where(eq(penalties.userId, userId))
    .orderBy(desc(penalties.appliedAt), desc(penalties.id))
    .limit(PENALTY_HISTORY_LIMIT);
  return {
    ...(await getRatingSummary(db, userId)),
    totalOrders: Number(counts?.total_orders ?? 0),
    disputesLost: Number(counts?.disputes_lost ?? 0),
    penaltiesCount: Number(counts?.penalties_count ?? 0),
    abuse,
    recentRatings: ratings.map((row): UserRating => ({
      id: row.rating.id,
      rating: row.rating.rating,
      comment: row.rating.comment,
      orderId: row.rating.orderId,
      raterId: row.rating.ratedByUserId,
      raterName: row.raterName,
      raterAvatarUrl: row.raterAvatarUrl,
      createdAt: row.rating.createdAt.toISOString(),
    })),
    penalties: history.map(toPenalty),
  };
}

/**
 * The user's record as a lessee on the abuse desk (docs/PRODUCT.md "Abuse"): a case answered with no
 * warning was answered in time, one answered after its warning late; each missed deadline is a warning
 * (the clock's 'warning' step, kept through reopenings); upheld cases are the ones staff closed upheld.
 */
export async function getAbuseRecord(db: Database, userId: string): Promise<AbuseRecord> {
  const [row] = await queryRows<{ in_time: number; late: number; warnings: number; upheld: number }>(
    db,
    sql`WITH mine AS (
          SELECT c.id, c.first_answered_at, c.outcome,
                 (SELECT count(*)::int FROM abuse_case_events e WHERE e.case_id = c.id AND e.kind = 'warning') AS warnings
          FROM abuse_cases c WHERE c.lessee_id = ${userId})
        SELECT count(*) FILTER (WHERE first_answered_at IS NOT NULL AND warnings = 0)::int AS in_time,
               count(*) FILTER (WHERE first_answered_at IS NOT NULL AND warnings > 0)::int AS late,
               coalesce(sum(warnings), 0)::int AS warnings,
               count(*) FILTER (WHERE outcome = 'upheld')::int AS upheld
        FROM mine`,
  );
  return {
    answeredInTime: Number(row?.in_time ?? 0),
    answeredLate: Number(row?.late ?? 0),
    warnings: Number(row?.warnings ?? 0),
    upheld: Number(row?.upheld ?? 0),
  };
}

/** Completed orders where the user has not yet rated the other party. */
export async function listRatableOrders(db: Database, userId: string): Promise<RatableOrder[]> {
  const rows = await queryRows<{
    id: string;
    title: string;
    counterparty_name: string;
    role: 'leaser' | 'monetizer';
    completed_at: Date;
  }>(
    db,
    sql`SELECT o.id, o.title, other.name AS counterparty_name,
               CASE WHEN o.leaser_id = ${userId} THEN 'leaser' ELSE 'monetizer' END AS role,
               coalesce(o.ended_at, o.updated_at) AS completed_at
        FROM orders o
        JOIN users other ON other.id = CASE WHEN o.leaser_id = ${userId} THEN o.monetizer_id ELSE o.leaser_id END
        WHERE (o.leaser_id = ${userId} OR o.monetizer_id = ${userId}) AND o.status = 'completed'
          AND NOT EXISTS (SELECT 1 FROM user_ratings r WHERE r.order_id = o.id AND r.rated_by_user_id = ${userId})
        ORDER BY completed_at DESC
        LIMIT 50`,
  );
  return rows.map((row) => ({
    orderId: row.id,
    title: row.title,
    counterpartyName: row.counterparty_name,
    role: row.role,
    completedAt: iso(row.completed_at),
  }));
}

/**
 * After an order completes, each party rates the other once (1–5 with a comment). The unique index on
 * (order_id, rated_by_user_id) refuses a second rating, also when two arrive at once.
 */
export async function rateOrder(ctx: AppContext, raterId: string, orderId: string, input: RatingInput) {
  const data = input;
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order || (order.leaserId !== raterId && order.monetizerId !== raterId))
      throw new AppError('not_found', REPUTATION_MESSAGES.orderNotFound);
    if (order.status !== 'completed') throw new AppError('bad_request', REPUTATION_MESSAGES.orderNotRatable);
    const ratedUserId = order.leaserId === raterId ? order.monetizerId : order.leaserId;
    const inserted = await tx
      .insert(userRatings)
      .values({
        ratedUserId,
        ratedByUserId: raterId,
        orderId,
        rating: data.rating,
        comment: data.comment,
        createdAt: ctx.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: userRatings.id });
    if (inserted.length === 0) throw new AppError('conflict', REPUTATION_MESSAGES.alreadyRated);
    await notifyUser(tx, ratedUserId, {
      type: 'rating',
      ...REPUTATION_NOTIFICATIONS.rating(data.rating, orderId),
      link: '/my-reputation',
    });
  });
}
