import { useQuery } from '@tanstack/react-query';
import type { SellerStanding } from '@netlease/shared/seller-requests';
import { api } from '@/lib/api-client';

export const SELLER_STANDING_KEY = ['seller-requests', 'mine'] as const;

export const getSellerStanding = () => api<SellerStanding>('/api/seller-requests/mine');

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
