import { useQuery } from '@tanstack/react-query';
import { bundleRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const AVAILABLE_SUBNETS_KEY = routeKey(bundleRoutes.listAvailableSubnets);

/** My free subnets that can go into a bundle. */
export const getAvailableSubnets = () =>
  callRoute(bundleRoutes.listAvailableSubnets).then((body) => body.subnets);

export function useAvailableSubnets() {
  return useQuery({ queryKey: AVAILABLE_SUBNETS_KEY, queryFn: getAvailableSubnets });
}
