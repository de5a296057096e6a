import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { userReference } from '../platform/users';
import { listings, serverPackages } from '../catalog/catalog';
import { createdAtColumn, timestamptz, uuidPrimaryKey } from '../shared-columns';

/** Contact Provider threads (docs/PRODUCT.md "Conversations"); DDL in migrations/0610_conversations.sql. */
export const conversations = pgTable('conversations', {
  id: uuidPrimaryKey(),
  customerId: userReference('customer_id', 'cascade').notNull(),
  providerId: userReference('provider_id', 'cascade').notNull(),
  listingKind: text('listing_kind', { enum: ['ip', 'server'] }).notNull(),
  listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
  serverPackageId: uuid('server_package_id').references(() => serverPackages.id, { onDelete: 'set null' }),
  listingTitle: text('listing_title').notNull(),
  lastMessageAt: timestamptz('last_message_at'),
  // When each party last read the thread (migrations/0611_conversation_reads.sql).
  customerReadAt: timestamptz('customer_read_at'),
  providerReadAt: timestamptz('provider_read_at'),
  createdAt: createdAtColumn(),
});

export const conversationMessages = pgTable('conversation_messages', {
  id: uuidPrimaryKey(),
  conversationId: uuid('conversation_id')
    .notNull()
    .references(() => conversations.id, { onDelete: 'cascade' }),
  senderId: userReference('sender_id', 'cascade').notNull(),
  body: text('body').notNull(),
  createdAt: createdAtColumn(),
});
