import { useQuery } from '@tanstack/react-query';
import type { AuctionableBlockList } from '@netlease/shared/auctions';
import { api } from '@/lib/api-client';

/** The create form's choices: the seller's approved blocks that are free to auction. */
export const listAuctionableBlocks = () => api<AuctionableBlockList>('/api/auctions/blocks');

export function useAuctionableBlocks() {
  return useQuery({ queryKey: ['auctions', 'blocks'], queryFn: listAuctionableBlocks });
}
