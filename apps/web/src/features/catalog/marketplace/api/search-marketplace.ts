import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MarketplacePage } from '@netlease/shared/marketplace';
import { toMarketplaceParams, type MarketplaceFilters } from '@netlease/shared/marketplace-constants';
import { api } from '@/lib/api-client';

export const MARKETPLACE_KEY = ['marketplace'] as const;

/** One page of the marketplace; search, filters, sort and paging all happen on the server. */
export const searchMarketplace = (filters: MarketplaceFilters, signal?: AbortSignal) =>
  api<MarketplacePage>(`/api/marketplace?${toMarketplaceParams(filters).toString()}`, { signal });

export function useMarketplace(filters: MarketplaceFilters) {
  return useQuery({
    queryKey: [...MARKETPLACE_KEY, filters],
    queryFn: ({ signal }) => searchMarketplace(filters, signal),
    placeholderData: keepPreviousData,
  });
}
