import { useQuery } from '@tanstack/react-query';
import type { OwnAuctionList } from '@netlease/shared/auctions';
import { api } from '@/lib/api-client';

/** The seller's own auctions, any status (pending, live, ended, rejected). */
export const listOwnAuctions = () => api<OwnAuctionList>('/api/auctions/mine').then((body) => body.auctions);

export function useOwnAuctions() {
  return useQuery({ queryKey: ['auctions', 'mine'], queryFn: listOwnAuctions });
}
