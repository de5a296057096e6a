import { type Message, message } from './messages';

/**
 * Saved listings, the save icon of /listing/{id} (docs/PRODUCT.md "Saved listings and sharing"): the
 * constants and messages without zod, so the listing page does not load the contracts
 * (docs/decisions/270). saved-listings.ts re-exports them.
 */
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
