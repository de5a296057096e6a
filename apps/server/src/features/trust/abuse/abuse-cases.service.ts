import { ABUSE_NOTIFICATIONS, type NotificationText } from '@netlease/shared/notification-texts';
import { eq, sql } from 'drizzle-orm';
import { ABUSE_CATEGORY_LABELS } from '@netlease/shared/abuse';
import {
  ABUSE_CASE_MESSAGES,
  ABUSE_CASE_WAITING_STATUSES,
  ABUSE_REPEAT_UPHELD_CASES,
  ABUSE_SUSPEND_AFTER_HOURS,
  abuseCaseTitle,
  type AbuseCaseDetail,
  type AbuseCaseList,
  type AbuseCaseRole,
  type AbuseCaseStatus,
} from '@netlease/shared/abuse-cases';
import type { SessionUser } from '@netlease/shared/auth';
import type { AuditAction } from '@netlease/shared/audit';
import type { AppContext } from '../../../platform/app-context';
import type { Executor } from '../../../platform/db/database';
import { abuseCases } from '../../../platform/db/schema/trust/index';
import { AppError } from '../../../platform/errors';
import { recordAudit } from '../../../platform/audit';
import { HOUR } from '../../../platform/clock';
import { notifyUsers } from '../../accounts/notifications/notifications.service';
import { eventsFor, recordAbuseEvents, type NewAbuseEvent } from './abuse-events';
import {
  countUpheldOnLease,
  countWaitingOf,
  findCase,
  findEvidence,
  listCasesOf,
  listEvents,
  listReports,
  lockCase,
  toSummary,
  type AbuseCaseRow,
  type AbuseCaseTableRow,
} from './abuse-cases.queries';

/*
 * The cases of the abuse desk as their parties see them (docs/PRODUCT.md "Abuse"): the lessee
 * (orders.leaser_id) reads their cases and answers them, the owner (orders.monetizer_id) reads the
 * cases on their ranges and may ask staff to act, staff read everything. Anyone else is answered as
 * if the case did not exist. The staff ladder is abuse-staff.service.ts, the clock abuse.jobs.ts.
 */

export const caseNotFound = () => new AppError('not_found', ABUSE_CASE_MESSAGES.caseNotFound);
export const notYourTurn = () => new AppError('conflict', ABUSE_CASE_MESSAGES.notYourTurn);
export const isWaiting = (status: AbuseCaseStatus) =>
  (ABUSE_CASE_WAITING_STATUSES as readonly string[]).includes(status);
type AbuseAuditAction = Extract<AuditAction, `abuse_case.${string}`>;
const isStaff = (user: SessionUser) => user.role === 'staff' || user.role === 'admin';

/** The viewer's part in a case: the lessee or the owner first, then staff; anyone else none. */
export function roleOf(row: { lesseeId: string; ownerId: string }, user: SessionUser): AbuseCaseRole | null {
  if (row.lesseeId === user.id) return 'lessee';
  if (row.ownerId === user.id) return 'owner';
  return isStaff(user) ? 'staff' : null;
}

/* ---------- reads ---------- */

export function listCases(
  ctx: AppContext,
  userId: string,
  query: { as: 'lessee' | 'owner'; state: 'live' | 'closed' | 'all'; page: number },
): Promise<AbuseCaseList> {
  return listCasesOf(ctx.db, userId, query, ctx.clock.now());
}

export async function countCases(ctx: AppContext, userId: string) {
  return { waiting: await countWaitingOf(ctx.db, userId) };
}

/** One case as `user` may see it; 404 for anyone not a party and not staff. */
export async function getCase(ctx: AppContext, user: SessionUser, caseId: string): Promise<AbuseCaseDetail> {
  const now = ctx.clock.now();
  const row = await findCase(ctx.db, caseId, now);
  const role = row ? roleOf(row, user) : null;
  if (!row || !role) throw caseNotFound();
  return readDetail(ctx.db, row, role, now);
}

async function readDetail(
  db: Executor,
  row: AbuseCaseRow,
  role: AbuseCaseRole,
  now: Date,
): Promise<AbuseCaseDetail> {
  const isOverdueWaiting = isWaiting(row.status) && new Date(row.deadlineAt) <= now;
  return {
    ...toSummary(row),
    viewerRole: role,
    ownerName: row.ownerName,
    suspendableAt: isOverdueWaiting
      ? new Date(new Date(row.deadlineAt).getTime() + ABUSE_SUSPEND_AFTER_HOURS * HOUR).toISOString()
      : null,
    closedAt: row.closedAt,
    reports: await listReports(db, row.id, role === 'staff'),
    events: eventsFor(role, await listEvents(db, row.id)),
    staff: role === 'staff' ? await staffOptionsOf(db, row, now) : null,
  };
}

/** What staff may do with the case now (the same rules abuse-staff.service.ts enforces). */
async function staffOptionsOf(db: Executor, row: AbuseCaseRow, now: Date) {
  const upheldOnLease = await countUpheldOnLease(db, row.leaseId, now);
  return {
    canAccept: row.status === 'resolved' || row.status === 'disputed',
    canReopen: row.status !== 'closed' ? !isWaiting(row.status) : row.outcome !== 'duplicate',
    canSuspend:
      isWaiting(row.status) && row.suspensionAllowedAt !== null && row.isLeaseRunning && !row.leaseSuspended,
    canLiftSuspension: row.leaseSuspended,
    canEndLease: row.isLeaseRunning && upheldOnLease >= ABUSE_REPEAT_UPHELD_CASES,
    upheldOnLease,
  };
}

/** One file of evidence, for the parties and staff; the same 404 for a missing case, file or stranger. */
export async function getEvidenceFile(
  ctx: AppContext,
  user: SessionUser,
  caseId: string,
  evidenceId: string,
) {
  const [row] = await ctx.db
    .select({ lesseeId: abuseCases.lesseeId, ownerId: abuseCases.ownerId })
    .from(abuseCases)
    .where(eq(abuseCases.id, caseId));
  if (!row || !roleOf(row, user)) throw caseNotFound();
  const file = await findEvidence(ctx.db, caseId, evidenceId);
  const bytes = file ? await ctx.storage.get(file.storageKey) : null;
  if (!file || !bytes) throw caseNotFound();
  return { filename: file.filename, contentType: file.contentType, bytes };
}

/* ---------- a step of a case ---------- */

export const caseLink = (caseId: string) => `/abuse/cases/${caseId}`;
const NOTIFICATION_TYPE = 'abuse_case';

/** 'Spam reported on 192.0.2.7 (AB-7K2QX9)' — how notifications name the case. */
export const caseName = (row: Pick<AbuseCaseTableRow, 'category' | 'target' | 'reference'>) =>
  `${abuseCaseTitle(ABUSE_CATEGORY_LABELS[row.category], singleAddress(row.target))} (${row.reference})`;
const singleAddress = (target: string) => target.replace(/\/(32|128)$/, '');

/**
 * What every step writes besides its own change, in its transaction: the event, the audit row and the
 * notifications (docs/PRODUCT.md "Abuse": every step names its reason, tells the parties, is audited).
 */
export async function recordStep(
  tx: Executor,
  row: AbuseCaseTableRow,
  step: {
    event: Omit<NewAbuseEvent, 'caseId'>;
    audit?: { action: AbuseAuditAction; actorId: string | null; before?: object; after?: object };
    notify: Array<'lessee' | 'owner'>;
    notice: NotificationText;
  },
) {
  await recordAbuseEvents(tx, [{ ...step.event, caseId: row.id }]);
  if (step.audit) {
    await recordAudit(tx, {
      actorId: step.audit.actorId,
      action: step.audit.action,
      targetType: 'abuse_case',
      targetId: row.id,
      before: step.audit.before,
      after: step.audit.after,
    });
  }
  await notifyUsers(
    tx,
    step.notify.map((party) => ({
      userId: party === 'lessee' ? row.lesseeId : row.ownerId,
      type: NOTIFICATION_TYPE,
      ...step.notice,
      link: caseLink(row.id),
    })),
  );
}

/* ---------- the lessee's answers ---------- */

type Answer = 'acknowledged' | 'resolved' | 'disputed';

/**
 * The lessee acknowledges (the clock still runs), resolves with what was done, or disputes with why the
 * report is wrong; only while the case waits for them ('Not possible now' otherwise). An answer after a
 * missed deadline is still taken: the warning stays on the record. The owner is told; staff decide next.
 */
export async function answerCase(
  ctx: AppContext,
  user: SessionUser,
  caseId: string,
  answer: Answer,
  note: string | null,
) {
  await ctx.db.transaction(async (tx) => {
    const row = await lockCase(tx, caseId);
    // Only the lessee answers: to the owner and staff the route leads nowhere.
    if (!row || row.lesseeId !== user.id) throw caseNotFound();
    const allowed: readonly AbuseCaseStatus[] =
      answer === 'acknowledged' ? ['open'] : ABUSE_CASE_WAITING_STATUSES;
    if (!allowed.includes(row.status)) throw notYourTurn();
    const now = ctx.clock.now();
    await tx
      .update(abuseCases)
      .set(
        answer === 'acknowledged'
          ? { status: answer, acknowledgedAt: now, updatedAt: now }
          : {
              status: answer,
              answeredAt: now,
              firstAnsweredAt: sql`coalesce(${abuseCases.firstAnsweredAt}, ${now.toISOString()}::timestamptz)`,
              updatedAt: now,
            },
      )
      .where(eq(abuseCases.id, caseId));
    await recordStep(tx, row, {
      event: { at: now, kind: answer, actor: 'lessee', actorId: user.id, body: note },
      audit: {
        action: `abuse_case.${answer}`,
        actorId: user.id,
        before: { status: row.status },
        after: { status: answer },
      },
      notify: ['owner'],
      notice:
        answer === 'acknowledged'
          ? ABUSE_NOTIFICATIONS.acknowledged(caseName(row))
          : ABUSE_NOTIFICATIONS[answer](caseName(row), note),
    });
  });
  return getCase(ctx, user, caseId);
}

/**
 * A message in the case's thread: the lessee to staff ('message'), the owner asking staff to act
 * ('owner_request'), staff to the lessee ('message', which the owner does not read). Staff may write
 * on any case; on a closed case only staff still write.
 */
export async function postMessage(ctx: AppContext, user: SessionUser, caseId: string, body: string) {
  let isOwnerRequest = false;
  await ctx.db.transaction(async (tx) => {
    const row = await lockCase(tx, caseId);
    const role = row ? roleOf(row, user) : null;
    if (!row || !role) throw caseNotFound();
    if (row.status === 'closed' && role !== 'staff') throw notYourTurn();
    isOwnerRequest = role === 'owner';
    const now = ctx.clock.now();
    await recordStep(tx, row, {
      event: {
        at: now,
        kind: isOwnerRequest ? 'owner_request' : 'message',
        actor: role,
        actorId: user.id,
        body,
      },
      // Staff write to the lessee, who is told; the lessee's and the owner's words wait in the queue.
      notify: role === 'staff' ? ['lessee'] : [],
      notice: ABUSE_NOTIFICATIONS.staffMessage(caseName(row)),
    });
  });
  return {
    detail: await getCase(ctx, user, caseId),
    message: isOwnerRequest ? ABUSE_CASE_MESSAGES.ownerRequestSent : ABUSE_CASE_MESSAGES.messageSent,
  };
}
