import { useQuery } from '@tanstack/react-query';
import type { Order } from '@netlease/shared/orders';
import { api } from '@/lib/api-client';

export const ordersKey = (as: 'leaser' | 'monetizer') => ['orders', as] as const;

export const listOrders = (as: 'leaser' | 'monetizer') =>
  api<{ orders: Order[] }>(`/api/orders?as=${as}`).then((body) => body.orders);

export function useOrders(as: 'leaser' | 'monetizer') {
  return useQuery({ queryKey: ordersKey(as), queryFn: () => listOrders(as) });
}
