import { sql } from 'drizzle-orm';
import {
  ADMIN_REPUTATION_LOG_LIMIT,
  type AdminReputationLog,
  type IpReputationRow,
} from '@netlease/shared/reputation';
import { OWN_LIST_LIMIT } from '@netlease/shared/catalog';
import {
  REPUTATION_HISTORY_POINT_LIMIT,
  type ReputationHistory,
  type SubnetScoreHistory,
} from '@netlease/shared/charts';
import { queryRows, type Database } from '../../platform/db/database';
import { DAY } from '../../platform/clock';

const toIso = (value: Date | string | null) => (value == null ? null : new Date(value).toISOString());

/**
 * Spec part 2 /reputation: one row per subnet the user owns (their blocks, rejected ones aside) or
 * leases now (an active lease of one of their orders), with the latest score.
 */
export async function listMyIpReputation(db: Database, userId: string): Promise<IpReputationRow[]> {
  const rows = await queryRows<{
    subnet_id: string;
    subnet: string;
    score: number;
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
    score: Number(row.score),
    subnetStatus: row.status,
    relation: row.relation,
    orderId: row.order_id,
    checkedAt: toIso(row.checked_at),
  }));
}

/** Spec part 1 /admin reputation tab: the latest checks with the subnet's owner and the order's leaser. */
export async function listReputationLogs(db: Database): Promise<AdminReputationLog[]> {
  const rows = await queryRows<{
    id: string;
    subnet: string;
    owner_email: string;
    order_id: string | null;
    leaser_email: string | null;
    score: number;
    listed_on: string[];
    checked_at: Date | string;
  }>(
    db,
    sql`SELECT l.id, s.subnet::text AS subnet, owner.email AS owner_email, l.order_id,
               leaser.email AS leaser_email, l.score, l.listed_on, l.checked_at
        FROM ip_reputation_logs l
        JOIN ip_subnets s ON s.id = l.subnet_id
        JOIN ip_blocks b ON b.id = s.ip_block_id
        JOIN users owner ON owner.id = b.user_id
        LEFT JOIN orders o ON o.id = l.order_id
        LEFT JOIN users leaser ON leaser.id = o.leaser_id
        ORDER BY l.checked_at DESC, l.id
        LIMIT ${ADMIN_REPUTATION_LOG_LIMIT}`,
  );
  return rows.map((row) => ({
    id: row.id,
    subnet: row.subnet,
    ownerEmail: row.owner_email,
    orderId: row.order_id,
    leaserEmail: row.leaser_email,
    score: Number(row.score),
    listedOn: row.listed_on,
    checkedAt: toIso(row.checked_at)!,
  }));
}

/**
 * Issue 9 /reputation picture: the checks of the last `days` of each subnet on the user's page. An
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
