import { eq, sql } from 'drizzle-orm';
import { AUCTION_MESSAGES } from '@netlease/shared/auctions';
import type { Message } from '@netlease/shared/messages';
import type { Executor } from '../../../platform/db/database';
import { queryPreparedRows } from '../../../platform/db/prepared';
import { rowFromJson } from '../../../platform/db/json-rows';
import { ipBlocks } from '../../../platform/db/schema/catalog/index';
import { auctionBids, auctions } from '../../../platform/db/schema/auctions/index';
import { isUuid } from '../../../platform/db/uuid';
import { AppError } from '../../../platform/errors';
import type { AuctionRow } from './auctions.service';
import type { BidRow } from './auction-money';

/**
 * Locks the auction row (SELECT ... FOR UPDATE): every bid, Buy Now, the close job and an admin's
 * review take this lock first, so they happen one after another and each sees the previous one's result.
 */
export async function lockAuction(tx: Executor, id: string) {
  if (!isUuid(id)) return undefined;
  // No outer join to the leading bid here: under a lock wait, PostgreSQL re-checks the locked row
  // but not the joined one, and a stale leader (or bid count) let concurrent bids collide.
  const [row] = await tx
    .select({ auction: auctions, cidr: sql<string>`${ipBlocks.cidr}::text` })
    .from(auctions)
    .innerJoin(ipBlocks, eq(ipBlocks.id, auctions.ipBlockId))
    .where(eq(auctions.id, id))
    .for('update', { of: auctions });
  return row;
}

/**
 * Locks an auction someone other than its seller may still bid on or buy: a missing or unapproved
 * auction is not found, a closed one has ended, and the seller's own is refused with `ownMessage`.
 */
export async function lockOpenAuction(
  tx: Executor,
  auctionId: string,
  now: Date,
  userId: string,
  ownMessage: Message,
) {
  return checkOpenAuction(await lockAuction(tx, auctionId), now, userId, ownMessage);
}

/** lockOpenAuction's checks, on the auction as locked. */
export function checkOpenAuction<Row extends { auction: AuctionRow }>(
  row: Row | undefined,
  now: Date,
  userId: string,
  ownMessage: Message,
): Row {
  if (!row || (row.auction.status !== 'live' && row.auction.status !== 'ended')) {
    throw new AppError('not_found', AUCTION_MESSAGES.notFound);
  }
  if (row.auction.status !== 'live' || now >= row.auction.endTime) {
    throw new AppError('conflict', AUCTION_MESSAGES.auctionEnded);
  }
  if (row.auction.sellerId === userId) throw new AppError('forbidden', ownMessage);
  return row;
}

/**
 * lockAuction, findLeadingBid and the bidder's number in one round trip (`auction_lock_for_bid`,
 * migrations 1901, 2030 and 2250): the bid's path, where each round trip under the lock holds up every
 * other bid on this auction. The number is the bidder's own if they have bid here, else the next one.
 *
 * A bid of `amountCents` that the current bid already beats cannot be placed: the lock is let go at
 * once (`held` is null), with the auction as it stood under the lock, for the usual checks to refuse it
 * (docs/decisions/299-beaten-bid-lets-go.md). Nothing may be written for such a bid.
 */
export async function lockAuctionForBid(tx: Executor, id: string, bidderId: string, amountCents: number) {
  if (!isUuid(id)) return undefined;
  // An amount the database cannot hold as a bigint is refused by the checks; it never lets go early.
  const amount = Number.isSafeInteger(amountCents) ? amountCents : null;
  const [row] = await queryPreparedRows<{
    locked: {
      auction: Record<string, unknown>;
      cidr: string;
      leading?: Record<string, unknown> | null;
      bidder_number?: number;
      released: boolean;
    } | null;
  }>(tx, sql`SELECT auction_lock_for_bid(${id}::uuid, ${bidderId}::uuid, ${amount}::bigint) AS locked`);
  const locked = row?.locked;
  if (!locked) return undefined;
  const auction = rowFromJson(auctions, locked.auction);
  if (locked.released) return { auction, cidr: locked.cidr, held: null };
  return {
    auction,
    cidr: locked.cidr,
    // What only a bid that still holds the lock reads: the leading bid and the bidder's number.
    held: {
      leading: locked.leading ? rowFromJson(auctionBids, locked.leading) : undefined,
      bidderNumber: Number(locked.bidder_number),
    },
  };
}

/** The auction's leading bid, read under its lock (the bid's path has it from lockAuctionForBid). */
export async function findLeadingBid(tx: Executor, auction: AuctionRow): Promise<BidRow | undefined> {
  if (!auction.currentBidId) return undefined;
  const [bid] = await tx.select().from(auctionBids).where(eq(auctionBids.id, auction.currentBidId));
  return bid;
}
