import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AbuseCategory } from '@netlease/shared/abuse';
import {
  ABUSE_LIST_PAGE_SIZE,
  ABUSE_REPEAT_WINDOW_DAYS,
  type AbuseCaseList,
  type AbuseCaseOutcome,
  type AbuseCaseStatus,
  type AbuseCaseSummary,
  type AbuseQueueQuery,
  type AbuseReportEntry,
} from '@netlease/shared/abuse-cases';
import { queryRows, type Executor } from '../../../platform/db/database';
import { readPage, type PageWindow } from '../../../platform/db/paging';
import { containing } from '../../../platform/db/like-pattern';
import {
  abuseCaseEvents,
  abuseCases,
  abuseEvidence,
  abuseReports,
} from '../../../platform/db/schema/trust/index';
import { DAY } from '../../../platform/clock';
import type { AbuseEventRow } from './abuse-events';

/* The reads of abuse cases (docs/PRODUCT.md "Abuse"): lists, the queue, one case; writes are in the services. */

const iso = (value: Date | string) => new Date(value).toISOString();
const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** A case as the lists and the detail read it, with the parties and the lease's state. */
export interface AbuseCaseRow extends AbuseCaseSummary {
  ownerName: string;
  lesseeId: string;
  ownerId: string;
  leaseId: string;
  closedAt: string | null;
  suspensionAllowedAt: string | null;
  /** The lease is in force: not ended, not cancelled. */
  isLeaseRunning: boolean;
}

interface RawCaseRow {
  id: string;
  reference: string;
  target: string;
  leased_prefix: string;
  category: AbuseCategory;
  status: AbuseCaseStatus;
  outcome: AbuseCaseOutcome | null;
  report_count: number;
  opened_at: Date | string;
  deadline_at: Date | string;
  is_overdue: boolean;
  is_lease_suspended: boolean;
  order_id: string;
  lessee_name: string;
  owner_name: string;
  lessee_id: string;
  owner_id: string;
  lease_id: string;
  closed_at: Date | string | null;
  suspension_allowed_at: Date | string | null;
  is_lease_running: boolean;
}

/** A single address reads as itself ('192.0.2.7'), a prefix with its length (docs/PRODUCT.md "Abuse reports"). */
const TARGET_TEXT = sql`CASE WHEN masklen(c.target) = (CASE family(c.target) WHEN 4 THEN 32 ELSE 128 END)
  THEN host(c.target) ELSE c.target::text END`;
const WAITING = sql`c.status IN ('open', 'acknowledged')`;

const selectCases = (db: Executor, now: Date, where: SQL, orderBy: SQL, window?: PageWindow) =>
  queryRows<RawCaseRow>(
    db,
    sql`SELECT c.id, c.reference, ${TARGET_TEXT} AS target, l.cidr::text AS leased_prefix, c.category,
               c.status, c.outcome, c.report_count, c.opened_at, c.deadline_at,
               (${WAITING} AND c.deadline_at <= ${at(now)}) AS is_overdue,
               (l.abuse_suspended_at IS NOT NULL) AS is_lease_suspended,
               c.order_id, lessee.name AS lessee_name, lessor.name AS owner_name, c.lessee_id, c.owner_id,
               c.order_ip_lease_id AS lease_id, c.closed_at, c.suspension_allowed_at,
               (l.is_active AND o.ended_at IS NULL) AS is_lease_running
        FROM abuse_cases c
        JOIN order_ip_leases l ON l.id = c.order_ip_lease_id
        JOIN orders o ON o.id = c.order_id
        JOIN users lessee ON lessee.id = c.lessee_id
        JOIN users lessor ON lessor.id = c.owner_id
        WHERE ${where}
        ORDER BY ${orderBy}
        ${window ? sql`LIMIT ${window.limit} OFFSET ${window.offset}` : sql``}`,
  ).then((rows) => rows.map(toCaseRow));

function toCaseRow(row: RawCaseRow): AbuseCaseRow {
  return {
    id: row.id,
    reference: row.reference,
    target: row.target,
    leasedPrefix: row.leased_prefix,
    category: row.category,
    status: row.status,
    outcome: row.outcome,
    reportCount: Number(row.report_count),
    openedAt: iso(row.opened_at),
    deadlineAt: iso(row.deadline_at),
    overdue: row.is_overdue,
    leaseSuspended: row.is_lease_suspended,
    orderId: row.order_id,
    lesseeName: row.lessee_name,
    ownerName: row.owner_name,
    lesseeId: row.lessee_id,
    ownerId: row.owner_id,
    leaseId: row.lease_id,
    closedAt: row.closed_at ? iso(row.closed_at) : null,
    suspensionAllowedAt: row.suspension_allowed_at ? iso(row.suspension_allowed_at) : null,
    isLeaseRunning: row.is_lease_running,
  };
}

export const toSummary = (row: AbuseCaseRow): AbuseCaseSummary => ({
  id: row.id,
  reference: row.reference,
  target: row.target,
  leasedPrefix: row.leasedPrefix,
  category: row.category,
  status: row.status,
  outcome: row.outcome,
  reportCount: row.reportCount,
  openedAt: row.openedAt,
  deadlineAt: row.deadlineAt,
  overdue: row.overdue,
  leaseSuspended: row.leaseSuspended,
  orderId: row.orderId,
  lesseeName: row.lesseeName,
});

function pageOf(db: Executor, now: Date, where: SQL, orderBy: SQL, page: number): Promise<AbuseCaseList> {
  return readPage(
    { page, pageSize: ABUSE_LIST_PAGE_SIZE },
    async (window) => (await selectCases(db, now, where, orderBy, window)).map(toSummary),
    () =>
      queryRows<{ total: number }>(
        db,
        sql`SELECT count(*)::int AS total FROM abuse_cases c
            JOIN users lessee ON lessee.id = c.lessee_id
            WHERE ${where}`,
      ),
  );
}

/** One case with its parties, or undefined. */
export async function findCase(db: Executor, caseId: string, now: Date): Promise<AbuseCaseRow | undefined> {
  const [row] = await selectCases(db, now, sql`c.id = ${caseId}`, sql`c.id`);
  return row;
}

/**
 * The user's cases as the lessee or on the ranges they own: live ones by deadline (the nearest first),
 * closed ones by closing time (the latest first), and for 'all' the live before the closed.
 */
export function listCasesOf(
  db: Executor,
  userId: string,
  query: { as: 'lessee' | 'owner'; state: 'live' | 'closed' | 'all'; page: number },
  now: Date,
): Promise<AbuseCaseList> {
  const party = query.as === 'owner' ? sql`c.owner_id = ${userId}` : sql`c.lessee_id = ${userId}`;
  const state = {
    live: sql` AND c.status <> 'closed'`,
    closed: sql` AND c.status = 'closed'`,
    all: sql``,
  }[query.state];
  const orderBy = sql`(c.status = 'closed'), CASE WHEN c.status <> 'closed' THEN c.deadline_at END ASC,
    c.closed_at DESC, c.id`;
  return pageOf(db, now, sql`${party}${state}`, orderBy, query.page);
}

/** The navigation's count: the user's cases as lessee that still wait for their answer. */
export async function countWaitingOf(db: Executor, userId: string): Promise<number> {
  const [row] = await queryRows<{ waiting: number }>(
    db,
    sql`SELECT count(*)::int AS waiting FROM abuse_cases c WHERE c.lessee_id = ${userId} AND ${WAITING}`,
  );
  return Number(row?.waiting ?? 0);
}

/**
 * The staff queue, by time left: the cases waiting for the lessee by deadline (so the overdue first),
 * then the answered ones waiting for staff, closed last (latest first). Without a status filter only
 * live cases show. `range` is already a canonical address or prefix (parseAbuseTarget).
 */
export function listQueue(
  db: Executor,
  query: Omit<AbuseQueueQuery, 'range' | 'page'> & { range: string | null; page: number },
  now: Date,
): Promise<AbuseCaseList> {
  const conditions: SQL[] = [query.status ? sql`c.status = ${query.status}` : sql`c.status <> 'closed'`];
  if (query.category) conditions.push(sql`c.category = ${query.category}`);
  if (query.overdue === 'true') conditions.push(sql`${WAITING} AND c.deadline_at <= ${at(now)}`);
  if (query.overdue === 'false') conditions.push(sql`NOT (${WAITING} AND c.deadline_at <= ${at(now)})`);
  if (query.range) conditions.push(sql`c.target <<= ${query.range}::cidr`);
  if (query.lessee) {
    const pattern = containing(query.lessee);
    conditions.push(sql`(lessee.email ILIKE ${pattern} OR lessee.name ILIKE ${pattern})`);
  }
  const orderBy = sql`CASE WHEN ${WAITING} THEN 0 WHEN c.status <> 'closed' THEN 1 ELSE 2 END,
    CASE WHEN c.status <> 'closed' THEN c.deadline_at END ASC, c.closed_at DESC, c.id`;
  return pageOf(db, now, sql.join(conditions, sql` AND `), orderBy, query.page);
}

/** The case row, locked for the rest of the transaction (a step of the case). */
export async function lockCase(tx: Executor, caseId: string) {
  const [row] = await tx.select().from(abuseCases).where(eq(abuseCases.id, caseId)).for('update');
  return row;
}
export type AbuseCaseTableRow = typeof abuseCases.$inferSelect;

/** Upheld cases of a lease closed within the repeat window before `now`. */
export async function countUpheldOnLease(db: Executor, leaseId: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - ABUSE_REPEAT_WINDOW_DAYS * DAY);
  const [row] = await queryRows<{ upheld: number }>(
    db,
    sql`SELECT count(*)::int AS upheld FROM abuse_cases
        WHERE order_ip_lease_id = ${leaseId} AND outcome = 'upheld' AND closed_at > ${at(since)}`,
  );
  return Number(row?.upheld ?? 0);
}

/** The case's reports, oldest first, with their evidence; the reporter only for staff. */
export async function listReports(
  db: Executor,
  caseId: string,
  withReporter: boolean,
): Promise<AbuseReportEntry[]> {
  const reports = await db
    .select()
    .from(abuseReports)
    .where(eq(abuseReports.caseId, caseId))
    .orderBy(asc(abuseReports.receivedAt), asc(abuseReports.id));
  const files =
    reports.length === 0
      ? []
      : await db
          .select()
          .from(abuseEvidence)
          .where(
            inArray(
              abuseEvidence.reportId,
              reports.map((report) => report.id),
            ),
          )
          .orderBy(asc(abuseEvidence.filename), asc(abuseEvidence.id));
  return reports.map((report) => ({
    id: report.id,
    source: report.source,
    seenAt: report.seenAt.toISOString(),
    receivedAt: report.receivedAt.toISOString(),
    description: report.description,
    reporterEmail: withReporter ? report.reporterEmail : null,
    reporterOrg: withReporter ? report.reporterOrg : null,
    evidence: files
      .filter((file) => file.reportId === report.id)
      .map((file) => ({
        id: file.id,
        filename: file.filename,
        contentType: file.contentType,
        sizeBytes: file.sizeBytes,
      })),
  }));
}

/** Every step of the case (eventsFor decides who reads which). */
export function listEvents(db: Executor, caseId: string): Promise<AbuseEventRow[]> {
  return (
    db
      .select({
        id: abuseCaseEvents.id,
        at: abuseCaseEvents.at,
        kind: abuseCaseEvents.kind,
        actor: abuseCaseEvents.actor,
        body: abuseCaseEvents.body,
      })
      .from(abuseCaseEvents)
      .where(eq(abuseCaseEvents.caseId, caseId))
      // Steps of one instant in the order they happen: the opening first, the reminder before its warning.
      .orderBy(
        asc(abuseCaseEvents.at),
        sql`CASE ${abuseCaseEvents.kind} WHEN 'opened' THEN 0 WHEN 'reminder' THEN 1 ELSE 2 END`,
        asc(abuseCaseEvents.id),
      )
  );
}

/** One file of evidence of one of the case's reports. */
export async function findEvidence(db: Executor, caseId: string, evidenceId: string) {
  const [row] = await db
    .select({ file: abuseEvidence })
    .from(abuseEvidence)
    .innerJoin(abuseReports, eq(abuseReports.id, abuseEvidence.reportId))
    .where(and(eq(abuseEvidence.id, evidenceId), eq(abuseReports.caseId, caseId)));
  return row?.file;
}
