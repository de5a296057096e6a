import { useQuery } from '@tanstack/react-query';
import { rpkiRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const getRpkiStatus = () => callRoute(rpkiRoutes.getRpkiStatus);

/** Whether RPKI data is configured, current and loading (docs/decisions/231-rpki-data.md). */
export function useRpkiStatus() {
  return useQuery({ queryKey: routeKey(rpkiRoutes.getRpkiStatus), queryFn: getRpkiStatus });
}
