import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReverseDnsRequestReply } from '@netlease/shared/reverse-dns';
import { api } from '@/lib/api-client';
import { orderReverseDnsKey } from './get-order-reverse-dns';

/** The seller says the zones are delegated as asked. */
export const markReverseDnsDone = (requestId: string) =>
  api<ReverseDnsRequestReply>(`/api/reverse-dns/${requestId}/done`, { method: 'POST' });

export function useMarkReverseDnsDone(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markReverseDnsDone,
    // The buyer may have withdrawn it meanwhile ('Already decided'): re-read either way.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: orderReverseDnsKey(orderId) }),
  });
}
