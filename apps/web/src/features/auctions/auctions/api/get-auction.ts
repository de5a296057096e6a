import { useQuery } from '@tanstack/react-query';
import type { AuctionDetail } from '@netlease/shared/auctions';
import { api } from '@/lib/api-client';

export const auctionKey = (id: string) => ['auctions', 'detail', id] as const;

export const getAuction = (id: string) => api<AuctionDetail>(`/api/auctions/${encodeURIComponent(id)}`);

export function useAuction(id: string) {
  return useQuery({ queryKey: auctionKey(id), queryFn: () => getAuction(id), retry: false });
}
