import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { userReference } from '../platform/users';
import { listings, serverPackages } from './catalog';
import { createdAtColumn, uuidPrimaryKey } from '../shared-columns';

/**
 * Saved listings (docs/PRODUCT.md "Saved listings and sharing"); DDL in migrations/0620_saved_listings.sql.
 */
export const savedListings = pgTable('saved_listings', {
  id: uuidPrimaryKey(),
  userId: userReference('user_id', 'cascade').notNull(),
  listingKind: text('listing_kind', { enum: ['ip', 'server'] }).notNull(),
  listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
  serverPackageId: uuid('server_package_id').references(() => serverPackages.id, { onDelete: 'cascade' }),
  createdAt: createdAtColumn(),
});
