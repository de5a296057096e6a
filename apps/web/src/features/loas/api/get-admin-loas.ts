import { useQuery } from '@tanstack/react-query';
import type { LoaRecord } from '@netlease/shared/loas';
import { api } from '@/lib/api-client';

export const ADMIN_LOAS_KEY = ['admin', 'loas'] as const;

export const getAdminLoas = () => api<LoaRecord[]>('/api/admin/loas');

export function useAdminLoas() {
  return useQuery({ queryKey: ADMIN_LOAS_KEY, queryFn: getAdminLoas });
}
