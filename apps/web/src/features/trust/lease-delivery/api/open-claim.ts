import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimInput, ClaimReply } from '@netlease/shared/lease-delivery';
import { api } from '@/lib/api-client';
import { leaseKey } from './get-lease-delivery';

/** The buyer claims an active lease is unusable, within its claim window. */
export const openClaim = (input: { orderId: string } & ClaimInput) =>
  api<ClaimReply>(`/api/orders/${input.orderId}/claims`, {
    method: 'POST',
    body: { category: input.category, description: input.description },
  });

export function useOpenClaim(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openClaim,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: leaseKey(orderId) }),
  });
}
