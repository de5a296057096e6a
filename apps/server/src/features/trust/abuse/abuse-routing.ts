import { ABUSE_NOTIFICATIONS } from '@netlease/shared/notification-texts';
import { randomInt } from 'node:crypto';
import { ABUSE_CATEGORY_LABELS, parseAbuseTarget, type AbuseCategory } from '@netlease/shared/abuse';
import { abuseCaseTitle, abuseDeadlineOf } from '@netlease/shared/abuse-cases';
import type { Executor } from '../../../platform/db/database';
import { findDatabaseError, sqlState } from '../../../platform/db/db-errors';
import { recordAudit } from '../../../platform/audit';
import { notifyUsers } from '../../accounts/notifications/notifications.service';
import { recordAbuseEvents } from './abuse-events';
import { findLeasesHolding, upsertCase, type HoldingLease, type UpsertedCase } from './abuse-intake.queries';

/*
 * Routing a verified report by the time it was seen (docs/decisions/264-abuse-desk.md): the lease
 * that held the address then, and its one live case for the address and category, opened or joined.
 */

const NOTIFICATION_TYPE = 'abuse_case';
/** Case references are read aloud and typed: no 0/O, no 1/I. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REFERENCE_LENGTH = 8;
const REFERENCE_ATTEMPTS = 5;

export function newCaseReference(): string {
  let code = '';
  for (let index = 0; index < REFERENCE_LENGTH; index++) {
    code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return `AB-${code}`;
}

const caseLink = (caseId: string) => `/abuse/cases/${caseId}`;

/** A cidr column as a report names it: a /32 or /128 is the address alone. */
export function targetText(cidr: string): string {
  const parsed = parseAbuseTarget(cidr);
  return parsed.ok ? parsed.value.target : cidr;
}

export type Routing =
  | { outcome: 'not_leased' | 'too_broad'; caseRow: null }
  | { outcome: 'case_opened' | 'case_joined'; caseRow: UpsertedCase; lease: HoldingLease };

/** Opens or joins the case; a clash of the random reference is tried again in a savepoint. */
async function openOrJoinCase(
  tx: Executor,
  input: { lease: HoldingLease; target: string; category: AbuseCategory; now: Date },
): Promise<UpsertedCase> {
  const deadlineAt = abuseDeadlineOf(input.category, input.now);
  for (let attempt = 1; ; attempt++) {
    try {
      return await tx.transaction((savepoint) =>
        upsertCase(savepoint, { ...input, reference: newCaseReference(), deadlineAt }),
      );
    } catch (error) {
      const isReferenceClash =
        sqlState(error) === '23505' && findDatabaseError(error)?.constraint === 'abuse_cases_reference_key';
      if (!isReferenceClash || attempt >= REFERENCE_ATTEMPTS) throw error;
    }
  }
}

/**
 * Routes a verified report by the time it was seen (docs/decisions/264-abuse-desk.md): no lease → not
 * leased; several → too broad; one → its case opened or joined, in the caller's transaction. A new
 * case starts its thread and clock, tells the lessee and the owner, and is audited.
 */
export async function routeReport(
  tx: Executor,
  report: { target: string; category: AbuseCategory; seenAt: Date },
  now: Date,
): Promise<Routing> {
  const leases = await findLeasesHolding(tx, report.target, report.seenAt);
  if (leases.length === 0) return { outcome: 'not_leased', caseRow: null };
  if (leases.length > 1) return { outcome: 'too_broad', caseRow: null };
  const lease = leases[0]!;
  const caseRow = await openOrJoinCase(tx, { lease, target: report.target, category: report.category, now });
  await recordAbuseEvents(tx, [
    { caseId: caseRow.id, at: now, kind: caseRow.opened ? 'opened' : 'report_joined', actor: 'reporter' },
  ]);
  if (caseRow.opened) {
    const title = abuseCaseTitle(ABUSE_CATEGORY_LABELS[report.category], report.target);
    const deadline = caseRow.deadlineAt.toISOString();
    await notifyUsers(tx, [
      {
        userId: lease.lesseeId,
        type: NOTIFICATION_TYPE,
        ...ABUSE_NOTIFICATIONS.openedForLessee(title, caseRow.reference, deadline),
        link: caseLink(caseRow.id),
      },
      {
        userId: lease.ownerId,
        type: NOTIFICATION_TYPE,
        ...ABUSE_NOTIFICATIONS.openedForOwner(title, caseRow.reference, deadline),
        link: caseLink(caseRow.id),
      },
    ]);
    await recordAudit(tx, {
      actorId: null,
      action: 'abuse_case.opened',
      targetType: 'abuse_case',
      targetId: caseRow.id,
      after: {
        reference: caseRow.reference,
        target: report.target,
        category: report.category,
        leaseId: lease.leaseId,
        orderId: lease.orderId,
        deadlineAt: deadline,
      },
    });
  }
  return { outcome: caseRow.opened ? 'case_opened' : 'case_joined', caseRow, lease };
}

export const reportStatusOf = (routing: Routing) =>
  routing.caseRow ? ('routed' as const) : (routing.outcome as 'not_leased' | 'too_broad');
