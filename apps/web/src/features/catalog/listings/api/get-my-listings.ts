import { useQuery } from '@tanstack/react-query';
import { listingRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

/** Every query of the seller's own listings starts with this key, so one invalidation refreshes all. */
export const MY_LISTINGS_KEY = [listingRoutes.listListings.tag] as const;

export const getMyListings = () => callRoute(listingRoutes.listListings).then((body) => body.listings);

/** My Listings: every listing of the signed-in seller, newest first. */
export function useMyListings() {
  return useQuery({ queryKey: routeKey(listingRoutes.listListings), queryFn: getMyListings });
}
