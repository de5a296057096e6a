import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listingRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { invalidateListings } from './invalidate-listings';

/** Pause takes a live listing off the marketplace; resume brings it back without a new review. */
export const setListingPaused = ({ id, isPaused }: { id: string; isPaused: boolean }) =>
  isPaused
    ? callRoute(listingRoutes.pauseListing, { params: { id } })
    : callRoute(listingRoutes.resumeListing, { params: { id } });

export function useSetListingPaused() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setListingPaused, onSuccess: () => invalidateListings(queryClient) });
}
