import { useQuery } from '@tanstack/react-query';
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

export function useListingDetail(kind: ListingType, id: string) {
  return useQuery({
    queryKey: routeKey(detailRoute(kind), { params: { id } }),
    queryFn: () => getListingDetail(kind, id),
    // A missing listing stays missing; other failures get the usual retries.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}
