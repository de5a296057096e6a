import { useQuery } from '@tanstack/react-query';
import { marketplaceSetupRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const getMarketplaceSetup = () => callRoute(marketplaceSetupRoutes.getMarketplaceSetup);

/** The card processor, mail, file storage and running instances (docs/decisions/315). */
export function useMarketplaceSetup() {
  return useQuery({
    queryKey: routeKey(marketplaceSetupRoutes.getMarketplaceSetup),
    queryFn: getMarketplaceSetup,
  });
}
