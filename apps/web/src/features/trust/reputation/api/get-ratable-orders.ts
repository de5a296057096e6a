import { useQuery } from '@tanstack/react-query';
import { reputationRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const RATABLE_ORDERS_KEY = routeKey(reputationRoutes.listRatableOrders);

export const getRatableOrders = () => callRoute(reputationRoutes.listRatableOrders);

export function useRatableOrders() {
  return useQuery({ queryKey: RATABLE_ORDERS_KEY, queryFn: getRatableOrders });
}
