import { useQuery } from '@tanstack/react-query';
import type { RatableOrder } from '@netlease/shared/reputation';
import { api } from '@/lib/api-client';

export const RATABLE_ORDERS_KEY = ['reputation', 'ratable-orders'] as const;

export const getRatableOrders = () => api<RatableOrder[]>('/api/reputation/ratable-orders');

export function useRatableOrders() {
  return useQuery({ queryKey: RATABLE_ORDERS_KEY, queryFn: getRatableOrders });
}
