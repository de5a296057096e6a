import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { CLAIM_CATEGORIES, CLAIM_STATUSES } from '@netlease/shared/lease-delivery';
import { userReference } from '../platform/users';
import { orders } from './money';
import { createdAtColumn, statusColumn, timestamptz, uuidPrimaryKey } from '../shared-columns';

/** A buyer's claim that an activated range is unusable (migrations/1950_lease_delivery.sql, 2270_claim_answers.sql). */
export const orderClaims = pgTable('order_claims', {
  id: uuidPrimaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id),
  buyerId: userReference('buyer_id').notNull(),
  category: text('category', { enum: CLAIM_CATEGORIES }).notNull(),
  description: text('description').notNull(),
  status: statusColumn(CLAIM_STATUSES, 'open'),
  decidedBy: userReference('decided_by', 'set null'),
  decidedAt: timestamptz('decided_at'),
  decisionReason: text('decision_reason'),
  sellerAnswer: text('seller_answer'),
  sellerAnsweredAt: timestamptz('seller_answered_at'),
  createdAt: createdAtColumn(),
});
