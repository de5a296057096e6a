import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingType } from '@netlease/shared/catalog-constants';
import { savedListingRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { SAVED_LISTINGS_KEY } from './list-saved-listings';
import { savedStateKey } from './get-saved-state';

export interface ToggleSavedInput {
  kind: ListingType;
  id: string;
  save: boolean;
}

/** Saves (PUT) or removes (DELETE) a listing; both are safe to repeat. */
export const toggleSavedListing = ({ kind, id, save }: ToggleSavedInput) =>
  save
    ? callRoute(savedListingRoutes.saveListing, { params: { kind, id } })
    : callRoute(savedListingRoutes.unsaveListing, { params: { kind, id } });

export function useToggleSavedListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleSavedListing,
    onSuccess: (result, input) => {
      queryClient.setQueryData(savedStateKey(input.kind, input.id), { saved: result.saved });
      void queryClient.invalidateQueries({ queryKey: SAVED_LISTINGS_KEY });
    },
  });
}
