import { useQuery } from '@tanstack/react-query';
import type { SavedListingList } from '@netlease/shared/saved-listings';
import { api } from '@/lib/api-client';

export const SAVED_LISTINGS_KEY = ['saved-listings'] as const;

export const listSavedListings = () =>
  api<SavedListingList>('/api/saved-listings').then((body) => body.listings);

export function useSavedListings() {
  return useQuery({ queryKey: [...SAVED_LISTINGS_KEY, 'list'], queryFn: listSavedListings });
}
