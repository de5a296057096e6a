import { type Message, message } from './messages';

/**
 * Reputation's constants, bands and texts without zod, so a page that only shows a score or a rating
 * (a listing, a provider card) does not load the contracts (docs/decisions/270). reputation.ts
 * re-exports them.
 */

// Thresholds 90 and 70, shown as /100 (docs/PRODUCT.md "IP reputation").
export const REPUTATION_CLEAN_MIN = 90;
export const REPUTATION_WARNING_MIN = 70;
export const REPUTATION_MAX = 100;

export const REPUTATION_BANDS = ['clean', 'warning', 'blacklisted'] as const;
export type ReputationBand = (typeof REPUTATION_BANDS)[number];

/** 90 or more Clean, 70 to 89 Warning, below 70 Blacklisted (docs/PRODUCT.md "IP reputation"). */
export function reputationBand(score: number): ReputationBand {
  if (score >= REPUTATION_CLEAN_MIN) return 'clean';
  if (score >= REPUTATION_WARNING_MIN) return 'warning';
  return 'blacklisted';
}

/**
 * A subnet no check has looked at yet has no score (null), and reads this instead of a band: it never
 * passes for a clean 100/100 (docs/PRODUCT.md "Marketplace search"). The marketplace says the same
 * (marketplace-constants.ts REPUTATION_FILTER_LABELS.unchecked; reputation.test.ts holds them equal).
 */
export const REPUTATION_NOT_CHECKED_LABEL = 'Not yet checked';

/** The bands plus 'unchecked', for filters and for a score that may be missing. */
export const REPUTATION_STATES = [...REPUTATION_BANDS, 'unchecked'] as const;
export type ReputationState = (typeof REPUTATION_STATES)[number];

export const reputationState = (score: number | null): ReputationState =>
  score === null ? 'unchecked' : reputationBand(score);

/** '82/100', or 'Not yet checked' for a subnet never checked. */
export const formatReputationScore = (score: number | null) =>
  score === null ? REPUTATION_NOT_CHECKED_LABEL : `${score}/${REPUTATION_MAX}`;

export const REPUTATION_BAND_LABELS: Record<ReputationBand, string> = {
  clean: 'Clean',
  warning: 'Warning',
  blacklisted: 'Blacklisted',
};

/** 90 and above green, 70 and above yellow, below red (docs/PRODUCT.md "IP reputation"). */
export const REPUTATION_BAND_TONES: Record<ReputationBand, 'green' | 'yellow' | 'red'> = {
  clean: 'green',
  warning: 'yellow',
  blacklisted: 'red',
};

/** Rating colours: 4 and above green, 3 and above yellow, below red (PRODUCT.md "User reputation"). */
export function ratingTone(rating: number): 'green' | 'yellow' | 'red' {
  if (rating >= 4) return 'green';
  if (rating >= 3) return 'yellow';
  return 'red';
}

/** The average rating without ratings is 5.0, shown with one decimal (docs/PRODUCT.md "User reputation"). */
export const DEFAULT_AVERAGE_RATING = 5;
export const formatRating = (rating: number) => rating.toFixed(1);
/** Said next to the default 5.0, so a user nobody has rated is not taken for a perfect record. */
export const NO_RATINGS_LABEL = 'no ratings yet';

export const REPUTATION_MESSAGES = {
  fetchFailed: message('Error fetching reputation data', 'Please try again later.'),
  blacklistedAlert: message('IP Reputation Alert', 'is now Blacklisted on a DNS blocklist.'),
  // ratings
  invalidRating: message('Invalid rating', 'Please choose a rating from 1 to 5 stars.'),
  commentTooLong: message('Comment too long', 'Please keep your comment under 1000 characters.'),
  orderNotRatable: message('Cannot rate yet', 'You can rate the other party once the order is completed.'),
  alreadyRated: message('Already rated', 'You have already rated this order.'),
  ratingSubmitted: message('Rating submitted', 'Thank you for your feedback.'),
  ratingFailed: message('Rating failed', 'Please try again later.'),
  orderNotFound: message('Order not found', 'This order does not exist or you cannot view it.'),
  // penalties
  missingPenaltyFields: message(
    'Missing penalty details',
    'Please choose a user and a penalty type, and give a reason.',
  ),
  invalidPenaltyAmount: message(
    'Invalid penalty amount',
    'Please enter an amount in dollars of 0 or more; a fine needs one above 0.',
  ),
  penaltyApplied: message('Penalty applied', 'The penalty has been recorded.'),
  penaltyFailed: message('Error performing action', 'Please try again later.'),
  userNotFound: message('User not found', 'There is no user with this email.'),
  insufficientBalance: message('Insufficient Balance', "The user's wallet balance is too low for this fine."),
  // admin lists' filters
  invalidBand: message(
    'Invalid reputation band',
    'The band must be clean, warning, blacklisted or unchecked.',
  ),
  invalidPenaltyType: message(
    'Invalid penalty type',
    'The type must be warning, fine, suspension or dispute_lost.',
  ),
} as const satisfies Record<string, Message>;
export const REPUTATION_RELATION_LABELS = { owner: 'You own this', leaser: 'You are leasing this' } as const;
// A penalty has a type, an amount and a reason (docs/PRODUCT.md "User reputation"). A lost dispute is
// recorded as a penalty of its own kind, so /my-reputation can count "disputes lost" apart from other
// penalties.
export const PENALTY_TYPES = ['warning', 'fine', 'suspension', 'dispute_lost'] as const;
export type PenaltyType = (typeof PENALTY_TYPES)[number];
export const PENALTY_TYPE_LABELS: Record<PenaltyType, string> = {
  warning: 'Warning',
  fine: 'Fine',
  suspension: 'Suspension',
  dispute_lost: 'Dispute lost',
};
