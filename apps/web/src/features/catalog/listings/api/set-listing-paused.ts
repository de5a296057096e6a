import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingMutation } from '@netlease/shared/catalog';
import { api } from '@/lib/api-client';
import { invalidateListings } from './invalidate-listings';

/** Pause takes a live listing off the marketplace; resume brings it back without a new review. */
export const setListingPaused = ({ id, isPaused }: { id: string; isPaused: boolean }) =>
  api<ListingMutation>(`/api/listings/${id}/${isPaused ? 'pause' : 'resume'}`, { method: 'POST' });

export function useSetListingPaused() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setListingPaused, onSuccess: () => invalidateListings(queryClient) });
}
