import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminAsnFilter } from '@netlease/shared/asns';
import { asnRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

/** Every page and filter of the admin asns tab lives under this key, so a review refreshes them all. */
export const ADMIN_ASNS_KEY = routeKey(asnRoutes.listAdminAsns);

export interface AdminAsnFilters {
  /** An AS number, or part of the organization or the owner's email. */
  q: string;
  status: AdminAsnFilter;
  page: number;
}

const adminAsnQuery = (filters: AdminAsnFilters) => ({
  status: filters.status,
  page: filters.page,
  q: filters.q,
});

export const getAdminAsns = (filters: AdminAsnFilters) =>
  callRoute(asnRoutes.listAdminAsns, { query: adminAsnQuery(filters) });

/** One page of the admin asns tab, filtered and paged by the server. */
export function useAdminAsns(filters: AdminAsnFilters) {
  return useQuery({
    queryKey: routeKey(asnRoutes.listAdminAsns, { query: adminAsnQuery(filters) }),
    queryFn: () => getAdminAsns(filters),
    placeholderData: keepPreviousData,
  });
}
