import { useQuery } from '@tanstack/react-query';
import type { OrderSide } from '@netlease/shared/orders';
import { orderRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

/** Under the orders tag ('orders'), which every order change invalidates. */
export const ordersKey = (as: OrderSide) => routeKey(orderRoutes.listOrders, { query: { as } });

export const listOrders = (as: OrderSide) =>
  callRoute(orderRoutes.listOrders, { query: { as } }).then((body) => body.orders);

export function useOrders(as: OrderSide) {
  return useQuery({ queryKey: ordersKey(as), queryFn: () => listOrders(as) });
}
