import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { marketplaceRoutes } from '@netlease/shared/routes/web';
import { toMarketplaceParams, type MarketplaceFilters } from '@netlease/shared/marketplace-constants';
import { callRoute, routeKey } from '@/lib/api-client';

/** The API query of a set of filters: only what differs from the defaults. */
export const toMarketplaceQuery = (filters: MarketplaceFilters): Record<string, string> =>
  Object.fromEntries(toMarketplaceParams(filters));

/** One page of the marketplace; search, filters, sort and paging all happen on the server. */
export const searchMarketplace = (filters: MarketplaceFilters, signal?: AbortSignal) =>
  callRoute(marketplaceRoutes.searchMarketplace, { query: toMarketplaceQuery(filters), signal });

export function useMarketplace(filters: MarketplaceFilters) {
  return useQuery({
    queryKey: routeKey(marketplaceRoutes.searchMarketplace, { query: toMarketplaceQuery(filters) }),
    queryFn: ({ signal }) => searchMarketplace(filters, signal),
    placeholderData: keepPreviousData,
  });
}
