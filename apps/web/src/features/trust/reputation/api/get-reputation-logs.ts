import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminListPage, AdminReputationLog, ReputationState } from '@netlease/shared/reputation';
import { api, toQueryString } from '@/lib/api-client';

export interface ReputationLogFilters {
  /** A subnet, an address or network, or part of the subnet or owner email. */
  q: string;
  band: ReputationState | '';
  page: number;
}

export const getReputationLogs = (filters: ReputationLogFilters) => {
  const query = toQueryString({ page: filters.page, q: filters.q, band: filters.band });
  return api<AdminListPage<AdminReputationLog>>(`/api/admin/reputation/logs?${query}`);
};

/** One page of the admin reputation tab, filtered and paged by the server. */
export function useReputationLogs(filters: ReputationLogFilters) {
  return useQuery({
    queryKey: ['admin', 'reputation-logs', filters],
    queryFn: () => getReputationLogs(filters),
    placeholderData: keepPreviousData,
  });
}
