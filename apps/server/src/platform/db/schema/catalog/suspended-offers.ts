import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { userReference } from '../platform/users';
import { listings, serverPackages } from './catalog';
import { createdAtColumn, uuidPrimaryKey } from '../shared-columns';

/**
 * The offers a suspension took off the marketplace and the status each returns to on reactivation
 * (migrations/1500_user_suspension.sql, docs/decisions/160-staff-tools-and-audit.md).
 */
export const suspendedOffers = pgTable('suspended_offers', {
  id: uuidPrimaryKey(),
  userId: userReference('user_id', 'cascade').notNull(),
  listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
  serverPackageId: uuid('server_package_id').references(() => serverPackages.id, { onDelete: 'cascade' }),
  previousStatus: text('previous_status').notNull(),
  createdAt: createdAtColumn(),
});
