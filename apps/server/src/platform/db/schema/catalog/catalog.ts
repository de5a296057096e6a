import { sql } from 'drizzle-orm';
import {
  boolean,
  cidr,
  customType,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { approvalColumns, userReference } from '../platform/users';
import {
  cents,
  createdAtColumn,
  statusColumn,
  timestamps,
  timestamptz,
  uuidPrimaryKey,
} from '../shared-columns';

// The DDL (exclusion constraint, partial and full-text indexes) is in migrations/0100_catalog.sql.

/** Written by PostgreSQL itself (a generated column); queries use it only inside raw SQL. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A change to a live offer waiting for review while the approved version stays public (0800). */
const revisionColumns = () => ({
  pendingChanges: jsonb('pending_changes'),
  changesSubmittedAt: timestamptz('changes_submitted_at'),
  changesRejectionReason: text('changes_rejection_reason'),
});

export const ipBlocks = pgTable('ip_blocks', {
  id: uuidPrimaryKey(),
  userId: userReference('user_id', 'restrict').notNull(),
  cidr: cidr('cidr').notNull(),
  rir: text('rir', { enum: ['ripe', 'arin', 'apnic', 'afrinic', 'lacnic', 'other'] }).notNull(),
  countryCode: text('country_code'),
  loaFileKey: text('loa_file_key').notNull(),
  status: statusColumn(['pending', 'approved', 'rejected', 'active'], 'pending'),
  ...approvalColumns(),
  ...timestamps(),
});

export const ipSubnets = pgTable('ip_subnets', {
  id: uuidPrimaryKey(),
  ipBlockId: uuid('ip_block_id')
    .notNull()
    .references(() => ipBlocks.id, { onDelete: 'cascade' }),
  subnet: cidr('subnet').notNull(),
  // NULL until the first reputation check (migrations/1400_reputation_checked.sql).
  reputationScore: smallint('reputation_score'),
  status: statusColumn(['available', 'leased', 'suspended', 'review'], 'available'),
  createdAt: createdAtColumn(),
});

export const serverPackages = pgTable('server_packages', {
  id: uuidPrimaryKey(),
  userId: userReference('user_id', 'restrict').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  location: text('location').notNull(),
  cpu: text('cpu').notNull(),
  ram: text('ram').notNull(),
  storage: text('storage').notNull(),
  bandwidth: text('bandwidth').notNull(),
  priceCents: cents('price_cents').notNull(),
  stockCount: integer('stock_count').notNull().default(1),
  isBundle: boolean('is_bundle').notNull().default(false),
  status: statusColumn(['pending', 'approved', 'rejected', 'active', 'suspended'], 'pending'),
  ...approvalColumns(),
  ...revisionColumns(),
  ...timestamps(),
  searchVector: tsvector('search_vector').generatedAlwaysAs(
    sql`to_tsvector('english', name || ' ' || description || ' ' || location || ' ' || cpu || ' ' || ram || ' ' || storage)`,
  ),
  /** What the location and CPU/RAM filters match (migrations/2180_place_and_specs_vectors.sql). */
  locationVector: tsvector('location_vector').generatedAlwaysAs(sql`to_tsvector('simple', location)`),
  specsVector: tsvector('specs_vector').generatedAlwaysAs(sql`to_tsvector('simple', cpu || ' ' || ram)`),
});

export const listings = pgTable('listings', {
  id: uuidPrimaryKey(),
  userId: userReference('user_id', 'restrict').notNull(),
  type: text('type', { enum: ['ip', 'server'] }).notNull(),
  ipBlockId: uuid('ip_block_id').references(() => ipBlocks.id, { onDelete: 'restrict' }),
  title: text('title').notNull(),
  description: text('description').notNull(),
  location: text('location').notNull(),
  priceCents: cents('price_cents').notNull(),
  period: text('period', { enum: ['month', 'quarter', 'year'] })
    .notNull()
    .default('month'),
  /** Lease terms (migrations/2100_lease_terms.sql): the price above stays per `period`. */
  minTermMonths: smallint('min_term_months').notNull().default(1),
  periodsOffered: text('periods_offered', { enum: ['month', 'quarter', 'year'] })
    .array()
    .notNull()
    .default(sql`'{month}'`),
  subnet: text('subnet', { enum: ['/24', '/23', '/22', '/21', '/20', '/19', '/18'] }),
  ipCount: integer('ip_count'),
  specs: text('specs'),
  features: text('features')
    .array()
    .notNull()
    .default(sql`'{}'`),
  status: statusColumn(['pending', 'active', 'paused', 'rejected', 'suspended'], 'pending'),
  /** The range offered, inside the block; each lease takes one aligned range of unit_prefix. */
  cidr: cidr('cidr'),
  unitPrefix: smallint('unit_prefix'),
  /** Kept by triggers from ip_subnets.status (migrations/0800_offer_holds.sql). */
  unitsTotal: integer('units_total').notNull().default(0),
  unitsFree: integer('units_free').notNull().default(0),
  pricePerMonthCents: cents('price_per_month_cents').generatedAlwaysAs(
    sql`CASE period WHEN 'quarter' THEN round(price_cents / 3.0)::bigint WHEN 'year' THEN round(price_cents / 12.0)::bigint ELSE price_cents END`,
  ),
  /** Copies for the marketplace filters, kept by triggers (migrations/0820_marketplace_search.sql). */
  rir: text('rir', { enum: ['ripe', 'arin', 'apnic', 'afrinic', 'lacnic', 'other'] }),
  countryCode: text('country_code'),
  /** Lowest score of the checked subnets of the range; null while none has been checked. */
  reputationScore: smallint('reputation_score'),
  ...approvalColumns(),
  ...revisionColumns(),
  ...timestamps(),
  searchVector: tsvector('search_vector').generatedAlwaysAs(
    sql`to_tsvector('english', title || ' ' || description || ' ' || location)`,
  ),
  /** What the location filter matches (migrations/2180_place_and_specs_vectors.sql). */
  locationVector: tsvector('location_vector').generatedAlwaysAs(sql`to_tsvector('simple', location)`),
});

/**
 * The range each live offer holds (migrations/0800_offer_holds.sql): written only by triggers on
 * listings, auctions and bundle_subnets; its exclusion constraint refuses two overlapping holds.
 */
export const offerHolds = pgTable('offer_holds', {
  id: uuidPrimaryKey(),
  cidr: cidr('cidr').notNull(),
  listingId: uuid('listing_id'),
  auctionId: uuid('auction_id'),
  serverPackageId: uuid('server_package_id'),
  ipSubnetId: uuid('ip_subnet_id'),
  createdAt: createdAtColumn(),
});
