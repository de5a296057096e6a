import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReverseDnsRequestInput } from '@netlease/shared/reverse-dns';
import { reverseDnsRoutes } from '@netlease/shared/routes/web';
import { callRoute } from '@/lib/api-client';
import { orderReverseDnsKey } from './get-order-reverse-dns';

/** The buyer asks the seller to delegate the range's reverse zones to these name servers. */
export const requestReverseDns = (input: { orderId: string } & ReverseDnsRequestInput) =>
  callRoute(reverseDnsRoutes.requestReverseDns, {
    params: { id: input.orderId },
    body: { nameServers: input.nameServers },
  });

export function useRequestReverseDns(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReverseDnsRequestInput) => requestReverseDns({ orderId, ...input }),
    // 'Request already open' (409) means the page is behind: re-read it either way.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: orderReverseDnsKey(orderId) }),
  });
}
