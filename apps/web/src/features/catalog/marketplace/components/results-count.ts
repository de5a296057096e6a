import { MARKETPLACE_COUNT_LIMIT, isTotalCapped } from '@netlease/shared/marketplace-constants';

/** The total as the marketplace shows it: '1,234', or '10,000+' past the count's cap. */
export function formatTotal(total: number): string {
  return isTotalCapped(total)
    ? `${MARKETPLACE_COUNT_LIMIT.toLocaleString('en-US')}+`
    : total.toLocaleString('en-US');
}

/** Beside the results: '24 listings', '1 listing', or 'Listings' while the total is being counted. */
export function listingsCountText(total: number | null): string {
  if (total === null) return 'Listings';
  return `${formatTotal(total)} ${total === 1 ? 'listing' : 'listings'}`;
}

/**
 * The button that closes the phone's filter panel (docs/PRODUCT.md "Marketplace search"): 'Show 24
 * results', 'Show 1 result', or 'Show results' while the total is being counted.
 */
export function showResultsLabel(total: number | null): string {
  if (total === null) return 'Show results';
  return `Show ${formatTotal(total)} ${total === 1 ? 'result' : 'results'}`;
}
