import type { ReactNode } from 'react';
import { DataTable, type Column } from '@/components/ui/table';

/**
 * One list of the approvals tab: a table on a wide screen, a card per item on a phone (390 px),
 * where a wide table would push the Review button off-screen behind a sideways scroll.
 */
export function ApprovalList<Row>({
  label,
  rows,
  rowKey,
  heading,
  columns,
  action,
}: {
  /** Names the card list for assistive technology. */
  label: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The item's name (and badges): the first column, and the title of its card. */
  heading: Column<Row>;
  columns: Column<Row>[];
  action: (row: Row) => ReactNode;
}) {
  if (rows.length === 0) return <p className="py-8 text-center text-sm text-slate-500">No data available.</p>;
  return (
    <>
      <div className="hidden lg:block">
        <DataTable
          rows={rows}
          rowKey={rowKey}
          columns={[heading, ...columns, { header: 'Action', cell: action }]}
        />
      </div>
      <ul className="space-y-3 lg:hidden" aria-label={label}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
            <div className="min-w-0 break-words font-medium text-slate-900">{heading.cell(row)}</div>
            <dl className="mt-2 space-y-1.5">
              {columns.map((column) => (
                <div key={column.header} className="flex items-start justify-between gap-3">
                  <dt className="shrink-0 text-slate-500">{column.header}</dt>
                  <dd className="min-w-0 break-words text-right text-slate-700">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-3 border-t border-slate-100 pt-3">{action(row)}</div>
          </li>
        ))}
      </ul>
    </>
  );
}
