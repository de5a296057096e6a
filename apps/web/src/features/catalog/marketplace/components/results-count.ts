import type { MarketplaceCount } from '@netlease/shared/marketplace';
import { isTotalCapped } from '@netlease/shared/marketplace-constants';
import { formatCount } from '@netlease/shared/format';

/** The total as the marketplace shows it: '1,234', or '10,000+' ('1,000+') past the count's cap. */
export function formatTotal({ total, limit }: MarketplaceCount): string {
  return isTotalCapped(total, limit) ? `${formatCount(limit)}+` : formatCount(total);
}

/** Beside the results: '24 listings', '1 listing', or 'Listings' while the total is being counted. */
export function listingsCountText(count: MarketplaceCount | null): string {
  if (count === null) return 'Listings';
  return `${formatTotal(count)} ${count.total === 1 ? 'listing' : 'listings'}`;
}

/**
 * The button that closes the phone's filter panel (docs/PRODUCT.md "Marketplace search"): 'Show 24
 * results', 'Show 1 result', or 'Show results' while the total is being counted.
 */
export function showResultsLabel(count: MarketplaceCount | null): string {
  if (count === null) return 'Show results';
  return `Show ${formatTotal(count)} ${count.total === 1 ? 'result' : 'results'}`;
}
