import { asc, eq } from 'drizzle-orm';
import {
  ABUSE_CASE_MESSAGES,
  type AbuseIntakeOutcome,
  type AbuseReporterView,
} from '@netlease/shared/abuse-cases';
import type { Message } from '@netlease/shared/messages';
import type { Executor } from '../../../platform/db/database';
import { abuseCaseEvents, abuseCases, abuseReports } from '../../../platform/db/schema/trust/index';
import { AppError } from '../../../platform/errors';
import { toMessageReply } from '@netlease/shared/replies';
import { eventsFor } from './abuse-events';
import { findOpeningReportId } from './abuse-intake.queries';
import { targetText } from './abuse-routing';

/** What each outcome of a report tells its reporter (docs/PRODUCT.md "Abuse"). */
export const OUTCOME_MESSAGES: Record<AbuseIntakeOutcome, Message> = {
  case_opened: ABUSE_CASE_MESSAGES.caseOpened,
  case_joined: ABUSE_CASE_MESSAGES.caseJoined,
  not_leased: ABUSE_CASE_MESSAGES.notLeased,
  too_broad: ABUSE_CASE_MESSAGES.tooBroad,
  awaiting_verification: ABUSE_CASE_MESSAGES.reportReceived,
};

/** The reporter's page of one report: status and public steps, never who the lessee or owner is. */
export async function readReporterView(db: Executor, reportId: string): Promise<AbuseReporterView> {
  const [report] = await db.select().from(abuseReports).where(eq(abuseReports.id, reportId));
  if (!report) throw new AppError('not_found', ABUSE_CASE_MESSAGES.linkInvalid);
  const base = {
    target: targetText(report.target),
    category: report.category,
    seenAt: report.seenAt.toISOString(),
  };
  if (report.status !== 'routed' || !report.caseId) {
    const outcome: AbuseIntakeOutcome =
      report.status === 'not_leased' || report.status === 'too_broad'
        ? report.status
        : 'awaiting_verification';
    return {
      outcome,
      reference: null,
      ...base,
      status: null,
      outcomeOfCase: null,
      deadlineAt: null,
      reportCount: null,
      events: [],
      ...toMessageReply(OUTCOME_MESSAGES[outcome]),
    };
  }
  const [found] = await db
    .select({
      reference: abuseCases.reference,
      status: abuseCases.status,
      outcome: abuseCases.outcome,
      deadlineAt: abuseCases.deadlineAt,
      reportCount: abuseCases.reportCount,
    })
    .from(abuseCases)
    .where(eq(abuseCases.id, report.caseId));
  const events = await db
    .select({
      id: abuseCaseEvents.id,
      at: abuseCaseEvents.at,
      kind: abuseCaseEvents.kind,
      actor: abuseCaseEvents.actor,
      body: abuseCaseEvents.body,
    })
    .from(abuseCaseEvents)
    .where(eq(abuseCaseEvents.caseId, report.caseId))
    .orderBy(asc(abuseCaseEvents.at));
  const outcome: AbuseIntakeOutcome =
    (await findOpeningReportId(db, report.caseId)) === report.id ? 'case_opened' : 'case_joined';
  return {
    outcome,
    reference: found!.reference,
    ...base,
    status: found!.status,
    outcomeOfCase: found!.outcome,
    deadlineAt: found!.deadlineAt.toISOString(),
    reportCount: found!.reportCount,
    events: eventsFor('reporter', events),
    ...toMessageReply(OUTCOME_MESSAGES[outcome]),
  };
}
