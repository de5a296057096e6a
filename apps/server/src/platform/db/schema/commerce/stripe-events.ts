import { sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { paymentIntents } from './card-payments';
import { timestamptz } from '../shared-columns';

/** Migration 1730 (docs/decisions/199-stripe-gateway.md): Stripe webhook events already applied. */
export const stripeEvents = pgTable('stripe_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  stripePaymentIntent: text('stripe_payment_intent'),
  paymentIntentId: uuid('payment_intent_id').references(() => paymentIntents.id),
  outcome: text('outcome', { enum: ['settled', 'noted', 'refunded', 'ignored'] }).notNull(),
  createdAt: timestamptz('created_at').notNull(),
  processedAt: timestamptz('processed_at')
    .notNull()
    .default(sql`now()`),
});
