import { z } from 'zod';
import { LISTING_PERIODS, LISTING_TYPES } from './catalog-constants';

export * from './saved-listings-constants';

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
