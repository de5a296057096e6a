import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateListings } from './invalidate-listings';

/** Deletes a listing and frees its range; running leases continue. */
export const deleteListing = (id: string) =>
  api<{ title: string; message: string }>(`/api/listings/${id}`, { method: 'DELETE' });

export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteListing, onSuccess: () => invalidateListings(queryClient) });
}
