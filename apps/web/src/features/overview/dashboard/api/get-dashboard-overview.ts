import { useQuery, type QueryClient } from '@tanstack/react-query';
import { dashboardRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

/** The figures of the signed-in user's role, in one answer. */
export const getDashboardOverview = () => callRoute(dashboardRoutes.getDashboardOverview);

export const DASHBOARD_OVERVIEW_KEY = routeKey(dashboardRoutes.getDashboardOverview);

const overviewQuery = {
  queryKey: DASHBOARD_OVERVIEW_KEY,
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

/**
 * The overview sums up what the user's own writes change (their wallet, leases, messages, saved
 * listings): after every successful write it is marked stale, so the dashboard asks for it again when
 * next shown instead of drawing figures from before the write (refetched at once when on screen).
 */
export function refreshOverviewAfterWrites(queryClient: QueryClient) {
  return queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') {
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_OVERVIEW_KEY });
    }
  });
}
