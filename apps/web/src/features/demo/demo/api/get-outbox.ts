import { useQuery } from '@tanstack/react-query';
import { demoRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

/**
 * The demo outbox as this browser may read it (docs/decisions/130-demo-mode-safety.md): the server
 * decides by the browser's httpOnly outbox cookie and the signed-in user, so the page sends nothing.
 */
export function useOutbox() {
  return useQuery({
    queryKey: routeKey(demoRoutes.getDemoOutbox),
    queryFn: () => callRoute(demoRoutes.getDemoOutbox),
    refetchInterval: 5000,
  });
}
