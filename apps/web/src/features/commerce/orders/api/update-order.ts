import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderReply } from '@netlease/shared/orders';
import { leaseDeliveryRoutes } from '@netlease/shared/routes/lease-delivery';
import { api, callRoute, routeKey } from '@/lib/api-client';

type OrderAction =
  | { kind: 'status'; orderId: string; status: 'provisioning' | 'active' }
  | { kind: 'cancel' | 'dispute'; orderId: string; reason: string }
  | { kind: 'auto-renew'; orderId: string; autoRenews: boolean };

/** The seller's status moves, cancellation and dispute (with their reason) and the auto-renew switch. */
export function updateOrder(action: OrderAction) {
  const base = `/api/orders/${action.orderId}`;
  switch (action.kind) {
    case 'status':
      return callRoute(leaseDeliveryRoutes.updateOrderStatus, {
        params: { id: action.orderId },
        body: { status: action.status },
      });
    case 'auto-renew':
      return api<OrderReply>(`${base}/auto-renew`, {
        method: 'PUT',
        body: { autoRenews: action.autoRenews },
      });
    default:
      return api<OrderReply>(`${base}/${action.kind}`, { method: 'POST', body: { reason: action.reason } });
  }
}

export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrder,
    onSettled: (_result, _error, action) => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      // The lease page of the order (features/trust/lease-delivery).
      void queryClient.invalidateQueries({
        queryKey: routeKey(leaseDeliveryRoutes.getLeaseDelivery, { params: { id: action.orderId } }),
      });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      void queryClient.invalidateQueries({ queryKey: ['invoices'] });
    },
  });
}
