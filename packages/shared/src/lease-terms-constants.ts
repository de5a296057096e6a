import { type ListingPeriod } from './catalog-constants';
import { message, type Message } from './messages';

/**
 * The constants, messages and texts of lease terms without zod, so a page that only shows a
 * listing's terms does not load the contracts (docs/decisions/270). lease-terms.ts re-exports them.
 */

/** The minimum terms a seller may ask for, in months. */
export const MIN_TERM_MONTHS = [1, 3, 6, 12] as const;
export type MinTermMonths = (typeof MIN_TERM_MONTHS)[number];

/** Calendar months of each billing period. */
export const PERIOD_MONTHS: Record<ListingPeriod, number> = { month: 1, quarter: 3, year: 12 };

/** How long before a renewal the buyer may still schedule or cancel "End at next renewal". */
export const END_AT_RENEWAL_CUTOFF_HOURS = 24;
/** Renewal reminders go this many days before the renewal date (docs/PRODUCT.md "Orders"). */
export const RENEWAL_REMINDER_DAYS = [7, 1] as const;
export type RenewalReminderDays = (typeof RENEWAL_REMINDER_DAYS)[number];

export const LEASE_TERM_MESSAGES = {
  invalidMinTerm: message('Invalid minimum term', 'Choose a minimum term of 1, 3, 6 or 12 months.'),
  noPeriodOffered: message(
    'Billing period required',
    'Offer at least one billing period: month, quarter or year.',
  ),
  periodShorterThanMinTerm: message(
    'Billing period too short',
    'Every billing period offered must be at least as long as the minimum term.',
  ),
  periodNotOffered: message(
    'Billing period not offered',
    'This listing is not leased by that billing period. Choose one of the periods it offers.',
  ),
  periodBelowMinTerm: message(
    'Billing period too short',
    'This listing has a minimum term longer than that billing period. Choose a longer one.',
  ),
  endScheduled: message('Order ends at renewal', 'The lease runs to the end of the paid term, then ends.'),
  endCancelled: message('Order keeps renewing', 'The scheduled end has been cancelled.'),
  endTooLate: message(
    'Too late to change',
    'The renewal is less than 24 hours away. The order can no longer be changed for this term.',
  ),
  endNotAllowed: message('Order not updated', 'Only an active order can end at its next renewal.'),
  endInsideCommitment: message(
    'Minimum term not reached',
    'The next renewal falls inside the minimum term. The order can end at a later renewal.',
  ),
  endNotScheduled: message('Order not updated', 'This order has no scheduled end to cancel.'),
} as const satisfies Record<string, Message>;

/** The end of `months` calendar months from `start`, the day clamped to the month's last day. */
export function addMonths(start: Date, months: number): Date {
  const result = new Date(start.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** '3 months', '1 month'. */
export const minTermText = (months: number) => (months === 1 ? '1 month' : `${months} months`);

const PERIOD_ADVERBS: Record<ListingPeriod, string> = {
  month: 'monthly',
  quarter: 'quarterly',
  year: 'yearly',
};

/** 'monthly or quarterly', 'monthly, quarterly or yearly': the periods a buyer may choose. */
export function periodsText(periods: readonly ListingPeriod[]) {
  const words = periods.map((period) => PERIOD_ADVERBS[period]);
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

const HOUR = 60 * 60 * 1000;

/** Whether the renewal is still more than 24 hours away, so the buyer may still change its end. */
export const isBeforeEndCutoff = (renewalDate: Date, now: Date) =>
  renewalDate.getTime() - now.getTime() > END_AT_RENEWAL_CUTOFF_HOURS * HOUR;
