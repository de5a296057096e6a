import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  AUCTIONS_TOPIC,
  AUCTION_LIST_LIMIT,
  AUCTION_MESSAGES,
  type PendingAuction,
} from '@netlease/shared/auctions';
import { MESSAGES } from '@netlease/shared/messages';
import { AUCTION_NOTIFICATIONS } from '@netlease/shared/notification-texts';
import type { AppContext } from '../../../platform/app-context';
import type { Executor } from '../../../platform/db/database';
import { users } from '../../../platform/db/schema/platform/index';
import { ipBlocks } from '../../../platform/db/schema/catalog/index';
import { auctions } from '../../../platform/db/schema/auctions/index';
import { AppError } from '../../../platform/errors';
import { recordAudit } from '../../../platform/audit';
import { publishEvent } from '../../../platform/realtime/publish-event';
import { notifyUser } from '../../accounts/notifications/notifications.service';
import type { AuctionRow } from './auctions.service';
import { lockAuction } from './auction-locks';

/* The /admin auctions tab: auctions waiting for review, approved or rejected by an admin. */

const sellers = alias(users, 'sellers');

export async function listPendingAuctions(ctx: AppContext): Promise<PendingAuction[]> {
  const rows = await ctx.db
    .select({
      auction: auctions,
      cidr: sql<string>`${ipBlocks.cidr}::text`,
      sellerEmail: sellers.email,
      sellerName: sellers.name,
    })
    .from(auctions)
    .innerJoin(ipBlocks, eq(ipBlocks.id, auctions.ipBlockId))
    .innerJoin(sellers, eq(sellers.id, auctions.sellerId))
    .where(eq(auctions.status, 'pending_approval'))
    .orderBy(asc(auctions.createdAt), asc(auctions.id))
    .limit(AUCTION_LIST_LIMIT);
  return rows.map(({ auction, cidr, sellerEmail, sellerName }) => ({
    id: auction.id,
    cidr,
    sellerEmail,
    sellerName,
    reservePrice: auction.reservePrice,
    buyNowPrice: auction.buyNowPrice,
    startTime: auction.startTime.toISOString(),
    endTime: auction.endTime.toISOString(),
    createdAt: auction.createdAt.toISOString(),
  }));
}

/** Locks an auction for an admin's review: it must exist and still wait for approval. */
async function lockPendingAuction(tx: Executor, id: string) {
  const row = await lockAuction(tx, id);
  if (!row) throw new AppError('not_found', AUCTION_MESSAGES.notFound);
  if (row.auction.status !== 'pending_approval') throw new AppError('conflict', AUCTION_MESSAGES.notPending);
  return row;
}

/**
 * Writes an admin's review of a pending auction: its new status (and the rejection's reason), who
 * reviewed it and when, and the audit row.
 */
async function recordReview(
  tx: Executor,
  review: {
    adminId: string;
    id: string;
    auction: AuctionRow;
    now: Date;
    action: 'auction.approved' | 'auction.rejected';
    status: 'live' | 'cancelled';
    reason?: string;
  },
) {
  const { adminId, id, auction, now, status, reason } = review;
  await tx
    .update(auctions)
    .set({ status, rejectionReason: reason, approvedBy: adminId, approvedAt: now, updatedAt: now })
    .where(eq(auctions.id, id));
  await recordAudit(tx, {
    actorId: adminId,
    action: review.action,
    targetType: 'auction',
    targetId: id,
    before: { status: auction.status },
    after: reason === undefined ? { status } : { status, reason },
  });
}

/**
 * Approve → live (docs/PRODUCT.md "Creating an auction"); the seller is notified and the live list hears of
 * it.
 */
export async function approveAuction(ctx: AppContext, adminId: string, id: string) {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const { auction, cidr } = await lockPendingAuction(tx, id);
    if (auction.endTime <= now) throw new AppError('conflict', AUCTION_MESSAGES.approveEnded);
    await recordReview(tx, { adminId, id, auction, now, action: 'auction.approved', status: 'live' });
    await notifyUser(tx, auction.sellerId, {
      type: 'auction_approved',
      ...AUCTION_NOTIFICATIONS.approved(cidr, auction.reservePrice),
      link: `/auction/${id}`,
    });
    await publishEvent(tx, AUCTIONS_TOPIC, 'auction.updated', { auctionId: id, status: 'live' });
    return MESSAGES.itemApproved;
  });
}

/** Reject → cancelled with the reason stored ('Reason required', docs/PRODUCT.md "Creating an auction"). */
export async function rejectAuction(
  ctx: AppContext,
  adminId: string,
  id: string,
  reason: string | undefined,
) {
  const text = reason?.trim() ?? '';
  if (!text) throw new AppError('bad_request', MESSAGES.reasonRequired);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const { auction, cidr } = await lockPendingAuction(tx, id);
    await recordReview(tx, {
      adminId,
      id,
      auction,
      now,
      action: 'auction.rejected',
      status: 'cancelled',
      reason: text,
    });
    await notifyUser(tx, auction.sellerId, {
      type: 'auction_rejected',
      ...AUCTION_NOTIFICATIONS.rejected(cidr, text),
      link: '/create-auction',
    });
    return MESSAGES.itemRejected;
  });
}
