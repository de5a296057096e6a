import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { approvalColumns, userReference } from '../platform/users';
import { ipBlocks } from '../catalog/catalog';
import { orders, transactions } from '../commerce/money';
import { cents, statusColumn, timestamps, timestamptz, uuidPrimaryKey } from '../shared-columns';

// Mirrors migrations/0400_auctions.sql (the SQL holds the partial unique indexes and the bid trigger).

export const auctions = pgTable('auctions', {
  id: uuidPrimaryKey(),
  sellerId: userReference('seller_id').notNull(),
  ipBlockId: uuid('ip_block_id')
    .notNull()
    .references(() => ipBlocks.id),
  reservePrice: cents('reserve_price').notNull(),
  buyNowPrice: cents('buy_now_price'),
  minBidIncrement: cents('min_bid_increment').notNull().default(1000),
  leasePeriod: text('lease_period', { enum: ['month', 'quarter', 'year'] })
    .notNull()
    .default('month'),
  startTime: timestamptz('start_time').notNull(),
  endTime: timestamptz('end_time').notNull(),
  status: statusColumn(['pending_approval', 'live', 'ended', 'cancelled'], 'pending_approval'),
  currentBid: cents('current_bid'),
  currentBidId: uuid('current_bid_id'),
  bidCount: integer('bid_count').notNull().default(0),
  outcome: text('outcome', { enum: ['sold', 'bought_now', 'unsold'] }),
  winnerId: userReference('winner_id'),
  orderId: uuid('order_id').references(() => orders.id),
  ...approvalColumns(),
  endedAt: timestamptz('ended_at'),
  ...timestamps(),
});

export const auctionBids = pgTable('auction_bids', {
  id: uuidPrimaryKey(),
  auctionId: uuid('auction_id')
    .notNull()
    .references(() => auctions.id),
  bidderId: userReference('bidder_id').notNull(),
  bidAmount: cents('bid_amount').notNull(),
  bidNumber: integer('bid_number').notNull(),
  heldAmount: cents('held_amount').notNull(),
  holdStatus: text('hold_status', { enum: ['held', 'released', 'captured'] })
    .notNull()
    .default('held'),
  holdTransactionId: uuid('hold_transaction_id').references(() => transactions.id),
  bidTime: timestamptz('bid_time').notNull().defaultNow(),
});

/** Each bidder of an auction with their number, given by their first bid (migration 2240). */
export const auctionBidders = pgTable(
  'auction_bidders',
  {
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id),
    bidderId: userReference('bidder_id').notNull(),
    bidderNumber: integer('bidder_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.auctionId, table.bidderId] })],
);
