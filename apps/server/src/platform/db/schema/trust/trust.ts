import { sql } from 'drizzle-orm';
import { bigint, cidr, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { LOA_REVOCATION_REASONS, LOA_STATUSES } from '@netlease/shared/loas';
import { reviewColumns, userReference } from '../platform/users';
import { ipBlocks, ipSubnets } from '../catalog/catalog';
import { ledgerJournals, orders } from '../commerce/money';
import { createdAtColumn, statusColumn, timestamps, timestamptz, uuidPrimaryKey } from '../shared-columns';

// Network resources and trust (docs/decisions/070): MFA factors, ASNs, LOAs, reputation.
// Mirrors migrations/05xx_*.sql; the SQL holds the constraints.

export const asnRecords = pgTable('asn_records', {
  id: uuidPrimaryKey(),
  userId: userReference('user_id', 'restrict').notNull(),
  asnNumber: bigint('asn_number', { mode: 'number' }).notNull(),
  organization: text('organization').notNull(),
  rir: text('rir', { enum: ['ARIN', 'RIPE', 'APNIC', 'AFRINIC', 'LACNIC'] }).notNull(),
  country: text('country'),
  status: statusColumn(['pending', 'approved', 'rejected'], 'pending'),
  ...reviewColumns(),
  ...timestamps(),
});

export const ipReputationLogs = pgTable('ip_reputation_logs', {
  id: uuidPrimaryKey(),
  subnetId: uuid('subnet_id')
    .notNull()
    .references(() => ipSubnets.id, { onDelete: 'cascade' }),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  score: smallint('score').notNull(),
  listedOn: text('listed_on')
    .array()
    .notNull()
    .default(sql`'{}'`),
  checkedAt: timestamptz('checked_at').notNull(),
});

export const ipReputationSchedule = pgTable('ip_reputation_schedule', {
  subnetId: uuid('subnet_id')
    .primaryKey()
    .references(() => ipSubnets.id, { onDelete: 'cascade' }),
  nextCheckAt: timestamptz('next_check_at').notNull(),
  lastCheckedAt: timestamptz('last_checked_at'),
});

export const loaRecords = pgTable('loa_records', {
  id: uuidPrimaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id),
  monetizerId: userReference('monetizer_id').notNull(),
  buyerId: userReference('buyer_id').notNull(),
  asnId: uuid('asn_id').references(() => asnRecords.id, { onDelete: 'set null' }),
  ipBlockId: uuid('ip_block_id').references(() => ipBlocks.id),
  prefix: cidr('prefix'),
  source: text('source', { enum: ['upload', 'generated'] }).notNull(),
  fileKey: text('file_key').notNull(),
  verificationCode: text('verification_code').unique(),
  validFrom: timestamptz('valid_from'),
  validUntil: timestamptz('valid_until'),
  issuedAt: timestamptz('issued_at').notNull(),
  status: statusColumn(LOA_STATUSES, 'pending'),
  // Admin review (migrations/0810_loa_review.sql).
  ...reviewColumns(),
  // Revocation at the lease's end or an ASN change (migrations/1950_lease_delivery.sql).
  revokedAt: timestamptz('revoked_at'),
  revocationReason: text('revocation_reason', { enum: LOA_REVOCATION_REASONS }),
  endingAnnouncedAt: timestamptz('ending_announced_at'),
  createdAt: createdAtColumn(),
});

export const penalties = pgTable('penalties', {
  id: uuidPrimaryKey(),
  userId: userReference('user_id').notNull(),
  type: text('type', { enum: ['warning', 'fine', 'suspension', 'dispute_lost'] }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  reason: text('reason').notNull(),
  orderId: uuid('order_id').references(() => orders.id),
  appliedBy: userReference('applied_by', 'set null'),
  journalId: uuid('journal_id').references(() => ledgerJournals.id),
  appliedAt: timestamptz('applied_at').notNull().defaultNow(),
});
