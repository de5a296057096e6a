import { integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { userReference } from './users';
import { cents, createdAtColumn, statusColumn, timestamps, uuidPrimaryKey } from '../shared-columns';

export const payments = pgTable('payments', {
  id: uuidPrimaryKey(),
  userId: userReference('user_id').notNull(),
  gateway: text('gateway').notNull(),
  type: text('type', { enum: ['deposit', 'order', 'renewal', 'refund'] }).notNull(),
  amount: cents('amount').notNull(),
  status: statusColumn(['pending', 'success', 'failed'], 'pending'),
  transactionId: text('transaction_id'),
  orderId: uuid('order_id'),
  /** For a refund to a card: the payment it gives back (migrations/0910_payment_intents.sql). */
  refundOf: uuid('refund_of'),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  failureReason: text('failure_reason'),
  ...timestamps(),
});
/** A card payment in two phases (migrations/0910_payment_intents.sql, platform/payments/card-payments.ts). */
export const paymentIntents = pgTable('payment_intents', {
  id: uuidPrimaryKey(),
  userId: userReference('user_id').notNull(),
  purpose: text('purpose', { enum: ['order', 'deposit'] }).notNull(),
  gateway: text('gateway').notNull(),
  amountCents: cents('amount_cents').notNull(),
  status: text('status', {
    enum: ['pending', 'succeeded', 'declined', 'refund_pending', 'refunded', 'abandoned'],
  })
    .notNull()
    .default('pending'),
  request: jsonb('request').notNull(),
  idempotencyKey: text('idempotency_key'),
  requestHash: text('request_hash').notNull(),
  chargeId: text('charge_id'),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  failureReason: text('failure_reason'),
  responseStatus: integer('response_status'),
  responseBody: jsonb('response_body'),
  attempts: integer('attempts').notNull().default(0),
  ...timestamps(),
});
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
