import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { userReference } from '../platform/users';
import { orders } from '../commerce/money';
import { createdAtColumn, statusColumn, timestamps, timestamptz, uuidPrimaryKey } from '../shared-columns';

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
