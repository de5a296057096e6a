import { bigserial, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../shared-columns';

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
