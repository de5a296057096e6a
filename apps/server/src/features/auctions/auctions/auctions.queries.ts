import { and, asc, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  AUCTION_BIDS_LIMIT,
  AUCTION_LIST_LIMIT,
  AUCTION_MESSAGES,
  bidderNameFor,
  isBuyNowOpen,
  minimumNextBid,
  type AuctionDetail,
  type AuctionList,
  type AuctionSummary,
  type OwnAuction,
} from '@netlease/shared/auctions';
import type { SessionUser } from '@netlease/shared/auth';
import type { AppContext } from '../../../platform/app-context';
import { users } from '../../../platform/db/schema/platform/index';
import { ipBlocks } from '../../../platform/db/schema/catalog/index';
import { auctionBidders, auctionBids, auctions } from '../../../platform/db/schema/auctions/index';
import { containing } from '../../../platform/db/like-pattern';
import { isUuid } from '../../../platform/db/uuid';
import { AppError } from '../../../platform/errors';
import type { AuctionRow } from './auctions.service';

const sellers = alias(users, 'sellers');
const winners = alias(users, 'winners');

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

/**
 * /auctions (docs/PRODUCT.md "Bidding"): live auctions, soonest end first, searched by CIDR or seller name
 * (case-insensitive, on the server). An auction whose end has passed is no longer listed, even
 * before the close job has settled it.
 */
export async function listLiveAuctions(
  ctx: AppContext,
  search?: string,
  sellerId?: string,
): Promise<AuctionList> {
  const now = ctx.clock.now();
  const term = search?.trim();
  const pattern = term ? containing(term) : undefined;
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
        sellerId ? eq(auctions.sellerId, sellerId) : undefined,
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
export function canView(auction: Pick<AuctionRow, 'status' | 'sellerId'>, viewer: SessionUser | null) {
  if (auction.status === 'live' || auction.status === 'ended') return true;
  return viewer !== null && (viewer.id === auction.sellerId || viewer.role === 'admin');
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
  // Every bidder's number (the list above may be cut short), kept since their first bid.
  const numbers = new Map(
    (
      await ctx.db
        .select({ bidderId: auctionBidders.bidderId, number: auctionBidders.bidderNumber })
        .from(auctionBidders)
        .where(eq(auctionBidders.auctionId, id))
    ).map(({ bidderId, number }) => [bidderId, number]),
  );
  const { auction } = row;
  const leader = bids[0]?.bid;
  const isOpen = auction.status === 'live' && auction.endTime > now;
  const nameOf = (bidderId: string, name: string) =>
    bidderNameFor(viewer, { id: bidderId, name, number: numbers.get(bidderId) });
  return {
    auction: {
      ...toSummary(row),
      sellerId: auction.sellerId,
      outcome: auction.outcome,
      minimumNextBid: minimumNextBid(auction),
      isBuyNowOpen: isOpen && auction.startTime <= now && isBuyNowOpen(auction),
      isOwn: viewer?.id === auction.sellerId,
      isLeading: viewer !== null && leader?.bidderId === viewer.id,
      winnerName:
        auction.winnerId && row.winnerName !== null ? nameOf(auction.winnerId, row.winnerName) : null,
      myBidderNumber: (viewer && numbers.get(viewer.id)) ?? null,
    },
    bids: bids.map(({ bid, bidderName }) => ({
      id: bid.id,
      bidderNumber: numbers.get(bid.bidderId) ?? 0,
      bidderName: nameOf(bid.bidderId, bidderName),
      amount: bid.bidAmount,
      bidTime: bid.bidTime.toISOString(),
      isMine: viewer?.id === bid.bidderId,
    })),
    serverTime: now.toISOString(),
  };
}
