import { bigserial, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { userReference } from './accounts';
import { createdAtColumn, statusColumn, timestamptz, uuidPrimaryKey } from './shared-columns';

export const notifications = pgTable('notifications', {
  id: uuidPrimaryKey(),
  userId: userReference('user_id', 'cascade').notNull(),
  type: text('type').notNull(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  link: text('link'),
  status: statusColumn(['unread', 'read'], 'unread'),
  readAt: timestamptz('read_at'),
  createdAt: createdAtColumn(),
});

/**
 * Live events, written in the same transaction as the change they announce (docs/ARCHITECTURE.md
 * "How an event flows").
 */
export const liveEvents = pgTable('live_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  topic: text('topic').notNull(),
  type: text('type').notNull(),
  data: jsonb('data').notNull(),
  createdAt: createdAtColumn(),
});
