import { useQuery } from '@tanstack/react-query';
import type { AuctionableBlock } from '@netlease/shared/auctions';
import { api } from '@/lib/api-client';

/** The create form's choices: the seller's approved blocks that are free to auction. */
export const listAuctionableBlocks = () =>
  api<{ blocks: AuctionableBlock[]; serverTime: string }>('/api/auctions/blocks');

export function useAuctionableBlocks() {
  return useQuery({ queryKey: ['auctions', 'blocks'], queryFn: listAuctionableBlocks });
}
