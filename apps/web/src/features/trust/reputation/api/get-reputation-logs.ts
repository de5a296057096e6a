import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReputationState } from '@netlease/shared/reputation-constants';
import { reputationRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export interface ReputationLogFilters {
  /** A subnet, an address or network, or part of the subnet or owner email. */
  q: string;
  band: ReputationState | '';
  page: number;
}

/** The query the server takes: unset filters are left out. */
const reputationLogsQuery = (filters: ReputationLogFilters) => ({
  page: filters.page,
  q: filters.q || undefined,
  band: filters.band || undefined,
});

export const getReputationLogs = (filters: ReputationLogFilters) =>
  callRoute(reputationRoutes.listReputationLogs, { query: reputationLogsQuery(filters) });

/** One page of the admin reputation tab, filtered and paged by the server. */
export function useReputationLogs(filters: ReputationLogFilters) {
  return useQuery({
    queryKey: routeKey(reputationRoutes.listReputationLogs, { query: reputationLogsQuery(filters) }),
    queryFn: () => getReputationLogs(filters),
    placeholderData: keepPreviousData,
  });
}
