import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateListings } from './invalidate-listings';
import type { MessageReply } from '@netlease/shared/replies';

/** Deletes a listing and frees its range; running leases continue. */
export const deleteListing = (id: string) => api<MessageReply>(`/api/listings/${id}`, { method: 'DELETE' });

export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteListing, onSuccess: () => invalidateListings(queryClient) });
}
