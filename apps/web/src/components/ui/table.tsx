import type { ReactNode } from 'react';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

export interface DataTableProps<Row> {
  rows: Row[];
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  emptyText?: string;
}

/**
 * A plain data table; admin and staff lists use it. 'No data available.' when empty
 * (docs/PRODUCT.md "Admin panel").
 */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  emptyText = 'No data available.',
}: DataTableProps<Row>) {
  if (rows.length === 0) return <p className="py-8 text-center text-sm text-slate-500">{emptyText}</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className="px-4 py-2.5 text-left font-semibold text-slate-600"
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="hover:bg-slate-50">
              {columns.map((column) => (
                <td key={column.header} className={column.className ?? 'px-4 py-2.5 text-slate-700'}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The pager of a numbered list: 'Page 2' between Previous and Next. */
export function Pager({
  page,
  hasNext,
  onPage,
}: {
  page: number;
  hasNext: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <PreviousNextNav
      hasPrevious={page > 1}
      hasNext={hasNext}
      onPrevious={() => onPage(page - 1)}
      onNext={() => onPage(page + 1)}
    >
      <span className="text-slate-600">Page {page}</span>
    </PreviousNextNav>
  );
}

/** The Previous and Next buttons of a list read page by page (by number or by cursor). */
export function PreviousNextNav({
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  children,
}: {
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** What stands between the two buttons ('Page 2'), if anything. */
  children?: ReactNode;
}) {
  return (
    <nav className="mt-4 flex items-center justify-end gap-2 text-sm" aria-label="Pagination">
      <PagerButton isDisabled={!hasPrevious} onClick={onPrevious}>
        Previous
      </PagerButton>
      {children}
      <PagerButton isDisabled={!hasNext} onClick={onNext}>
        Next
      </PagerButton>
    </nav>
  );
}

function PagerButton({
  isDisabled,
  onClick,
  children,
}: {
  isDisabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="rounded-md border border-slate-300 px-3 py-1.5 disabled:opacity-40"
      disabled={isDisabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
