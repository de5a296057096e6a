import { Pager } from './table';
import { ResponsiveTable, type ResponsiveColumn } from './responsive-table';
import { Spinner } from './spinner';

/** One page of a list the server pages: its rows and how many there are in all. */
interface ServerPage<Row> {
  items: Row[];
  total: number;
  pageSize: number;
}

/**
 * A list paged on the server (the admin tabs): the total ('3 LOAs'), the rows as a table or cards,
 * and the pager when there is more than one page.
 */
export function PagedTable<Row>({
  data,
  isPending,
  noun,
  page,
  onPage,
  ...table
}: {
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
}) {
  return (
    <>
      <p className="text-sm text-slate-500" aria-live="polite">
        {data ? `${data.total.toLocaleString('en-US')} ${data.total === 1 ? noun[0] : noun[1]}` : ''}
      </p>
      {isPending ? (
        <Spinner />
      ) : (
        <>
          <ResponsiveTable rows={data?.items ?? []} {...table} />
          {data && data.total > data.pageSize && (
            <Pager page={page} hasNext={page * data.pageSize < data.total} onPage={onPage} />
          )}
        </>
      )}
    </>
  );
}
