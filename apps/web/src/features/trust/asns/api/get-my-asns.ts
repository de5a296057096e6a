import { useQuery } from '@tanstack/react-query';
import { asnRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const MY_ASNS_KEY = routeKey(asnRoutes.listAsns);

export const getMyAsns = () => callRoute(asnRoutes.listAsns);

export function useMyAsns() {
  return useQuery({ queryKey: MY_ASNS_KEY, queryFn: getMyAsns });
}
