import { useQuery } from '@tanstack/react-query';
import type { ListingType } from '@netlease/shared/catalog-constants';
import { savedListingRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const savedStateKey = (kind: ListingType, id: string) =>
  routeKey(savedListingRoutes.getSavedState, { params: { kind, id } });

export const getSavedState = (kind: ListingType, id: string) =>
  callRoute(savedListingRoutes.getSavedState, { params: { kind, id } });

/** Whether the signed-in user has saved a listing (not asked for visitors). */
export function useSavedState(kind: ListingType, id: string, enabled: boolean) {
  return useQuery({ queryKey: savedStateKey(kind, id), queryFn: () => getSavedState(kind, id), enabled });
}
