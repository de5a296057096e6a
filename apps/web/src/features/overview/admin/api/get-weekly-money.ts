import { useQuery } from '@tanstack/react-query';
import type { AdminWeeklyMoney } from '@netlease/shared/charts';
import { api } from '@/lib/api-client';

// Type-only import: the contract's zod schemas stay out of the admin page's first load; the server
// picks the default span (12 weeks).
export const getWeeklyMoney = () => api<AdminWeeklyMoney>('/api/admin/money/weekly');

/** Platform fees and order volume per week, for the /admin picture. */
export function useWeeklyMoney() {
  return useQuery({ queryKey: ['admin', 'weekly-money'], queryFn: getWeeklyMoney });
}
