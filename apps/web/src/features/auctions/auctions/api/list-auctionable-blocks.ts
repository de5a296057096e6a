import { useQuery } from '@tanstack/react-query';
import { auctionRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const AUCTIONABLE_BLOCKS_KEY = routeKey(auctionRoutes.listAuctionableBlocks);

/** The create form's choices: the seller's approved blocks that are free to auction. */
export const listAuctionableBlocks = () => callRoute(auctionRoutes.listAuctionableBlocks);

export function useAuctionableBlocks() {
  return useQuery({ queryKey: AUCTIONABLE_BLOCKS_KEY, queryFn: listAuctionableBlocks });
}
