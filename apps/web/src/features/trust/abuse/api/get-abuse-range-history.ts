import { useQuery } from '@tanstack/react-query';
import { abuseRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

/** A range's abuse over the last year, in aggregate (docs/PRODUCT.md "Abuse"): never a reporter or lessee. */
export const getAbuseRangeHistory = (prefix: string) =>
  callRoute(abuseRoutes.getAbuseRangeHistory, { query: { prefix } });

export function useAbuseRangeHistory(prefix: string | null) {
  return useQuery({
    queryKey: routeKey(abuseRoutes.getAbuseRangeHistory, { query: { prefix: prefix ?? '' } }),
    queryFn: () => getAbuseRangeHistory(prefix!),
    enabled: Boolean(prefix),
  });
}
