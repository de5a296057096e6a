import type { z } from 'zod';
import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  PENALTY_TYPE_LABELS,
  REPUTATION_MESSAGES,
  type adminPenaltiesQuerySchema,
  type AdminListPage,
  type AdminPenalty,
  type Penalty,
  type PenaltyInput,
} from '@netlease/shared/reputation';
import { REPUTATION_NOTIFICATIONS } from '@netlease/shared/notification-texts';
import type { AppContext } from '../../../platform/app-context';
import { queryRows, type Database } from '../../../platform/db/database';
import { containing } from '../../../platform/db/like-pattern';
import { readPage } from '../../../platform/db/paging';
import { users } from '../../../platform/db/schema/platform/index';
import { orders } from '../../../platform/db/schema/commerce/index';
import { penalties } from '../../../platform/db/schema/trust/index';
import { AppError } from '../../../platform/errors';
import { recordAudit } from '../../../platform/audit';
import { notifyUser } from '../../accounts/notifications/notifications.service';
import { iso, toPenalty } from './user-reputation.service';
import { available, platformFees, postJournal } from '../../commerce/wallet/ledger.service';
import { recordTransaction } from '../../commerce/wallet/wallet.service';

// Admin penalties (docs/PRODUCT.md "User reputation", "Trust signals"): applying one and the penalties tab.

/**
 * Apply a penalty (docs/PRODUCT.md "User reputation"). A money penalty moves its amount from the user's
 * wallet to the platform through the money ledger (one balanced journal, refused when the wallet is
 * short) and shows in the user's wallet history; every penalty is audited and the user told.
 */
export async function applyPenalty(ctx: AppContext, adminId: string, input: PenaltyInput): Promise<Penalty> {
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${input.userEmail.trim().toLowerCase()}`);
  if (!user) throw new AppError('not_found', REPUTATION_MESSAGES.userNotFound);
  const amount = input.amountCents ?? 0;
  return ctx.db.transaction(async (tx) => {
    if (input.orderId) {
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.id, input.orderId),
            sql`(${orders.leaserId} = ${user.id} OR ${orders.monetizerId} = ${user.id})`,
          ),
        );
      if (!order) throw new AppError('not_found', REPUTATION_MESSAGES.orderNotFound);
    }
    // The penalty's id is chosen first so the ledger journal can name it and the row can carry the journal.
    const penaltyId = randomUUID();
    let journalId: string | null = null;
    if (amount > 0) {
      ({ journalId } = await postJournal(tx, ctx.clock, {
        kind: 'penalty',
        referenceType: 'penalty',
        referenceId: penaltyId,
        actorId: adminId,
        postings: [
          { account: available(user.id), amount: -amount },
          { account: platformFees, amount },
        ],
        insufficient: REPUTATION_MESSAGES.insufficientBalance,
      }));
      await recordTransaction(tx, ctx.clock, {
        userId: user.id,
        type: 'fee',
        status: 'completed',
        amount,
        description: `Penalty (${PENALTY_TYPE_LABELS[input.type]}): ${input.reason.trim()}`.slice(0, 500),
        fromWalletType: 'available',
        journalId,
        orderId: input.orderId ?? null,
      });
    }
    const [penalty] = await tx
      .insert(penalties)
      .values({
        id: penaltyId,
        userId: user.id,
        type: input.type,
        amount,
        reason: input.reason.trim(),
        orderId: input.orderId ?? null,
        appliedBy: adminId,
        journalId,
        appliedAt: ctx.clock.now(),
      })
      .returning();
    await notifyUser(tx, user.id, {
      type: 'penalty',
      ...REPUTATION_NOTIFICATIONS.penalty(PENALTY_TYPE_LABELS[input.type], amount, input.reason),
      link: '/my-reputation',
    });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'penalty.applied',
      targetType: 'penalty',
      targetId: penaltyId,
      after: { userId: user.id, type: input.type, amount, reason: input.reason.trim(), journalId },
    });
    return toPenalty(penalty!);
  });
}

/**
 * The admin penalties tab: every penalty, newest first, filtered by part of the user's
 * email and the type, one page at a time (docs/PRODUCT.md "Trust signals").
 */
export async function listPenalties(
  db: Database,
  input: z.output<typeof adminPenaltiesQuerySchema>,
): Promise<AdminListPage<AdminPenalty>> {
  const query = input;
  const conditions: SQL[] = [];
  if (query.email) conditions.push(sql`u.email ILIKE ${containing(query.email)}`);
  if (query.type) conditions.push(sql`p.type = ${query.type}`);
  const where = conditions.length === 0 ? sql`TRUE` : sql.join(conditions, sql` AND `);
  return readPage(
    query,
    async ({ limit, offset }) =>
      (
        await queryRows<{
          id: string;
          user_id: string;
          type: Penalty['type'];
          amount: number;
          reason: string;
          order_id: string | null;
          applied_at: Date;
          user_email: string;
          applied_by_email: string | null;
        }>(
          db,
          sql`SELECT p.id, p.user_id, p.type, p.amount, p.reason, p.order_id, p.applied_at,
                     u.email AS user_email, admin.email AS applied_by_email
              FROM penalties p
              JOIN users u ON u.id = p.user_id
              LEFT JOIN users admin ON admin.id = p.applied_by
              WHERE ${where}
              ORDER BY p.applied_at DESC, p.id
              LIMIT ${limit} OFFSET ${offset}`,
        )
      ).map((row) => ({
        id: row.id,
        userId: row.user_id,
        type: row.type,
        amount: Number(row.amount),
        reason: row.reason,
        orderId: row.order_id,
        appliedAt: iso(row.applied_at),
        userEmail: row.user_email,
        appliedByEmail: row.applied_by_email,
      })),
    () =>
      queryRows<{ total: number }>(
        db,
        sql`SELECT count(*)::int AS total FROM penalties p JOIN users u ON u.id = p.user_id WHERE ${where}`,
      ),
  );
}
