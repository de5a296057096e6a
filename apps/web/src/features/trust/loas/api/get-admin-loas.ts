import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminLoaPage, LoaStatus } from '@netlease/shared/loas';
import { api, toQueryString } from '@/lib/api-client';

/** Every page and filter of the admin loas tab lives under this key, so a review refreshes them all. */
export const ADMIN_LOAS_KEY = ['admin', 'loas'] as const;

export interface AdminLoaFilters {
  /** Part of the buyer's or the monetizer's email, or of the IP block. */
  q: string;
  /** '' is every letter, those waiting for a decision first. */
  status: LoaStatus | '';
  page: number;
}

export const getAdminLoas = (filters: AdminLoaFilters) => {
  const query = toQueryString({ page: filters.page, status: filters.status, q: filters.q });
  return api<AdminLoaPage>(`/api/admin/loas?${query}`);
};

/** One page of the admin loas tab, filtered and paged by the server. */
export function useAdminLoas(filters: AdminLoaFilters) {
  return useQuery({
    queryKey: [...ADMIN_LOAS_KEY, filters],
    queryFn: () => getAdminLoas(filters),
    placeholderData: keepPreviousData,
  });
}
