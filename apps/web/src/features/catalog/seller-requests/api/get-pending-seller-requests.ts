import { useQuery } from '@tanstack/react-query';
import type { PendingSellerRequestList } from '@netlease/shared/seller-requests';
import { api } from '@/lib/api-client';

export const PENDING_SELLER_REQUESTS_KEY = ['admin', 'seller-requests', 'pending'] as const;

export const getPendingSellerRequests = () =>
  api<PendingSellerRequestList>('/api/admin/seller-requests').then((body) => body.requests);

export function usePendingSellerRequests() {
  return useQuery({ queryKey: PENDING_SELLER_REQUESTS_KEY, queryFn: getPendingSellerRequests });
}
