import { useQuery } from '@tanstack/react-query';
import type { PendingLoaOrder } from '@netlease/shared/loas';
import { api } from '@/lib/api-client';

export const PENDING_LOA_ORDERS_KEY = ['loas', 'pending-orders'] as const;

export const getPendingLoaOrders = () => api<PendingLoaOrder[]>('/api/loas/pending-orders');

export function usePendingLoaOrders() {
  return useQuery({ queryKey: PENDING_LOA_ORDERS_KEY, queryFn: getPendingLoaOrders });
}
