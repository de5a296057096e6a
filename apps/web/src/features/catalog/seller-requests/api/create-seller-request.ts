import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SellerRequestInput } from '@netlease/shared/seller-requests';
import { sellerRequestRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { SELLER_STANDING_KEY } from './get-seller-standing';

export const createSellerRequest = (input: SellerRequestInput) =>
  callRoute(sellerRequestRoutes.createSellerRequest, { body: input });

export function useCreateSellerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSellerRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SELLER_STANDING_KEY }),
  });
}
