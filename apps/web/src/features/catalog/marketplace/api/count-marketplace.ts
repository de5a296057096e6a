import { useQuery } from '@tanstack/react-query';
import { marketplaceRoutes } from '@netlease/shared/routes/web';
import type { MarketplaceFilters } from '@netlease/shared/marketplace-constants';
import { callRoute, routeKey } from '@/lib/api-client';
import { toMarketplaceQuery } from './search-marketplace';

// A total holds while someone pages through the same filters.
const TOTAL_STALE_MS = 60_000;

/** The total of a set of filters, up to the cap; sort and page do not change it. */
export const countMarketplace = (filters: MarketplaceFilters, signal?: AbortSignal) =>
  callRoute(marketplaceRoutes.countMarketplace, { query: toMarketplaceQuery(filters), signal });

/**
 * Asked once per set of filters, beside the page (docs/PRODUCT.md "Marketplace search"): the results
 * show without waiting for it, and Next / Previous reuse it.
 */
export function useMarketplaceCount(filters: MarketplaceFilters) {
  const counted = { ...filters, sort: 'newest' as const, cursor: null };
  const query = useQuery({
    queryKey: routeKey(marketplaceRoutes.countMarketplace, { query: toMarketplaceQuery(counted) }),
    queryFn: ({ signal }) => countMarketplace(counted, signal),
    staleTime: TOTAL_STALE_MS,
  });
  return query.data ?? null;
}
