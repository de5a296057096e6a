import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimInput } from '@netlease/shared/lease-delivery';
import { orderRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { leaseKey } from './get-lease-delivery';

/** The buyer claims an active lease is unusable, within its claim window. */
export const openClaim = (input: { orderId: string } & ClaimInput) =>
  callRoute(orderRoutes.openOrderClaim, {
    params: { id: input.orderId },
    body: { category: input.category, description: input.description },
  });

export function useOpenClaim(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openClaim,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: leaseKey(orderId) }),
  });
}
