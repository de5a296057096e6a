import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SellerRequestInput, SellerRequestCreated } from '@netlease/shared/seller-requests';
import { api } from '@/lib/api-client';
import { SELLER_STANDING_KEY } from './get-seller-standing';

export const createSellerRequest = (input: SellerRequestInput) =>
  api<SellerRequestCreated>('/api/seller-requests', {
    method: 'POST',
    body: input,
  });

export function useCreateSellerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSellerRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SELLER_STANDING_KEY }),
  });
}
