import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LoaStatus } from '@netlease/shared/loas';
import { loaRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

/** Every page and filter of the admin loas tab lives under this key, so a review refreshes them all. */
export const ADMIN_LOAS_KEY = routeKey(loaRoutes.listAdminLoas);

export interface AdminLoaFilters {
  /** Part of the buyer's or the monetizer's email, or of the IP block. */
  q: string;
  /** '' is every letter, those waiting for a decision first. */
  status: LoaStatus | '';
  page: number;
}

const adminLoaQuery = (filters: AdminLoaFilters) => ({
  page: filters.page,
  status: filters.status || undefined,
  q: filters.q,
});

export const getAdminLoas = (filters: AdminLoaFilters) =>
  callRoute(loaRoutes.listAdminLoas, { query: adminLoaQuery(filters) });

/** One page of the admin loas tab, filtered and paged by the server. */
export function useAdminLoas(filters: AdminLoaFilters) {
  return useQuery({
    queryKey: routeKey(loaRoutes.listAdminLoas, { query: adminLoaQuery(filters) }),
    queryFn: () => getAdminLoas(filters),
    placeholderData: keepPreviousData,
  });
}
