import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingUpdateInput } from '@netlease/shared/catalog';
import { listingRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { invalidateListings } from './invalidate-listings';

/** Saves an edit; the answer says whether it is live at once or its text waits for review. */
export const updateListing = ({ id, input }: { id: string; input: ListingUpdateInput }) =>
  callRoute(listingRoutes.updateListing, { params: { id }, body: input });

export function useUpdateListing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateListing, onSuccess: () => invalidateListings(queryClient) });
}
