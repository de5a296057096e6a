import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auctionRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

/** Every search's live list, for invalidation. */
export const LIVE_AUCTIONS_KEY = routeKey(auctionRoutes.listAuctions);
export const auctionsKey = (search: string) => routeKey(auctionRoutes.listAuctions, { query: { search } });

/** /auctions: live auctions, soonest end first; the search runs on the server. */
export const listAuctions = (search: string) =>
  // An empty search is left out of the address (routeAddress).
  callRoute(auctionRoutes.listAuctions, { query: { search } });

export function useLiveAuctions(search: string) {
  return useQuery({
    queryKey: auctionsKey(search),
    queryFn: () => listAuctions(search),
    placeholderData: keepPreviousData,
  });
}
