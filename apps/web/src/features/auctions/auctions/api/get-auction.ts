import { useQuery } from '@tanstack/react-query';
import { auctionRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const auctionKey = (id: string) => routeKey(auctionRoutes.getAuction, { params: { id } });

export const getAuction = (id: string) => callRoute(auctionRoutes.getAuction, { params: { id } });

export function useAuction(id: string) {
  return useQuery({ queryKey: auctionKey(id), queryFn: () => getAuction(id), retry: false });
}
