import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { listings, serverPackages } from './catalog';

/**
 * The offers a suspension took off the marketplace and the status each returns to on reactivation
 * (migrations/1500_user_suspension.sql, docs/decisions/160-staff-tools-and-audit.md).
 */
export const suspendedOffers = pgTable('suspended_offers', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
  serverPackageId: uuid('server_package_id').references(() => serverPackages.id, { onDelete: 'cascade' }),
  previousStatus: text('previous_status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
