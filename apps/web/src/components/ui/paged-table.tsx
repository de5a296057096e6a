import type { Message } from '@netlease/shared/messages';
import { FilterBar, SearchFilter, SelectFilter } from './filter-fields';
import { ErrorState } from './query-state';
import { Pager } from './table';
import { ResponsiveTable, type ResponsiveColumn } from './responsive-table';
import { Spinner } from './spinner';
import { formatCount } from '@netlease/shared/format';

/** One page of a list the server pages: its rows and how many there are in all. */
interface ServerPage<Row> {
  items: Row[];
  total: number;
  pageSize: number;
}

interface PagedTableProps<Row> {
  data: ServerPage<Row> | undefined;
  isPending: boolean;
  /** What one row is, and several: ['LOA', 'LOAs']. */
  noun: [string, string];
  page: number;
  onPage: (page: number) => void;
  label: string;
  columns: ResponsiveColumn<Row>[];
  rowKey: (row: Row) => string;
  emptyText?: string;
  /**
   * A failed load (docs/PRODUCT.md "Errors"): with nothing loaded the list shows the ErrorState and
   * its Retry (`onRetry`), never its empty text. `message` says what could not be fetched.
   */
  failure?: { error: unknown; onRetry: () => unknown; message: Message; isRetrying?: boolean };
}

/** What `useAdminList` holds: the filters, the search box's text, and the page the server answered. */
interface ServerList<F extends { page: number }, Row> {
  filters: F;
  search: string;
  setSearch: (value: string) => void;
  setFilter: <K extends keyof F>(key: K, value: F[K]) => void;
  setPage: (page: number) => void;
  data: ServerPage<Row> | undefined;
  isPending: boolean;
  failure: NonNullable<PagedTableProps<Row>['failure']>;
}

/** The filters of `F` whose values are text, so that a select can choose them. */
type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F];

/**
 * An admin tab's list (`useAdminList`): a search box and one choice (status, type, band) above the
 * list the server filters and pages.
 */
export function FilteredPagedTable<F extends { page: number }, Row, K extends TextKey<F>>({
  list,
  search,
  choice,
  ...table
}: Omit<PagedTableProps<Row>, 'data' | 'isPending' | 'page' | 'onPage' | 'failure'> & {
  list: ServerList<F, Row>;
  /** The search box: what it searches is said in its hint. */
  search: { label: string; hint?: string };
  /** The filter the select sets, and its options ('All statuses' is one, with its own value). */
  choice: { key: K; label: string; options: ReadonlyArray<{ value: F[K] & string; label: string }> };
}) {
  return (
    <>
      <FilterBar>
        <SearchFilter {...search} value={list.search} onChange={list.setSearch} />
        <SelectFilter
          label={choice.label}
          value={list.filters[choice.key] as F[K] & string}
          options={choice.options}
          onChange={(value) => list.setFilter(choice.key, value)}
        />
      </FilterBar>
      <PagedTable
        {...table}
        data={list.data}
        isPending={list.isPending}
        failure={list.failure}
        page={list.filters.page}
        onPage={list.setPage}
      />
    </>
  );
}

/**
 * A list paged on the server (the admin tabs): the total ('3 LOAs'), the rows as a table or cards,
 * and the pager when there is more than one page.
 */
export function PagedTable<Row>({ data, noun, ...rows }: PagedTableProps<Row>) {
  return (
    <>
      <p className="text-sm text-slate-500" aria-live="polite">
        {data ? `${formatCount(data.total)} ${data.total === 1 ? noun[0] : noun[1]}` : ''}
      </p>
      <PagedRows data={data} {...rows} />
    </>
  );
}

/**
 * One page of a list the server pages, as a table or cards (a spinner while it loads), and the
 * pager when there is more than one page.
 */
export function PagedRows<Row>({
  data,
  isPending,
  page,
  onPage,
  failure,
  ...table
}: Omit<PagedTableProps<Row>, 'noun'>) {
  if (!data && failure?.error) {
    return (
      <ErrorState
        title={failure.message.title}
        description={failure.message.description}
        onRetry={failure.onRetry}
        isRetrying={failure.isRetrying}
      />
    );
  }
  if (isPending) return <Spinner />;
  return (
    <>
      <ResponsiveTable rows={data?.items ?? []} {...table} />
      {data && data.total > data.pageSize && (
        <Pager page={page} hasNext={page * data.pageSize < data.total} onPage={onPage} />
      )}
    </>
  );
}
