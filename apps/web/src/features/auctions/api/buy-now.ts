import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { auctionKey } from './get-auction';

export const buyNow = (auctionId: string) =>
  api<{ title: string; message: string; orderId: string }>(
    `/api/auctions/${encodeURIComponent(auctionId)}/buy-now`,
    { method: 'POST' },
  );

export function useBuyNow(auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => buyNow(auctionId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: auctionKey(auctionId) }),
  });
}
