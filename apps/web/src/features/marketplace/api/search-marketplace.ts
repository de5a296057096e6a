import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MarketplacePage } from '@netlease/shared/marketplace';
import { toMarketplaceParams, type MarketplaceFilters } from '@netlease/shared/marketplace-constants';
import { api } from '@/lib/api-client';

export const MARKETPLACE_KEY = ['marketplace'] as const;
// A total is counted once per set of filters; it holds while someone pages through them.
const TOTAL_STALE_MS = 60_000;

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

/**
 * The total of the filters shown. The server counts it on the first page only, so a later page
 * takes it from the first page's answer: already cached when the person paged there, fetched once
 * when they opened a later page directly (a reload).
 */
export function useMarketplaceTotal(filters: MarketplaceFilters, current: MarketplacePage | undefined) {
  const firstPage = { ...filters, cursor: null };
  const first = useQuery({
    queryKey: [...MARKETPLACE_KEY, firstPage],
    queryFn: ({ signal }) => searchMarketplace(firstPage, signal),
    enabled: filters.cursor !== null,
    staleTime: TOTAL_STALE_MS,
  });
  return current?.total ?? first.data?.total ?? null;
}
