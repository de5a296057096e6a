import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminAsnFilter, AdminAsnPage } from '@netlease/shared/asns';
import { api, toQueryString } from '@/lib/api-client';

/** Every page and filter of the admin asns tab lives under this key, so a review refreshes them all. */
export const ADMIN_ASNS_KEY = ['admin', 'asns'] as const;

export interface AdminAsnFilters {
  /** An AS number, or part of the organization or the owner's email. */
  q: string;
  status: AdminAsnFilter;
  page: number;
}

export const getAdminAsns = (filters: AdminAsnFilters) => {
  const query = toQueryString({ status: filters.status, page: filters.page, q: filters.q });
  return api<AdminAsnPage>(`/api/admin/asns?${query}`);
};

/** One page of the admin asns tab, filtered and paged by the server. */
export function useAdminAsns(filters: AdminAsnFilters) {
  return useQuery({
    queryKey: [...ADMIN_ASNS_KEY, filters],
    queryFn: () => getAdminAsns(filters),
    placeholderData: keepPreviousData,
  });
}
