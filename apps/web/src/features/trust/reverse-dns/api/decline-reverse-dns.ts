import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReverseDnsDeclineInput, ReverseDnsRequestReply } from '@netlease/shared/reverse-dns';
import { api } from '@/lib/api-client';
import { orderReverseDnsKey } from './get-order-reverse-dns';

/** The seller declines a request with a reason the buyer reads. */
export const declineReverseDns = (input: { requestId: string } & ReverseDnsDeclineInput) =>
  api<ReverseDnsRequestReply>(`/api/reverse-dns/${input.requestId}/decline`, {
    method: 'POST',
    body: { reason: input.reason },
  });

export function useDeclineReverseDns(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineReverseDns,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: orderReverseDnsKey(orderId) }),
  });
}
