import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  BUNDLE_MESSAGES,
  type BundleContents,
  type BundleInput,
  type BundleSubnet,
} from '@netlease/shared/bundles';
import { CATALOG_MESSAGES, PUBLIC_SERVER_PACKAGE_STATUS } from '@netlease/shared/catalog';
import type { SessionUser } from '@netlease/shared/auth';
import type { AppContext } from '../../../platform/app-context';
import { queryRows, type Executor } from '../../../platform/db/database';
import { bundleSubnets, ipSubnets, serverPackages } from '../../../platform/db/schema/catalog/index';
import { sqlState, toRangeHeldError } from '../../../platform/db/db-errors';
import { AppError, notFound } from '../../../platform/errors';
import { recordAudit } from '../../../platform/audit';

/** Generous for the editor: a monetizer's free /24s; a bundle itself holds at most BUNDLE_MAX_SUBNETS. */
const AVAILABLE_SUBNETS_LIMIT = 500;

interface SubnetRow {
  id: string;
  subnet: string;
  ip_block_id: string;
  block_cidr: string;
  rir: string;
  country_code: string | null;
  reputation_score: number | string | null;
}

const subnetColumns = sql`s.id::text AS id, s.subnet::text AS subnet, b.id::text AS ip_block_id,
  b.cidr::text AS block_cidr, b.rir, b.country_code, s.reputation_score`;

/**
 * A subnet a monetizer may put into a bundle (docs/PRODUCT.md "Server packages and bundles"): of the
 * user's own approved block, available, in no bundle and not leased now or later (order_ip_leases,
 * migration 0201). That no listing or auction holds it is the database's rule (offer_holds, migration
 * 0800): the editor leaves held subnets out, and adding one anyway is refused naming the holder.
 */
function freeSubnetOf(userId: string, now: Date): SQL {
  return sql`b.user_id = ${userId}
    AND b.status IN ('approved', 'active')
    AND s.status = 'available'
    AND NOT EXISTS (SELECT 1 FROM bundle_subnets x WHERE x.ip_subnet_id = s.id)
    AND NOT EXISTS (SELECT 1 FROM order_ip_leases l
                    WHERE l.is_active AND l.cidr && s.subnet
                      AND l.term && tstzrange(${now.toISOString()}::timestamptz, NULL))`;
}
const isNotHeld = sql`NOT EXISTS (SELECT 1 FROM offer_holds h WHERE h.cidr && s.subnet)`;

function toSubnet(row: SubnetRow): BundleSubnet {
  return {
    id: row.id,
    subnet: row.subnet,
    ipBlockId: row.ip_block_id,
    blockCidr: row.block_cidr,
    rir: row.rir,
    countryCode: row.country_code,
    // NULL: never checked (migrations/1400_reputation_checked.sql); Number(null) would read 0.
    reputationScore: row.reputation_score === null ? null : Number(row.reputation_score),
  };
}

export async function listAvailableSubnets(ctx: AppContext, userId: string): Promise<BundleSubnet[]> {
  const rows = await queryRows<SubnetRow>(
    ctx.db,
    sql`SELECT ${subnetColumns}
        FROM ip_subnets s JOIN ip_blocks b ON b.id = s.ip_block_id
        WHERE ${freeSubnetOf(userId, ctx.clock.now())} AND ${isNotHeld}
        ORDER BY s.subnet
        LIMIT ${AVAILABLE_SUBNETS_LIMIT}`,
  );
  return rows.map(toSubnet);
}

async function findBundleSubnets(db: Executor, packageId: string): Promise<BundleSubnet[]> {
  const rows = await queryRows<SubnetRow>(
    db,
    sql`SELECT ${subnetColumns}
        FROM bundle_subnets x
        JOIN ip_subnets s ON s.id = x.ip_subnet_id
        JOIN ip_blocks b ON b.id = s.ip_block_id
        WHERE x.server_package_id = ${packageId}
        ORDER BY s.subnet`,
  );
  return rows.map(toSubnet);
}

function ipv4Addresses(cidr: string): number {
  const [address, prefix] = cidr.split('/');
  return address?.includes(':') ? 0 : 2 ** (32 - Number(prefix));
}

function toContents(pkg: typeof serverPackages.$inferSelect, subnets: BundleSubnet[]): BundleContents {
  return {
    serverPackageId: pkg.id,
    isBundle: pkg.isBundle,
    cpu: pkg.cpu,
    ram: pkg.ram,
    storage: pkg.storage,
    bandwidth: pkg.bandwidth,
    subnets,
    ipv4Count: subnets.reduce((sum, subnet) => sum + ipv4Addresses(subnet.subnet), 0),
  };
}

/** The owner's view of a package's bundle (the /my-server-packages editor). Another user's: 404. */
export async function getOwnBundle(ctx: AppContext, userId: string, packageId: string) {
  const [pkg] = await ctx.db
    .select()
    .from(serverPackages)
    .where(and(eq(serverPackages.id, packageId), eq(serverPackages.userId, userId)));
  if (!pkg) throw notFound('Server package');
  return toContents(pkg, await findBundleSubnets(ctx.db, packageId));
}

/** What a public bundle includes (marketplace detail); hidden packages answer like missing ones. */
export async function getPublicBundle(ctx: AppContext, viewer: SessionUser | null, packageId: string) {
  const [pkg] = await ctx.db.select().from(serverPackages).where(eq(serverPackages.id, packageId));
  const isVisible =
    pkg &&
    (pkg.status === PUBLIC_SERVER_PACKAGE_STATUS || viewer?.id === pkg.userId || viewer?.role === 'admin');
  if (!isVisible) throw new AppError('not_found', CATALOG_MESSAGES.listingNotFound);
  return toContents(pkg, pkg.isBundle ? await findBundleSubnets(ctx.db, packageId) : []);
}

/**
 * Replaces the set of subnets a bundle includes. Subnets already in the bundle may stay even while
 * the bundle is leased; every newly added one must be free (freeSubnetOf). Lock order: the package,
 * then the blocks (so an auction cannot be created on them meanwhile), then the subnets by address,
 * the order IP checkout uses too. The primary key of bundle_subnets is the backstop.
 */
export async function setBundleSubnets(
  ctx: AppContext,
  userId: string,
  packageId: string,
  input: BundleInput,
) {
  const { subnetIds } = input;
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [pkg] = await tx
        .select()
        .from(serverPackages)
        .where(and(eq(serverPackages.id, packageId), eq(serverPackages.userId, userId)))
        .for('update');
      if (!pkg) throw notFound('Server package');
      if (!pkg.isBundle && subnetIds.length > 0) throw new AppError('conflict', BUNDLE_MESSAGES.notABundle);

      const current = await tx
        .select({ id: bundleSubnets.ipSubnetId })
        .from(bundleSubnets)
        .where(eq(bundleSubnets.serverPackageId, packageId));
      const currentIds = new Set(current.map((row) => row.id));
      const added = subnetIds.filter((id) => !currentIds.has(id));
      const removed = [...currentIds].filter((id) => !subnetIds.includes(id));

      if (added.length > 0) {
        const idList = sql.join(
          added.map((id) => sql`${id}::uuid`),
          sql`, `,
        );
        await queryRows(
          tx,
          sql`SELECT b.id FROM ip_blocks b
              WHERE b.id IN (SELECT ip_block_id FROM ip_subnets WHERE id IN (${idList}))
              ORDER BY b.id FOR NO KEY UPDATE`,
        );
        await queryRows(
          tx,
          sql`SELECT s.id FROM ip_subnets s WHERE s.id IN (${idList}) ORDER BY s.subnet FOR UPDATE`,
        );
        const free = await queryRows<{ id: string }>(
          tx,
          sql`SELECT s.id::text AS id FROM ip_subnets s JOIN ip_blocks b ON b.id = s.ip_block_id
              WHERE s.id IN (${idList}) AND ${freeSubnetOf(userId, now)}`,
        );
        // Another user's subnet answers like a leased one: nothing tells it exists.
        if (free.length !== added.length) throw new AppError('conflict', BUNDLE_MESSAGES.subnetUnavailable);
        await tx
          .insert(bundleSubnets)
          .values(added.map((ipSubnetId) => ({ ipSubnetId, serverPackageId: packageId, createdAt: now })));
      }
      if (removed.length > 0) {
        await tx
          .delete(bundleSubnets)
          .where(
            and(eq(bundleSubnets.serverPackageId, packageId), inArray(bundleSubnets.ipSubnetId, removed)),
          );
      }
      if (added.length > 0 || removed.length > 0) {
        await recordAudit(tx, {
          actorId: userId,
          action: 'server_package.bundle_updated',
          targetType: 'server_package',
          targetId: packageId,
          before: { subnetIds: [...currentIds] },
          after: { subnetIds },
        });
      }
      return toContents(pkg, await findBundleSubnets(tx, packageId));
    });
  } catch (error) {
    if (sqlState(error) === '23505') throw new AppError('conflict', BUNDLE_MESSAGES.subnetUnavailable);
    throw toRangeHeldError(error) ?? error;
  }
}

/** A package that stops being a bundle lets its subnets go (server-packages edit). */
export async function clearBundleSubnets(db: Executor, packageId: string) {
  await db.delete(bundleSubnets).where(eq(bundleSubnets.serverPackageId, packageId));
}

/**
 * Checkout of a bundle (called by the checkout service inside its transaction, after the package
 * row is locked): locks the bundle's subnets by address and checks they are all free. Checkout then
 * leases every subnet to the order (the leases are commerce's rows, docs/decisions/266) and calls
 * `markLeased`; the exclusion constraint of order_ip_leases (migration 0201) refuses a double lease,
 * and any refusal rolls the whole checkout back.
 */
export async function reserveBundleSubnets(tx: Executor, packageId: string, sellerId: string) {
  const rows = await queryRows<{ id: string; subnet: string; ip_block_id: string; is_free: boolean }>(
    tx,
    sql`SELECT s.id::text AS id, s.subnet::text AS subnet, s.ip_block_id::text AS ip_block_id,
          (s.status = 'available' AND b.user_id = ${sellerId} AND b.status IN ('approved', 'active')) AS is_free
        FROM bundle_subnets x
        JOIN ip_subnets s ON s.id = x.ip_subnet_id
        JOIN ip_blocks b ON b.id = s.ip_block_id
        WHERE x.server_package_id = ${packageId}
        ORDER BY s.subnet
        FOR UPDATE OF s`,
  );
  if (rows.some((row) => !row.is_free)) throw new AppError('conflict', BUNDLE_MESSAGES.bundleSubnetLeased);
  return {
    subnets: rows.map((row) => ({ id: row.id, cidr: row.subnet, ipBlockId: row.ip_block_id })),
    async markLeased() {
      if (rows.length === 0) return;
      await tx
        .update(ipSubnets)
        .set({ status: 'leased' })
        .where(
          inArray(
            ipSubnets.id,
            rows.map((row) => row.id),
          ),
        );
    },
  };
}
