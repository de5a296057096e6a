import type { ReactNode } from 'react';
import { AlertTriangle, RotateCw } from 'lucide-react';
import type { Message } from '@netlease/shared/messages';
import { useErrorToast } from '@/lib/toast';
import { Button } from './button';
import { Spinner } from './spinner';

/** What QueryState reads of a query (TanStack Query's result has all of it). */
export interface LoadedQuery<T> {
  data: T | undefined;
  isPending: boolean;
  error: unknown;
  isFetching?: boolean;
  refetch: () => unknown;
}

/**
 * A load that failed (docs/PRODUCT.md "Errors"): what could not be fetched and a Retry button,
 * in the place the data would have filled. Never an empty state: a failed list is not an empty one.
 */
export function ErrorState({
  title,
  description,
  onRetry,
  isRetrying = false,
}: {
  title: string;
  description?: string;
  onRetry: () => unknown;
  isRetrying?: boolean;
}) {
  return (
    <div
      role="group"
      aria-label={title}
      className="rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center"
    >
      <AlertTriangle className="mx-auto size-8 text-red-700" aria-hidden />
      <p className="mt-3 text-lg font-semibold text-slate-900">{title}</p>
      <p className="mt-1 text-sm text-slate-700">{description ?? 'Please try again later.'}</p>
      <Button variant="secondary" className="mt-4" onClick={() => void onRetry()} isLoading={isRetrying}>
        <RotateCw className="size-4" aria-hidden /> Retry
      </Button>
    </div>
  );
}

/**
 * The one way a page renders what a query loads: a spinner (or `loading`) while it loads, the
 * ErrorState with Retry when it failed, `empty` when the answer holds nothing (`isEmpty`; an empty
 * list by default), and `children` with the data otherwise. The failure's toast is shown here too
 * (`failure`: 'Error fetching …'), so a page neither forgets it nor shows it twice. A refetch that
 * fails while data is on screen keeps the data and only toasts.
 */
export function QueryState<T>({
  query,
  failure,
  loading,
  empty,
  isEmpty = isEmptyList,
  children,
}: {
  query: LoadedQuery<T>;
  failure: Message;
  loading?: ReactNode;
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  useErrorToast(query.error, failure.title, failure.description);
  const view = queryView(query, empty === undefined ? () => false : isEmpty);
  if (view === 'empty') return empty;
  if (view === 'data') return children(query.data as T);
  if (view === 'error') {
    return (
      <ErrorState
        title={failure.title}
        description={failure.description}
        onRetry={query.refetch}
        isRetrying={query.isFetching}
      />
    );
  }
  return loading ?? <Spinner />;
}

/**
 * What a query's state shows: its data (or the empty state) whenever it has data, even if a later
 * refetch failed; the error only when nothing was loaded; else that it is loading.
 */
export function queryView<T>(
  query: Pick<LoadedQuery<T>, 'data' | 'error'>,
  isEmpty: (data: T) => boolean,
): 'data' | 'empty' | 'error' | 'loading' {
  if (query.data !== undefined) return isEmpty(query.data) ? 'empty' : 'data';
  return query.error ? 'error' : 'loading';
}

/** An empty list, or a page of a list (`{ items: [] }`). */
export function isEmptyList(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  if (data && typeof data === 'object' && 'items' in data && Array.isArray(data.items))
    return data.items.length === 0;
  return false;
}
