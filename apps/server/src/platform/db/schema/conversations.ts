import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { listings, serverPackages } from './catalog';

/** Contact Provider threads (docs/PRODUCT.md "Conversations"); DDL in migrations/0610_conversations.sql. */
export const conversations = pgTable('conversations', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  providerId: uuid('provider_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  listingKind: text('listing_kind', { enum: ['ip', 'server'] }).notNull(),
  listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
  serverPackageId: uuid('server_package_id').references(() => serverPackages.id, { onDelete: 'set null' }),
  listingTitle: text('listing_title').notNull(),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  // When each party last read the thread (migrations/0611_conversation_reads.sql).
  customerReadAt: timestamp('customer_read_at', { withTimezone: true }),
  providerReadAt: timestamp('provider_read_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const conversationMessages = pgTable('conversation_messages', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  conversationId: uuid('conversation_id')
    .notNull()
    .references(() => conversations.id, { onDelete: 'cascade' }),
  senderId: uuid('sender_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
