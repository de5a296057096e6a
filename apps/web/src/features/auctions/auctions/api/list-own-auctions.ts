import { useQuery } from '@tanstack/react-query';
import { auctionRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

/** The seller's own auctions, any status (pending, live, ended, rejected). */
export const listOwnAuctions = () => callRoute(auctionRoutes.listOwnAuctions).then((body) => body.auctions);

export function useOwnAuctions() {
  return useQuery({ queryKey: routeKey(auctionRoutes.listOwnAuctions), queryFn: listOwnAuctions });
}
