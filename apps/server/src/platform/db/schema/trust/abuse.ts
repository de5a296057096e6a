import { cidr, integer, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ABUSE_CATEGORIES } from '@netlease/shared/abuse';
import {
  ABUSE_CASE_OUTCOMES,
  ABUSE_CASE_STATUSES,
  ABUSE_EVENT_ACTORS,
  ABUSE_EVENT_KINDS,
} from '@netlease/shared/abuse-cases';
import { userReference } from '../platform/users';
import { orderIpLeases, orders } from '../commerce/money';
import { statusColumn, timestamps, timestamptz, uuidPrimaryKey } from '../shared-columns';

/** Migration 2110 (docs/PRODUCT.md "Abuse"); the SQL holds the constraints and the one-live-case index. */
export const abuseCases = pgTable('abuse_cases', {
  id: uuidPrimaryKey(),
  reference: text('reference').notNull(),
  orderIpLeaseId: uuid('order_ip_lease_id')
    .notNull()
    .references(() => orderIpLeases.id),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id),
  lesseeId: userReference('lessee_id').notNull(),
  ownerId: userReference('owner_id').notNull(),
  target: cidr('target').notNull(),
  category: text('category', { enum: ABUSE_CATEGORIES }).notNull(),
  status: statusColumn(ABUSE_CASE_STATUSES, 'open'),
  outcome: text('outcome', { enum: ABUSE_CASE_OUTCOMES }),
  duplicateOf: uuid('duplicate_of').references((): AnyPgColumn => abuseCases.id),
  reportCount: integer('report_count').notNull().default(0),
  openedAt: timestamptz('opened_at').notNull(),
  lastReportedAt: timestamptz('last_reported_at').notNull(),
  deadlineAt: timestamptz('deadline_at').notNull(),
  remindedAt: timestamptz('reminded_at'),
  suspensionAllowedAt: timestamptz('suspension_allowed_at'),
  acknowledgedAt: timestamptz('acknowledged_at'),
  answeredAt: timestamptz('answered_at'),
  firstAnsweredAt: timestamptz('first_answered_at'),
  closedAt: timestamptz('closed_at'),
  ...timestamps(),
});

export const abuseReports = pgTable('abuse_reports', {
  id: uuidPrimaryKey(),
  caseId: uuid('case_id').references(() => abuseCases.id),
  source: text('source', { enum: ['form', 'xarf', 'arf'] }).notNull(),
  status: text('status', { enum: ['unverified', 'routed', 'not_leased', 'too_broad'] }).notNull(),
  target: cidr('target').notNull(),
  category: text('category', { enum: ABUSE_CATEGORIES }).notNull(),
  seenAt: timestamptz('seen_at').notNull(),
  description: text('description').notNull(),
  reporterEmail: text('reporter_email').notNull(),
  reporterOrg: text('reporter_org'),
  reporterUserId: userReference('reporter_user_id'),
  externalId: text('external_id'),
  linkTokenHash: text('link_token_hash').notNull(),
  linkExpiresAt: timestamptz('link_expires_at').notNull(),
  receivedAt: timestamptz('received_at').notNull(),
  verifiedAt: timestamptz('verified_at'),
});

export const abuseEvidence = pgTable('abuse_evidence', {
  id: uuidPrimaryKey(),
  reportId: uuid('report_id')
    .notNull()
    .references(() => abuseReports.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull(),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
});

export const abuseCaseEvents = pgTable('abuse_case_events', {
  id: uuidPrimaryKey(),
  caseId: uuid('case_id')
    .notNull()
    .references(() => abuseCases.id),
  at: timestamptz('at').notNull(),
  kind: text('kind', { enum: ABUSE_EVENT_KINDS }).notNull(),
  actor: text('actor', { enum: ABUSE_EVENT_ACTORS }).notNull(),
  actorId: userReference('actor_id'),
  body: text('body'),
});
