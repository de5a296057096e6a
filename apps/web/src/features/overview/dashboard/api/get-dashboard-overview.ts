import { useQuery } from '@tanstack/react-query';
import { dashboardRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

/** The figures of the signed-in user's role, in one answer. */
export const getDashboardOverview = () => callRoute(dashboardRoutes.getDashboardOverview);

export function useDashboardOverview() {
  return useQuery({
    queryKey: routeKey(dashboardRoutes.getDashboardOverview),
    queryFn: getDashboardOverview,
  });
}
