import { useQuery } from '@tanstack/react-query';
import { staffRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const STAFF_DASHBOARD_KEY = routeKey(staffRoutes.getStaffDashboard);

export const getStaffDashboard = () => callRoute(staffRoutes.getStaffDashboard);

export function useStaffDashboard() {
  return useQuery({ queryKey: STAFF_DASHBOARD_KEY, queryFn: getStaffDashboard });
}
