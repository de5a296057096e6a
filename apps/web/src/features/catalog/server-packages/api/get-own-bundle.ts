import { useQuery } from '@tanstack/react-query';
import { bundleRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const ownBundleKey = (id: string) => routeKey(bundleRoutes.getOwnBundle, { params: { id } });

/** The subnets one of my packages includes (the bundle editor). */
export const getOwnBundle = (id: string) => callRoute(bundleRoutes.getOwnBundle, { params: { id } });

export function useOwnBundle(id: string) {
  return useQuery({ queryKey: ownBundleKey(id), queryFn: () => getOwnBundle(id) });
}
