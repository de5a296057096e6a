import { useQuery } from '@tanstack/react-query';
// A type only: the landing page loads no schema library (its first load stays as it was).
import type { PublicStats } from '@netlease/shared/dashboard';
import { api } from '@/lib/api-client';

/** GET /api/public/stats: what the marketplace holds now, for the landing page's stats strip. */
export const getPublicStats = () => api<PublicStats>('/api/public/stats');

export function usePublicStats() {
  // The server lets caches keep it a minute; the page need not ask again sooner.
  return useQuery({ queryKey: ['public-stats'], queryFn: getPublicStats, staleTime: 60_000 });
}
