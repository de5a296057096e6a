import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listingRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { invalidateListings } from './invalidate-listings';

/** Deletes a listing and frees its range; running leases continue. */
export const deleteListing = (id: string) => callRoute(listingRoutes.deleteListing, { params: { id } });

export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteListing, onSuccess: () => invalidateListings(queryClient) });
}
