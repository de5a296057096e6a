import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { reviewColumns, userReference } from './accounts';
import { orders } from './money';
import { createdAtColumn, statusColumn, timestamps, timestamptz, uuidPrimaryKey } from './shared-columns';

/** Support tickets (docs/PRODUCT.md "Support tickets"); DDL in migrations/0300_support_kyc.sql. */
export const tickets = pgTable('tickets', {
  id: uuidPrimaryKey(),
  openedBy: userReference('opened_by', 'cascade').notNull(),
  assignedTo: userReference('assigned_to', 'set null'),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  priority: text('priority', { enum: ['low', 'medium', 'high', 'urgent'] })
    .notNull()
    .default('medium'),
  status: statusColumn(['open', 'in_progress', 'resolved', 'closed'], 'open'),
  /** Kept by a trigger on ticket_messages (migrations/2010_ticket_awaiting_reply.sql). */
  awaitingReplySince: timestamptz('awaiting_reply_since'),
  ...timestamps(),
});

export const ticketMessages = pgTable('ticket_messages', {
  id: uuidPrimaryKey(),
  ticketId: uuid('ticket_id')
    .notNull()
    .references(() => tickets.id, { onDelete: 'cascade' }),
  senderId: userReference('sender_id', 'cascade').notNull(),
  message: text('message').notNull(),
  createdAt: createdAtColumn(),
});

/**
 * KYC requests (docs/PRODUCT.md "KYC"); documents are private storage keys, served by an authorised route.
 */
export const kycVerifications = pgTable('kyc_verifications', {
  id: uuidPrimaryKey(),
  userId: userReference('user_id', 'cascade').notNull(),
  status: statusColumn(['pending', 'approved', 'rejected', 'flagged'], 'pending'),
  idDocumentKey: text('id_document_key').notNull(),
  businessDocumentKey: text('business_document_key'),
  /** Where the applicant lives (migrations/1955_kyc_country.sql); null on older requests. */
  country: text('country'),
  submittedAt: timestamptz('submitted_at').notNull().defaultNow(),
  ...reviewColumns(),
  createdAt: createdAtColumn(),
});
