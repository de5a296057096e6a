import { useQuery } from '@tanstack/react-query';
import type { DashboardOverview } from '@netlease/shared/dashboard';
import { api } from '@/lib/api-client';

/** GET /api/dashboard/overview: the figures of the signed-in user's role, in one answer. */
export const getDashboardOverview = () => api<DashboardOverview>('/api/dashboard/overview');

export function useDashboardOverview() {
  return useQuery({ queryKey: ['dashboard', 'overview'], queryFn: getDashboardOverview });
}
