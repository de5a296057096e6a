import { z } from 'zod';
import { type Message, message } from './messages';
import { LISTING_PERIODS, LISTING_TYPES } from './catalog-constants';

/** Saved listings, the save icon of /listing/{id} (docs/PRODUCT.md "Saved listings and sharing"). */
export const SAVED_LISTINGS_MAX = 500;

export const SAVED_LISTING_MESSAGES = {
  saved: message('Saved', 'The listing is in your saved listings.'),
  removed: message('Removed from saved', 'The listing is no longer in your saved listings.'),
  savedListFull: message(
    'Saved listings full',
    `You can save up to ${SAVED_LISTINGS_MAX} listings. Please remove some first.`,
  ),
  saveFailed: message('Could not update saved listings', 'Please try again later.'),
  savedFetchFailed: message('Error fetching saved listings', 'Please try again later.'),
  loginRequired: message('Login required', 'Please log in to save listings.'),
  noSavedListings: message('No saved listings', 'Use the save icon on a listing to keep it here.'),
} as const satisfies Record<string, Message>;

export const savedListingParamsSchema = z.object({
  kind: z.enum(LISTING_TYPES),
  // Any text: an id that is not a uuid is a listing that does not exist (404).
  id: z.string().max(64),
});

export const savedListingSchema = z.object({
  kind: z.enum(LISTING_TYPES),
  id: z.string(),
  title: z.string(),
  location: z.string(),
  priceCents: z.number().int(),
  period: z.enum(LISTING_PERIODS),
  /** False once the listing is no longer on the marketplace (rejected, suspended, sold out of review). */
  isAvailable: z.boolean(),
  savedAt: z.string(),
});
export type SavedListing = z.infer<typeof savedListingSchema>;

export const savedStateSchema = z.object({ saved: z.boolean() });
export type SavedState = z.infer<typeof savedStateSchema>;
export const savedToggleResultSchema = savedStateSchema.extend({ title: z.string(), message: z.string() });
export type SavedToggleResult = z.infer<typeof savedToggleResultSchema>;

/** GET /api/saved-listings. */
export const savedListingListSchema = z.object({ listings: z.array(savedListingSchema) });
export type SavedListingList = z.infer<typeof savedListingListSchema>;
