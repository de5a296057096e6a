import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * A QueryClient whose invalidation restarts a query's first fetch too. react-query restarts a fetch in
 * flight only when the query already holds data; a query still loading its first answer keeps that
 * answer, read before the write that invalidated it, until something else asks again
 * (TanStack/query#8530). A list whose filter changed a moment before a write (the admin tabs' search
 * box) then showed the row as it was. Its first fetch is now cancelled and asked again, as react-query
 * does for a query with data.
 */
export class QueryClientAfterWrites extends QueryClient {
  override invalidateQueries(...args: Parameters<QueryClient['invalidateQueries']>) {
    const [filters] = args;
    const refetchesActive = filters?.refetchType !== 'none' && filters?.refetchType !== 'inactive';
    for (const query of this.getQueryCache().findAll(filters)) {
      const isFirstFetch = query.state.data === undefined && query.state.fetchStatus === 'fetching';
      // Only a fetch that is asked again at once: a cancelled one left alone would never settle.
      if (isFirstFetch && refetchesActive && query.isActive()) void query.cancel({ silent: true });
    }
    return super.invalidateQueries(...args);
  }
}

export const queryClient = new QueryClientAfterWrites({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      refetchOnWindowFocus: false,
      // A refused or missing item will not appear by asking again.
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    },
  },
});
