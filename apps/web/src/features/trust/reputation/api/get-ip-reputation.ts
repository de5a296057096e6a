import { useQuery } from '@tanstack/react-query';
import { reputationRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const IP_REPUTATION_KEY = routeKey(reputationRoutes.listMyIpReputation);

export const getIpReputation = () => callRoute(reputationRoutes.listMyIpReputation);

export function useIpReputation() {
  return useQuery({ queryKey: IP_REPUTATION_KEY, queryFn: getIpReputation });
}
