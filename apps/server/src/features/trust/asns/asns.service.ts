import type { z } from 'zod';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  ADMIN_ASNS_PAGE_SIZE,
  ASN_LIST_LIMIT,
  ASN_MESSAGES,
  checkAnnouncingAsn,
  type adminAsnQuerySchema,
  parseAsnNumber,
  type AdminAsnPage,
  formatAsn,
  validateAsnFields,
  type AsnInput,
  type AsnRecord,
} from '@netlease/shared/asns';
import { ASN_NOTIFICATIONS } from '@netlease/shared/notification-texts';
import type { AppContext } from '../../../platform/app-context';
import type { Database, Executor } from '../../../platform/db/database';
import { containing } from '../../../platform/db/like-pattern';
import { readPage } from '../../../platform/db/paging';
import { users } from '../../../platform/db/schema/platform/index';
import { asnRecords } from '../../../platform/db/schema/trust/index';
import { AppError } from '../../../platform/errors';
import { recordAudit } from '../../../platform/audit';
import { notifyUser } from '../../accounts/notifications/notifications.service';

type AsnRow = typeof asnRecords.$inferSelect;

function toAsnRecord(row: AsnRow): AsnRecord {
  return {
    id: row.id,
    asnNumber: row.asnNumber,
    organization: row.organization,
    rir: row.rir,
    country: row.country,
    status: row.status,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Add ASN (docs/PRODUCT.md "ASNs and LOAs"). The number is unique on the platform by a partial unique index.
 */
export async function submitAsn(ctx: AppContext, userId: string, input: AsnInput): Promise<AsnRecord> {
  const checked = validateAsnFields(input, { allowDocumentation: ctx.env.DEMO_MODE });
  if (!checked.ok) throw new AppError('bad_request', checked.message, { field: checked.field });
  const now = ctx.clock.now();
  // ON CONFLICT: two people claiming one ASN at the same moment cannot both get through.
  const [row] = await ctx.db
    .insert(asnRecords)
    .values({ userId, ...checked.value, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('conflict', ASN_MESSAGES.asnTaken);
  return toAsnRecord(row);
}

export async function listOwnAsns(db: Database, userId: string): Promise<AsnRecord[]> {
  const rows = await db
    .select()
    .from(asnRecords)
    .where(eq(asnRecords.userId, userId))
    .orderBy(desc(asnRecords.createdAt), desc(asnRecords.id))
    .limit(ASN_LIST_LIMIT);
  return rows.map(toAsnRecord);
}

/** An approved ASN of `userId` (what an IP order may name), or undefined. */
export async function findApprovedAsn(db: Executor, userId: string, asnId: string) {
  const [row] = await db
    .select()
    .from(asnRecords)
    .where(and(eq(asnRecords.id, asnId), eq(asnRecords.userId, userId), eq(asnRecords.status, 'approved')));
  return row;
}

export async function findAsnById(db: Executor, asnId: string) {
  const [row] = await db.select().from(asnRecords).where(eq(asnRecords.id, asnId));
  return row;
}

/**
 * The admin asns tab (docs/PRODUCT.md "Trust signals"), newest first, filtered by status and searched (an AS
 * number, or part of the organization or the owner's email) on the server, 50 a page (docs/decisions/160).
 */
export async function listAsnsForAdmin(
  db: Database,
  input: z.output<typeof adminAsnQuerySchema>,
): Promise<AdminAsnPage> {
  const query = input;
  const conditions: Array<SQL | undefined> = [];
  if (query.status !== 'all') conditions.push(eq(asnRecords.status, query.status));
  if (query.q) {
    const asnNumber = parseAsnNumber(query.q);
    conditions.push(
      or(
        asnNumber === null ? undefined : eq(asnRecords.asnNumber, asnNumber),
        ilike(asnRecords.organization, containing(query.q)),
        ilike(users.email, containing(query.q)),
      ),
    );
  }
  const where = and(...conditions);
  return readPage(
    { page: query.page, pageSize: ADMIN_ASNS_PAGE_SIZE },
    async ({ limit, offset }) =>
      (
        await db
          .select({ asn: asnRecords, userEmail: users.email, userName: users.name })
          .from(asnRecords)
          .innerJoin(users, eq(users.id, asnRecords.userId))
          .where(where)
          .orderBy(desc(asnRecords.createdAt), desc(asnRecords.id))
          .limit(limit)
          .offset(offset)
      ).map((row) => ({ ...toAsnRecord(row.asn), userEmail: row.userEmail, userName: row.userName })),
    () =>
      db
        .select({ total: count() })
        .from(asnRecords)
        .innerJoin(users, eq(users.id, asnRecords.userId))
        .where(where),
  );
}

/**
 * Admin review of a pending ASN (docs/PRODUCT.md "ASNs and LOAs"): approve, or reject with a reason. The row
 * is locked so two admins reviewing at once cannot both decide; the owner is told, the action audited.
 */
export async function reviewAsn(
  ctx: AppContext,
  adminId: string,
  asnId: string,
  decision: { action: 'approve' } | { action: 'reject'; reason: string },
): Promise<AsnRecord> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(asnRecords).where(eq(asnRecords.id, asnId)).for('update');
    if (!row) throw new AppError('not_found', ASN_MESSAGES.asnNotFound);
    if (row.status !== 'pending') throw new AppError('conflict', ASN_MESSAGES.alreadyReviewed);
    // A reserved number sent before the rule existed is refused at approval too.
    const announcing = checkAnnouncingAsn(row.asnNumber, { allowDocumentation: ctx.env.DEMO_MODE });
    if (decision.action === 'approve' && !announcing.ok) throw new AppError('conflict', announcing.message);
    const now = ctx.clock.now();
    const status = decision.action === 'approve' ? 'approved' : 'rejected';
    const rejectionReason = decision.action === 'reject' ? decision.reason : null;
    const [updated] = await tx
      .update(asnRecords)
      .set({ status, reviewedBy: adminId, reviewedAt: now, rejectionReason, updatedAt: now })
      .where(eq(asnRecords.id, asnId))
      .returning();
    const label = `${formatAsn(row.asnNumber)} (${row.organization})`;
    await notifyUser(tx, row.userId, {
      type: 'asn',
      ...(status === 'approved'
        ? ASN_NOTIFICATIONS.approved(label)
        : ASN_NOTIFICATIONS.rejected(label, rejectionReason ?? '')),
      link: '/my-asns',
    });
    await recordAudit(tx, {
      actorId: adminId,
      action: decision.action === 'approve' ? 'asn.approved' : 'asn.rejected',
      targetType: 'asn',
      targetId: asnId,
      before: { status: row.status },
      after: { status, rejectionReason },
    });
    return toAsnRecord(updated!);
  });
}
