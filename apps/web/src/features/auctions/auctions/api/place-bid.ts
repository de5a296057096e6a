import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auctionRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { auctionKey } from './get-auction';
import type { AuctionDetail, PlaceBidResult } from '@netlease/shared/auctions';

export type { PlaceBidResult };

export const placeBid = (auctionId: string, amountCents: number) =>
  callRoute(auctionRoutes.placeBid, { params: { id: auctionId }, body: { amountCents } });

export function usePlaceBid(auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amountCents: number) => placeBid(auctionId, amountCents),
    // The bidder's number is theirs from now on: their bid's live event shows as 'You' at once.
    onSuccess: (result) =>
      queryClient.setQueryData<AuctionDetail>(auctionKey(auctionId), (detail) =>
        detail
          ? {
              ...detail,
              auction: { ...detail.auction, myBidderNumber: result.bid.bidderNumber },
              bids: detail.bids.map((bid) =>
                bid.bidderNumber === result.bid.bidderNumber
                  ? { ...bid, bidderName: result.bid.bidderName, isMine: true }
                  : bid,
              ),
            }
          : detail,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: auctionKey(auctionId) }),
  });
}
