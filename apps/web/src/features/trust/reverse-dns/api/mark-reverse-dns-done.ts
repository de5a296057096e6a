import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reverseDnsRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { orderReverseDnsKey } from './get-order-reverse-dns';

/** The seller says the zones are delegated as asked. */
export const markReverseDnsDone = (requestId: string) =>
  callRoute(reverseDnsRoutes.markReverseDnsDone, { params: { id: requestId } });

export function useMarkReverseDnsDone(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markReverseDnsDone,
    // The buyer may have withdrawn it meanwhile ('Already decided'): re-read either way.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: orderReverseDnsKey(orderId) }),
  });
}
