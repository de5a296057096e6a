import { useCallback, useEffect, useState } from 'react';
import { MESSAGES } from '@netlease/shared/messages';
import { useErrorToast } from '@/lib/toast';

/**
 * The state of a list filtered and paged on the server (the admin tabs): the filters sent, and the
 * text typed in its search box, sent once typing pauses so each keystroke is not a request. Any
 * filter change starts again at page 1.
 */
export function useServerFilters<F extends { page: number }>(start: F, searchKey?: keyof F & string) {
  const [filters, setFilters] = useState(start);
  const [search, setSearch] = useState(searchKey ? String(start[searchKey] ?? '') : '');

  useEffect(() => {
    if (!searchKey) return;
    const timer = setTimeout(() => {
      const text = search.trim();
      setFilters((current) =>
        current[searchKey] === text ? current : { ...current, [searchKey]: text, page: 1 },
      );
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search, searchKey]);

  const leavePage = useCallback(
    (from: number, to: number) =>
      setFilters((current) => (current.page === from ? { ...current, page: to } : current)),
    [],
  );

  return {
    filters,
    search,
    setSearch,
    /** Sets one filter and goes back to the first page. */
    setFilter: <K extends keyof F>(key: K, value: F[K]) =>
      setFilters((current) => ({ ...current, [key]: value, page: 1 })),
    setPage: (page: number) => setFilters((current) => ({ ...current, page })),
    /** Moves from page `from` to `to`, unless the user has moved on meanwhile. */
    leavePage,
  };
}

/**
 * When the last rows of the last page are dealt with (reviewed, say), the page the server answers
 * is empty: show the page before instead.
 */
export function useKeepPageInRange(
  answered: { items: unknown[]; page: number; total: number; pageSize: number } | undefined,
  leavePage: (from: number, to: number) => void,
) {
  useEffect(() => {
    if (answered && answered.items.length === 0 && answered.page > 1) {
      leavePage(answered.page, Math.max(1, Math.ceil(answered.total / answered.pageSize)));
    }
  }, [answered, leavePage]);
}

const SEARCH_PAUSE_MS = 300;

/**
 * An admin tab's list, filtered and paged on the server: its filters, the page the server answers (an
 * emptied last page shows the one before) and 'Error loading admin data' when it cannot be read.
 */
export function useAdminList<
  F extends { page: number },
  Answer extends { items: unknown[]; page: number; total: number; pageSize: number },
>(
  start: F,
  searchKey: keyof F & string,
  useList: (filters: F) => {
    data: Answer | undefined;
    isPending: boolean;
    error: unknown;
    isFetching: boolean;
    refetch: () => unknown;
  },
) {
  const state = useServerFilters(start, searchKey);
  const { data, isPending, error, isFetching, refetch } = useList(state.filters);
  useKeepPageInRange(data, state.leavePage);
  useErrorToast(error, MESSAGES.adminLoadFailed.title, MESSAGES.adminLoadFailed.description);
  // With nothing loaded, the list shows the failure and its Retry (docs/PRODUCT.md "Errors").
  const failure = { error, onRetry: refetch, message: MESSAGES.adminLoadFailed, isRetrying: isFetching };
  return { ...state, data, isPending, failure };
}
