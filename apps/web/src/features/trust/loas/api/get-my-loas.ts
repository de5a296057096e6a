import { useQuery } from '@tanstack/react-query';
import { loaRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const MY_LOAS_KEY = routeKey(loaRoutes.listLoas);

export const getMyLoas = () => callRoute(loaRoutes.listLoas);

export function useMyLoas() {
  return useQuery({ queryKey: MY_LOAS_KEY, queryFn: getMyLoas });
}
