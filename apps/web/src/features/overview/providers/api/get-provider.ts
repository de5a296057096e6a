import { useQuery } from '@tanstack/react-query';
import type { ProviderOffers } from '@netlease/shared/providers';
import { profileRoutes } from '@netlease/shared/routes/profile';
import { api, callRoute, routeKey } from '@/lib/api-client';

export const getProviderProfile = (userId: string) =>
  callRoute(profileRoutes.getPublicProfile, { params: { id: userId } });

export const getProviderOffers = (userId: string) =>
  api<ProviderOffers>(`/api/users/${encodeURIComponent(userId)}/offers`);

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
    queryKey: ['providers', userId, 'offers'],
    queryFn: () => getProviderOffers(userId),
    enabled,
  });
}
