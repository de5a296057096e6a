import { useQuery } from '@tanstack/react-query';
import { listingRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const getMyListing = (id: string) => callRoute(listingRoutes.getListing, { params: { id } });

/** One of the seller's listings, for the edit form; another seller's answers 404. */
export function useMyListing(id: string) {
  return useQuery({
    queryKey: routeKey(listingRoutes.getListing, { params: { id } }),
    queryFn: () => getMyListing(id),
  });
}
