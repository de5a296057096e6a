import { useQuery } from '@tanstack/react-query';
import { loaRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const BUYER_IP_ORDERS_KEY = routeKey(loaRoutes.listBuyerIpOrders);

export const getBuyerIpOrders = () => callRoute(loaRoutes.listBuyerIpOrders);

export function useBuyerIpOrders() {
  return useQuery({ queryKey: BUYER_IP_ORDERS_KEY, queryFn: getBuyerIpOrders });
}
