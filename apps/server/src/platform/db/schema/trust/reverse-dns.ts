import { cidr, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { REVERSE_DNS_STATUSES } from '@netlease/shared/reverse-dns';
import { userReference } from '../platform/users';
import { orders } from '../commerce/money';
import { createdAtColumn, statusColumn, timestamptz, uuidPrimaryKey } from '../shared-columns';

/** Migration 1940 (docs/PRODUCT.md "Delivering a lease", "Reverse DNS"); the SQL holds the constraints. */
export const reverseDnsRequests = pgTable('reverse_dns_requests', {
  id: uuidPrimaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id),
  buyerId: userReference('buyer_id').notNull(),
  sellerId: userReference('seller_id').notNull(),
  prefix: cidr('prefix').notNull(),
  zones: text('zones').array().notNull(),
  nameServers: text('name_servers').array().notNull(),
  status: statusColumn(REVERSE_DNS_STATUSES, 'open'),
  declineReason: text('decline_reason'),
  createdAt: createdAtColumn(),
  decidedAt: timestamptz('decided_at'),
  decidedBy: userReference('decided_by'),
});
