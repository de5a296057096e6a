import {
  choosePeriodIssue,
  defaultPeriodOf,
  periodPriceCents,
  periodsOfferedOf,
} from '@netlease/shared/lease-terms';
import { CHECKOUT_FEE_CENTS } from '@netlease/shared/money';
import { addPeriod, type CheckoutSummary, type LeasePeriod } from '@netlease/shared/orders';
import { AppError } from '../../../platform/errors';

/**
 * What checkout needs of an item's lease terms (docs/PRODUCT.md "Checkout", docs/decisions/
 * 263-lease-terms.md): the seller's price and the period it is per, the minimum term and the periods
 * a buyer may choose. A server package is leased by the month with no minimum beyond it.
 */
export interface ItemLeaseTerms {
  listed: { priceCents: number; period: LeasePeriod };
  minTermMonths: number;
  periodsOffered: LeasePeriod[];
}

/** The terms of a listing row as stored. */
export function leaseTermsOfListing(listing: {
  priceCents: number;
  period: LeasePeriod;
  minTermMonths: number;
  periodsOffered: LeasePeriod[];
}): ItemLeaseTerms {
  return {
    listed: { priceCents: listing.priceCents, period: listing.period },
    minTermMonths: listing.minTermMonths,
    periodsOffered: periodsOfferedOf(listing.periodsOffered, listing.period),
  };
}

export const monthlyLeaseTerms = (priceCents: number): ItemLeaseTerms => ({
  listed: { priceCents, period: 'month' },
  minTermMonths: 1,
  periodsOffered: ['month'],
});

/**
 * The item leased by the buyer's period (their choice, else the default one): its `period` and
 * `priceCents` become that period's, so the rest of checkout charges and dates the term by them.
 * A period not offered, or shorter than the minimum term, is refused (422, at the field).
 */
export function leaseByPeriod<Item extends { terms: ItemLeaseTerms }>(
  item: Item,
  chosen: LeasePeriod | undefined,
): Item & { period: LeasePeriod; priceCents: number; minTermMonths: number } {
  const period = chosen ?? defaultPeriodOf(item.terms, item.terms.listed.period);
  const issue = choosePeriodIssue(item.terms, period);
  if (issue) throw new AppError('unprocessable', issue, { field: 'period' });
  return {
    ...item,
    period,
    priceCents: periodPriceCents(item.terms.listed, period),
    minTermMonths: item.terms.minTermMonths,
  };
}

/** The summary's terms: the minimum term and each period the buyer may choose, with its price. */
export function periodOptionsOf(
  terms: ItemLeaseTerms,
  now: Date,
): Pick<CheckoutSummary, 'minTermMonths' | 'periodOptions'> {
  return {
    minTermMonths: terms.minTermMonths,
    periodOptions: terms.periodsOffered
      .filter((period) => choosePeriodIssue(terms, period) === null)
      .map((period) => {
        const subtotal = periodPriceCents(terms.listed, period);
        return {
          period,
          subtotal,
          total: subtotal + CHECKOUT_FEE_CENTS,
          renewalDate: addPeriod(now, period).toISOString(),
        };
      }),
  };
}
