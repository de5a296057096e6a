import type { ComponentType, ReactNode } from 'react';
import { StatusBadge } from './badge';
import { cn } from './cn';
import { Spinner } from './spinner';

/**
 * A list shown as cards: one column on a phone, up to three on a wide screen. grid-cols-1
 * (minmax(0, 1fr)) keeps a long, truncated title from widening the column past a phone's screen.
 * A spinner while it loads, `empty` when there is nothing.
 */
export function CardGrid<Item>({
  label,
  items,
  isPending,
  empty,
  itemKey,
  children,
}: {
  label: string;
  items: Item[] | undefined;
  isPending: boolean;
  empty: ReactNode;
  itemKey: (item: Item) => string;
  children: (item: Item) => ReactNode;
}) {
  if (isPending) return <Spinner />;
  if (!items || items.length === 0) return empty;
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
      {items.map((item) => (
        <li key={itemKey(item)}>{children(item)}</li>
      ))}
    </ul>
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
