import { useQuery } from '@tanstack/react-query';
import type { StaffDashboard } from '@netlease/shared/staff';
import { api } from '@/lib/api-client';

export const STAFF_DASHBOARD_KEY = ['staff', 'dashboard'] as const;

export const getStaffDashboard = () => api<StaffDashboard>('/api/staff/dashboard');

export function useStaffDashboard() {
  return useQuery({ queryKey: STAFF_DASHBOARD_KEY, queryFn: getStaffDashboard });
}
