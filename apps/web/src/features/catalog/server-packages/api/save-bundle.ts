import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BundleInput } from '@netlease/shared/bundles';
import { bundleRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { AVAILABLE_SUBNETS_KEY } from './get-available-subnets';
import { ownBundleKey } from './get-own-bundle';

/** Replaces the set of subnets a bundle includes. */
export const saveBundle = ({ id, input }: { id: string; input: BundleInput }) =>
  callRoute(bundleRoutes.setBundleSubnets, { params: { id }, body: input });

export function useSaveBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBundle,
    onSuccess: (_result, { id }) => {
      void queryClient.invalidateQueries({ queryKey: ownBundleKey(id) });
      void queryClient.invalidateQueries({ queryKey: AVAILABLE_SUBNETS_KEY });
      void queryClient.invalidateQueries({ queryKey: [bundleRoutes.getPublicBundle.tag] });
    },
  });
}
