import { useQuery } from '@tanstack/react-query';
import { loaRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const PENDING_LOA_ORDERS_KEY = routeKey(loaRoutes.listPendingLoaOrders);

export const getPendingLoaOrders = () => callRoute(loaRoutes.listPendingLoaOrders);

export function usePendingLoaOrders() {
  return useQuery({ queryKey: PENDING_LOA_ORDERS_KEY, queryFn: getPendingLoaOrders });
}
