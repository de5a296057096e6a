import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingMutation, ListingUpdateInput } from '@netlease/shared/catalog';
import { api } from '@/lib/api-client';
import { invalidateListings } from './invalidate-listings';

/** Saves an edit; the answer says whether it is live at once or its text waits for review. */
export const updateListing = ({ id, input }: { id: string; input: ListingUpdateInput }) =>
  api<ListingMutation>(`/api/listings/${id}`, { method: 'PUT', body: input });

export function useUpdateListing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateListing, onSuccess: () => invalidateListings(queryClient) });
}
