import { asc, eq, inArray, sql } from 'drizzle-orm';
import { formatCents } from '@netlease/shared/format';
import { addPeriod, type LeasePeriod } from '@netlease/shared/orders';
import { AUCTION_FEE_CENTS } from '@netlease/shared/auctions';
import { taxOfLine } from '@netlease/shared/invoicing';
import type { AppContext } from '../../../platform/app-context';
import { queryRows, type Executor } from '../../../platform/db/database';
import { ipSubnets } from '../../../platform/db/schema/catalog/index';
import { orderIpLeases } from '../../../platform/db/schema/commerce/index';
import { type auctionBids } from '../../../platform/db/schema/auctions/index';
import type { Message } from '@netlease/shared/messages';
import * as ledger from '../../commerce/wallet/ledger.service';
import { createOrder } from '../../commerce/orders/orders.service';

/**
 * The money side of auctions, on the money area's ledger (ledger.service postJournal) and order
 * charge (order-charges.service recordOrderCharge). A leading bid holds its amount plus the winner's fee
 * (available → on hold), so the auction can always be paid when it closes.
 */

export type BidRow = typeof auctionBids.$inferSelect;

/**
 * What a bid holds: the bid and the winner's fee, each with the bidder's VAT (docs/PRODUCT.md
 * "Bidding"), so the order can be paid from the hold when the auction closes.
 */
export const heldAmountFor = (bidAmount: number, taxRateBasisPoints: number) =>
  bidAmount +
  AUCTION_FEE_CENTS +
  taxOfLine(bidAmount, taxRateBasisPoints) +
  taxOfLine(AUCTION_FEE_CENTS, taxRateBasisPoints);

type ReleaseReason = 'outbid' | 'unsold' | 'captured' | 'bought_now';

/** The journal that moves a new bid's held amount from the bidder's available balance to on hold. */
export function holdJournal(input: {
  bidId: string;
  bidderId: string;
  bidAmount: number;
  taxRateBasisPoints: number;
  label: string;
  insufficient: Message;
}): ledger.JournalInput {
  const held = heldAmountFor(input.bidAmount, input.taxRateBasisPoints);
  const vat = held - input.bidAmount - AUCTION_FEE_CENTS;
  return {
    kind: 'auction_bid_hold',
    referenceType: 'auction_bid',
    referenceId: input.bidId,
    actorId: input.bidderId,
    postings: [
      { account: ledger.available(input.bidderId), amount: -held },
      { account: ledger.onHold(input.bidderId), amount: held },
    ],
    insufficient: input.insufficient,
    history: [
      {
        userId: input.bidderId,
        type: 'escrow_lock',
        status: 'on_hold',
        amount: held,
        description: `Bid hold: ${formatCents(input.bidAmount)} + ${formatCents(AUCTION_FEE_CENTS)} fee${vat > 0 ? ` + ${formatCents(vat)} VAT` : ''} on ${input.label}`,
        fromWalletType: 'available',
        toWalletType: 'on_hold',
      },
    ],
  };
}

/**
 * The journal that gives a bid's held amount back to the bidder's available balance: when outbid,
 * when the auction ends unsold, or (`captured`) just before the held money pays the winner's order.
 */
export function releaseJournal(
  bid: BidRow,
  input: { label: string; reason: ReleaseReason },
): ledger.JournalInput {
  const why = {
    outbid: 'outbid',
    unsold: 'auction ended without a sale',
    captured: 'applied to your winning order',
    bought_now: 'auction was bought outright',
  }[input.reason];
  return {
    kind: input.reason === 'captured' ? 'auction_hold_capture' : 'auction_bid_release',
    referenceType: 'auction_bid',
    referenceId: bid.id,
    actorId: null,
    postings: [
      { account: ledger.onHold(bid.bidderId), amount: -bid.heldAmount },
      { account: ledger.available(bid.bidderId), amount: bid.heldAmount },
    ],
    history: [
      {
        userId: bid.bidderId,
        type: 'escrow_refund',
        status: 'completed',
        amount: bid.heldAmount,
        description: `Bid hold released (${why}) on ${input.label}`,
        fromWalletType: 'on_hold',
        toWalletType: 'available',
      },
    ],
  };
}

/** Releases a held bid (Buy Now, the close job): its journal, then the bid and its hold row marked. */
export async function releaseBidFunds(
  tx: Executor,
  ctx: AppContext,
  bid: BidRow,
  input: { label: string; reason: ReleaseReason },
) {
  await ledger.postJournal(tx, ctx.clock, releaseJournal(bid, input));
  await tx.execute(
    sql`WITH hold AS (
          UPDATE transactions SET status = 'completed', updated_at = ${ctx.clock.now().toISOString()}::timestamptz
          WHERE id = ${bid.holdTransactionId}::uuid
        )
        UPDATE auction_bids SET hold_status = ${input.reason === 'captured' ? 'captured' : 'released'}
        WHERE id = ${bid.id}::uuid AND hold_status = 'held'`,
  );
}

export interface FreeBlock {
  subnetIds: string[];
  term: { start: Date; end: Date };
}

/**
 * Locks the block's subnets and checks the whole block is free for one lease term from now (not
 * leased meanwhile through a listing). Call it after locking the wallets (lock order: wallets, then
 * subnets, as at checkout).
 */
export async function findFreeBlock(
  tx: Executor,
  ctx: AppContext,
  input: { ipBlockId: string; cidr: string; leasePeriod: LeasePeriod },
): Promise<FreeBlock | null> {
  const start = ctx.clock.now();
  const end = addPeriod(start, input.leasePeriod);
  const subnets = await tx
    .select({ id: ipSubnets.id, status: ipSubnets.status })
    .from(ipSubnets)
    .where(eq(ipSubnets.ipBlockId, input.ipBlockId))
    .orderBy(asc(ipSubnets.subnet))
    .for('update');
  if (subnets.length === 0 || subnets.some((subnet) => subnet.status !== 'available')) return null;
  const [overlap] = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM order_ip_leases WHERE is_active AND cidr && ${input.cidr}::cidr
        AND term && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz) LIMIT 1`,
  );
  if (overlap) return null;
  return { subnetIds: subnets.map((subnet) => subnet.id), term: { start, end } };
}

/**
 * Creates the winner's (or Buy Now buyer's) order for the whole block, as checkout does: the order
 * (payment_confirmed), the lease of the block's subnets for one term, and the charge of price + fee
 * from the buyer's available balance (invoice, payment, seller's 30-day hold).
 */
export async function createAuctionOrder(
  tx: Executor,
  ctx: AppContext,
  input: {
    ipBlockId: string;
    cidr: string;
    block: FreeBlock;
    buyerId: string;
    sellerId: string;
    price: number;
    leasePeriod: LeasePeriod;
    actorId: string | null;
    /** Buy Now is a purchase and needs billing details; a won auction invoices an older account as it is. */
    ifNoBillingDetails: 'refuse' | 'account';
  },
): Promise<{ orderId: string; invoiceId: string }> {
  const { start, end } = input.block.term;
  const { order, invoiceId } = await createOrder(tx, ctx, {
    buyerId: input.buyerId,
    sellerId: input.sellerId,
    amount: input.price,
    fee: AUCTION_FEE_CENTS,
    itemType: 'ip_subnet',
    itemId: input.block.subnetIds[0]!,
    listingId: null,
    title: auctionOrderTitle(input.cidr),
    period: input.leasePeriod,
    term: input.block.term,
    autoRenews: false,
    source: { method: 'wallet' },
    actorId: input.actorId,
    prefix: input.cidr,
    ifNoBillingDetails: input.ifNoBillingDetails,
    beforeCharge: async (order) => {
      await tx.insert(orderIpLeases).values({
        orderId: order.id,
        ipBlockId: input.ipBlockId,
        cidr: input.cidr,
        subnetIds: input.block.subnetIds,
        term: `[${start.toISOString()},${end.toISOString()})`,
      });
      await tx
        .update(ipSubnets)
        .set({ status: 'leased' })
        .where(inArray(ipSubnets.id, input.block.subnetIds));
    },
  });
  return { orderId: order.id, invoiceId };
}

export const auctionOrderTitle = (cidr: string) => `Auction: ${cidr}`;
