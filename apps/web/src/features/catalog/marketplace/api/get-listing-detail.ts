import { useQuery } from '@tanstack/react-query';
import type { ListingType, MarketplaceDetail } from '@netlease/shared/catalog';
import { api, ApiError } from '@/lib/api-client';

/** /listing/{id} reads a listing; /listing/{id}?type=server a server package. */
export const getListingDetail = (kind: ListingType, id: string) =>
  api<MarketplaceDetail>(
    kind === 'server' ? `/api/marketplace/server-packages/${id}` : `/api/marketplace/listings/${id}`,
  );

export function useListingDetail(kind: ListingType, id: string) {
  return useQuery({
    queryKey: ['marketplace', 'detail', kind, id],
    queryFn: () => getListingDetail(kind, id),
    // A missing listing stays missing; other failures get the usual retries.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}
