import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leaseDeliveryRoutes, loaRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';
import { BUYER_IP_ORDERS_KEY } from './get-buyer-ip-orders';

/** Names one of the buyer's approved ASNs on an IP order (the LOA is filled with it). */
export const setOrderAsn = (input: { orderId: string; asnId: string }) =>
  callRoute(loaRoutes.setOrderAsn, { params: { orderId: input.orderId }, body: { asnId: input.asnId } });

export function useSetOrderAsn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOrderAsn,
    onSuccess: (_reply, input) => {
      void queryClient.invalidateQueries({ queryKey: BUYER_IP_ORDERS_KEY });
      // The order's lease page and its row on /orders show the ASN too.
      void queryClient.invalidateQueries({
        queryKey: routeKey(leaseDeliveryRoutes.getLeaseDelivery, { params: { id: input.orderId } }),
      });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
