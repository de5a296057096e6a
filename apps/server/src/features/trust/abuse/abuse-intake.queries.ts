import { sql } from 'drizzle-orm';
import { ABUSE_TARGET_LARGEST_PREFIX, type AbuseCategory } from '@netlease/shared/abuse';
import { queryRows, type Executor } from '../../../platform/db/database';

/*
 * The abuse desk's intake reads and its one upsert (docs/PRODUCT.md "Abuse"): which lease held an
 * address when it was seen, how many reports came lately, the case a report opens or joins, and a
 * range's history in aggregate.
 */

const HOUR_MS = 3_600_000;

export interface HoldingLease {
  leaseId: string;
  orderId: string;
  lesseeId: string;
  ownerId: string;
}

/**
 * The leases that held any address of `target` at `seenAt` (docs/decisions/264-abuse-desk.md
 * "Routing by the time it was seen"): the lease's term contains the time, ended leases included,
 * its order had not ended by then (a cancelled lease keeps its term, its order carries ended_at),
 * and the order was paid. At most two are read: two already make the prefix too broad.
 */
export async function findLeasesHolding(tx: Executor, target: string, seenAt: Date): Promise<HoldingLease[]> {
  return queryRows<HoldingLease>(
    tx,
    sql`SELECT l.id AS "leaseId", l.order_id AS "orderId", o.leaser_id AS "lesseeId",
               o.monetizer_id AS "ownerId"
        FROM order_ip_leases l JOIN orders o ON o.id = l.order_id
        WHERE l.cidr && ${target}::cidr
          AND l.term @> ${seenAt.toISOString()}::timestamptz
          AND (o.ended_at IS NULL OR o.ended_at > ${seenAt.toISOString()}::timestamptz)
          AND o.status <> 'pending_payment'
        ORDER BY l.id
        LIMIT 2`,
  );
}

/** Reports a reporter sent in the hour before `now`: by the form's email, or by the token's account. */
/** Who a limit counts: the form's email, or the account of an API token. */
export type AbuseReporterKey = { email: string } | { userId: string };

/**
 * Holds the reporter's lock, then the address's, until the transaction ends (advisory locks, so
 * every instance takes the same ones). Always in this order, so two holders never wait on each other.
 * The address's lock is that of the widest prefix a report may name around it (an IPv4 /16, an IPv6
 * /32: ABUSE_TARGET_LARGEST_PREFIX): two targets that overlap always lie in the same one, so reports
 * of an address and of a prefix holding it are counted one after the other, not side by side.
 */
export async function lockReporterAndAddress(tx: Executor, reporter: AbuseReporterKey, target: string) {
  const who = 'email' in reporter ? `email:${reporter.email}` : `user:${reporter.userId}`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`abuse-reporter:${who}`}))`);
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext('abuse-address:' || set_masklen(t,
          CASE family(t) WHEN 4 THEN ${ABUSE_TARGET_LARGEST_PREFIX.ipv4}::int
          ELSE ${ABUSE_TARGET_LARGEST_PREFIX.ipv6}::int END)::text))
        FROM (SELECT ${target}::cidr AS t) AS target`,
  );
}

export async function countReporterReports(
  tx: Executor,
  reporter: AbuseReporterKey,
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  const who =
    'email' in reporter
      ? sql`reporter_email = ${reporter.email} AND reporter_user_id IS NULL`
      : sql`reporter_user_id = ${reporter.userId}`;
  const [row] = await queryRows<{ total: number }>(
    tx,
    sql`SELECT count(*)::int AS total FROM abuse_reports
        WHERE ${who} AND received_at > ${since}::timestamptz`,
  );
  return Number(row?.total ?? 0);
}

/** Reports in the hour before `now` whose address or prefix overlaps `target`. */
export async function countAddressReports(tx: Executor, target: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  const [row] = await queryRows<{ total: number }>(
    tx,
    sql`SELECT count(*)::int AS total FROM abuse_reports
        WHERE target && ${target}::cidr AND received_at > ${since}::timestamptz`,
  );
  return Number(row?.total ?? 0);
}

export interface UpsertedCase {
  id: string;
  reference: string;
  deadlineAt: Date;
  /** True when this report opened the case, false when it joined a live one. */
  opened: boolean;
}

/**
 * Opens the case of a lease, address and category, or joins the live one: one statement on the
 * partial unique index abuse_cases_one_live, so concurrent reports of one address make one case and
 * count every report (docs/decisions/264-abuse-desk.md "One open case per lease, address and
 * category"). `xmax = 0` holds only for a row this statement inserted.
 */
export async function upsertCase(
  tx: Executor,
  input: {
    reference: string;
    lease: HoldingLease;
    target: string;
    category: AbuseCategory;
    now: Date;
    deadlineAt: Date;
  },
): Promise<UpsertedCase> {
  const now = input.now.toISOString();
  const [row] = await queryRows<{
    id: string;
    reference: string;
    deadlineAt: Date | string;
    opened: boolean;
  }>(
    tx,
    sql`INSERT INTO abuse_cases (reference, order_ip_lease_id, order_id, lessee_id, owner_id, target,
          category, status, report_count, opened_at, last_reported_at, deadline_at, created_at, updated_at)
        VALUES (${input.reference}, ${input.lease.leaseId}, ${input.lease.orderId}, ${input.lease.lesseeId},
          ${input.lease.ownerId}, ${input.target}::cidr, ${input.category}, 'open', 1, ${now}::timestamptz,
          ${now}::timestamptz, ${input.deadlineAt.toISOString()}::timestamptz, ${now}::timestamptz,
          ${now}::timestamptz)
        ON CONFLICT (order_ip_lease_id, target, category) WHERE status <> 'closed'
        DO UPDATE SET report_count = abuse_cases.report_count + 1,
          last_reported_at = GREATEST(abuse_cases.last_reported_at, EXCLUDED.last_reported_at),
          updated_at = EXCLUDED.updated_at
        RETURNING id, reference, deadline_at AS "deadlineAt", (xmax = 0) AS opened`,
  );
  return {
    id: row!.id,
    reference: row!.reference,
    deadlineAt: new Date(row!.deadlineAt),
    opened: row!.opened,
  };
}

/**
 * The report a case opened with: its first routed report, by routing time, then arrival (two
 * routed in the same instant cannot be told apart; the first by id stands for both).
 */
export async function findOpeningReportId(tx: Executor, caseId: string): Promise<string | null> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM abuse_reports WHERE case_id = ${caseId}
        ORDER BY verified_at, received_at, id LIMIT 1`,
  );
  return row?.id ?? null;
}

export interface RangeHistoryRow {
  cases: number;
  upheld: number;
  medianHours: number | null;
}

/**
 * A range's cases opened since `since` (duplicates left out), how many were upheld, and the median
 * hours from opening to the lessee's first answer (docs/PRODUCT.md "Abuse").
 */
export async function readRangeHistory(tx: Executor, prefix: string, since: Date): Promise<RangeHistoryRow> {
  const [row] = await queryRows<{ cases: number; upheld: number; medianHours: number | string | null }>(
    tx,
    sql`SELECT count(*)::int AS cases,
               (count(*) FILTER (WHERE outcome = 'upheld'))::int AS upheld,
               (percentile_cont(0.5) WITHIN GROUP (
                 ORDER BY extract(epoch FROM first_answered_at - opened_at) / 3600
               ))::float8 AS "medianHours"
        FROM abuse_cases
        WHERE target && ${prefix}::cidr
          AND opened_at > ${since.toISOString()}::timestamptz
          AND outcome IS DISTINCT FROM 'duplicate'`,
  );
  return {
    cases: Number(row?.cases ?? 0),
    upheld: Number(row?.upheld ?? 0),
    medianHours: row?.medianHours === null || row?.medianHours === undefined ? null : Number(row.medianHours),
  };
}
