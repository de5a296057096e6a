import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable('users', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
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
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** Suspension by staff (migrations/1500_user_suspension.sql): no sign-in, no trading, offers hidden. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  suspendedBy: uuid('suspended_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  suspensionReason: text('suspension_reason'),
  ...timestamps,
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  idHash: text('id_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  mfaPending: boolean('mfa_pending').notNull().default(false),
  userAgent: text('user_agent'),
  ipAddress: text('ip_address'),
  ...timestamps,
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
});

export const emailTokens = pgTable('email_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['verify_email', 'reset_password', 'change_email'] }).notNull(),
  email: text('email').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  ...timestamps,
});

export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  /** Who may read it in the demo outbox: a browser's outbox token, hashed (docs/decisions/130). */
  outboxTokenHash: text('outbox_token_hash'),
  ...timestamps,
});

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

export const userRatings = pgTable('user_ratings', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  ratedUserId: uuid('rated_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  ratedByUserId: uuid('rated_by_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  orderId: uuid('order_id'),
  rating: smallint('rating').notNull(),
  comment: text('comment'),
  ...timestamps,
});

export const auditLogs = pgTable('audit_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
  action: text('action').notNull(),
  targetType: text('target_type').notNull(),
  targetId: text('target_id').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  /** The X-Request-Id of the request that wrote the row (migration 1740); null for jobs and scripts. */
  requestId: text('request_id'),
  ...timestamps,
});
