import { useQuery, type QueryClient } from '@tanstack/react-query';
import { dashboardRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

/** The figures of the signed-in user's role, in one answer. */
export const getDashboardOverview = () => callRoute(dashboardRoutes.getDashboardOverview);

const overviewQuery = {
  queryKey: routeKey(dashboardRoutes.getDashboardOverview),
  queryFn: getDashboardOverview,
};

export function useDashboardOverview() {
  return useQuery(overviewQuery);
}

/** Starts reading the figures before the dashboard's code has arrived (app/routes.tsx `prefetch`). */
export function prefetchDashboardOverview(queryClient: QueryClient) {
  // A failed read (a visitor's 401) is the page's to show when it asks again: nothing to do here.
  queryClient.query(overviewQuery).catch(() => undefined);
}
