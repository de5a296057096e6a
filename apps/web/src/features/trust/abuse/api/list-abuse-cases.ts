import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AbuseCaseListQuery } from '@netlease/shared/abuse-cases';
import { abuseRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export type AbuseCaseSide = 'lessee' | 'owner';
export type AbuseCaseState = 'live' | 'closed' | 'all';

/** The filters of /abuse as its address keeps them: the tab, live or closed, the page. */
export interface AbuseCaseFilters {
  as: AbuseCaseSide;
  state: AbuseCaseState;
  page: number;
}

const STATES: readonly AbuseCaseState[] = ['live', 'closed', 'all'];

export function readAbuseCaseFilters(params: URLSearchParams): AbuseCaseFilters {
  const page = Number(params.get('page'));
  return {
    as: params.get('as') === 'owner' ? 'owner' : 'lessee',
    state: STATES.find((state) => state === params.get('state')) ?? 'live',
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of the filters; the defaults (lessee, live, page 1) are left out. */
export function writeAbuseCaseFilters(filters: AbuseCaseFilters): URLSearchParams {
  const next = new URLSearchParams();
  if (filters.as !== 'lessee') next.set('as', filters.as);
  if (filters.state !== 'live') next.set('state', filters.state);
  if (filters.page > 1) next.set('page', String(filters.page));
  return next;
}

export const listAbuseCases = (query: AbuseCaseListQuery) => callRoute(abuseRoutes.listAbuseCases, { query });

export function useAbuseCases(filters: AbuseCaseFilters) {
  const query: AbuseCaseListQuery = { as: filters.as, state: filters.state, page: filters.page };
  return useQuery({
    queryKey: routeKey(abuseRoutes.listAbuseCases, { query }),
    queryFn: () => listAbuseCases(query),
    placeholderData: keepPreviousData,
  });
}
