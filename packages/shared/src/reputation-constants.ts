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
