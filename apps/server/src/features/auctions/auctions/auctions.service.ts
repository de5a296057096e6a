import { and, asc, eq, sql } from 'drizzle-orm';
import {
  AUCTION_MESSAGES,
  checkCreateAuctionInput,
  type AuctionableBlock,
  type AuctionList,
  type CreateAuctionInput,
} from '@netlease/shared/auctions';
import type { SessionUser } from '@netlease/shared/auth';
import type { AppContext } from '../../../platform/app-context';
import { ipBlocks, ipSubnets } from '../../../platform/db/schema/catalog/index';
import { auctions } from '../../../platform/db/schema/auctions/index';
import { isUuid } from '../../../platform/db/uuid';
import { AppError } from '../../../platform/errors';
import { recordAudit } from '../../../platform/audit';
import { sqlState, toRangeHeldError } from '../../../platform/db/db-errors';
import { canView, listLiveAuctions } from './auctions.queries';

export type AuctionRow = typeof auctions.$inferSelect;

/** A readable name for an auction in messages and wallet history. */
export const auctionLabel = (cidr: string) => `the auction of ${cidr}`;

/** Whether the viewer may follow the auction's live topic: the same rule as its page (canView). */
export async function canFollowAuction(ctx: AppContext, viewer: SessionUser | null, id: string) {
  if (!isUuid(id)) return false;
  const [row] = await ctx.db
    .select({ status: auctions.status, sellerId: auctions.sellerId })
    .from(auctions)
    .where(eq(auctions.id, id));
  return row !== undefined && canView(row, viewer);
}

/**
 * A seller's live auctions, as /auctions lists them (docs/PRODUCT.md "Provider page"): hidden while
 * the seller is suspended, gone once their end has passed.
 */
export function listSellerLiveAuctions(ctx: AppContext, sellerId: string): Promise<AuctionList> {
  return listLiveAuctions(ctx, undefined, sellerId);
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
