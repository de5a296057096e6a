import { and, asc, eq, lte, notInArray, sql } from 'drizzle-orm';
import { AUCTION_NOTIFICATIONS } from '@netlease/shared/notification-texts';
import type { AppContext } from '../../../platform/app-context';
import type { Executor } from '../../../platform/db/database';
import { ipBlocks } from '../../../platform/db/schema/catalog/index';
import { auctions } from '../../../platform/db/schema/auctions/index';
import { recordAudit } from '../../../platform/audit';
import { notifyUser } from '../../accounts/notifications/notifications.service';
import * as ledger from '../../commerce/wallet/ledger.service';
import { auctionLabel, type AuctionRow } from './auctions.service';
import { findLeadingBid } from './auction-locks';
import { publishAuctionChange } from './auction-events';
import { createAuctionOrder, findFreeBlock, heldAmountFor, releaseBidFunds } from './auction-money';
import { taxRateOfBuyer } from '../../commerce/invoices/invoice-documents.service';

/** One job run settles at most this many auctions, so a backlog never holds a worker for long. */
const BATCH = 100;

export interface SettleResult {
  sold: number;
  unsold: number;
}

/**
 * The close job (docs/PRODUCT.md "Closing and Buy Now": an auction closes and settles itself). Each due live
 * auction is claimed with FOR UPDATE SKIP LOCKED and settled in its own transaction, so any number of
 * instances can run this at once and each auction is settled exactly once.
 */
export async function settleDueAuctions(ctx: AppContext): Promise<SettleResult> {
  const result: SettleResult = { sold: 0, unsold: 0 };
  const failed: string[] = [];
  for (let index = 0; index < BATCH; index += 1) {
    let claimedId: string | undefined;
    try {
      const outcome = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .select({ auction: auctions, cidr: sql<string>`${ipBlocks.cidr}::text` })
          .from(auctions)
          .innerJoin(ipBlocks, eq(ipBlocks.id, auctions.ipBlockId))
          .where(
            and(
              eq(auctions.status, 'live'),
              lte(auctions.endTime, ctx.clock.now()),
              failed.length > 0 ? notInArray(auctions.id, failed) : undefined,
            ),
          )
          .orderBy(asc(auctions.endTime))
          .limit(1)
          .for('update', { of: auctions, skipLocked: true });
        if (!row) return null;
        claimedId = row.auction.id;
        return settleClaimedAuction(tx, ctx, row.auction, row.cidr);
      });
      if (!outcome) break;
      result[outcome] += 1;
    } catch (error) {
      // One auction that cannot settle must not stop the others; it is retried on the next run.
      if (!claimedId) throw error;
      failed.push(claimedId);
      console.error(`auction ${claimedId} could not be settled:`, error);
    }
  }
  return result;
}

/**
 * Settles one auction whose row lock the caller holds: the highest bid at or above the reserve
 * wins and its held funds pay for the order (fee and the seller's hold as at checkout); otherwise
 * the auction ends unsold and the leader's hold, if any, is released.
 */
async function settleClaimedAuction(
  tx: Executor,
  ctx: AppContext,
  auction: AuctionRow,
  cidr: string,
): Promise<'sold' | 'unsold'> {
  const now = ctx.clock.now();
  const label = auctionLabel(cidr);
  const leader = await findLeadingBid(tx, auction);
  let created: { orderId: string } | null = null;
  if (leader && leader.holdStatus === 'held') {
    const wallets = await ledger.lockWallets(tx, [leader.bidderId, auction.sellerId]);
    // The hold covers the order with the VAT of the winner's billing details when they bid; should
    // those have changed to a higher rate and the wallet not cover the difference, the auction cannot
    // be paid and ends unsold (docs/PRODUCT.md "Closing and Buy Now").
    const due = heldAmountFor(leader.bidAmount, await taxRateOfBuyer(tx, ctx, leader.bidderId, 'account'));
    const canPay = due <= leader.heldAmount + wallets.get(leader.bidderId)!.balance;
    const block =
      canPay && leader.bidAmount >= auction.reservePrice
        ? await findFreeBlock(tx, ctx, {
            ipBlockId: auction.ipBlockId,
            cidr,
            leasePeriod: auction.leasePeriod,
          })
        : null;
    if (block) {
      // The held bid + fee comes back to available and pays the order from there, as checkout does.
      await releaseBidFunds(tx, ctx, leader, { label, reason: 'captured' });
      created = await createAuctionOrder(tx, ctx, {
        ipBlockId: auction.ipBlockId,
        cidr,
        block,
        buyerId: leader.bidderId,
        sellerId: auction.sellerId,
        price: leader.bidAmount,
        leasePeriod: auction.leasePeriod,
        actorId: null,
        // A winner from before billing details were required is invoiced to the account.
        ifNoBillingDetails: 'account',
      });
    } else {
      // Below reserve, or the block was leased meanwhile through a listing: nobody can be given it.
      await releaseBidFunds(tx, ctx, leader, { label, reason: 'unsold' });
    }
  }

  const isSold = created !== null;
  await tx
    .update(auctions)
    .set({
      status: 'ended',
      outcome: isSold ? 'sold' : 'unsold',
      winnerId: isSold ? leader!.bidderId : null,
      orderId: created?.orderId ?? null,
      endedAt: now,
      updatedAt: now,
    })
    .where(eq(auctions.id, auction.id));
  await recordAudit(tx, {
    actorId: null,
    action: isSold ? 'auction.sold' : 'auction.unsold',
    targetType: 'auction',
    targetId: auction.id,
    before: { status: 'live', currentBid: auction.currentBid },
    after: { status: 'ended', winnerId: isSold ? leader!.bidderId : null, orderId: created?.orderId ?? null },
  });
  if (isSold) {
    await notifyUser(tx, leader!.bidderId, {
      type: 'auction_won',
      ...AUCTION_NOTIFICATIONS.won(cidr, leader!.bidAmount),
      link: '/orders',
    });
    await notifyUser(tx, auction.sellerId, {
      type: 'auction_sold',
      ...AUCTION_NOTIFICATIONS.sold(cidr, leader!.bidAmount),
      link: '/orders',
    });
  } else {
    await notifyUser(tx, auction.sellerId, {
      type: 'auction_unsold',
      ...AUCTION_NOTIFICATIONS.unsold(cidr),
      link: `/auction/${auction.id}`,
    });
    if (leader) {
      await notifyUser(tx, leader.bidderId, {
        type: 'auction_unsold',
        ...AUCTION_NOTIFICATIONS.endedUnsold(cidr),
        link: `/auction/${auction.id}`,
      });
    }
  }
  await publishAuctionChange(tx, 'auction.ended', {
    auctionId: auction.id,
    currentBid: auction.currentBid,
    bidCount: auction.bidCount,
    endTime: auction.endTime.toISOString(),
    status: 'ended',
    bid: null,
  });
  return isSold ? 'sold' : 'unsold';
}
