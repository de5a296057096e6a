/**
 * RPKI states, their labels and bounds without zod, so a page that only shows them loads neither
 * zod nor the contracts (docs/decisions/270). rpki.ts re-exports them.
 */

export const RPKI_STATES = ['valid', 'invalid', 'not_found', 'unknown'] as const;
export type RpkiState = (typeof RPKI_STATES)[number];
/** What RFC 6811 route origin validation answers; 'unknown' is ours (no current data). */
export type RouteOriginValidity = Exclude<RpkiState, 'unknown'>;

export const RPKI_STATE_LABELS: Record<RpkiState, string> = {
  valid: 'Valid',
  invalid: 'Invalid',
  not_found: 'Not found',
  unknown: 'Unknown',
};

/** One line each, for the people who see the state (docs/PRODUCT.md "Delivering a lease", step 4). */
export const RPKI_STATE_EXPLANATIONS: Record<RpkiState, string> = {
  valid: 'A ROA authorises this origin AS to announce this prefix.',
  invalid: 'ROAs cover this prefix, but none authorises this origin AS or this prefix length.',
  not_found: 'No ROA covers this prefix yet.',
  unknown: 'The server has no current RPKI data (none configured, or none fetched in the last day).',
};

/** Data not confirmed current for this long reads 'unknown' (docs/PRODUCT.md "RPKI data"). */
export const RPKI_STALE_AFTER_MS = 24 * 60 * 60 * 1000;
/** The most VRPs one file may hold (today's global set is under a million): bounds memory. */
export const RPKI_MAX_VRPS = 2_000_000;
export const RPKI_ASN_MAX = 4_294_967_295;
