import { useQuery } from '@tanstack/react-query';
import { auctionRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const pendingAuctionsKey = routeKey(auctionRoutes.listPendingAuctions);

export const getPendingAuctions = () =>
  callRoute(auctionRoutes.listPendingAuctions).then((body) => body.auctions);

export function usePendingAuctions() {
  return useQuery({ queryKey: pendingAuctionsKey, queryFn: getPendingAuctions });
}
