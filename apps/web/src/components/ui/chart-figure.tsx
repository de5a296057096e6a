import { useId, type ReactNode } from 'react';
import { Card, CardBody, CardHeader } from './card';
import { EmptyState } from './page';
import { Spinner } from './spinner';

/**
 * Spread on every recharts series and tooltip: the data is drawn at once. Recharts animates a series
 * in by default, and a chart that shows no data for a second or more reads as empty
 * (docs/PRODUCT.md "Trust signals").
 */
export const DRAW_AT_ONCE = { isAnimationActive: false } as const;

export interface ChartTable {
  caption: string;
  columns: string[];
  rows: Array<{ key: string; cells: ReactNode[] }>;
}

/**
 * A chart with its text alternative (docs/decisions/095): a title, a one-line summary everyone reads, the
 * drawing (hidden from screen readers, who get the same numbers as a table instead), and an empty
 * state. The drawing is passed in as a lazily loaded component, so the charting library only
 * downloads on the pages that show a chart.
 */
export function ChartFigure({
  title,
  summary,
  isPending,
  empty,
  table,
  controls,
  className = 'mt-8',
  children,
}: {
  className?: string;
  title: string;
  /** Inputs that choose what is drawn (a subnet, a period), shown next to the title. */
  controls?: ReactNode;
  summary?: string;
  isPending?: boolean;
  /** When set, the chart has nothing to draw and this is shown instead. */
  empty?: { title: string; description: string } | null;
  table: ChartTable;
  children: ReactNode;
}) {
  const titleId = useId();
  const summaryId = useId();
  return (
    <Card className={className}>
      <CardHeader className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {summary && !isPending && !empty && (
            <p id={summaryId} className="text-sm text-slate-600">
              {summary}
            </p>
          )}
        </div>
        {controls && !isPending && !empty && controls}
      </CardHeader>
      <CardBody>
        {isPending ? (
          <Spinner />
        ) : empty ? (
          <EmptyState title={empty.title} description={empty.description} />
        ) : (
          <figure aria-labelledby={titleId} aria-describedby={summary ? summaryId : undefined}>
            {/* The drawing repeats the table below; assistive technology reads the table. */}
            <div aria-hidden="true" className="h-72 w-full" data-testid="chart">
              {children}
            </div>
            {/* A table ignores the width that .sr-only gives it and would widen the page on a phone
                (a sideways scroll at 390 px); a block box clips it. */}
            <div className="sr-only">
              <table>
                <caption>{table.caption}</caption>
                <thead>
                  <tr>
                    {table.columns.map((column) => (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row) => (
                    <tr key={row.key}>
                      {row.cells.map((cell, index) => (
                        <td key={index}>{cell}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </figure>
        )}
      </CardBody>
    </Card>
  );
}
