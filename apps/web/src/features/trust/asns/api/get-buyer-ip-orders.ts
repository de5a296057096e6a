import { useQuery } from '@tanstack/react-query';
import type { BuyerIpOrder } from '@netlease/shared/loas';
import { api } from '@/lib/api-client';

export const BUYER_IP_ORDERS_KEY = ['loas', 'buyer-orders'] as const;

export const getBuyerIpOrders = () => api<BuyerIpOrder[]>('/api/loas/buyer-orders');

export function useBuyerIpOrders() {
  return useQuery({ queryKey: BUYER_IP_ORDERS_KEY, queryFn: getBuyerIpOrders });
}
