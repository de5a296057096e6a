import { useQuery } from '@tanstack/react-query';
import { sellerRequestRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const SELLER_STANDING_KEY = routeKey(sellerRequestRoutes.getSellerStanding);

export const getSellerStanding = () => callRoute(sellerRequestRoutes.getSellerStanding);

export function useSellerStanding(isEnabled: boolean) {
  return useQuery({
    queryKey: SELLER_STANDING_KEY,
    queryFn: getSellerStanding,
    enabled: isEnabled,
    // While a KYC review or the admins' decision is awaited, look again now and then.
    refetchInterval: (query) =>
      query.state.data?.latest?.status === 'pending' || query.state.data?.kycStatus === 'pending'
        ? 30_000
        : false,
  });
}
