import { useQuery } from '@tanstack/react-query';
import { landingRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

/** What the marketplace holds now, for the landing page's stats strip. */
export const getPublicStats = () => callRoute(landingRoutes.getPublicStats);

export function usePublicStats() {
  // The server lets caches keep it a minute; the page need not ask again sooner.
  return useQuery({
    queryKey: routeKey(landingRoutes.getPublicStats),
    queryFn: getPublicStats,
    staleTime: 60_000,
  });
}
