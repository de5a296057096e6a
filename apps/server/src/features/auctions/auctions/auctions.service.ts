import { and, asc, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  AUCTIONS_TOPIC,
  AUCTION_BIDS_LIMIT,
  AUCTION_LIST_LIMIT,
  AUCTION_MESSAGES,
  checkCreateAuctionInput,
  isBuyNowOpen,
  minimumNextBid,
  type AuctionDetail,
  type AuctionList,
  type AuctionSummary,
  type AuctionableBlock,
  type CreateAuctionInput,
  type OwnAuction,
  type PendingAuction,
} from '@netlease/shared/auctions';
import { formatCents } from '@netlease/shared/format';
import { MESSAGES } from '@netlease/shared/messages';
import type { SessionUser } from '@netlease/shared/auth';
import type { AppContext } from '../../../platform/app-context';
import type { Executor } from '../../../platform/db/database';
import { auctionBids, auctions, ipBlocks, ipSubnets, users } from '../../../platform/db/schema/index';
import { AppError } from '../../../platform/errors';
import { recordAudit } from '../../../platform/audit';
import { publishEvent } from '../../../platform/realtime/publish-event';
import { notifyUser } from '../../accounts/notifications/notifications.service';
import { sqlState, toRangeHeldError } from '../../../platform/db/db-errors';

export type AuctionRow = typeof auctions.$inferSelect;
const sellers = alias(users, 'sellers');
const winners = alias(users, 'winners');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** A readable name for an auction in messages and wallet history. */
export const auctionLabel = (cidr: string) => `the auction of ${cidr}`;

function toSummary(row: {
  auction: AuctionRow;
  cidr: string;
  countryCode: string | null;
  rir: string;
  sellerName: string;
}): AuctionSummary {
  const { auction } = row;
  return {
    sellerId: auction.sellerId,
    id: auction.id,
    cidr: row.cidr,
    countryCode: row.countryCode,
    rir: row.rir,
    sellerName: row.sellerName,
    reservePrice: auction.reservePrice,
    buyNowPrice: auction.buyNowPrice,
    minBidIncrement: auction.minBidIncrement,
    leasePeriod: auction.leasePeriod,
    currentBid: auction.currentBid,
    bidCount: auction.bidCount,
    startTime: auction.startTime.toISOString(),
    endTime: auction.endTime.toISOString(),
    status: auction.status,
  };
}

const summaryColumns = {
  auction: auctions,
  cidr: sql<string>`${ipBlocks.cidr}::text`,
  countryCode: ipBlocks.countryCode,
  rir: ipBlocks.rir,
  sellerName: sellers.name,
};

/** `%`, `_` and `\` typed in a search box are literal characters, not patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * /auctions (docs/PRODUCT.md "Bidding"): live auctions, soonest end first, searched by CIDR or seller name
 * (case-insensitive, on the server). An auction whose end has passed is no longer listed, even
 * before the close job has settled it.
 */
export async function listLiveAuctions(ctx: AppContext, search?: string): Promise<AuctionList> {
  const now = ctx.clock.now();
  const term = search?.trim();
  const pattern = term ? `%${escapeLike(term)}%` : undefined;
  const rows = await ctx.db
    .select(summaryColumns)
    .from(auctions)
    .innerJoin(ipBlocks, eq(ipBlocks.id, auctions.ipBlockId))
    .innerJoin(sellers, eq(sellers.id, auctions.sellerId))
    .where(
      and(
        eq(auctions.status, 'live'),
        gt(auctions.endTime, now),
        // Hidden while the seller is suspended (docs/decisions/160-staff-tools-and-audit.md).
        isNull(sellers.suspendedAt),
        pattern ? or(sql`${ipBlocks.cidr}::text ILIKE ${pattern}`, ilike(sellers.name, pattern)) : undefined,
      ),
    )
    .orderBy(asc(auctions.endTime), asc(auctions.id))
    .limit(AUCTION_LIST_LIMIT);
  return { auctions: rows.map(toSummary), serverTime: now.toISOString() };
}

/** The seller's own auctions, newest first, whatever their status. */
export async function listOwnAuctions(ctx: AppContext, sellerId: string): Promise<OwnAuction[]> {
  const rows = await ctx.db
    .select(summaryColumns)
    .from(auctions)
    .innerJoin(ipBlocks, eq(ipBlocks.id, auctions.ipBlockId))
    .innerJoin(sellers, eq(sellers.id, auctions.sellerId))
    .where(eq(auctions.sellerId, sellerId))
    .orderBy(desc(auctions.createdAt), desc(auctions.id))
    .limit(AUCTION_LIST_LIMIT);
  return rows.map((row) => ({
    ...toSummary(row),
    outcome: row.auction.outcome,
    rejectionReason: row.auction.rejectionReason,
  }));
}

/** Who may see an auction: live and ended ones are public; pending and cancelled ones are the seller's and admins'. */
function canView(auction: Pick<AuctionRow, 'status' | 'sellerId'>, viewer: SessionUser | null) {
  if (auction.status === 'live' || auction.status === 'ended') return true;
  return viewer !== null && (viewer.id === auction.sellerId || viewer.role === 'admin');
}

export async function canFollowAuction(ctx: AppContext, viewer: SessionUser | null, id: string) {
  if (!isUuid(id)) return false;
  const [row] = await ctx.db
    .select({ status: auctions.status, sellerId: auctions.sellerId })
    .from(auctions)
    .where(eq(auctions.id, id));
  return row !== undefined && canView(row, viewer);
}

/** /auction/{id}: the auction with block, seller, stats and bids, highest first. */
export async function getAuctionDetail(
  ctx: AppContext,
  viewer: SessionUser | null,
  id: string,
): Promise<AuctionDetail> {
  if (!isUuid(id)) throw new AppError('not_found', AUCTION_MESSAGES.notFound);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select({ ...summaryColumns, winnerName: winners.name, sellerSuspendedAt: sellers.suspendedAt })
    .from(auctions)
    .innerJoin(ipBlocks, eq(ipBlocks.id, auctions.ipBlockId))
    .innerJoin(sellers, eq(sellers.id, auctions.sellerId))
    .leftJoin(winners, eq(winners.id, auctions.winnerId))
    .where(eq(auctions.id, id));
  if (!row || !canView(row.auction, viewer)) throw new AppError('not_found', AUCTION_MESSAGES.notFound);
  // A live auction of a suspended seller is off the marketplace for everyone but its seller and admins.
  const isHidden = row.auction.status === 'live' && row.sellerSuspendedAt !== null;
  if (isHidden && viewer?.id !== row.auction.sellerId && viewer?.role !== 'admin') {
    throw new AppError('not_found', AUCTION_MESSAGES.notFound);
  }
  const bids = await ctx.db
    .select({ bid: auctionBids, bidderName: users.name })
    .from(auctionBids)
    .innerJoin(users, eq(users.id, auctionBids.bidderId))
    .where(eq(auctionBids.auctionId, id))
    .orderBy(desc(auctionBids.bidAmount))
    .limit(AUCTION_BIDS_LIMIT);
  const { auction } = row;
  const leader = bids[0]?.bid;
  const isOpen = auction.status === 'live' && auction.endTime > now;
  return {
    auction: {
      ...toSummary(row),
      sellerId: auction.sellerId,
      outcome: auction.outcome,
      minimumNextBid: minimumNextBid(auction),
      isBuyNowOpen: isOpen && auction.startTime <= now && isBuyNowOpen(auction),
      isOwn: viewer?.id === auction.sellerId,
      isLeading: viewer !== null && leader?.bidderId === viewer.id,
      winnerName: row.winnerName ?? null,
    },
    bids: bids.map(({ bid, bidderName }) => ({
      id: bid.id,
      bidderName,
      amount: bid.bidAmount,
      bidTime: bid.bidTime.toISOString(),
      isMine: viewer?.id === bid.bidderId,
    })),
    serverTime: now.toISOString(),
  };
}

/** The create form's choices: the seller's approved blocks that are not leased and back no other offer. */
export async function listAuctionableBlocks(ctx: AppContext, sellerId: string): Promise<AuctionableBlock[]> {
  const rows = await ctx.db
    .select({ id: ipBlocks.id, cidr: sql<string>`${ipBlocks.cidr}::text`, countryCode: ipBlocks.countryCode })
    .from(ipBlocks)
    .where(
      and(
        eq(ipBlocks.userId, sellerId),
        eq(ipBlocks.status, 'approved'),
        sql`NOT EXISTS (SELECT 1 FROM ip_subnets s WHERE s.ip_block_id = ${ipBlocks.id} AND s.status = 'leased')`,
        sql`NOT EXISTS (SELECT 1 FROM offer_holds h WHERE h.cidr && ${ipBlocks.cidr})`,
      ),
    )
    .orderBy(asc(ipBlocks.cidr));
  return rows;
}

/**
 * /create-auction (docs/PRODUCT.md "Creating an auction"): the seller's own approved block, not leased and
 * not in another open auction (the partial unique index auctions_one_open_per_block is the backstop), status
 * pending_approval until an admin approves it.
 */
export async function createAuction(ctx: AppContext, sellerId: string, input: CreateAuctionInput) {
  const now = ctx.clock.now();
  const checked = checkCreateAuctionInput(input, now);
  if (!checked.ok) throw new AppError('bad_request', checked.message);
  const data = checked.value;
  try {
    return await ctx.db.transaction(async (tx) => {
      const [block] = await tx
        .select({
          id: ipBlocks.id,
          userId: ipBlocks.userId,
          status: ipBlocks.status,
          cidr: sql<string>`${ipBlocks.cidr}::text`,
        })
        .from(ipBlocks)
        .where(eq(ipBlocks.id, data.ipBlockId))
        .for('share');
      if (!block || block.userId !== sellerId || block.status !== 'approved') {
        throw new AppError('bad_request', AUCTION_MESSAGES.blockNotAvailable);
      }
      const [leased] = await tx
        .select({ id: ipSubnets.id })
        .from(ipSubnets)
        .where(and(eq(ipSubnets.ipBlockId, block.id), eq(ipSubnets.status, 'leased')))
        .limit(1);
      if (leased) throw new AppError('conflict', AUCTION_MESSAGES.blockLeased);
      // The insert takes a hold on the whole block (offer_holds, migration 0800): a listing or bundle
      // on any part of it makes the database refuse, and the message names that offer.
      const [auction] = await tx
        .insert(auctions)
        .values({
          sellerId,
          ipBlockId: block.id,
          reservePrice: data.reservePrice,
          buyNowPrice: data.buyNowPrice,
          minBidIncrement: data.minBidIncrement,
          leasePeriod: data.leasePeriod,
          startTime: data.startTime,
          endTime: data.endTime,
          status: 'pending_approval',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: auctions.id });
      await recordAudit(tx, {
        actorId: sellerId,
        action: 'auction.created',
        targetType: 'auction',
        targetId: auction!.id,
        after: {
          cidr: block.cidr,
          reservePrice: data.reservePrice,
          buyNowPrice: data.buyNowPrice,
          endTime: data.endTime.toISOString(),
          status: 'pending_approval',
        },
      });
      return { auctionId: auction!.id };
    });
  } catch (error) {
    if (sqlState(error) === '23505') throw new AppError('conflict', AUCTION_MESSAGES.blockInAuction);
    throw toRangeHeldError(error, 'ipBlockId') ?? error;
  }
}

/* ---------- admin (the /admin auctions tab) ---------- */

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

async function lockPendingAuction(tx: Executor, id: string) {
  if (!isUuid(id)) throw new AppError('not_found', AUCTION_MESSAGES.notFound);
  const [row] = await tx
    .select({ auction: auctions, cidr: sql<string>`${ipBlocks.cidr}::text` })
    .from(auctions)
    .innerJoin(ipBlocks, eq(ipBlocks.id, auctions.ipBlockId))
    .where(eq(auctions.id, id))
    .for('update', { of: auctions });
  if (!row) throw new AppError('not_found', AUCTION_MESSAGES.notFound);
  if (row.auction.status !== 'pending_approval') throw new AppError('conflict', AUCTION_MESSAGES.notPending);
  return row;
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
    await tx
      .update(auctions)
      .set({ status: 'live', approvedBy: adminId, approvedAt: now, updatedAt: now })
      .where(eq(auctions.id, id));
    await recordAudit(tx, {
      actorId: adminId,
      action: 'auction.approved',
      targetType: 'auction',
      targetId: id,
      before: { status: auction.status },
      after: { status: 'live' },
    });
    await notifyUser(tx, auction.sellerId, {
      type: 'auction_approved',
      title: 'Auction approved',
      message: `Your auction of ${cidr} is live. Reserve price ${formatCents(auction.reservePrice)}.`,
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
    await tx
      .update(auctions)
      .set({
        status: 'cancelled',
        rejectionReason: text,
        approvedBy: adminId,
        approvedAt: now,
        updatedAt: now,
      })
      .where(eq(auctions.id, id));
    await recordAudit(tx, {
      actorId: adminId,
      action: 'auction.rejected',
      targetType: 'auction',
      targetId: id,
      before: { status: auction.status },
      after: { status: 'cancelled', reason: text },
    });
    await notifyUser(tx, auction.sellerId, {
      type: 'auction_rejected',
      title: 'Auction rejected',
      message: `Your auction of ${cidr} was rejected: ${text}`,
      link: '/create-auction',
    });
    return MESSAGES.itemRejected;
  });
}
