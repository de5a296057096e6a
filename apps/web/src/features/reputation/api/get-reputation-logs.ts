import { useQuery } from '@tanstack/react-query';
import type { AdminReputationLog } from '@netlease/shared/reputation';
import { api } from '@/lib/api-client';

export const getReputationLogs = () => api<AdminReputationLog[]>('/api/admin/reputation/logs');

export function useReputationLogs() {
  return useQuery({ queryKey: ['admin', 'reputation-logs'], queryFn: getReputationLogs });
}
