import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { listings, serverPackages } from './catalog';

/**
 * Saved listings (docs/PRODUCT.md "Saved listings and sharing"); DDL in migrations/0620_saved_listings.sql.
 */
export const savedListings = pgTable('saved_listings', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  listingKind: text('listing_kind', { enum: ['ip', 'server'] }).notNull(),
  listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
  serverPackageId: uuid('server_package_id').references(() => serverPackages.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
