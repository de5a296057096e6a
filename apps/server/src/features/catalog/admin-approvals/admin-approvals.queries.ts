import { asc, count, eq, isNotNull, or, sql } from 'drizzle-orm';
import {
  APPROVALS_LIST_LIMIT,
  listingContentSchema,
  loaUrl,
  serverPackageContentSchema,
  type AdminStats,
  type PendingApprovals,
  type PendingIpBlock,
} from '@netlease/shared/catalog';
import type { AppContext } from '../../../platform/app-context';
import { queryRows } from '../../../platform/db/database';
import { users } from '../../../platform/db/schema/platform/index';
import { ipBlocks, listings, serverPackages } from '../../../platform/db/schema/catalog/index';

/**
 * Admin stat cards (docs/PRODUCT.md "Admin panel"). Active Orders counts the money area's orders in status
 * active (read-only; the only table here that this area does not own).
 */
export async function getAdminStats(ctx: AppContext): Promise<AdminStats> {
  const [[userCount], [blockCount], [packageCount], [listingCount], [orderCount]] = await Promise.all([
    ctx.db.select({ total: count() }).from(users),
    ctx.db.select({ total: count() }).from(ipBlocks).where(eq(ipBlocks.status, 'pending')),
    ctx.db.select({ total: count() }).from(serverPackages).where(waitsForReview(serverPackages)),
    ctx.db.select({ total: count() }).from(listings).where(waitsForReview(listings)),
    queryRows<{ total: number | string }>(
      ctx.db,
      sql`SELECT count(*) AS total FROM orders WHERE status = 'active'`,
    ),
  ]);
  return {
    totalUsers: Number(userCount?.total ?? 0),
    activeOrders: Number(orderCount?.total ?? 0),
    pendingIpBlocks: Number(blockCount?.total ?? 0),
    pendingServerPackages: Number(packageCount?.total ?? 0),
    pendingListings: Number(listingCount?.total ?? 0),
  };
}

const owner = { ownerId: users.id, ownerName: users.name, ownerEmail: users.email };

/** New items, and live ones whose new text waits for review (docs/PRODUCT.md "Seller workspace"). */
function waitsForReview(table: typeof listings | typeof serverPackages) {
  return or(eq(table.status, 'pending'), isNotNull(table.pendingChanges));
}
/** Oldest first: a new item by when it was created, a change by when it was submitted. */
const reviewOrder = (table: typeof listings | typeof serverPackages) =>
  sql`coalesce(${table.changesSubmittedAt}, ${table.createdAt})`;

/** The approvals tab: what waits for review, oldest first, each with its owner's name and email. */
export async function listPendingApprovals(ctx: AppContext): Promise<PendingApprovals> {
  const [blocks, packages, pendingListings] = await Promise.all([
    ctx.db
      .select({ block: ipBlocks, ...owner })
      .from(ipBlocks)
      .innerJoin(users, eq(users.id, ipBlocks.userId))
      .where(eq(ipBlocks.status, 'pending'))
      .orderBy(asc(ipBlocks.createdAt), asc(ipBlocks.id))
      .limit(APPROVALS_LIST_LIMIT),
    ctx.db
      .select({ item: serverPackages, ...owner })
      .from(serverPackages)
      .innerJoin(users, eq(users.id, serverPackages.userId))
      .where(waitsForReview(serverPackages))
      .orderBy(asc(reviewOrder(serverPackages)), asc(serverPackages.id))
      .limit(APPROVALS_LIST_LIMIT),
    ctx.db
      .select({ listing: listings, ipBlockCidr: ipBlocks.cidr, ...owner })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.userId))
      .leftJoin(ipBlocks, eq(ipBlocks.id, listings.ipBlockId))
      .where(waitsForReview(listings))
      .orderBy(asc(reviewOrder(listings)), asc(listings.id))
      .limit(APPROVALS_LIST_LIMIT),
  ]);
  const ownerOf = (row: { ownerId: string; ownerName: string; ownerEmail: string }) => ({
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    ownerEmail: row.ownerEmail,
  });
  const contested = await findCompetingClaims(
    ctx,
    blocks.map((row) => row.block.id),
  );
  return {
    ipBlocks: blocks.map((row) => ({
      id: row.block.id,
      cidr: row.block.cidr,
      rir: row.block.rir,
      countryCode: row.block.countryCode,
      loaUrl: loaUrl(row.block.id),
      createdAt: row.block.createdAt.toISOString(),
      contested: contested.get(row.block.id) ?? [],
      ...ownerOf(row),
    })),
    serverPackages: packages.map((row) => ({
      id: row.item.id,
      name: row.item.name,
      description: row.item.description,
      location: row.item.location,
      cpu: row.item.cpu,
      ram: row.item.ram,
      storage: row.item.storage,
      bandwidth: row.item.bandwidth,
      priceCents: row.item.priceCents,
      stockCount: row.item.stockCount,
      isBundle: row.item.isBundle,
      createdAt: row.item.createdAt.toISOString(),
      changes: proposedChanges(row.item, serverPackageContentSchema),
      ...ownerOf(row),
    })),
    listings: pendingListings.map((row) => ({
      id: row.listing.id,
      type: row.listing.type,
      title: row.listing.title,
      description: row.listing.description,
      location: row.listing.location,
      priceCents: row.listing.priceCents,
      period: row.listing.period,
      subnet: row.listing.subnet,
      ipCount: row.listing.ipCount,
      ipBlockCidr: row.ipBlockCidr,
      cidr: row.listing.cidr,
      unitsTotal: row.listing.unitsTotal,
      unitsFree: row.listing.unitsFree,
      createdAt: row.listing.createdAt.toISOString(),
      changes: proposedChanges(row.listing, listingContentSchema),
      ...ownerOf(row),
    })),
  };
}

/**
 * Other holders' open claims (pending or approved) overlapping each pending block: the review shows
 * both sides of a contested range instead of the first claim winning (docs/PRODUCT.md "Inventory").
 */
async function findCompetingClaims(ctx: AppContext, blockIds: string[]) {
  const byBlock = new Map<string, PendingIpBlock['contested']>();
  if (blockIds.length === 0) return byBlock;
  const rows = await queryRows<{
    block_id: string;
    id: string;
    cidr: string;
    status: 'pending' | 'approved' | 'active';
    owner_name: string;
    owner_email: string;
  }>(
    ctx.db,
    sql`SELECT b.id AS block_id, o.id, o.cidr::text AS cidr, o.status, u.name AS owner_name, u.email AS owner_email
        FROM ip_blocks b
        JOIN ip_blocks o ON o.cidr && b.cidr AND o.id <> b.id AND o.user_id <> b.user_id AND o.status <> 'rejected'
        JOIN users u ON u.id = o.user_id
        WHERE b.id IN (${sql.join(
          blockIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        ORDER BY o.created_at`,
  );
  for (const row of rows) {
    const list = byBlock.get(row.block_id) ?? [];
    list.push({
      id: row.id,
      cidr: row.cidr,
      status: row.status === 'active' ? 'approved' : row.status,
      ownerName: row.owner_name,
      ownerEmail: row.owner_email,
      loaUrl: loaUrl(row.id),
    });
    byBlock.set(row.block_id, list);
  }
  return byBlock;
}

/** The text a live item proposes, shown beside the live one; null for an item that is new. */
function proposedChanges<T>(
  row: { status: string; pendingChanges: unknown },
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
): T | null {
  if (row.status === 'pending' || row.pendingChanges === null) return null;
  const parsed = schema.safeParse(row.pendingChanges);
  return parsed.success ? parsed.data : null;
}
