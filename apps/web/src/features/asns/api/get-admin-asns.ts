import { useQuery } from '@tanstack/react-query';
import type { AdminAsn } from '@netlease/shared/asns';
import { api } from '@/lib/api-client';

export const ADMIN_ASNS_KEY = ['admin', 'asns'] as const;

export const getPendingAsns = () => api<AdminAsn[]>('/api/admin/asns?status=pending');

export function usePendingAsns() {
  return useQuery({ queryKey: ADMIN_ASNS_KEY, queryFn: getPendingAsns });
}
