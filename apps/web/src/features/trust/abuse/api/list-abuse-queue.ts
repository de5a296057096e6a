import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AbuseQueueQuery } from '@netlease/shared/abuse-cases';
import { ABUSE_CASE_STATUSES, type AbuseCaseStatus } from '@netlease/shared/abuse-cases-constants';
import { ABUSE_CATEGORIES, type AbuseCategory } from '@netlease/shared/abuse-constants';
import { abuseRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

/** The staff queue's filters as the address keeps them, so a case opened from it leads back to them. */
export interface AbuseQueueFilters {
  category: AbuseCategory | '';
  status: AbuseCaseStatus | '';
  overdue: boolean;
  range: string;
  lessee: string;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

export function readAbuseQueueFilters(params: URLSearchParams): AbuseQueueFilters {
  const page = Number(params.get('page'));
  return {
    category: oneOf(ABUSE_CATEGORIES, params.get('category')) ?? '',
    status: oneOf(ABUSE_CASE_STATUSES, params.get('status')) ?? '',
    overdue: params.get('overdue') === 'true',
    range: params.get('range') ?? '',
    lessee: params.get('lessee') ?? '',
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of the filters; unset ones and page 1 are left out. */
export function writeAbuseQueueFilters(filters: AbuseQueueFilters): URLSearchParams {
  const next = new URLSearchParams();
  const values: Record<string, string> = {
    category: filters.category,
    status: filters.status,
    overdue: filters.overdue ? 'true' : '',
    range: filters.range.trim(),
    lessee: filters.lessee.trim(),
    page: filters.page > 1 ? String(filters.page) : '',
  };
  for (const [name, value] of Object.entries(values)) if (value) next.set(name, value);
  return next;
}

/** The query the server takes: unset filters are left out, so it applies none. */
export const abuseQueueQuery = (filters: AbuseQueueFilters): AbuseQueueQuery => ({
  category: filters.category || undefined,
  status: filters.status || undefined,
  overdue: filters.overdue ? 'true' : undefined,
  range: filters.range.trim() || undefined,
  lessee: filters.lessee.trim() || undefined,
  page: filters.page,
});

export const listAbuseQueue = (query: AbuseQueueQuery) => callRoute(abuseRoutes.listAbuseQueue, { query });

export function useAbuseQueue(filters: AbuseQueueFilters) {
  const query = abuseQueueQuery(filters);
  return useQuery({
    queryKey: routeKey(abuseRoutes.listAbuseQueue, { query }),
    queryFn: () => listAbuseQueue(query),
    placeholderData: keepPreviousData,
  });
}
