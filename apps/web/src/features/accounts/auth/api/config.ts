import { useQuery } from '@tanstack/react-query';
import { healthRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

/** Server facts the pages need: whether demo mode is on, and who takes card payments ('none': nobody). */
export function useServerConfig() {
  return useQuery({
    queryKey: routeKey(healthRoutes.getPublicConfig),
    queryFn: () => callRoute(healthRoutes.getPublicConfig),
    staleTime: Infinity,
  });
}
