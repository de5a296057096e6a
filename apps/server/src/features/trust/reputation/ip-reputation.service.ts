import type { z } from 'zod';
import { sql, type SQL } from 'drizzle-orm';
import {
  REPUTATION_CLEAN_MIN,
  REPUTATION_WARNING_MIN,
  type adminReputationQuerySchema,
  type AdminListPage,
  type AdminReputationLog,
  type IpReputationRow,
  type ReputationBand,
} from '@netlease/shared/reputation';
import { parseMarketplaceSearch } from '@netlease/shared/marketplace';
import { OWN_LIST_LIMIT } from '@netlease/shared/catalog';
import {
  REPUTATION_HISTORY_POINT_LIMIT,
  type ReputationHistory,
  type SubnetScoreHistory,
} from '@netlease/shared/charts';
import { queryRows, type Database } from '../../../platform/db/database';
import { containing } from '../../../platform/db/like-pattern';
import { readPage } from '../../../platform/db/paging';
import { DAY } from '../../../platform/clock';

const toIso = (value: Date | string | null) => (value == null ? null : new Date(value).toISOString());
/** A score read back from SQL; NULL is a subnet no check has looked at yet (1400_reputation_checked.sql). */
const toScore = (value: number | string | null) => (value == null ? null : Number(value));

/**
 * /reputation (docs/PRODUCT.md "IP reputation"): one row per subnet the user owns (their blocks, rejected
 * ones aside) or leases now (an active lease of one of their orders), with the latest score.
 */
export async function listMyIpReputation(db: Database, userId: string): Promise<IpReputationRow[]> {
  const rows = await queryRows<{
    subnet_id: string;
    subnet: string;
    score: number | null;
    status: string;
    relation: 'owner' | 'leaser';
    order_id: string | null;
    checked_at: Date | string | null;
  }>(
    db,
    sql`SELECT * FROM (
          SELECT s.id AS subnet_id, s.subnet::text AS subnet, s.reputation_score AS score, s.status,
                 'owner' AS relation, NULL::uuid AS order_id, r.last_checked_at AS checked_at
          FROM ip_subnets s
          JOIN ip_blocks b ON b.id = s.ip_block_id
          LEFT JOIN ip_reputation_schedule r ON r.subnet_id = s.id
          WHERE b.user_id = ${userId} AND b.status <> 'rejected'
          UNION ALL
          SELECT s.id, s.subnet::text, s.reputation_score, s.status,
                 'leaser', o.id, r.last_checked_at
          FROM order_ip_leases l
          JOIN orders o ON o.id = l.order_id
          JOIN ip_subnets s ON s.id = ANY(l.subnet_ids)
          LEFT JOIN ip_reputation_schedule r ON r.subnet_id = s.id
          WHERE o.leaser_id = ${userId} AND l.is_active
            AND o.status IN ('payment_confirmed', 'provisioning', 'active', 'suspended', 'dispute')
        ) AS mine
        ORDER BY relation DESC, subnet
        LIMIT ${OWN_LIST_LIMIT}`,
  );
  return rows.map((row) => ({
    subnetId: row.subnet_id,
    subnet: row.subnet,
    score: toScore(row.score),
    subnetStatus: row.status,
    relation: row.relation,
    orderId: row.order_id,
    checkedAt: toIso(row.checked_at),
  }));
}

const BAND_CONDITIONS: Record<ReputationBand, SQL> = {
  clean: sql`g.score >= ${REPUTATION_CLEAN_MIN}`,
  warning: sql`g.score >= ${REPUTATION_WARNING_MIN} AND g.score < ${REPUTATION_CLEAN_MIN}`,
  blacklisted: sql`g.score < ${REPUTATION_WARNING_MIN}`,
};

/**
 * What the admin typed in the search box: networks and addresses find the subnets overlapping them
 * (203.0.113 is 203.0.113.0/24, as in the marketplace's search), any other word must be part of the
 * subnet or of the owner's email.
 */
function searchConditions(q: string | undefined): SQL[] {
  if (!q) return [];
  const search = parseMarketplaceSearch(q);
  const conditions = search.ranges.map((range) => sql`s.subnet && ${range}::cidr`);
  if (search.prefix !== null) conditions.push(sql`masklen(s.subnet) = ${search.prefix}`);
  for (const word of search.text.split(' ').filter(Boolean))
    conditions.push(sql`(s.subnet::text ILIKE ${containing(word)} OR owner.email ILIKE ${containing(word)})`);
  return conditions;
}

const whereAll = (conditions: SQL[]) =>
  conditions.length === 0 ? sql`TRUE` : sql.join(conditions, sql` AND `);

/**
 * The admin reputation tab: the checks, newest first, then the subnets no check has looked at
 * yet (they read 'not yet checked', never a score), with subnet, owner and the lease's order. Paged
 * and filtered here, so the tab stays fast with thousands of checks (docs/PRODUCT.md "Trust signals",
 * docs/decisions/070 "IP reputation").
 */
export async function listReputationLogs(
  db: Database,
  input: z.output<typeof adminReputationQuerySchema>,
): Promise<AdminListPage<AdminReputationLog>> {
  const query = input;
  const search = searchConditions(query.q);
  const branches: SQL[] = [];
  if (query.band !== 'unchecked') {
    const conditions = query.band ? [...search, BAND_CONDITIONS[query.band]] : search;
    branches.push(
      sql`SELECT g.id, s.id AS subnet_id, s.subnet, owner.email AS owner_email, g.order_id,
                 leaser.email AS leaser_email, g.score, g.listed_on, g.checked_at
          FROM ip_reputation_logs g
          JOIN ip_subnets s ON s.id = g.subnet_id
          JOIN ip_blocks b ON b.id = s.ip_block_id
          JOIN users owner ON owner.id = b.user_id
          LEFT JOIN orders o ON o.id = g.order_id
          LEFT JOIN users leaser ON leaser.id = o.leaser_id
          WHERE ${whereAll(conditions)}`,
    );
  }
  if (!query.band || query.band === 'unchecked') {
    branches.push(
      sql`SELECT s.id, s.id AS subnet_id, s.subnet, owner.email AS owner_email, NULL::uuid AS order_id,
                 NULL::text AS leaser_email, NULL::smallint AS score, '{}'::text[] AS listed_on,
                 NULL::timestamptz AS checked_at
          FROM ip_subnets s
          JOIN ip_blocks b ON b.id = s.ip_block_id
          JOIN users owner ON owner.id = b.user_id
          WHERE s.reputation_score IS NULL AND ${whereAll(search)}`,
    );
  }
  const rows = sql.join(branches, sql` UNION ALL `);
  return readPage(
    query,
    async ({ limit, offset }) =>
      (
        await queryRows<{
          id: string;
          subnet_id: string;
          subnet: string;
          owner_email: string;
          order_id: string | null;
          leaser_email: string | null;
          score: number | null;
          listed_on: string[];
          checked_at: Date | string | null;
        }>(
          db,
          sql`SELECT id, subnet_id, subnet::text AS subnet, owner_email, order_id, leaser_email, score,
                     listed_on, checked_at
              FROM (${rows}) AS matching
              ORDER BY checked_at DESC NULLS LAST, matching.subnet, id
              LIMIT ${limit} OFFSET ${offset}`,
        )
      ).map((row) => ({
        id: row.id,
        subnetId: row.subnet_id,
        subnet: row.subnet,
        ownerEmail: row.owner_email,
        orderId: row.order_id,
        leaserEmail: row.leaser_email,
        score: toScore(row.score),
        listedOn: row.listed_on,
        checkedAt: toIso(row.checked_at),
      })),
    () => queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM (${rows}) AS matching`),
  );
}

/**
 * The /reputation chart: the checks of the last `days` of each subnet on the user's page. An
 * owner sees every check of their subnets; a leaser only the checks made during their own lease
 * (the log's order), never the owner's history from before.
 */
export async function findMyReputationHistory(
  db: Database,
  userId: string,
  now: Date,
  days: number,
): Promise<ReputationHistory> {
  const since = new Date(now.getTime() - days * DAY);
  const rows = await queryRows<{
    subnet_id: string;
    subnet: string;
    relation: 'owner' | 'leaser';
    score: number;
    checked_at: Date | string;
  }>(
    db,
    sql`WITH mine AS (
          SELECT s.id AS subnet_id, s.subnet::text AS subnet, 'owner' AS relation, NULL::uuid AS order_id
          FROM ip_subnets s
          JOIN ip_blocks b ON b.id = s.ip_block_id
          WHERE b.user_id = ${userId} AND b.status <> 'rejected'
          UNION ALL
          SELECT s.id, s.subnet::text, 'leaser', o.id
          FROM order_ip_leases l
          JOIN orders o ON o.id = l.order_id
          JOIN ip_subnets s ON s.id = ANY(l.subnet_ids)
          WHERE o.leaser_id = ${userId} AND l.is_active
            AND o.status IN ('payment_confirmed', 'provisioning', 'active', 'suspended', 'dispute')
        )
        SELECT * FROM (
          SELECT m.subnet_id, m.subnet, m.relation, g.score, g.checked_at
          FROM mine m
          JOIN ip_reputation_logs g ON g.subnet_id = m.subnet_id
            AND (m.relation = 'owner' OR g.order_id = m.order_id)
          WHERE g.checked_at >= ${since} AND g.checked_at <= ${now}
          ORDER BY g.checked_at DESC, g.id
          LIMIT ${REPUTATION_HISTORY_POINT_LIMIT}
        ) AS recent
        ORDER BY relation DESC, subnet, checked_at`,
  );
  const subnets = new Map<string, SubnetScoreHistory>();
  for (const row of rows) {
    const key = `${row.relation}:${row.subnet_id}`;
    const entry = subnets.get(key) ?? {
      subnetId: row.subnet_id,
      subnet: row.subnet,
      relation: row.relation,
      points: [],
    };
    entry.points.push({ checkedAt: toIso(row.checked_at)!, score: Number(row.score) });
    subnets.set(key, entry);
  }
  return { days, subnets: [...subnets.values()] };
}
