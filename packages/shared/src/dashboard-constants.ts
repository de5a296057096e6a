/**
 * Dashboard overview and landing constants without zod, so the pages that show them load light
 * (as catalog-constants.ts and marketplace-constants.ts). dashboard.ts re-exports them.
 */

/** Renewals within this many days count as due soon. */
export const RENEWALS_DUE_DAYS = 7;

/** Seconds a browser (or a shared cache) may keep the landing figures. */
export const PUBLIC_STATS_MAX_AGE_SECONDS = 60;
