import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAuctionInput } from '@netlease/shared/auctions';
import { auctionRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';

export const createAuction = (input: CreateAuctionInput) =>
  callRoute(auctionRoutes.createAuction, { body: input });

export function useCreateAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAuction,
    // Every auctions list (live, the seller's own, their blocks): the auctions tag.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [auctionRoutes.createAuction.tag] }),
  });
}
