import { Resolver } from 'node:dns/promises';
import { eq, sql } from 'drizzle-orm';
import { REPUTATION_MAX, REPUTATION_WARNING_MIN } from '@netlease/shared/reputation';
import { REPUTATION_NOTIFICATIONS } from '@netlease/shared/notification-texts';
import type { AppContext } from '../../../platform/app-context';
import type { Env } from '../../../platform/env';
import { queryRows, type Executor } from '../../../platform/db/database';
import { ipSubnets } from '../../../platform/db/schema/catalog/index';
import { ipReputationLogs, ipReputationSchedule } from '../../../platform/db/schema/trust/index';
import { HOUR, MINUTE } from '../../../platform/clock';
import { notifyUser } from '../../accounts/notifications/notifications.service';

/**
 * The scheduled IP reputation checker (docs/PRODUCT.md "IP reputation"). Each subnet is checked against DNS
 * blocklists (DNSBL, RFC 5782) through the resolver the operator configures; with none configured it
 * does not run, so a fresh install sends no traffic anywhere.
 */

/** A records of `hostname`; [] when the name does not exist (= not listed); throws when the lookup fails. */
export type DnsLookup = (hostname: string) => Promise<string[]>;

export interface CheckerConfig {
  lookup: DnsLookup;
  blocklists: string[];
}

export const CHECK_INTERVAL_MS = 6 * HOUR;
/** How long a claim holds a subnet; a run that crashed mid-way is retried after it. */
const CLAIM_LEASE_MS = 10 * MINUTE;
/** When no blocklist answered at all (resolver down), try again sooner than a full interval. */
const RETRY_AFTER_FAILURE_MS = 15 * MINUTE;
const BATCH_SIZE = 50;
const SAMPLE_SIZE = 8;
const SEED_BATCH = 1000;

const splitList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A lookup through node's resolver pointed only at the configured servers. */
export function createDnsLookup(servers: string[], options: { timeoutMs?: number } = {}): DnsLookup {
  const resolver = new Resolver({ timeout: options.timeoutMs ?? 3000, tries: 2 });
  resolver.setServers(servers);
  return async (hostname) => {
    try {
      return await resolver.resolve4(hostname);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ENOTFOUND' || code === 'ENODATA') return [];
      throw error;
    }
  };
}

export function checkerConfigFromEnv(env: Env): CheckerConfig | null {
  if (!env.REPUTATION_DNS_SERVERS) return null;
  const blocklists = splitList(env.REPUTATION_BLOCKLISTS);
  if (blocklists.length === 0) return null;
  return { lookup: createDnsLookup(splitList(env.REPUTATION_DNS_SERVERS)), blocklists };
}

/**
 * Up to eight addresses spread over an IPv4 subnet (the first usable one included), so a /24 costs
 * eight lookups per blocklist instead of 256. Other families are not checked (DNSBLs are IPv4-first).
 */
export function sampleAddresses(cidr: string): string[] {
  const match = /^(\d+)\.(\d+)\.(\d+)\.(\d+)\/(\d+)$/.exec(cidr);
  if (!match) return [];
  const prefix = Number(match[5]);
  const base = match.slice(1, 5).reduce((value, octet) => value * 256 + Number(octet), 0);
  const size = 2 ** (32 - prefix);
  const count = Math.min(SAMPLE_SIZE, size);
  const step = size / count;
  const skipNetwork = size >= 4 ? 1 : 0;
  return Array.from({ length: count }, (_, index) => {
    const value = base + Math.floor(index * step) + skipNetwork;
    return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
  });
}

/** The DNSBL query name: octets reversed under the zone (RFC 5782 §2.1). */
export const dnsblQueryName = (address: string, zone: string) =>
  `${address.split('.').reverse().join('.')}.${zone}`;

/**
 * 127.0.0.2–127.0.0.255 means listed (RFC 5782 §2.3). 127.255.255.x is how some lists refuse a query
 * (e.g. from an open resolver), and anything outside 127/8 is a resolver rewriting answers: both
 * are failures, not listings.
 */
function classifyAnswer(records: string[]): 'listed' | 'clean' | 'error' {
  if (records.length === 0) return 'clean';
  if (records.some((record) => record.startsWith('127.255.255.') || !record.startsWith('127.')))
    return 'error';
  return 'listed';
}

/**
 * Score from listings: each blocklist that lists any sampled address costs 15 points plus up to 25
 * more by the share of addresses listed. One address on one list → 82 (Warning); the whole subnet on
 * one list → 60, or one address on two lists → 64 (Blacklisted).
 */
export function scoreFromListings(sampleSize: number, listedCounts: number[]): number {
  const penalty = listedCounts
    .filter((listed) => listed > 0)
    .reduce((sum, listed) => sum + 15 + (25 * listed) / sampleSize, 0);
  return Math.max(0, Math.round(REPUTATION_MAX - penalty));
}

export interface SubnetCheck {
  score: number;
  listedOn: string[];
}

/** Looks a subnet up on every blocklist; null when no lookup at all succeeded. */
export async function checkSubnet(config: CheckerConfig, cidr: string): Promise<SubnetCheck | null> {
  const addresses = sampleAddresses(cidr);
  if (addresses.length === 0) return null;
  let answered = 0;
  const listedCounts: number[] = [];
  const listedOn: string[] = [];
  for (const zone of config.blocklists) {
    const outcomes = await Promise.all(
      addresses.map((address) =>
        config
          .lookup(dnsblQueryName(address, zone))
          .then(classifyAnswer)
          .catch(() => 'error' as const),
      ),
    );
    const listed = outcomes.filter((outcome) => outcome === 'listed').length;
    answered += outcomes.filter((outcome) => outcome !== 'error').length;
    listedCounts.push(listed);
    if (listed > 0) listedOn.push(zone);
  }
  if (answered === 0) return null;
  return { score: scoreFromListings(addresses.length, listedCounts), listedOn };
}

/** Subnets that have never been scheduled become due now (new blocks are picked up this way). */
async function scheduleNewSubnets(ctx: AppContext) {
  await ctx.db.execute(
    sql`INSERT INTO ip_reputation_schedule (subnet_id, next_check_at)
        SELECT s.id, ${ctx.clock.now()} FROM ip_subnets s
        WHERE NOT EXISTS (SELECT 1 FROM ip_reputation_schedule r WHERE r.subnet_id = s.id)
        LIMIT ${SEED_BATCH}
        ON CONFLICT (subnet_id) DO NOTHING`,
  );
}

/**
 * Claims due subnets in one statement: SKIP LOCKED lets several instances claim side by side, and
 * moving next_check_at ahead makes the claim stick after the statement commits.
 */
async function claimDueSubnets(ctx: AppContext, limit: number) {
  const now = ctx.clock.now();
  return queryRows<{ subnet_id: string; subnet: string }>(
    ctx.db,
    sql`WITH claimed AS (
          UPDATE ip_reputation_schedule SET next_check_at = ${new Date(now.getTime() + CLAIM_LEASE_MS)}
          WHERE subnet_id IN (
            SELECT subnet_id FROM ip_reputation_schedule WHERE next_check_at <= ${now}
            ORDER BY next_check_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
          RETURNING subnet_id)
        SELECT claimed.subnet_id, s.subnet::text AS subnet
        FROM claimed JOIN ip_subnets s ON s.id = claimed.subnet_id`,
  );
}

/** The lease running on a subnet now, with its parties, if any. */
export async function findCurrentLease(db: Executor, subnetId: string) {
  const [lease] = await queryRows<{ order_id: string; leaser_id: string; monetizer_id: string }>(
    db,
    sql`SELECT o.id AS order_id, o.leaser_id, o.monetizer_id
        FROM order_ip_leases l JOIN orders o ON o.id = l.order_id
        WHERE l.is_active AND ${subnetId}::uuid = ANY(l.subnet_ids)
          AND o.status IN ('payment_confirmed', 'provisioning', 'active', 'suspended', 'dispute')
        ORDER BY l.created_at DESC LIMIT 1`,
  );
  return lease;
}

/** Writes one check: the subnet's score, the log row, the next due time, and alerts on a drop. */
async function recordCheck(ctx: AppContext, subnetId: string, subnet: string, check: SubnetCheck) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [current] = await queryRows<{ reputation_score: number | null; owner_id: string }>(
      tx,
      sql`SELECT s.reputation_score, b.user_id AS owner_id
          FROM ip_subnets s JOIN ip_blocks b ON b.id = s.ip_block_id
          WHERE s.id = ${subnetId} FOR UPDATE OF s`,
    );
    if (!current) return;
    const lease = await findCurrentLease(tx, subnetId);
    await tx.update(ipSubnets).set({ reputationScore: check.score }).where(eq(ipSubnets.id, subnetId));
    await tx.insert(ipReputationLogs).values({
      subnetId,
      orderId: lease?.order_id ?? null,
      score: check.score,
      listedOn: check.listedOn,
      checkedAt: now,
    });
    await tx
      .update(ipReputationSchedule)
      .set({ nextCheckAt: new Date(now.getTime() + CHECK_INTERVAL_MS), lastCheckedAt: now })
      .where(eq(ipReputationSchedule.subnetId, subnetId));
    // A subnet not checked before (score NULL, migrations/1400_reputation_checked.sql) that is found
    // Blacklisted alerts too: nobody has been told about it yet.
    const previous = current.reputation_score;
    const isFirstCheck = previous === null;
    const wasBlacklisted = previous !== null && previous < REPUTATION_WARNING_MIN;
    if (!wasBlacklisted && check.score < REPUTATION_WARNING_MIN) {
      const recipients = new Set([current.owner_id, ...(lease ? [lease.leaser_id] : [])]);
      for (const userId of recipients) {
        await notifyUser(tx, userId, {
          type: 'reputation',
          ...REPUTATION_NOTIFICATIONS.blacklisted(subnet, check.score, isFirstCheck, check.listedOn),
          link: '/reputation',
        });
      }
    }
  });
}

/**
 * One run of the checker: claims a batch of due subnets and checks them. Returns how many were
 * scored. `config` is injected by tests; otherwise it comes from the environment.
 */
export async function runReputationChecks(
  ctx: AppContext,
  config: CheckerConfig | null = checkerConfigFromEnv(ctx.env),
  options: { batchSize?: number } = {},
): Promise<number> {
  if (!config) return 0;
  await scheduleNewSubnets(ctx);
  const claimed = await claimDueSubnets(ctx, options.batchSize ?? BATCH_SIZE);
  let scored = 0;
  for (const row of claimed) {
    const isCheckable = sampleAddresses(row.subnet).length > 0;
    const check = isCheckable ? await checkSubnet(config, row.subnet) : null;
    if (!check) {
      const delay = isCheckable ? RETRY_AFTER_FAILURE_MS : CHECK_INTERVAL_MS;
      await ctx.db
        .update(ipReputationSchedule)
        .set({ nextCheckAt: new Date(ctx.clock.now().getTime() + delay) })
        .where(eq(ipReputationSchedule.subnetId, row.subnet_id));
      continue;
    }
    await recordCheck(ctx, row.subnet_id, row.subnet, check);
    scored += 1;
  }
  return scored;
}
