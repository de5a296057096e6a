import { useQuery } from '@tanstack/react-query';
import { serverPackageRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const MY_SERVER_PACKAGES_KEY = routeKey(serverPackageRoutes.listServerPackages);

export const getMyServerPackages = () =>
  callRoute(serverPackageRoutes.listServerPackages).then((body) => body.serverPackages);

export function useMyServerPackages() {
  return useQuery({ queryKey: MY_SERVER_PACKAGES_KEY, queryFn: getMyServerPackages });
}
