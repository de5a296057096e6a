import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReverseDnsRequestReply } from '@netlease/shared/reverse-dns';
import { api } from '@/lib/api-client';
import { orderReverseDnsKey } from './get-order-reverse-dns';

/** The buyer withdraws their open request. */
export const withdrawReverseDns = (requestId: string) =>
  api<ReverseDnsRequestReply>(`/api/reverse-dns/${requestId}/withdraw`, { method: 'POST' });

export function useWithdrawReverseDns(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawReverseDns,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: orderReverseDnsKey(orderId) }),
  });
}
