import { eq } from 'drizzle-orm';
import { CATALOG_MESSAGES, type ListingMutation } from '@netlease/shared/catalog';
import type { AppContext } from '../../../platform/app-context';
import { listings } from '../../../platform/db/schema/catalog/index';
import { AppError } from '../../../platform/errors';
import { recordAudit } from '../../../platform/audit';
import { lockOwnListing, toListing } from './listings.service';

// A seller's pause, resume and delete of their own listing (docs/PRODUCT.md "Seller workspace").

/** Pause takes a live listing off the marketplace; resume brings it back without a new review. */
export async function setListingPaused(
  ctx: AppContext,
  userId: string,
  id: string,
  isPaused: boolean,
): Promise<ListingMutation> {
  return ctx.db.transaction(async (tx) => {
    const { listing, blockCidr } = await lockOwnListing(tx, userId, id);
    const [from, to] = isPaused ? (['active', 'paused'] as const) : (['paused', 'active'] as const);
    if (listing.status !== from) {
      throw new AppError('conflict', isPaused ? CATALOG_MESSAGES.cannotPause : CATALOG_MESSAGES.cannotResume);
    }
    const [updated] = await tx
      .update(listings)
      .set({ status: to, updatedAt: ctx.clock.now() })
      .where(eq(listings.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: userId,
      action: isPaused ? 'listing.paused' : 'listing.resumed',
      targetType: 'listing',
      targetId: id,
      before: { status: from },
      after: { status: to },
    });
    const message = isPaused ? CATALOG_MESSAGES.listingPaused : CATALOG_MESSAGES.listingResumed;
    return { listing: toListing(updated!, blockCidr), title: message.title, message: message.description };
  });
}

/**
 * Deletes a listing and with it the hold on its range. Orders keep their own copy of what was bought
 * (title, price, leased range), so running leases go on until they end.
 */
export async function deleteListing(ctx: AppContext, userId: string, id: string) {
  await ctx.db.transaction(async (tx) => {
    const { listing } = await lockOwnListing(tx, userId, id);
    await tx.delete(listings).where(eq(listings.id, id));
    await recordAudit(tx, {
      actorId: userId,
      action: 'listing.deleted',
      targetType: 'listing',
      targetId: id,
      before: { status: listing.status, cidr: listing.cidr, title: listing.title },
    });
  });
  return CATALOG_MESSAGES.listingDeleted;
}
