import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  cidr,
  customType,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

// The DDL (exclusion constraint, partial and full-text indexes) is in migrations/0100_catalog.sql.

/** Written by PostgreSQL itself (a generated column); queries use it only inside raw SQL. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const review = {
  approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  rejectionReason: text('rejection_reason'),
};
/** A change to a live offer waiting for review while the approved version stays public (0800). */
const revision = {
  pendingChanges: jsonb('pending_changes'),
  changesSubmittedAt: timestamp('changes_submitted_at', { withTimezone: true }),
  changesRejectionReason: text('changes_rejection_reason'),
};
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const ipBlocks = pgTable('ip_blocks', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  cidr: cidr('cidr').notNull(),
  rir: text('rir', { enum: ['ripe', 'arin', 'apnic', 'afrinic', 'lacnic', 'other'] }).notNull(),
  countryCode: text('country_code'),
  loaFileKey: text('loa_file_key').notNull(),
  status: text('status', { enum: ['pending', 'approved', 'rejected', 'active'] })
    .notNull()
    .default('pending'),
  ...review,
  ...timestamps,
});

export const ipSubnets = pgTable('ip_subnets', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  ipBlockId: uuid('ip_block_id')
    .notNull()
    .references(() => ipBlocks.id, { onDelete: 'cascade' }),
  subnet: cidr('subnet').notNull(),
  // NULL until the first reputation check (migrations/1400_reputation_checked.sql).
  reputationScore: smallint('reputation_score'),
  status: text('status', { enum: ['available', 'leased', 'suspended', 'review'] })
    .notNull()
    .default('available'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const serverPackages = pgTable('server_packages', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  description: text('description').notNull(),
  location: text('location').notNull(),
  cpu: text('cpu').notNull(),
  ram: text('ram').notNull(),
  storage: text('storage').notNull(),
  bandwidth: text('bandwidth').notNull(),
  priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
  stockCount: integer('stock_count').notNull().default(1),
  isBundle: boolean('is_bundle').notNull().default(false),
  status: text('status', { enum: ['pending', 'approved', 'rejected', 'active', 'suspended'] })
    .notNull()
    .default('pending'),
  ...review,
  ...revision,
  ...timestamps,
  searchVector: tsvector('search_vector').generatedAlwaysAs(
    sql`to_tsvector('english', name || ' ' || description || ' ' || location || ' ' || cpu || ' ' || ram || ' ' || storage)`,
  ),
});

export const listings = pgTable('listings', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  type: text('type', { enum: ['ip', 'server'] }).notNull(),
  ipBlockId: uuid('ip_block_id').references(() => ipBlocks.id, { onDelete: 'restrict' }),
  title: text('title').notNull(),
  description: text('description').notNull(),
  location: text('location').notNull(),
  priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
  period: text('period', { enum: ['month', 'quarter', 'year'] })
    .notNull()
    .default('month'),
  subnet: text('subnet', { enum: ['/24', '/23', '/22', '/21', '/20', '/19', '/18'] }),
  ipCount: integer('ip_count'),
  specs: text('specs'),
  features: text('features')
    .array()
    .notNull()
    .default(sql`'{}'`),
  status: text('status', { enum: ['pending', 'active', 'paused', 'rejected', 'suspended'] })
    .notNull()
    .default('pending'),
  /** The range offered, inside the block; each lease takes one aligned range of unit_prefix. */
  cidr: cidr('cidr'),
  unitPrefix: smallint('unit_prefix'),
  /** Kept by triggers from ip_subnets.status (migrations/0800_offer_holds.sql). */
  unitsTotal: integer('units_total').notNull().default(0),
  unitsFree: integer('units_free').notNull().default(0),
  pricePerMonthCents: bigint('price_per_month_cents', { mode: 'number' }).generatedAlwaysAs(
    sql`CASE period WHEN 'quarter' THEN round(price_cents / 3.0)::bigint WHEN 'year' THEN round(price_cents / 12.0)::bigint ELSE price_cents END`,
  ),
  /** Copies for the marketplace filters, kept by triggers (migrations/0820_marketplace_search.sql). */
  rir: text('rir', { enum: ['ripe', 'arin', 'apnic', 'afrinic', 'lacnic', 'other'] }),
  countryCode: text('country_code'),
  /** Lowest score of the checked subnets of the range; null while none has been checked. */
  reputationScore: smallint('reputation_score'),
  ...review,
  ...revision,
  ...timestamps,
  searchVector: tsvector('search_vector').generatedAlwaysAs(
    sql`to_tsvector('english', title || ' ' || description || ' ' || location)`,
  ),
});

/**
 * The range each live offer holds (migrations/0800_offer_holds.sql): written only by triggers on
 * listings, auctions and bundle_subnets; its exclusion constraint refuses two overlapping holds.
 */
export const offerHolds = pgTable('offer_holds', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  cidr: cidr('cidr').notNull(),
  listingId: uuid('listing_id'),
  auctionId: uuid('auction_id'),
  serverPackageId: uuid('server_package_id'),
  ipSubnetId: uuid('ip_subnet_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
