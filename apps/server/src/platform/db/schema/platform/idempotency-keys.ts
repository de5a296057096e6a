import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { userReference } from './users';
import { createdAtColumn } from '../shared-columns';

/** The replies of idempotent requests, by user and Idempotency-Key (platform/payments/idempotency.ts). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: userReference('user_id', 'cascade').notNull(),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
