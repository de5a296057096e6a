import { and, count, eq, gt, min, ne, not, sql } from 'drizzle-orm';
import type { CheckoutItemType, LeasePeriod } from '@netlease/shared/orders';
import type { Executor } from '../../../platform/db/database';
import { preparedQuery } from '../../../platform/db/prepared';
import { users } from '../../../platform/db/schema/platform/index';
import { ipBlocks, listings, serverPackages } from '../../../platform/db/schema/catalog/index';
import { checkoutHolds } from '../../../platform/db/schema/commerce/index';
import { leaseTermsOfListing, monthlyLeaseTerms, type ItemLeaseTerms } from './checkout-lease-terms';

/** What can be bought: an active IP listing on an approved block, or an approved server package. */
export interface CheckoutItem {
  itemType: CheckoutItemType;
  id: string;
  title: string;
  sellerId: string;
  providerName: string;
  priceCents: number;
  period: LeasePeriod;
  isAvailable: boolean;
  /** An IP listing still on sale whose every unit is leased: the last one went to another buyer. */
  isSoldOut?: boolean;
  /** A server package with subnets attached (a bundle): checkout leases them too. */
  isBundle?: boolean;
  /** A server package's stock when read: above 0, a sale that finds none left lost a race. */
  stockCount?: number;
  ip?: { blockId: string; range: string; unitPrefix: number };
  /** The seller's price and period, minimum term and periods offered (checkout-lease-terms.ts). */
  terms: ItemLeaseTerms;
}

/**
 * A server package as checkout reads it, with its provider's name: prepared (docs/decisions/281), and
 * only the columns checkout uses (not the search word lists).
 */
const serverPackageToBuy = preparedQuery((db) =>
  db
    .select({
      name: serverPackages.name,
      userId: serverPackages.userId,
      priceCents: serverPackages.priceCents,
      status: serverPackages.status,
      isBundle: serverPackages.isBundle,
      stockCount: serverPackages.stockCount,
      providerName: users.name,
    })
    .from(serverPackages)
    .innerJoin(users, eq(users.id, serverPackages.userId))
    .where(eq(serverPackages.id, sql.placeholder('id'))),
);

/** An IP listing as checkout reads it, with its provider's name and its block's owner and state. */
const listingToBuy = preparedQuery((db) =>
  db
    .select({
      listing: {
        type: listings.type,
        status: listings.status,
        title: listings.title,
        userId: listings.userId,
        priceCents: listings.priceCents,
        period: listings.period,
        minTermMonths: listings.minTermMonths,
        periodsOffered: listings.periodsOffered,
        ipBlockId: listings.ipBlockId,
        cidr: listings.cidr,
        unitPrefix: listings.unitPrefix,
        unitsFree: listings.unitsFree,
      },
      providerName: users.name,
      blockOwner: ipBlocks.userId,
      blockStatus: ipBlocks.status,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.userId))
    .innerJoin(ipBlocks, eq(ipBlocks.id, listings.ipBlockId))
    .where(eq(listings.id, sql.placeholder('id'))),
);

/** The item a checkout names, with its seller, its price and whether it is on sale now. */
export async function findCheckoutItem(
  db: Executor,
  itemType: CheckoutItemType,
  id: string,
): Promise<CheckoutItem | null> {
  if (itemType === 'server') {
    const [pkg] = await serverPackageToBuy(db, { id });
    if (!pkg) return null;
    return {
      itemType,
      id,
      title: pkg.name,
      sellerId: pkg.userId,
      providerName: pkg.providerName,
      priceCents: pkg.priceCents,
      period: 'month',
      isAvailable: pkg.status === 'approved' || pkg.status === 'active',
      isBundle: pkg.isBundle,
      stockCount: pkg.stockCount,
      terms: monthlyLeaseTerms(pkg.priceCents),
    };
  }
  const [row] = await listingToBuy(db, { id });
  if (!row) return null;
  const { listing } = row;
  const isOnSale =
    listing.type === 'ip' &&
    listing.status === 'active' &&
    row.blockOwner === listing.userId &&
    (row.blockStatus === 'approved' || row.blockStatus === 'active');
  return {
    itemType,
    id,
    title: listing.title,
    sellerId: listing.userId,
    providerName: row.providerName,
    priceCents: listing.priceCents,
    period: listing.period,
    // docs/PRODUCT.md "Inventory": a live listing on an approved block of its own seller, with a free unit.
    isAvailable: isOnSale && listing.unitsFree > 0,
    isSoldOut: isOnSale && listing.unitsFree === 0,
    ip: { blockId: listing.ipBlockId!, range: listing.cidr ?? '', unitPrefix: listing.unitPrefix ?? 0 },
    terms: leaseTermsOfListing(listing),
  };
}

/* ---------- holds (docs/PRODUCT.md "Checkout", docs/decisions/232-checkout-holds.md) ---------- */

export type CheckoutHoldRow = typeof checkoutHolds.$inferSelect;

/** The item a hold is of: an IP listing or a server package. */
export type HeldItem = { listingId: string } | { serverPackageId: string };

const ofItem = (held: HeldItem) =>
  'listingId' in held
    ? eq(checkoutHolds.listingId, held.listingId)
    : eq(checkoutHolds.serverPackageId, held.serverPackageId);

/** The buyer's hold of the item, live or expired (one per buyer and item). */
export async function findOwnHold(db: Executor, buyerId: string, held: HeldItem) {
  const [row] = await db
    .select()
    .from(checkoutHolds)
    .where(and(eq(checkoutHolds.userId, buyerId), ofItem(held)));
  return row ?? null;
}

/** Live holds of other buyers on a listing or a package: prepared (docs/decisions/281), one of each. */
const othersHoldsOnItem = (column: typeof checkoutHolds.listingId | typeof checkoutHolds.serverPackageId) =>
  preparedQuery((db) =>
    db
      .select({ count: count(), endsAt: min(checkoutHolds.expiresAt) })
      .from(checkoutHolds)
      .where(
        and(
          eq(column, sql.placeholder('itemId')),
          ne(checkoutHolds.userId, sql.placeholder('buyerId')),
          // A placeholder is not encoded by its column: the time goes as the text PostgreSQL reads.
          gt(checkoutHolds.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
        ),
      ),
  );
const othersHoldsOnListing = othersHoldsOnItem(checkoutHolds.listingId);
const othersHoldsOnPackage = othersHoldsOnItem(checkoutHolds.serverPackageId);

/** How many live holds other buyers have on the item, and when the first of them ends. */
export async function othersHoldsOn(db: Executor, buyerId: string, held: HeldItem, now: Date) {
  const values = { buyerId, now: now.toISOString() };
  const [row] =
    'listingId' in held
      ? await othersHoldsOnListing(db, { ...values, itemId: held.listingId })
      : await othersHoldsOnPackage(db, { ...values, itemId: held.serverPackageId });
  return { count: row?.count ?? 0, endsAt: row?.endsAt ?? null };
}

/** The buyer's live holds of other items than `held` (at most MAX_CHECKOUT_HOLDS in all). */
export async function countOtherLiveHolds(db: Executor, buyerId: string, held: HeldItem, now: Date) {
  const [row] = await db
    .select({ count: count() })
    .from(checkoutHolds)
    .where(and(eq(checkoutHolds.userId, buyerId), gt(checkoutHolds.expiresAt, now), not(ofItem(held))));
  return row?.count ?? 0;
}
