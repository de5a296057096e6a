import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PenaltyType } from '@netlease/shared/reputation';
import { reputationRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

/** The prefix of every penalties page's key: applying a penalty refreshes them all. */
export const ADMIN_PENALTIES_KEY = routeKey(reputationRoutes.listPenalties);

export interface PenaltyFilters {
  /** Part of the penalised user's email. */
  email: string;
  type: PenaltyType | '';
  page: number;
}

/** The query the server takes: unset filters are left out. */
const penaltiesQuery = (filters: PenaltyFilters) => ({
  page: filters.page,
  email: filters.email || undefined,
  type: filters.type || undefined,
});

export const getPenalties = (filters: PenaltyFilters) =>
  callRoute(reputationRoutes.listPenalties, { query: penaltiesQuery(filters) });

/** One page of the admin penalties tab, filtered and paged by the server. */
export function usePenalties(filters: PenaltyFilters) {
  return useQuery({
    queryKey: routeKey(reputationRoutes.listPenalties, { query: penaltiesQuery(filters) }),
    queryFn: () => getPenalties(filters),
    placeholderData: keepPreviousData,
  });
}
