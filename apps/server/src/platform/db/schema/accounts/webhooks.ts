import { integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { WEBHOOK_DELIVERY_STATUSES } from '@netlease/shared/webhooks';
import { userReference } from '../platform/users';
import { createdAtColumn, statusColumn, timestamptz, uuidPrimaryKey } from '../shared-columns';

/** Migration 1720 (docs/decisions/197-webhooks.md). */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: uuidPrimaryKey(),
  userId: userReference('user_id', 'cascade').notNull(),
  url: text('url').notNull(),
  events: text('events').array().notNull(),
  secret: text('secret').notNull(),
  createdAt: createdAtColumn(),
});

export const webhookDeliveries = pgTable('webhook_deliveries', {
  id: uuidPrimaryKey(),
  endpointId: uuid('endpoint_id')
    .notNull()
    .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
  userId: userReference('user_id', 'cascade').notNull(),
  event: text('event').notNull(),
  eventId: uuid('event_id').notNull(),
  payload: jsonb('payload').notNull(),
  status: statusColumn(WEBHOOK_DELIVERY_STATUSES, 'pending'),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull(),
  nextAttemptAt: timestamptz('next_attempt_at'),
  lastStatusCode: integer('last_status_code'),
  lastError: text('last_error'),
  lastAttemptAt: timestamptz('last_attempt_at'),
  deliveredAt: timestamptz('delivered_at'),
  dedupeKey: text('dedupe_key'),
  createdAt: createdAtColumn(),
});
