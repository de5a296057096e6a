import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReverseDnsDeclineInput } from '@netlease/shared/reverse-dns';
import { reverseDnsRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { orderReverseDnsKey } from './get-order-reverse-dns';

/** The seller declines a request with a reason the buyer reads. */
export const declineReverseDns = (input: { requestId: string } & ReverseDnsDeclineInput) =>
  callRoute(reverseDnsRoutes.declineReverseDns, {
    params: { id: input.requestId },
    body: { reason: input.reason },
  });

export function useDeclineReverseDns(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineReverseDns,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: orderReverseDnsKey(orderId) }),
  });
}
