import { useQuery } from '@tanstack/react-query';
import type { ListingList } from '@netlease/shared/catalog';
import { api } from '@/lib/api-client';

/** Every query of the seller's own listings starts with this key, so one invalidation refreshes all. */
export const MY_LISTINGS_KEY = ['listings', 'mine'] as const;

export const getMyListings = () => api<ListingList>('/api/listings').then((body) => body.listings);

/** My Listings: every listing of the signed-in seller, newest first. */
export function useMyListings() {
  return useQuery({ queryKey: MY_LISTINGS_KEY, queryFn: getMyListings });
}
