import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reverseDnsRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { orderReverseDnsKey } from './get-order-reverse-dns';

/** The buyer withdraws their open request. */
export const withdrawReverseDns = (requestId: string) =>
  callRoute(reverseDnsRoutes.withdrawReverseDns, { params: { id: requestId } });

export function useWithdrawReverseDns(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawReverseDns,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: orderReverseDnsKey(orderId) }),
  });
}
