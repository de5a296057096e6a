import { cidr, pgTable, uuid } from 'drizzle-orm/pg-core';
import { userReference } from '../platform/users';
import { listings, serverPackages } from '../catalog/catalog';
import { createdAtColumn, timestamptz, uuidPrimaryKey } from '../shared-columns';

/**
 * The unit a buyer's open checkout holds for 15 minutes (docs/PRODUCT.md "Checkout"): a range of an IP
 * listing, or one unit of a package's stock. DDL, with the exclusion constraint that keeps two live
 * holds off one address, in migrations/1930_checkout_holds.sql (docs/decisions/232-checkout-holds.md).
 */
export const checkoutHolds = pgTable('checkout_holds', {
  id: uuidPrimaryKey(),
  userId: userReference('user_id', 'cascade').notNull(),
  listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
  serverPackageId: uuid('server_package_id').references(() => serverPackages.id, { onDelete: 'cascade' }),
  cidr: cidr('cidr'),
  heldAt: timestamptz('held_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  createdAt: createdAtColumn(),
});
