import { useQuery } from '@tanstack/react-query';
import { savedListingRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const SAVED_LISTINGS_KEY = routeKey(savedListingRoutes.listSavedListings);

export const listSavedListings = () =>
  callRoute(savedListingRoutes.listSavedListings).then((body) => body.listings);

const savedListingsQuery = { queryKey: SAVED_LISTINGS_KEY, queryFn: listSavedListings };

export function useSavedListings() {
  return useQuery(savedListingsQuery);
}
