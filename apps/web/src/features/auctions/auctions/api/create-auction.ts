import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAuctionInput } from '@netlease/shared/auctions';
import { api } from '@/lib/api-client';

export const createAuction = (input: CreateAuctionInput) =>
  api<{ title: string; message: string; auctionId: string }>('/api/auctions', {
    method: 'POST',
    body: input,
  });

export function useCreateAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAuction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['auctions'] }),
  });
}
