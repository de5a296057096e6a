import { useQuery } from '@tanstack/react-query';
import { profileRoutes, providerRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const getProviderProfile = (userId: string) =>
  callRoute(profileRoutes.getPublicProfile, { params: { id: userId } });

export const getProviderOffers = (userId: string) =>
  callRoute(providerRoutes.listProviderOffers, { params: { id: userId } });

/** The provider's card and newest reviews (a wrong or suspended id answers 404, asked once). */
export function useProviderProfile(userId: string) {
  return useQuery({
    queryKey: routeKey(profileRoutes.getPublicProfile, { params: { id: userId } }),
    queryFn: () => getProviderProfile(userId),
    retry: false,
  });
}

/** What the provider offers now: marketplace items and live auctions. */
export function useProviderOffers(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: routeKey(providerRoutes.listProviderOffers, { params: { id: userId } }),
    queryFn: () => getProviderOffers(userId),
    enabled,
  });
}
