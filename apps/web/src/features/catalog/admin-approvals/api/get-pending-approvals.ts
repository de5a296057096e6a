import { useQuery } from '@tanstack/react-query';
import type { PendingApprovals } from '@netlease/shared/catalog';
import { api } from '@/lib/api-client';

export const PENDING_APPROVALS_KEY = ['admin', 'approvals'] as const;

export const getPendingApprovals = () => api<PendingApprovals>('/api/admin/approvals');

export function usePendingApprovals() {
  return useQuery({ queryKey: PENDING_APPROVALS_KEY, queryFn: getPendingApprovals });
}
