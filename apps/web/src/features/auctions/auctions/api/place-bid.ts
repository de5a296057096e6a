import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { auctionKey } from './get-auction';
import type { PlaceBidResult } from '@netlease/shared/auctions';

export type { PlaceBidResult };

export const placeBid = (auctionId: string, amountCents: number) =>
  api<PlaceBidResult>(`/api/auctions/${encodeURIComponent(auctionId)}/bids`, {
    method: 'POST',
    body: { amountCents },
  });

export function usePlaceBid(auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amountCents: number) => placeBid(auctionId, amountCents),
    onSettled: () => queryClient.invalidateQueries({ queryKey: auctionKey(auctionId) }),
  });
}
