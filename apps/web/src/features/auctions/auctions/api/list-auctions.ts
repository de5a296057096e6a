import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuctionList } from '@netlease/shared/auctions';
import { api } from '@/lib/api-client';

export const auctionsKey = (search: string) => ['auctions', 'live', search] as const;

/** /auctions: live auctions, soonest end first; the search runs on the server. */
export const listAuctions = (search: string) =>
  api<AuctionList>(`/api/auctions${search ? `?search=${encodeURIComponent(search)}` : ''}`);

export function useLiveAuctions(search: string) {
  return useQuery({
    queryKey: auctionsKey(search),
    queryFn: () => listAuctions(search),
    placeholderData: keepPreviousData,
  });
}
