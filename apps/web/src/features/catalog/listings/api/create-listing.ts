import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingInput } from '@netlease/shared/catalog';
import { listingRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { invalidateListings } from './invalidate-listings';

export const createListing = (input: ListingInput) => callRoute(listingRoutes.createListing, { body: input });

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createListing, onSuccess: () => invalidateListings(queryClient) });
}
