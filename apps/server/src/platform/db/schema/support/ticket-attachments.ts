import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { userReference } from '../platform/users';
import { ticketMessages, tickets } from './tickets';
import { createdAtColumn, uuidPrimaryKey } from '../shared-columns';

/**
 * Files attached to ticket messages (docs/PRODUCT.md "Support tickets"); DDL in
 * migrations/0630_ticket_attachments.sql.
 */
export const ticketAttachments = pgTable('ticket_attachments', {
  id: uuidPrimaryKey(),
  ticketId: uuid('ticket_id')
    .notNull()
    .references(() => tickets.id, { onDelete: 'cascade' }),
  messageId: uuid('message_id')
    .notNull()
    .references(() => ticketMessages.id, { onDelete: 'cascade' }),
  uploadedBy: userReference('uploaded_by', 'cascade').notNull(),
  fileName: text('file_name').notNull(),
  storageKey: text('storage_key').notNull().unique(),
  mime: text('mime', { enum: ['application/pdf', 'image/png', 'image/jpeg'] }).notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  createdAt: createdAtColumn(),
});
