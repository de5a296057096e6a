import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leaseDeliveryRoutes, loaRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';
import { MY_LOAS_KEY } from './get-my-loas';
import { PENDING_LOA_ORDERS_KEY } from './get-pending-loa-orders';

export const generateLoa = (orderId: string) => callRoute(loaRoutes.generateLoa, { body: { orderId } });

export function useGenerateLoa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateLoa,
    onSuccess: (_answer, orderId) => {
      void queryClient.invalidateQueries({ queryKey: MY_LOAS_KEY });
      void queryClient.invalidateQueries({ queryKey: PENDING_LOA_ORDERS_KEY });
      // The order's lease page (features/trust/lease-delivery) shows the letter.
      void queryClient.invalidateQueries({
        queryKey: routeKey(leaseDeliveryRoutes.getLeaseDelivery, { params: { id: orderId } }),
      });
    },
  });
}
