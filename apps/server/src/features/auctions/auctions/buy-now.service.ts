import { and, eq } from 'drizzle-orm';
import { AUCTION_MESSAGES, isBuyNowOpen } from '@netlease/shared/auctions';
import { paymentSuccessMessage } from '@netlease/shared/orders';
import type { SessionUser } from '@netlease/shared/auth';
import { STAFF_MESSAGES } from '@netlease/shared/staff';
import { AUCTION_NOTIFICATIONS } from '@netlease/shared/notification-texts';
import type { AppContext } from '../../../platform/app-context';
import { auctions } from '../../../platform/db/schema/auctions/index';
import { AppError } from '../../../platform/errors';
import { recordAudit } from '../../../platform/audit';
import { notifyUser } from '../../accounts/notifications/notifications.service';
import { lockWallets } from '../../commerce/wallet/ledger.service';
import { assertCanTrade } from '../../accounts/user-management/user-management.service';
import { auctionLabel } from './auctions.service';
import { auctionOrderTitle, createAuctionOrder, findFreeBlock, releaseBidFunds } from './auction-money';
import { findLeadingBid, lockOpenAuction } from './auction-locks';
import { publishAuctionChange } from './auction-events';
import { withoutKey, type Once } from '../../../platform/payments/idempotency';

/** What Buy Now answers: the payment's toast and the order it created. */
export interface BuyNowResult {
  title: string;
  message: string;
  orderId: string;
}

/**
 * Buy Now: buys the block at the buy-now price right away, while no bid has reached the reserve.
 * Ends the auction, releases any leader's hold, and creates the order as checkout does
 * (price + $5 fee from the buyer's wallet, the seller's 30-day hold). With an Idempotency-Key
 * (`once`), a repeat gets the first answer and buys nothing again (docs/PRODUCT.md "Checkout").
 */
export async function buyNow(
  ctx: AppContext,
  buyer: SessionUser,
  auctionId: string,
  once: Once<BuyNowResult> = withoutKey(ctx.db),
): Promise<BuyNowResult> {
  return once.run({ auctionId }, async (tx) => {
    const now = ctx.clock.now();
    const { auction, cidr } = await lockOpenAuction(
      tx,
      auctionId,
      now,
      buyer.id,
      AUCTION_MESSAGES.ownAuctionBuy,
    );
    await assertCanTrade(tx, buyer.id);
    await assertCanTrade(tx, auction.sellerId, STAFF_MESSAGES.sellerUnavailable);
    if (now < auction.startTime) throw new AppError('conflict', AUCTION_MESSAGES.notStarted);
    if (!isBuyNowOpen(auction)) throw new AppError('conflict', AUCTION_MESSAGES.buyNowUnavailable);

    const previous = await findLeadingBid(tx, auction);
    const userIds = [buyer.id, auction.sellerId, ...(previous ? [previous.bidderId] : [])];
    await lockWallets(tx, userIds);
    const label = auctionLabel(cidr);
    if (previous && previous.holdStatus === 'held') {
      await releaseBidFunds(tx, ctx, previous, { label, reason: 'bought_now' });
    }
    const block = await findFreeBlock(tx, ctx, {
      ipBlockId: auction.ipBlockId,
      cidr,
      leasePeriod: auction.leasePeriod,
    });
    if (!block) throw new AppError('conflict', AUCTION_MESSAGES.blockLeased);
    const created = await createAuctionOrder(tx, ctx, {
      ipBlockId: auction.ipBlockId,
      cidr,
      block,
      buyerId: buyer.id,
      sellerId: auction.sellerId,
      price: auction.buyNowPrice!,
      leasePeriod: auction.leasePeriod,
      actorId: buyer.id,
      ifNoBillingDetails: 'refuse',
    });
    await tx
      .update(auctions)
      .set({
        status: 'ended',
        outcome: 'bought_now',
        winnerId: buyer.id,
        orderId: created.orderId,
        endedAt: now,
        updatedAt: now,
      })
      .where(and(eq(auctions.id, auctionId), eq(auctions.status, 'live')));
    const title = auctionOrderTitle(cidr);
    await notifyUser(tx, buyer.id, {
      type: 'order_created',
      ...AUCTION_NOTIFICATIONS.boughtNow(title),
      link: '/orders',
    });
    await notifyUser(tx, auction.sellerId, {
      type: 'auction_sold',
      ...AUCTION_NOTIFICATIONS.soldWithBuyNow(buyer.name, cidr, auction.buyNowPrice!),
      link: '/orders',
    });
    if (previous && previous.bidderId !== buyer.id) {
      await notifyUser(tx, previous.bidderId, {
        type: 'auction_ended',
        ...AUCTION_NOTIFICATIONS.endedByBuyNow(cidr),
        link: `/auction/${auctionId}`,
      });
    }
    await recordAudit(tx, {
      actorId: buyer.id,
      action: 'auction.bought_now',
      targetType: 'auction',
      targetId: auctionId,
      before: { status: auction.status },
      after: { status: 'ended', orderId: created.orderId, price: auction.buyNowPrice },
    });
    await publishAuctionChange(tx, 'auction.ended', {
      auctionId,
      currentBid: auction.currentBid,
      bidCount: auction.bidCount,
      endTime: auction.endTime.toISOString(),
      status: 'ended',
      bid: null,
    });
    const done = paymentSuccessMessage(title);
    return { title: done.title, message: done.description, orderId: created.orderId };
  });
}
