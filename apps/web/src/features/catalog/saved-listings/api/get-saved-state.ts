import { useQuery } from '@tanstack/react-query';
import type { ListingType } from '@netlease/shared/catalog-constants';
import { api } from '@/lib/api-client';
import { SAVED_LISTINGS_KEY } from './list-saved-listings';
import type { SavedState } from '@netlease/shared/saved-listings';

export const savedStateKey = (kind: ListingType, id: string) =>
  [...SAVED_LISTINGS_KEY, 'state', kind, id] as const;

export const getSavedState = (kind: ListingType, id: string) =>
  api<SavedState>(`/api/saved-listings/${kind}/${encodeURIComponent(id)}`);

/** Whether the signed-in user has saved a listing (not asked for visitors). */
export function useSavedState(kind: ListingType, id: string, enabled: boolean) {
  return useQuery({ queryKey: savedStateKey(kind, id), queryFn: () => getSavedState(kind, id), enabled });
}
