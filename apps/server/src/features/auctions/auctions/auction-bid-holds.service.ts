import { and, eq, sql } from 'drizzle-orm';
import { auctionBids } from '../../../platform/db/schema/auctions/index';
import { registerBidHoldsTotal } from '../../commerce/payouts/seller-money.service';

/** Hands the seller money view (commerce) the sum a user has on hold for leading bids (app.ts). */
export function registerAuctionBidHolds() {
  registerBidHoldsTotal(async (db, userId) => {
    const [bids] = await db
      .select({ held: sql<string>`coalesce(sum(${auctionBids.heldAmount}), 0)` })
      .from(auctionBids)
      .where(and(eq(auctionBids.bidderId, userId), eq(auctionBids.holdStatus, 'held')));
    return Number(bids?.held ?? 0);
  });
}
