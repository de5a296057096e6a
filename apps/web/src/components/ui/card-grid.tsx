import type { ComponentType, ReactNode } from 'react';
import type { Message } from '@netlease/shared/messages';
import { StatusBadge } from './badge';
import { cn } from './cn';
import { QueryState, type LoadedQuery } from './query-state';

/**
 * A list shown as cards: one column on a phone, up to three on a wide screen. grid-cols-1
 * (minmax(0, 1fr)) keeps a long, truncated title from widening the column past a phone's screen.
 * Its query's states come from QueryState: a spinner while it loads, the error with Retry when it
 * failed (`failure`), `empty` when there is nothing.
 */
export function CardGrid<Item>({
  label,
  query,
  failure,
  empty,
  itemKey,
  children,
}: {
  label: string;
  query: LoadedQuery<Item[]>;
  failure: Message;
  empty: ReactNode;
  itemKey: (item: Item) => string;
  children: (item: Item) => ReactNode;
}) {
  return (
    <QueryState query={query} failure={failure} empty={empty}>
      {(items) => (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
          {items.map((item) => (
            <li key={itemKey(item)}>{children(item)}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

/** A card's first line: an icon and the title (a code such as a CIDR in monospace), and the status. */
export function CardTitleRow({
  icon: Icon,
  title,
  isCode = false,
  status,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  title: ReactNode;
  isCode?: boolean;
  status: string;
}) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="flex min-w-0 items-center gap-2">
        <Icon className="size-5 shrink-0 text-brand-600" aria-hidden />
        <h2 className={cn('truncate text-lg font-semibold text-slate-900', isCode && 'font-mono')}>
          {title}
        </h2>
      </div>
      <StatusBadge status={status} />
    </div>
  );
}
