import { useQuery } from '@tanstack/react-query';
import { abuseRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const ABUSE_COUNT_KEY = routeKey(abuseRoutes.countAbuseCases);

/** How many cases wait for the signed-in lessee's answer: the navigation's badge. */
export const countAbuseCases = () => callRoute(abuseRoutes.countAbuseCases);

export function useAbuseCaseCount(isEnabled: boolean) {
  return useQuery({ queryKey: ABUSE_COUNT_KEY, queryFn: countAbuseCases, enabled: isEnabled });
}
