import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminListPage, AdminPenalty, PenaltyType } from '@netlease/shared/reputation';
import { api, toQueryString } from '@/lib/api-client';

/** The prefix of every penalties page's key: applying a penalty refreshes them all. */
export const ADMIN_PENALTIES_KEY = ['admin', 'penalties'] as const;

export interface PenaltyFilters {
  /** Part of the penalised user's email. */
  email: string;
  type: PenaltyType | '';
  page: number;
}

export const getPenalties = (filters: PenaltyFilters) => {
  const query = toQueryString({ page: filters.page, email: filters.email, type: filters.type });
  return api<AdminListPage<AdminPenalty>>(`/api/admin/penalties?${query}`);
};

/** One page of the admin penalties tab, filtered and paged by the server. */
export function usePenalties(filters: PenaltyFilters) {
  return useQuery({
    queryKey: [...ADMIN_PENALTIES_KEY, filters],
    queryFn: () => getPenalties(filters),
    placeholderData: keepPreviousData,
  });
}
