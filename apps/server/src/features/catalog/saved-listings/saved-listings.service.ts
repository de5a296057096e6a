import { and, count, desc, eq } from 'drizzle-orm';
import type { SessionUser } from '@netlease/shared/auth';
import {
  CATALOG_MESSAGES,
  PUBLIC_LISTING_STATUS,
  PUBLIC_SERVER_PACKAGE_STATUS,
  type ListingType,
} from '@netlease/shared/catalog-constants';
import {
  SAVED_LISTINGS_MAX,
  SAVED_LISTING_MESSAGES,
  type SavedListing,
  type SavedToggleResult,
} from '@netlease/shared/saved-listings';
import type { AppContext } from '../../../platform/app-context';
import { listings, savedListings, serverPackages } from '../../../platform/db/schema/catalog/index';
import { AppError } from '../../../platform/errors';
import { getListingDetail, getServerPackageDetail } from '../marketplace/listing-detail.service';
import { isUuid } from '../../../platform/db/uuid';

const listingNotFound = () => new AppError('not_found', CATALOG_MESSAGES.listingNotFound);

/** The saved row of one user and listing, as a Drizzle condition. */
const savedRow = (userId: string, kind: ListingType, id: string) =>
  and(
    eq(savedListings.userId, userId),
    kind === 'ip' ? eq(savedListings.listingId, id) : eq(savedListings.serverPackageId, id),
  );

export async function isListingSaved(ctx: AppContext, userId: string, kind: ListingType, id: string) {
  if (!isUuid(id)) return false;
  const [row] = await ctx.db
    .select({ id: savedListings.id })
    .from(savedListings)
    .where(savedRow(userId, kind, id));
  return row !== undefined;
}

/** Saves a listing the user can see (saving twice keeps one row). */
export async function saveListing(
  ctx: AppContext,
  user: SessionUser,
  kind: ListingType,
  id: string,
): Promise<SavedToggleResult> {
  if (!isUuid(id)) throw listingNotFound();
  // The marketplace decides what this user may see; anything else is 'Listing Not Found'.
  if (kind === 'ip') await getListingDetail(ctx.db, user, id);
  else await getServerPackageDetail(ctx.db, user, id);
  // The cap is a soft guard against unbounded lists; two racing saves may pass it by one.
  const [row] = await ctx.db
    .select({ total: count() })
    .from(savedListings)
    .where(eq(savedListings.userId, user.id));
  if ((row?.total ?? 0) >= SAVED_LISTINGS_MAX && !(await isListingSaved(ctx, user.id, kind, id))) {
    throw new AppError('conflict', SAVED_LISTING_MESSAGES.savedListFull);
  }
  await ctx.db
    .insert(savedListings)
    .values({
      userId: user.id,
      listingKind: kind,
      listingId: kind === 'ip' ? id : null,
      serverPackageId: kind === 'server' ? id : null,
      createdAt: ctx.clock.now(),
    })
    .onConflictDoNothing();
  return {
    saved: true,
    title: SAVED_LISTING_MESSAGES.saved.title,
    message: SAVED_LISTING_MESSAGES.saved.description,
  };
}

/** Removes a listing from the user's saved listings (removing one that is not saved is a no-op). */
export async function unsaveListing(
  ctx: AppContext,
  userId: string,
  kind: ListingType,
  id: string,
): Promise<SavedToggleResult> {
  if (isUuid(id)) await ctx.db.delete(savedListings).where(savedRow(userId, kind, id));
  return {
    saved: false,
    title: SAVED_LISTING_MESSAGES.removed.title,
    message: SAVED_LISTING_MESSAGES.removed.description,
  };
}

/** /saved: the user's saved listings, newest first, with whether each is still on the marketplace. */
export async function listSavedListings(ctx: AppContext, userId: string): Promise<SavedListing[]> {
  const rows = await ctx.db
    .select({ saved: savedListings, listing: listings, serverPackage: serverPackages })
    .from(savedListings)
    .leftJoin(listings, eq(listings.id, savedListings.listingId))
    .leftJoin(serverPackages, eq(serverPackages.id, savedListings.serverPackageId))
    .where(eq(savedListings.userId, userId))
    .orderBy(desc(savedListings.createdAt), desc(savedListings.id))
    .limit(SAVED_LISTINGS_MAX);
  return rows.flatMap(({ saved, listing, serverPackage }): SavedListing[] => {
    const savedAt = saved.createdAt.toISOString();
    if (listing) {
      return [
        {
          kind: 'ip',
          id: listing.id,
          title: listing.title,
          location: listing.location,
          priceCents: listing.priceCents,
          period: listing.period,
          isAvailable: listing.status === PUBLIC_LISTING_STATUS,
          savedAt,
        },
      ];
    }
    if (serverPackage) {
      return [
        {
          kind: 'server',
          id: serverPackage.id,
          title: serverPackage.name,
          location: serverPackage.location,
          priceCents: serverPackage.priceCents,
          period: 'month',
          isAvailable: serverPackage.status === PUBLIC_SERVER_PACKAGE_STATUS,
          savedAt,
        },
      ];
    }
    return [];
  });
}
