import {
  type AnyPgColumn,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, timestamps, timestamptz, uuidPrimaryKey } from '../shared-columns';

export const users = pgTable('users', {
  id: uuidPrimaryKey(),
  email: text('email').notNull(),
  pendingEmail: text('pending_email'),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['admin', 'staff', 'monetizer', 'leaser'] }).notNull(),
  kycStatus: text('kyc_status', { enum: ['not_started', 'pending', 'approved', 'rejected', 'flagged'] })
    .notNull()
    .default('not_started'),
  avatarUrl: text('avatar_url'),
  companyName: text('company_name'),
  companyAddress: text('company_address'),
  contactPhone: text('contact_phone'),
  mfaEnabled: boolean('mfa_enabled').notNull().default(false),
  emailVerifiedAt: timestamptz('email_verified_at'),
  /** Suspension by staff (migrations/1500_user_suspension.sql): no sign-in, no trading, offers hidden. */
  suspendedAt: timestamptz('suspended_at'),
  suspendedBy: uuid('suspended_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  suspensionReason: text('suspension_reason'),
  /** The terms version accepted at sign-up, and when (migrations/2020_terms_and_first_sign_in.sql). */
  termsVersion: text('terms_version'),
  termsAcceptedAt: timestamptz('terms_accepted_at'),
  /** The first completed sign-in: 'Welcome!' then, 'Welcome back!' after. */
  firstSignedInAt: timestamptz('first_signed_in_at'),
  ...timestamps(),
});

/**
 * A `uuid` column referencing users(id) with the ON DELETE action its migration declares; none means
 * NO ACTION, so a user who still has such rows cannot be deleted.
 */
export const userReference = <TName extends string>(
  name: TName,
  onDelete?: 'cascade' | 'set null' | 'restrict',
) => uuid(name).references(() => users.id, { onDelete });

/** A staff review of a request (KYC, ASN, LOA, seller): who decided, when, and why it was refused. */
export const reviewColumns = () => ({
  reviewedBy: userReference('reviewed_by', 'set null'),
  reviewedAt: timestamptz('reviewed_at'),
  rejectionReason: text('rejection_reason'),
});

/** A staff approval of an offer (IP block, server package, listing, auction), with the same three facts. */
export const approvalColumns = () => ({
  approvedBy: userReference('approved_by', 'set null'),
  approvedAt: timestamptz('approved_at'),
  rejectionReason: text('rejection_reason'),
});

export const sessions = pgTable('sessions', {
  idHash: text('id_hash').primaryKey(),
  userId: userReference('user_id', 'cascade').notNull(),
  mfaPending: boolean('mfa_pending').notNull().default(false),
  userAgent: text('user_agent'),
  ipAddress: text('ip_address'),
  createdAt: createdAtColumn(),
  lastSeenAt: timestamptz('last_seen_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  absoluteExpiresAt: timestamptz('absolute_expires_at').notNull(),
});

export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  /** Who may read it in the demo outbox: a browser's outbox token, hashed (docs/decisions/130). */
  outboxTokenHash: text('outbox_token_hash'),
  createdAt: createdAtColumn(),
});

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamptz('window_start').notNull(),
  hits: integer('hits').notNull(),
});

export const auditLogs = pgTable('audit_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  actorId: userReference('actor_id', 'set null'),
  action: text('action').notNull(),
  targetType: text('target_type').notNull(),
  targetId: text('target_id').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  /** The X-Request-Id of the request that wrote the row (migration 1740); null for jobs and scripts. */
  requestId: text('request_id'),
  createdAt: createdAtColumn(),
});
