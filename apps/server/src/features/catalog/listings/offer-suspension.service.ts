import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../platform/db/database';
import { registerOfferHiding } from '../../accounts/user-management/offer-hiding.service';

/** Live offers leave the marketplace; each remembers the status it comes back to. */
async function hideOffers(tx: Executor, userId: string) {
  const listings = await queryRows<{ id: string }>(
    tx,
    sql`WITH hidden AS (
          INSERT INTO suspended_offers (user_id, listing_id, previous_status)
          SELECT user_id, id, status FROM listings WHERE user_id = ${userId} AND status = 'active'
          ON CONFLICT DO NOTHING RETURNING listing_id)
        UPDATE listings SET status = 'suspended' WHERE id IN (SELECT listing_id FROM hidden) RETURNING id`,
  );
  const packages = await queryRows<{ id: string }>(
    tx,
    sql`WITH hidden AS (
          INSERT INTO suspended_offers (user_id, server_package_id, previous_status)
          SELECT user_id, id, status FROM server_packages WHERE user_id = ${userId} AND status = 'approved'
          ON CONFLICT DO NOTHING RETURNING server_package_id)
        UPDATE server_packages SET status = 'suspended' WHERE id IN (SELECT server_package_id FROM hidden)
        RETURNING id`,
  );
  return { hiddenListings: listings.length, hiddenPackages: packages.length };
}

/** The hidden offers come back with the status they had (only those still suspended). */
async function restoreOffers(tx: Executor, userId: string) {
  const listings = await queryRows<{ id: string }>(
    tx,
    sql`UPDATE listings l SET status = o.previous_status FROM suspended_offers o
        WHERE o.user_id = ${userId} AND o.listing_id = l.id AND l.status = 'suspended' RETURNING l.id`,
  );
  const packages = await queryRows<{ id: string }>(
    tx,
    sql`UPDATE server_packages p SET status = o.previous_status FROM suspended_offers o
        WHERE o.user_id = ${userId} AND o.server_package_id = p.id AND p.status = 'suspended' RETURNING p.id`,
  );
  await tx.execute(sql`DELETE FROM suspended_offers WHERE user_id = ${userId}`);
  return { restoredListings: listings.length, restoredPackages: packages.length };
}

/**
 * How a suspended account's offers leave the marketplace and come back (docs/PRODUCT.md "User
 * management"); app.ts registers it at start for user management (docs/decisions/266).
 */
export function registerCatalogOfferHiding() {
  registerOfferHiding({ hide: hideOffers, restore: restoreOffers });
}
