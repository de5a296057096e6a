import { useQuery } from '@tanstack/react-query';
import { reputationRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

// The server picks the default window (90 days).
export const getReputationHistory = () => callRoute(reputationRoutes.getMyReputationHistory);

/** Each subnet's checks over the last days (owner: all of them; leaser: their lease's). */
export function useReputationHistory() {
  return useQuery({
    queryKey: routeKey(reputationRoutes.getMyReputationHistory),
    queryFn: getReputationHistory,
  });
}
