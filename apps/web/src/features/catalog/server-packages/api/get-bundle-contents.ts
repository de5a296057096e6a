import { useQuery } from '@tanstack/react-query';
import { bundleRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

/** What a marketplace bundle includes: server specs and subnets (public). */
export const getBundleContents = (id: string) => callRoute(bundleRoutes.getPublicBundle, { params: { id } });

export function useBundleContents(id: string, isEnabled: boolean) {
  return useQuery({
    queryKey: routeKey(bundleRoutes.getPublicBundle, { params: { id } }),
    queryFn: () => getBundleContents(id),
    enabled: isEnabled,
  });
}
