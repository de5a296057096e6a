import { z } from 'zod';
import { auctionSummarySchema } from './auctions';
import { marketplaceItemSchema } from './marketplace';
import { ratingSummarySchema } from './reputation';

/**
 * The public provider page (docs/PRODUCT.md "Provider page"): who a seller is, how others rate them,
 * and what they offer now. Public: nothing here is private (no email, company, phone or order).
 */

export * from './providers-constants';

/**
 * A rating as the public reads it: the stars, the comment and when. The rater is named by first name
 * and initial only ('Leo L.'); their id, avatar and the order stay private.
 */
export const publicReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  raterName: z.string(),
  createdAt: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** GET /api/users/:id/public: the provider's card and their newest ratings. */
export const publicProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  /** Member since. */
  createdAt: z.string(),
  ...ratingSummarySchema.shape,
  recentReviews: z.array(publicReviewSchema),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/**
 * GET /api/users/:id/offers: what the provider offers on the marketplace now, each as the
 * marketplace shows it (IP listings and server packages), and their live auctions.
 */
export const providerOffersSchema = z.object({
  items: z.array(marketplaceItemSchema),
  auctions: z.array(auctionSummarySchema),
  serverTime: z.string(),
});
export type ProviderOffers = z.infer<typeof providerOffersSchema>;
