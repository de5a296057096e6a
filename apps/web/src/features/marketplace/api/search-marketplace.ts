import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MarketplacePage, MarketplaceQueryData } from '@netlease/shared/catalog';
import { api } from '@/lib/api-client';

export const MARKETPLACE_KEY = ['marketplace'] as const;

/** One page of the marketplace; search, filter, sort and paging all happen on the server. */
export const searchMarketplace = (query: MarketplaceQueryData, signal?: AbortSignal) => {
  const params = new URLSearchParams({ type: query.type, sort: query.sort, page: String(query.page) });
  if (query.q) params.set('q', query.q);
  return api<MarketplacePage>(`/api/marketplace?${params.toString()}`, { signal });
};

export function useMarketplace(query: MarketplaceQueryData) {
  return useQuery({
    queryKey: [...MARKETPLACE_KEY, query],
    queryFn: ({ signal }) => searchMarketplace(query, signal),
    placeholderData: keepPreviousData,
  });
}
