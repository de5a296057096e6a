import { pgTable, text } from 'drizzle-orm/pg-core';
import { SELLER_OFFERINGS, SELLER_REQUEST_STATUSES } from '@netlease/shared/seller-requests';
import { reviewColumns, userReference } from '../platform/users';
import { createdAtColumn, statusColumn, uuidPrimaryKey } from '../shared-columns';

/** Migration 1610 (docs/decisions/170-becoming-a-seller.md). */
export const sellerRequests = pgTable('seller_requests', {
  id: uuidPrimaryKey(),
  userId: userReference('user_id', 'cascade').notNull(),
  companyName: text('company_name').notNull(),
  offering: text('offering', { enum: SELLER_OFFERINGS }).notNull(),
  description: text('description').notNull(),
  status: statusColumn(SELLER_REQUEST_STATUSES, 'pending'),
  ...reviewColumns(),
  createdAt: createdAtColumn(),
});
