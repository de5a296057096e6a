import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { ipBlocks } from './catalog';
import { orders, transactions } from './money';

// Mirrors migrations/0400_auctions.sql (the SQL holds the partial unique indexes and the bid trigger).
const at = (name: string) => timestamp(name, { withTimezone: true });
const cents = (name: string) => bigint(name, { mode: 'number' });

export const auctions = pgTable('auctions', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  sellerId: uuid('seller_id')
    .notNull()
    .references(() => users.id),
  ipBlockId: uuid('ip_block_id')
    .notNull()
    .references(() => ipBlocks.id),
  reservePrice: cents('reserve_price').notNull(),
  buyNowPrice: cents('buy_now_price'),
  minBidIncrement: cents('min_bid_increment').notNull().default(1000),
  leasePeriod: text('lease_period', { enum: ['month', 'quarter', 'year'] })
    .notNull()
    .default('month'),
  startTime: at('start_time').notNull(),
  endTime: at('end_time').notNull(),
  status: text('status', { enum: ['pending_approval', 'live', 'ended', 'cancelled'] })
    .notNull()
    .default('pending_approval'),
  currentBid: cents('current_bid'),
  currentBidId: uuid('current_bid_id'),
  bidCount: integer('bid_count').notNull().default(0),
  outcome: text('outcome', { enum: ['sold', 'bought_now', 'unsold'] }),
  winnerId: uuid('winner_id').references(() => users.id),
  orderId: uuid('order_id').references(() => orders.id),
  approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
  approvedAt: at('approved_at'),
  rejectionReason: text('rejection_reason'),
  endedAt: at('ended_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const auctionBids = pgTable('auction_bids', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  auctionId: uuid('auction_id')
    .notNull()
    .references(() => auctions.id),
  bidderId: uuid('bidder_id')
    .notNull()
    .references(() => users.id),
  bidAmount: cents('bid_amount').notNull(),
  bidNumber: integer('bid_number').notNull(),
  heldAmount: cents('held_amount').notNull(),
  holdStatus: text('hold_status', { enum: ['held', 'released', 'captured'] })
    .notNull()
    .default('held'),
  holdTransactionId: uuid('hold_transaction_id').references(() => transactions.id),
  bidTime: at('bid_time').notNull().defaultNow(),
});
