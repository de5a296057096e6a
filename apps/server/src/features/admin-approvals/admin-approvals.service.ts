import { asc, count, eq, sql } from 'drizzle-orm';
import {
  APPROVALS_LIST_LIMIT,
  CATALOG_MESSAGES,
  loaUrl,
  type AdminStats,
  type ApprovalKind,
  type PendingApprovals,
} from '@netlease/shared/catalog';
import type { AppContext } from '../../app-context';
import { queryRows, type Transaction } from '../../platform/db/database';
import { ipBlocks, listings, serverPackages, users } from '../../platform/db/schema/index';
import { AppError, notFound } from '../../platform/errors';
import { recordAudit } from '../../platform/audit';
import { notifyUser } from '../notifications/notifications.service';

/**
 * Admin stat cards (spec part 1 /admin). Active Orders counts the money area's orders in status
 * active (read-only; the only table here that this area does not own).
 */
export async function getAdminStats(ctx: AppContext): Promise<AdminStats> {
  const [[userCount], [blockCount], [packageCount], [listingCount], [orderCount]] = await Promise.all([
    ctx.db.select({ total: count() }).from(users),
    ctx.db.select({ total: count() }).from(ipBlocks).where(eq(ipBlocks.status, 'pending')),
    ctx.db.select({ total: count() }).from(serverPackages).where(eq(serverPackages.status, 'pending')),
    ctx.db.select({ total: count() }).from(listings).where(eq(listings.status, 'pending')),
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
      .where(eq(serverPackages.status, 'pending'))
      .orderBy(asc(serverPackages.createdAt), asc(serverPackages.id))
      .limit(APPROVALS_LIST_LIMIT),
    ctx.db
      .select({ listing: listings, ipBlockCidr: ipBlocks.cidr, ...owner })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.userId))
      .leftJoin(ipBlocks, eq(ipBlocks.id, listings.ipBlockId))
      .where(eq(listings.status, 'pending'))
      .orderBy(asc(listings.createdAt), asc(listings.id))
      .limit(APPROVALS_LIST_LIMIT),
  ]);
  const ownerOf = (row: { ownerId: string; ownerName: string; ownerEmail: string }) => ({
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    ownerEmail: row.ownerEmail,
  });
  return {
    ipBlocks: blocks.map((row) => ({
      id: row.block.id,
      cidr: row.block.cidr,
      rir: row.block.rir,
      countryCode: row.block.countryCode,
      loaUrl: loaUrl(row.block.id),
      createdAt: row.block.createdAt.toISOString(),
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
      createdAt: row.listing.createdAt.toISOString(),
      ...ownerOf(row),
    })),
  };
}

/** What each kind of reviewable item is called, where it lives and what approval makes it. */
const KINDS = {
  'ip-blocks': {
    table: 'ip_blocks',
    label: 'IP block',
    nameColumn: 'cidr::text',
    approved: 'approved',
    link: '/my-ip-blocks',
  },
  'server-packages': {
    table: 'server_packages',
    label: 'Server package',
    nameColumn: 'name',
    approved: 'approved',
    link: '/my-server-packages',
  },
  // A listing goes live when approved (spec part 2 §4).
  listings: {
    table: 'listings',
    label: 'Listing',
    nameColumn: 'title',
    approved: 'active',
    link: '/dashboard',
  },
} as const satisfies Record<ApprovalKind, unknown>;

interface ReviewedRow {
  id: string;
  user_id: string;
  status: string;
  name: string;
  ip_block_id?: string | null;
}

async function lockPendingItem(tx: Transaction, kind: ApprovalKind, id: string): Promise<ReviewedRow> {
  const spec = KINDS[kind];
  // Table and column names come from the constant above, never from the request.
  const [row] = await queryRows<ReviewedRow>(
    tx,
    sql`SELECT id, user_id, status, ${sql.raw(spec.nameColumn)} AS name
          ${kind === 'listings' ? sql`, ip_block_id` : sql``}
        FROM ${sql.raw(spec.table)} WHERE id = ${id} FOR UPDATE`,
  );
  if (!row) throw notFound(spec.label);
  // Two admins deciding at once: the row lock makes the second one see the first decision.
  if (row.status !== 'pending') throw new AppError('conflict', CATALOG_MESSAGES.alreadyReviewed);
  return row;
}

/**
 * Approve (spec part 1 §4): status approved (a listing: active), approved_by and approved_at; the
 * owner is notified and the decision audited, all in one transaction.
 */
export async function approveItem(ctx: AppContext, adminId: string, kind: ApprovalKind, id: string) {
  const spec = KINDS[kind];
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockPendingItem(tx, kind, id);
    if (kind === 'listings' && row.ip_block_id) {
      // The block behind an IP listing must still be approved when the listing goes live.
      const [block] = await tx
        .select({ status: ipBlocks.status })
        .from(ipBlocks)
        .where(eq(ipBlocks.id, row.ip_block_id))
        .for('share');
      if (!block || (block.status !== 'approved' && block.status !== 'active')) {
        throw new AppError('conflict', CATALOG_MESSAGES.blockNoLongerApproved);
      }
    }
    await tx.execute(
      sql`UPDATE ${sql.raw(spec.table)}
          SET status = ${spec.approved}, approved_by = ${adminId}, approved_at = ${now},
              rejection_reason = NULL, updated_at = ${now}
          WHERE id = ${id}`,
    );
    await notifyUser(tx, row.user_id, {
      type: 'approval',
      title: `${spec.label} approved`,
      message: `Your ${spec.label.toLowerCase()} ${row.name} has been approved${kind === 'listings' ? ' and is now live' : ''}.`,
      link: spec.link,
    });
    await recordAudit(tx, {
      actorId: adminId,
      action: `${kind}.approve`,
      targetType: spec.table,
      targetId: id,
      before: { status: row.status },
      after: { status: spec.approved },
    });
  });
}

/**
 * Reject (spec part 1 §4, §5): status rejected, the approval time cleared, the reason stored (a reason
 * is required). A rejected block no longer holds its addresses (the exclusion constraint skips it).
 */
export async function rejectItem(
  ctx: AppContext,
  adminId: string,
  kind: ApprovalKind,
  id: string,
  reason: string,
) {
  const spec = KINDS[kind];
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockPendingItem(tx, kind, id);
    await tx.execute(
      sql`UPDATE ${sql.raw(spec.table)}
          SET status = 'rejected', approved_by = ${adminId}, approved_at = NULL,
              rejection_reason = ${reason}, updated_at = ${now}
          WHERE id = ${id}`,
    );
    await notifyUser(tx, row.user_id, {
      type: 'approval',
      title: `${spec.label} rejected`,
      message: `Your ${spec.label.toLowerCase()} ${row.name} was rejected: ${reason}`,
      link: spec.link,
    });
    await recordAudit(tx, {
      actorId: adminId,
      action: `${kind}.reject`,
      targetType: spec.table,
      targetId: id,
      before: { status: row.status },
      after: { status: 'rejected', rejectionReason: reason },
    });
  });
}
