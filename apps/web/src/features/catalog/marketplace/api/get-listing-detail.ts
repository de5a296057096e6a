import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ListingType } from '@netlease/shared/catalog';
import { marketplaceRoutes } from '@netlease/shared/routes/web';
import { ApiError, callRoute, routeKey } from '@/lib/api-client';

/** /listing/{id} reads a listing; /listing/{id}?type=server a server package. */
const detailRoute = (kind: ListingType) =>
  kind === 'server' ? marketplaceRoutes.getMarketplaceServerPackage : marketplaceRoutes.getMarketplaceListing;

export const getListingDetail = (kind: ListingType, id: string) =>
  kind === 'server'
    ? callRoute(marketplaceRoutes.getMarketplaceServerPackage, { params: { id } })
    : callRoute(marketplaceRoutes.getMarketplaceListing, { params: { id } });

const listingDetailQuery = (kind: ListingType, id: string) => ({
  queryKey: routeKey(detailRoute(kind), { params: { id } }),
  queryFn: () => getListingDetail(kind, id),
  // A missing listing stays missing; other failures get the usual retries.
  retry: (count: number, error: Error) => !(error instanceof ApiError && error.status < 500) && count < 2,
});

/** The kind /listing/{id} shows: `?type=server` a server package, otherwise an IP listing. */
export const listingKindOf = (search: URLSearchParams): ListingType =>
  search.get('type') === 'server' ? 'server' : 'ip';

export function useListingDetail(kind: ListingType, id: string) {
  return useQuery(listingDetailQuery(kind, id));
}

/** Starts reading a listing before its page's code has arrived (app/routes.tsx `prefetch`). */
export function prefetchListingDetail(queryClient: QueryClient, kind: ListingType, id: string) {
  // A failed read is the page's to show when it asks again: nothing to do with it here.
  queryClient.query(listingDetailQuery(kind, id)).catch(() => undefined);
}
