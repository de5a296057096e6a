import { useQuery } from '@tanstack/react-query';
import { reputationRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const MY_REPUTATION_KEY = routeKey(reputationRoutes.getMyReputation);

export const getMyReputation = () => callRoute(reputationRoutes.getMyReputation);

export function useMyReputation() {
  return useQuery({ queryKey: MY_REPUTATION_KEY, queryFn: getMyReputation });
}
