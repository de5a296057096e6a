import { integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { userReference } from '../platform/users';
import { cents, statusColumn, timestamps, uuidPrimaryKey } from '../shared-columns';

/** Money taken from or given back to a card (docs/decisions/266: commerce's, with the card code that writes it). */
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
/** A card payment in two phases (migrations/0910_payment_intents.sql, features/commerce/card-payments/card-payments.service.ts). */
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
