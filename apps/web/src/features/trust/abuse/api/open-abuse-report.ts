import { useQuery } from '@tanstack/react-query';
import { abuseRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

/**
 * Opens the reporter's mailed link: the first opening verifies and routes the report, every opening
 * answers the case's state as the reporter may see it (docs/PRODUCT.md "Abuse").
 */
export const openAbuseReport = (token: string) => callRoute(abuseRoutes.openAbuseReport, { body: { token } });

/**
 * Read once per visit: a POST whose repeat only reads again, so a query (not a mutation) lets the
 * page load, retry and refresh it like any other read.
 */
export function useAbuseReporterView(token: string) {
  return useQuery({
    queryKey: [...routeKey(abuseRoutes.openAbuseReport), token],
    queryFn: () => openAbuseReport(token),
    enabled: token !== '',
    retry: false,
    refetchOnWindowFocus: false,
  });
}
