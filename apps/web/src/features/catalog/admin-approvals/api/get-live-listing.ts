import { useQuery } from '@tanstack/react-query';
import { marketplaceRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

/**
 * The public text of a listing as buyers see it now. The review of a change compares it with the
 * proposed text; the approvals list carries the live title, location and description but not the
 * live specs and features, and admins may read any listing here (paused ones too).
 */
export const getLiveListing = (id: string) =>
  callRoute(marketplaceRoutes.getMarketplaceListing, { params: { id } });

export function useLiveListing(id: string, enabled: boolean) {
  return useQuery({
    queryKey: routeKey(marketplaceRoutes.getMarketplaceListing, { params: { id } }),
    queryFn: () => getLiveListing(id),
    enabled,
  });
}
