import { useQuery } from '@tanstack/react-query';
import type { PendingAuctionList } from '@netlease/shared/auctions';
import { api } from '@/lib/api-client';

export const pendingAuctionsKey = ['admin', 'auctions', 'pending'] as const;

export const getPendingAuctions = () =>
  api<PendingAuctionList>('/api/admin/auctions').then((body) => body.auctions);

export function usePendingAuctions() {
  return useQuery({ queryKey: pendingAuctionsKey, queryFn: getPendingAuctions });
}
