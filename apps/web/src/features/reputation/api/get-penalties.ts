import { useQuery } from '@tanstack/react-query';
import type { AdminPenalty } from '@netlease/shared/reputation';
import { api } from '@/lib/api-client';

export const ADMIN_PENALTIES_KEY = ['admin', 'penalties'] as const;

export const getPenalties = () => api<AdminPenalty[]>('/api/admin/penalties');

export function usePenalties() {
  return useQuery({ queryKey: ADMIN_PENALTIES_KEY, queryFn: getPenalties });
}
