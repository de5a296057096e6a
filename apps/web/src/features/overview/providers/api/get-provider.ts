import { useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '@netlease/shared/providers';
import { providerRoutes } from '@netlease/shared/routes/providers';
import { api, callRoute, routeKey } from '@/lib/api-client';

export const getProviderProfile = (userId: string) =>
  api<PublicProfile>(`/api/users/${encodeURIComponent(userId)}/public`);

export const getProviderOffers = (userId: string) =>
  callRoute(providerRoutes.listProviderOffers, { params: { id: userId } });

/** The provider's card and newest reviews (a wrong or suspended id answers 404, asked once). */
export function useProviderProfile(userId: string) {
  return useQuery({
    queryKey: ['providers', userId, 'profile'],
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
