import { useQuery } from '@tanstack/react-query';
import type { OrderList } from '@netlease/shared/orders';
import { api } from '@/lib/api-client';

export const ordersKey = (as: 'leaser' | 'monetizer') => ['orders', as] as const;

export const listOrders = (as: 'leaser' | 'monetizer') =>
  api<OrderList>(`/api/orders?as=${as}`).then((body) => body.orders);

export function useOrders(as: 'leaser' | 'monetizer') {
  return useQuery({ queryKey: ordersKey(as), queryFn: () => listOrders(as) });
}
