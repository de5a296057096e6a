import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SELLER_OFFERINGS, SELLER_REQUEST_STATUSES } from '@netlease/shared/seller-requests';
import { users } from './accounts';

/** Migration 1610 (docs/decisions/170-becoming-a-seller.md). */
export const sellerRequests = pgTable('seller_requests', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull(),
  offering: text('offering', { enum: SELLER_OFFERINGS }).notNull(),
  description: text('description').notNull(),
  status: text('status', { enum: SELLER_REQUEST_STATUSES }).notNull().default('pending'),
  reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  rejectionReason: text('rejection_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
