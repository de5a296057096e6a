import { ABUSE_NOTIFICATIONS } from '@netlease/shared/notification-texts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { parseAbuseTarget } from '@netlease/shared/abuse';
import { formatUtcDateTime } from '@netlease/shared/format';
import {
  ABUSE_CASE_MESSAGES,
  ABUSE_REPEAT_UPHELD_CASES,
  abuseDeadlineOf,
  type AbuseCaseList,
  type AbuseCloseDuplicatesInput,
  type AbuseQueueQuery,
} from '@netlease/shared/abuse-cases';
import type { SessionUser } from '@netlease/shared/auth';
import type { AppContext } from '../../../platform/app-context';
import type { Executor } from '../../../platform/db/database';
import { sqlState } from '../../../platform/db/db-errors';
import { orderIpLeases } from '../../../platform/db/schema/commerce/index';
import { abuseCases } from '../../../platform/db/schema/trust/index';
import { AppError } from '../../../platform/errors';
import { recordAudit } from '../../../platform/audit';
import { notifyUsers } from '../../accounts/notifications/notifications.service';
import { endOrderEarly, lockOrder } from '../../commerce/orders/order-status.service';
import { recordAbuseEvents } from './abuse-events';
import {
  caseLink,
  caseName,
  caseNotFound,
  getCase,
  isWaiting,
  notYourTurn,
  recordStep,
} from './abuse-cases.service';
import { countUpheldOnLease, listQueue, lockCase, type AbuseCaseTableRow } from './abuse-cases.queries';

/*
 * The staff side of the abuse desk (docs/PRODUCT.md "Abuse"): the queue by time left and the ladder's
 * steps. Each step is one transaction with the case row locked, so of two staff acting at once one
 * succeeds and the other hears why the case no longer allows it (409). Every step names its reason in
 * the case's thread, is audited and tells the lessee and the owner. Measures act on the case's lease
 * alone, never on the account.
 */

const conflict = (message: (typeof ABUSE_CASE_MESSAGES)[keyof typeof ABUSE_CASE_MESSAGES]) =>
  new AppError('conflict', message);

export async function listAbuseQueue(
  ctx: AppContext,
  query: Omit<AbuseQueueQuery, 'page'> & { page: number },
): Promise<AbuseCaseList> {
  let range: string | null = null;
  if (query.range) {
    const parsed = parseAbuseTarget(query.range);
    if (!parsed.ok) throw new AppError('bad_request', parsed.message, { field: 'range' });
    range = parsed.value.target;
  }
  return listQueue(ctx.db, { ...query, range }, ctx.clock.now());
}

/** The case, locked; staff see every case, so only a missing one is 404. */
async function lockForStaff(tx: Executor, caseId: string) {
  const row = await lockCase(tx, caseId);
  if (!row) throw caseNotFound();
  return row;
}

/** The case's lease, locked (a suspension, its lifting), and whether it is still in force. */
async function lockLease(tx: Executor, row: AbuseCaseTableRow) {
  const [lease] = await tx
    .select({
      id: orderIpLeases.id,
      abuseSuspendedAt: orderIpLeases.abuseSuspendedAt,
      isRunning: sql<boolean>`${orderIpLeases.isActive} AND NOT EXISTS (SELECT 1 FROM orders o
        WHERE o.id = ${orderIpLeases.orderId} AND o.ended_at IS NOT NULL)`,
    })
    .from(orderIpLeases)
    .where(eq(orderIpLeases.id, row.orderIpLeaseId))
    .for('update', { of: orderIpLeases });
  return lease!;
}

/** Resolved → closed upheld; disputed → closed dismissed (a false report). */
export async function acceptAnswer(ctx: AppContext, staff: SessionUser, caseId: string, reason: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await lockForStaff(tx, caseId);
    if (row.status !== 'resolved' && row.status !== 'disputed')
      throw conflict(ABUSE_CASE_MESSAGES.notAnswered);
    const outcome = row.status === 'resolved' ? 'upheld' : 'dismissed';
    const now = ctx.clock.now();
    await tx
      .update(abuseCases)
      .set({ status: 'closed', outcome, closedAt: now, updatedAt: now })
      .where(eq(abuseCases.id, caseId));
    await recordStep(tx, row, {
      event: { at: now, kind: 'accepted', actor: 'staff', actorId: staff.id, body: reason },
      audit: {
        action: 'abuse_case.accepted',
        actorId: staff.id,
        before: { status: row.status },
        after: { status: 'closed', outcome, reason },
      },
      notify: ['lessee', 'owner'],
      notice:
        outcome === 'upheld'
          ? ABUSE_NOTIFICATIONS.resolutionAccepted(caseName(row), reason)
          : ABUSE_NOTIFICATIONS.disputeAccepted(caseName(row), reason),
    });
  });
  return getCase(ctx, staff, caseId);
}

/**
 * An answered case (or a closed one that was not a duplicate) waits for the lessee again, with a new
 * deadline from now; the ladder starts over (the earlier warning stays on the record).
 */
export async function reopenCase(ctx: AppContext, staff: SessionUser, caseId: string, reason: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await lockForStaff(tx, caseId);
    if (isWaiting(row.status) || row.outcome === 'duplicate') throw notYourTurn();
    if (row.status === 'closed') {
      // One live case per lease, address and category: a newer one holds the key meanwhile.
      const [live] = await tx
        .select({ id: abuseCases.id })
        .from(abuseCases)
        .where(
          and(
            eq(abuseCases.orderIpLeaseId, row.orderIpLeaseId),
            sql`${abuseCases.target} = ${row.target}::cidr`,
            eq(abuseCases.category, row.category),
            ne(abuseCases.status, 'closed'),
          ),
        );
      if (live) throw notYourTurn();
    }
    const now = ctx.clock.now();
    const deadlineAt = abuseDeadlineOf(row.category, now);
    try {
      await tx
        .update(abuseCases)
        .set({
          status: 'open',
          outcome: null,
          closedAt: null,
          deadlineAt,
          remindedAt: null,
          suspensionAllowedAt: null,
          acknowledgedAt: null,
          answeredAt: null,
          updatedAt: now,
        })
        .where(eq(abuseCases.id, caseId));
    } catch (error) {
      if (sqlState(error) === '23505') throw notYourTurn();
      throw error;
    }
    await recordStep(tx, row, {
      event: { at: now, kind: 'reopened', actor: 'staff', actorId: staff.id, body: reason },
      audit: {
        action: 'abuse_case.reopened',
        actorId: staff.id,
        before: { status: row.status, outcome: row.outcome, deadlineAt: row.deadlineAt.toISOString() },
        after: { status: 'open', deadlineAt: deadlineAt.toISOString(), reason },
      },
      notify: ['lessee', 'owner'],
      notice: ABUSE_NOTIFICATIONS.reopened(caseName(row), reason, formatUtcDateTime(deadlineAt)),
    });
  });
  return getCase(ctx, staff, caseId);
}

/**
 * Suspends only the case's lease: allowed once the clock has marked the case (24 hours after a missed
 * deadline) while it still waits for the lessee. The lease's subnets read 'suspended', its LOA reads
 * suspended and its geofeed line is withheld until staff lift it or the lease ends.
 */
export async function suspendLease(ctx: AppContext, staff: SessionUser, caseId: string, reason: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await lockForStaff(tx, caseId);
    const lease = await lockLease(tx, row);
    if (!lease.isRunning) throw conflict(ABUSE_CASE_MESSAGES.leaseNotRunning);
    if (lease.abuseSuspendedAt) throw conflict(ABUSE_CASE_MESSAGES.alreadySuspended);
    if (!isWaiting(row.status) || !row.suspensionAllowedAt) throw conflict(ABUSE_CASE_MESSAGES.suspendNotYet);
    const now = ctx.clock.now();
    await tx
      .update(orderIpLeases)
      .set({ abuseSuspendedAt: now, abuseSuspensionCaseId: row.id })
      .where(eq(orderIpLeases.id, lease.id));
    await tx.execute(sql`UPDATE ip_subnets SET status = 'suspended'
      WHERE id = ANY((SELECT subnet_ids FROM order_ip_leases WHERE id = ${lease.id})::uuid[]) AND status = 'leased'`);
    await recordStep(tx, row, {
      event: { at: now, kind: 'lease_suspended', actor: 'staff', actorId: staff.id, body: reason },
      audit: {
        action: 'abuse_case.lease_suspended',
        actorId: staff.id,
        after: { leaseId: lease.id, orderId: row.orderId, reason },
      },
      notify: ['lessee', 'owner'],
      notice: ABUSE_NOTIFICATIONS.leaseSuspended(row.orderId, caseName(row), reason),
    });
  });
  return getCase(ctx, staff, caseId);
}

/** The lease is live again: its subnets back to 'leased', its LOA and geofeed line back. */
export async function liftSuspension(ctx: AppContext, staff: SessionUser, caseId: string, reason: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await lockForStaff(tx, caseId);
    const lease = await lockLease(tx, row);
    if (!lease.abuseSuspendedAt) throw conflict(ABUSE_CASE_MESSAGES.notSuspended);
    const now = ctx.clock.now();
    await tx
      .update(orderIpLeases)
      .set({ abuseSuspendedAt: null, abuseSuspensionCaseId: null })
      .where(eq(orderIpLeases.id, lease.id));
    await tx.execute(sql`UPDATE ip_subnets SET status = 'leased'
      WHERE id = ANY((SELECT subnet_ids FROM order_ip_leases WHERE id = ${lease.id})::uuid[]) AND status = 'suspended'`);
    await recordStep(tx, row, {
      event: { at: now, kind: 'suspension_lifted', actor: 'staff', actorId: staff.id, body: reason },
      audit: {
        action: 'abuse_case.suspension_lifted',
        actorId: staff.id,
        before: { suspendedAt: lease.abuseSuspendedAt.toISOString() },
        after: { leaseId: lease.id, orderId: row.orderId, reason },
      },
      notify: ['lessee', 'owner'],
      notice: ABUSE_NOTIFICATIONS.suspensionLifted(row.orderId, caseName(row), reason),
    });
  });
  return getCase(ctx, staff, caseId);
}

/**
 * Ends the case's lease after ABUSE_REPEAT_UPHELD_CASES upheld cases on it within the repeat window,
 * through the order lifecycle (endOrderEarly: the term cut at now, the range freed, the LOA revoked,
 * no refund).
 */
export async function endLease(ctx: AppContext, staff: SessionUser, caseId: string, reason: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await lockForStaff(tx, caseId);
    const order = await lockOrder(tx, row.orderId);
    const lease = await lockLease(tx, row);
    if (!order || !lease.isRunning) throw conflict(ABUSE_CASE_MESSAGES.leaseNotRunning);
    const now = ctx.clock.now();
    const upheld = await countUpheldOnLease(tx, row.orderIpLeaseId, now);
    if (upheld < ABUSE_REPEAT_UPHELD_CASES) throw conflict(ABUSE_CASE_MESSAGES.endNotAllowed);
    await endOrderEarly(tx, ctx, order, { actorId: staff.id, reason });
    await recordStep(tx, row, {
      event: { at: now, kind: 'lease_ended', actor: 'staff', actorId: staff.id, body: reason },
      audit: {
        action: 'abuse_case.lease_ended',
        actorId: staff.id,
        after: { leaseId: lease.id, orderId: row.orderId, upheldCases: upheld, reason },
      },
      notify: ['lessee', 'owner'],
      notice: ABUSE_NOTIFICATIONS.leaseEnded(row.orderId, upheld, caseName(row), reason),
    });
  });
  return getCase(ctx, staff, caseId);
}

/**
 * Closes cases as duplicates of one case of the same lease and category (the same abuse reported on
 * neighbouring addresses, say). Every case is locked in one order, so two staff closing overlapping
 * sets never wait on each other; a case already closed makes the whole request 409 and changes nothing.
 */
export async function closeDuplicates(ctx: AppContext, staff: SessionUser, input: AbuseCloseDuplicatesInput) {
  const caseIds = [...new Set(input.caseIds)];
  if (caseIds.includes(input.duplicateOf)) {
    throw new AppError('bad_request', ABUSE_CASE_MESSAGES.duplicateOfItself, { field: 'duplicateOf' });
  }
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(abuseCases)
      .where(inArray(abuseCases.id, [...caseIds, input.duplicateOf]))
      .orderBy(abuseCases.id)
      .for('update');
    const kept = rows.find((row) => row.id === input.duplicateOf);
    const closing = rows.filter((row) => row.id !== input.duplicateOf);
    if (!kept || closing.length !== caseIds.length) throw caseNotFound();
    if (closing.some((row) => row.orderIpLeaseId !== kept.orderIpLeaseId || row.category !== kept.category)) {
      throw new AppError('bad_request', ABUSE_CASE_MESSAGES.duplicatesDiffer, { field: 'caseIds' });
    }
    if (kept.outcome === 'duplicate' || closing.some((row) => row.status === 'closed')) throw notYourTurn();
    const now = ctx.clock.now();
    await tx
      .update(abuseCases)
      .set({ status: 'closed', outcome: 'duplicate', duplicateOf: kept.id, closedAt: now, updatedAt: now })
      .where(inArray(abuseCases.id, caseIds));
    const body = `Closed as a duplicate of ${kept.reference}: ${input.reason}`;
    await recordAbuseEvents(
      tx,
      closing.map((row) => ({
        caseId: row.id,
        at: now,
        kind: 'closed_duplicate' as const,
        actor: 'staff' as const,
        actorId: staff.id,
        body,
      })),
    );
    for (const row of closing) {
      await recordAudit(tx, {
        actorId: staff.id,
        action: 'abuse_case.closed_duplicate',
        targetType: 'abuse_case',
        targetId: row.id,
        before: { status: row.status },
        after: { status: 'closed', outcome: 'duplicate', duplicateOf: kept.id, reason: input.reason },
      });
    }
    await notifyUsers(
      tx,
      closing.flatMap((row) =>
        [row.lesseeId, row.ownerId].map((userId) => ({
          userId,
          type: 'abuse_case',
          ...ABUSE_NOTIFICATIONS.closedDuplicate(caseName(row), kept.reference, input.reason),
          link: caseLink(row.id),
        })),
      ),
    );
  });
}
