import { sql } from 'drizzle-orm';
import { bigint, cidr, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { ipBlocks, ipSubnets } from './catalog';
import { ledgerJournals, orders } from './money';

// Network resources and trust (docs/decisions/070): MFA factors, ASNs, LOAs, reputation.
// Mirrors migrations/05xx_*.sql; the SQL holds the constraints.
const at = (name: string) => timestamp(name, { withTimezone: true });

export const userMfaFactors = pgTable('user_mfa_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  status: text('status', { enum: ['enrolling', 'enabled'] }).notNull(),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  enabledAt: at('enabled_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const mfaRecoveryCodes = pgTable('mfa_recovery_codes', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  usedAt: at('used_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const asnRecords = pgTable('asn_records', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  asnNumber: bigint('asn_number', { mode: 'number' }).notNull(),
  organization: text('organization').notNull(),
  rir: text('rir', { enum: ['ARIN', 'RIPE', 'APNIC', 'AFRINIC', 'LACNIC'] }).notNull(),
  country: text('country'),
  status: text('status', { enum: ['pending', 'approved', 'rejected'] })
    .notNull()
    .default('pending'),
  reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  reviewedAt: at('reviewed_at'),
  rejectionReason: text('rejection_reason'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const ipReputationLogs = pgTable('ip_reputation_logs', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  subnetId: uuid('subnet_id')
    .notNull()
    .references(() => ipSubnets.id, { onDelete: 'cascade' }),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  score: smallint('score').notNull(),
  listedOn: text('listed_on')
    .array()
    .notNull()
    .default(sql`'{}'`),
  checkedAt: at('checked_at').notNull(),
});

export const ipReputationSchedule = pgTable('ip_reputation_schedule', {
  subnetId: uuid('subnet_id')
    .primaryKey()
    .references(() => ipSubnets.id, { onDelete: 'cascade' }),
  nextCheckAt: at('next_check_at').notNull(),
  lastCheckedAt: at('last_checked_at'),
});

export const loaRecords = pgTable('loa_records', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id),
  monetizerId: uuid('monetizer_id')
    .notNull()
    .references(() => users.id),
  buyerId: uuid('buyer_id')
    .notNull()
    .references(() => users.id),
  asnId: uuid('asn_id').references(() => asnRecords.id, { onDelete: 'set null' }),
  ipBlockId: uuid('ip_block_id').references(() => ipBlocks.id),
  prefix: cidr('prefix'),
  source: text('source', { enum: ['upload', 'generated'] }).notNull(),
  fileKey: text('file_key').notNull(),
  verificationCode: text('verification_code').unique(),
  validFrom: at('valid_from'),
  validUntil: at('valid_until'),
  issuedAt: at('issued_at').notNull(),
  status: text('status', { enum: ['pending', 'approved', 'rejected'] })
    .notNull()
    .default('pending'),
  // Admin review (migrations/0810_loa_review.sql).
  reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  reviewedAt: at('reviewed_at'),
  rejectionReason: text('rejection_reason'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const penalties = pgTable('penalties', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  type: text('type', { enum: ['warning', 'fine', 'suspension', 'dispute_lost'] }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  reason: text('reason').notNull(),
  orderId: uuid('order_id').references(() => orders.id),
  appliedBy: uuid('applied_by').references(() => users.id, { onDelete: 'set null' }),
  journalId: uuid('journal_id').references(() => ledgerJournals.id),
  appliedAt: at('applied_at').notNull().defaultNow(),
});
