import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * A QueryClient whose refetches (and so its invalidations, which refetch what is on screen) are not
 * lost on a query still loading its first answer. react-query restarts a fetch in flight only when the
 * query already holds data; a query loading its first answer keeps that answer, read before the write
 * that invalidated it, until something else asks again (TanStack/query#8530). A list whose filter
 * changed a moment before a write (the admin tabs' search box) then showed the row as it was (decision
 * 312). Such a query now fetches once more when its first answer is in: the page shows that answer at
 * once and the one after the write a moment later. Its first fetch is never cancelled, so a page whose
 * data is invalidated more often than it loads (a hot auction on a slow network) still loads.
 */
export class QueryClientAfterWrites extends QueryClient {
  /** The queries already due to fetch again after their first answer. */
  readonly #fetchAgain = new WeakSet<object>();

  override refetchQueries(...args: Parameters<QueryClient['refetchQueries']>) {
    const [filters, options] = args;
    if (options?.cancelRefetch !== false) {
      for (const query of this.getQueryCache().findAll(filters)) {
        // The queries react-query refetches below, with no answer yet: it joins their first fetch.
        const isRefetched = !query.isDisabled() && !query.isStatic();
        const isFirstFetch = query.state.data === undefined && query.state.fetchStatus === 'fetching';
        if (!isRefetched || !isFirstFetch || this.#fetchAgain.has(query)) continue;
        this.#fetchAgain.add(query);
        const fetchAgain = () => {
          this.#fetchAgain.delete(query);
          // Holding data now, the query is fetched again as react-query fetches any other.
          void this.refetchQueries({ queryKey: query.queryKey, exact: true, type: 'active' });
        };
        query.fetch().then(fetchAgain, fetchAgain);
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
