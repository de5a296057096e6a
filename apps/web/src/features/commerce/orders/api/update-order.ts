import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceRoutes, leaseDeliveryRoutes, orderRoutes, walletRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

type OrderAction =
  | { kind: 'status'; orderId: string; status: 'provisioning' | 'active' }
  | { kind: 'cancel' | 'dispute'; orderId: string; reason: string }
  | { kind: 'auto-renew'; orderId: string; autoRenews: boolean }
  | { kind: 'end-at-renewal'; orderId: string; endsAtRenewal: boolean };

/**
 * The seller's status moves, cancellation and dispute (with their reason), the auto-renew switch and
 * the buyer's "End at next renewal" / "Keep renewing".
 */
export function updateOrder(action: OrderAction) {
  const params = { id: action.orderId };
  switch (action.kind) {
    case 'status':
      // The seller's status steps are the lease's (features/trust/lease-delivery).
      return callRoute(leaseDeliveryRoutes.updateOrderStatus, { params, body: { status: action.status } });
    case 'auto-renew':
      return callRoute(orderRoutes.setOrderAutoRenew, { params, body: { autoRenews: action.autoRenews } });
    case 'end-at-renewal':
      return callRoute(orderRoutes.setOrderEndAtRenewal, {
        params,
        body: { endsAtRenewal: action.endsAtRenewal },
      });
    case 'cancel':
      return callRoute(orderRoutes.cancelOrder, { params, body: { reason: action.reason } });
    default:
      return callRoute(orderRoutes.disputeOrder, { params, body: { reason: action.reason } });
  }
}

export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrder,
    onSettled: (_result, _error, action) => {
      void queryClient.invalidateQueries({ queryKey: [orderRoutes.listOrders.tag] });
      // The lease page of the order (features/trust/lease-delivery).
      void queryClient.invalidateQueries({
        queryKey: routeKey(leaseDeliveryRoutes.getLeaseDelivery, { params: { id: action.orderId } }),
      });
      void queryClient.invalidateQueries({ queryKey: [walletRoutes.getWallet.tag] });
      void queryClient.invalidateQueries({ queryKey: [invoiceRoutes.listInvoices.tag] });
    },
  });
}
