import { useQuery } from '@tanstack/react-query';
import type { OrderList, OrderSide } from '@netlease/shared/orders';
import { api } from '@/lib/api-client';

export const ordersKey = (as: OrderSide) => ['orders', as] as const;

export const listOrders = (as: OrderSide) =>
  api<OrderList>(`/api/orders?as=${as}`).then((body) => body.orders);

export function useOrders(as: OrderSide) {
  return useQuery({ queryKey: ordersKey(as), queryFn: () => listOrders(as) });
}
