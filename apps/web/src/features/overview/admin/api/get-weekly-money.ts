import { useQuery } from '@tanstack/react-query';
import { adminMoneyRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

// The server picks the default span (12 weeks).
export const getWeeklyMoney = () => callRoute(adminMoneyRoutes.getAdminWeeklyMoney);

/** Platform fees and order volume per week, for the /admin picture. */
export function useWeeklyMoney() {
  return useQuery({ queryKey: routeKey(adminMoneyRoutes.getAdminWeeklyMoney), queryFn: getWeeklyMoney });
}
