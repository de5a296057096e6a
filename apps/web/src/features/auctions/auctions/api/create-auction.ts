import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAuctionInput, CreateAuctionResult } from '@netlease/shared/auctions';
import { api } from '@/lib/api-client';

export const createAuction = (input: CreateAuctionInput) =>
  api<CreateAuctionResult>('/api/auctions', {
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
