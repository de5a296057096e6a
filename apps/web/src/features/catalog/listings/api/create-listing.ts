import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingInput, ListingMutation } from '@netlease/shared/catalog';
import { api } from '@/lib/api-client';
import { invalidateListings } from './invalidate-listings';

export const createListing = (input: ListingInput) =>
  api<ListingMutation>('/api/listings', { method: 'POST', body: input });

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createListing, onSuccess: () => invalidateListings(queryClient) });
}
