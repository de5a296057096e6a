import { z } from 'zod';
import { LISTING_PERIODS, type ListingPeriod } from './catalog-constants';
import { asIssue, type Message } from './messages';
import {
  isBeforeEndCutoff,
  LEASE_TERM_MESSAGES,
  MIN_TERM_MONTHS,
  PERIOD_MONTHS,
  addMonths,
} from './lease-terms-constants';
import { formatCents } from './format';

/**
 * The terms of a lease (docs/PRODUCT.md "Listings", "Checkout", "Orders"; docs/decisions/
 * 263-lease-terms.md): the minimum term a seller asks for, the billing periods a listing offers, the
 * price of each, and when a buyer may end an order at its next renewal.
 */

export * from './lease-terms-constants';

/* ---------- a listing's terms ---------- */

/** What a seller sets; `periodsOffered` missing means the listing's own period alone. */
export const leaseTermFields = {
  minTermMonths: z
    .union(
      MIN_TERM_MONTHS.map((months) => z.literal(months)),
      asIssue(LEASE_TERM_MESSAGES.invalidMinTerm),
    )
    .default(1),
  periodsOffered: z
    .array(z.enum(LISTING_PERIODS, asIssue(LEASE_TERM_MESSAGES.noPeriodOffered)), {
      error: asIssue(LEASE_TERM_MESSAGES.noPeriodOffered),
    })
    .max(LISTING_PERIODS.length)
    .optional(),
};

export interface LeaseTerms {
  minTermMonths: number;
  periodsOffered: readonly ListingPeriod[];
}

/** The periods offered, in the order month, quarter, year, each once; `period` alone when none given. */
export const periodsOfferedOf = (offered: readonly ListingPeriod[] | undefined, period: ListingPeriod) =>
  LISTING_PERIODS.filter((each) => (offered ?? [period]).includes(each));

/** The refusal of a seller's terms, at its field, or null when they hold (docs/PRODUCT.md "Listings"). */
export function leaseTermsIssue(terms: LeaseTerms): { field: keyof LeaseTerms; message: Message } | null {
  if (!(MIN_TERM_MONTHS as readonly number[]).includes(terms.minTermMonths)) {
    return { field: 'minTermMonths', message: LEASE_TERM_MESSAGES.invalidMinTerm };
  }
  if (terms.periodsOffered.length === 0) {
    return { field: 'periodsOffered', message: LEASE_TERM_MESSAGES.noPeriodOffered };
  }
  if (terms.periodsOffered.some((period) => PERIOD_MONTHS[period] < terms.minTermMonths)) {
    return { field: 'periodsOffered', message: LEASE_TERM_MESSAGES.periodShorterThanMinTerm };
  }
  return null;
}

/** For a zod superRefine over an object holding `period` and the term fields. */
export function refineLeaseTerms(
  input: { period: ListingPeriod; minTermMonths: number; periodsOffered?: ListingPeriod[] | undefined },
  context: z.RefinementCtx,
) {
  const issue = leaseTermsIssue({
    minTermMonths: input.minTermMonths,
    periodsOffered: periodsOfferedOf(input.periodsOffered, input.period),
  });
  if (issue) context.addIssue({ code: 'custom', path: [issue.field], message: asIssue(issue.message) });
}

/* ---------- prices ---------- */

/**
 * The monthly price of a listing priced per `period`: a quarter's price over 3, a year's over 12,
 * rounded to the cent (half away from zero), the same figure as listings.price_per_month_cents.
 */
export const monthlyPriceCents = (priceCents: number, period: ListingPeriod) =>
  Math.round(priceCents / PERIOD_MONTHS[period]);

/**
 * The price of one `chosen` period (docs/PRODUCT.md "Listings"): the seller's own price for their own
 * period; any other period is the monthly price times its months, so no period costs a rounding
 * more than the seller set.
 */
export function periodPriceCents(
  listing: { priceCents: number; period: ListingPeriod },
  chosen: ListingPeriod,
): number {
  if (chosen === listing.period) return listing.priceCents;
  return monthlyPriceCents(listing.priceCents, listing.period) * PERIOD_MONTHS[chosen];
}

/** Why a buyer may not lease by `chosen`, or null (docs/PRODUCT.md "Checkout"). */
export function choosePeriodIssue(terms: LeaseTerms, chosen: ListingPeriod): Message | null {
  if (!terms.periodsOffered.includes(chosen)) return LEASE_TERM_MESSAGES.periodNotOffered;
  if (PERIOD_MONTHS[chosen] < terms.minTermMonths) return LEASE_TERM_MESSAGES.periodBelowMinTerm;
  return null;
}

/** The period a checkout leases by when the buyer names none: the listing's own, else the shortest offered. */
export const defaultPeriodOf = (terms: LeaseTerms, ownPeriod: ListingPeriod): ListingPeriod =>
  terms.periodsOffered.includes(ownPeriod) ? ownPeriod : (terms.periodsOffered[0] ?? ownPeriod);

/** The end of the commitment of an order that starts at `start`: its minimum term later. */
export const commitmentEndOf = (start: Date, minTermMonths: number) => addMonths(start, minTermMonths);

/* ---------- ending at the next renewal ---------- */

/** PUT /api/orders/:id/end-at-renewal: schedule (true) or cancel, "Keep renewing" (false). */
export const endAtRenewalInputSchema = z.object({ endsAtRenewal: z.boolean() });
export type EndAtRenewalInput = z.infer<typeof endAtRenewalInputSchema>;

export interface RenewingOrder {
  status: string;
  renewalDate: Date;
  commitmentEndsAt: Date;
}

/**
 * Why the buyer may not schedule "End at next renewal" now, or null (docs/PRODUCT.md "Orders"): only
 * an active order, until 24 hours before its renewal, and never ending inside the minimum term.
 */
export function scheduleEndIssue(order: RenewingOrder, now: Date): Message | null {
  if (order.status !== 'active') return LEASE_TERM_MESSAGES.endNotAllowed;
  if (order.renewalDate.getTime() < order.commitmentEndsAt.getTime()) {
    return LEASE_TERM_MESSAGES.endInsideCommitment;
  }
  if (!isBeforeEndCutoff(order.renewalDate, now)) return LEASE_TERM_MESSAGES.endTooLate;
  return null;
}

/** Why the buyer may not cancel a scheduled end now ("Keep renewing"), or null. */
export function cancelEndIssue(
  order: { status: string; renewalDate: Date; endsAtRenewal: boolean },
  now: Date,
): Message | null {
  if (order.status !== 'active' || !order.endsAtRenewal) return LEASE_TERM_MESSAGES.endNotScheduled;
  if (!isBeforeEndCutoff(order.renewalDate, now)) return LEASE_TERM_MESSAGES.endTooLate;
  return null;
}

/** The notice of a renewal reminder: what will be charged, and when. */
export const renewalReminderText = (title: string, amountCents: number, renewalDate: Date) =>
  `${title} renews on ${renewalDate.toISOString().slice(0, 10)}: ${formatCents(amountCents)} will be charged to your wallet.`;
