import { useQuery, type QueryClient } from '@tanstack/react-query';
import { savedListingRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const SAVED_LISTINGS_KEY = routeKey(savedListingRoutes.listSavedListings);

export const listSavedListings = () =>
  callRoute(savedListingRoutes.listSavedListings).then((body) => body.listings);

const savedListingsQuery = { queryKey: SAVED_LISTINGS_KEY, queryFn: listSavedListings };

export function useSavedListings() {
  return useQuery(savedListingsQuery);
}

/** Starts reading the saved listings before the dashboard's code has arrived (app/routes.tsx `prefetch`). */
export function prefetchSavedListings(queryClient: QueryClient) {
  // A failed read (a visitor's 401) is the page's to show when it asks again: nothing to do here.
  queryClient.query(savedListingsQuery).catch(() => undefined);
}
