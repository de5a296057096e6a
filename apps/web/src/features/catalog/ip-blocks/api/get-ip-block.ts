import { useQuery } from '@tanstack/react-query';
import { ipBlockRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const getIpBlock = (id: string) => callRoute(ipBlockRoutes.getIpBlock, { params: { id } });

/** One own block with its subnets (View Details). */
export function useIpBlock(id: string | null) {
  return useQuery({
    queryKey: routeKey(ipBlockRoutes.getIpBlock, { params: { id: id ?? '' } }),
    queryFn: () => getIpBlock(id!),
    enabled: id !== null,
  });
}
