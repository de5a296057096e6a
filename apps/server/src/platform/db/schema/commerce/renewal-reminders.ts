import { pgTable, primaryKey, smallint, uuid } from 'drizzle-orm/pg-core';
import { orders } from './money';
import { cents, timestamptz } from '../shared-columns';

/**
 * Each renewal reminder sent (migrations/2100_lease_terms.sql, docs/PRODUCT.md "Orders"): its key
 * refuses a second reminder of one order, renewal date and lead time.
 */
export const renewalReminders = pgTable(
  'renewal_reminders',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    renewalDate: timestamptz('renewal_date').notNull(),
    daysBefore: smallint('days_before').notNull(),
    amountCents: cents('amount_cents').notNull(),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.renewalDate, table.daysBefore] })],
);
