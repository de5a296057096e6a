import type { ReactNode } from 'react';
import { DataTable, type Column, type DataTableProps } from '@/components/ui/table';

export interface ResponsiveColumn<Row> extends Column<Row> {
  /** Buttons: on a phone they get a full-width line of their own at the bottom of the card. */
  isAction?: boolean;
  /**
   * What the row is (an item's title, an email): on a phone it heads the card in bold, without its
   * label, so a list of cards reads by what each one is rather than by its first column.
   */
  isCardTitle?: boolean;
}

/**
 * A table on a wide screen and a list of cards on a phone (390 px): a wide table would hide its
 * last columns, the actions, behind a sideways scroll.
 */
export function ResponsiveTable<Row>({
  label,
  ...table
}: Omit<DataTableProps<Row>, 'columns'> & {
  columns: ResponsiveColumn<Row>[];
  /** Names the card list for assistive technology. */
  label: string;
}) {
  const { rows, columns, rowKey } = table;
  // An empty list reads the same on every screen: the table's own empty text.
  if (rows.length === 0) return <DataTable {...table} />;
  const titles = columns.filter((column) => column.isCardTitle && !column.isAction);
  const fields = columns.filter((column) => !column.isAction && !column.isCardTitle);
  const actions = columns.filter((column) => column.isAction);
  return (
    <>
      <div className="hidden lg:block">
        <DataTable {...table} />
      </div>
      <ul className="space-y-3 lg:hidden" aria-label={label}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
            {titles.map((column) => (
              <div
                key={column.header}
                className="mb-2 min-w-0 break-words text-base font-semibold text-slate-900 [&_*]:font-semibold"
              >
                {column.cell(row)}
              </div>
            ))}
            <dl className="space-y-1.5">
              {fields.map((column) => (
                <CardField key={column.header} label={column.header}>
                  {column.cell(row)}
                </CardField>
              ))}
            </dl>
            {actions.length > 0 && (
              // A row with nothing to do (every action cell rendered nothing) shows no empty bar.
              <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-100 pt-3 [&:not(:has(>:not(:empty)))]:hidden">
                {actions.map((column) => (
                  <div key={column.header} className="min-w-0 max-w-full empty:hidden">
                    {column.cell(row)}
                  </div>
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <dt className="shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-right text-slate-700">{children}</dd>
    </div>
  );
}
