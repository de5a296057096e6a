import { type Message, message } from './messages';

/**
 * The provider page's constants, messages and texts without zod, so the pages that only link to a
 * provider or name a rater (a listing, an auction) do not load the page's contracts
 * (docs/decisions/270). providers.ts re-exports them.
 */

export const providerPath = (userId: string) => `/providers/${userId}`;

/** How many of the newest ratings the page shows, and how many live offers of each kind. */
export const PROVIDER_REVIEWS_LIMIT = 5;
export const PROVIDER_OFFERS_LIMIT = 50;

export const PROVIDER_MESSAGES = {
  notFound: message('Provider not found', 'This provider does not exist or is not active.'),
  fetchFailed: message('Error fetching provider', 'Please try again later.'),
  offersFetchFailed: message("Error fetching the provider's offers", 'Please try again later.'),
} as const satisfies Record<string, Message>;

/** 'Leo Leaser' → 'Leo L.'; one word stays as it is; an empty name reads 'A customer'. */
export function shortPersonName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'A customer';
  const [first, ...rest] = words;
  const last = rest.at(-1);
  return last ? `${first} ${[...last][0]!.toUpperCase()}.` : first!;
}
