import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * A QueryClient whose refetches (and so its invalidations, which refetch what is on screen) restart a
 * query's first fetch too. react-query restarts a fetch in flight only when the query already holds
 * data; a query still loading its first answer keeps that answer, read before the write that
 * invalidated it, until something else asks again (TanStack/query#8530). A list whose filter changed a
 * moment before a write (the admin tabs' search box) then showed the row as it was (decision 312).
 */
export class QueryClientAfterWrites extends QueryClient {
  override refetchQueries(...args: Parameters<QueryClient['refetchQueries']>) {
    const [filters, options] = args;
    if (options?.cancelRefetch !== false) {
      for (const query of this.getQueryCache().findAll(filters)) {
        // The queries react-query refetches below: cancelled here, each is fetched again at once.
        const isRefetched = !query.isDisabled() && !query.isStatic();
        const isFirstFetch = query.state.data === undefined && query.state.fetchStatus === 'fetching';
        if (isRefetched && isFirstFetch) void query.cancel({ silent: true });
      }
    }
    return super.refetchQueries(...args);
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
