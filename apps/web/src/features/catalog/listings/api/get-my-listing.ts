import { useQuery } from '@tanstack/react-query';
import type { Listing } from '@netlease/shared/catalog';
import { api } from '@/lib/api-client';
import { MY_LISTINGS_KEY } from './get-my-listings';

export const getMyListing = (id: string) => api<Listing>(`/api/listings/${id}`);

/** One of the seller's listings, for the edit form; another seller's answers 404. */
export function useMyListing(id: string) {
  return useQuery({ queryKey: [...MY_LISTINGS_KEY, id], queryFn: () => getMyListing(id) });
}
