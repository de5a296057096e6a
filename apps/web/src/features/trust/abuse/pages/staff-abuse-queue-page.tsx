import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import {
  ABUSE_CATEGORIES,
  ABUSE_CATEGORY_LABELS,
  type AbuseCategory,
} from '@netlease/shared/abuse-constants';
import type { AbuseCaseSummary } from '@netlease/shared/abuse-cases';
import {
  ABUSE_CASE_STATUSES,
  ABUSE_CASE_STATUS_LABELS,
  type AbuseCaseStatus,
} from '@netlease/shared/abuse-cases-constants';
import { MESSAGES } from '@netlease/shared/messages';
import { Button } from '@/components/ui/button';
import { FilterBar, SearchFilter, SelectFilter } from '@/components/ui/filter-fields';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { Page } from '@/components/ui/page';
import { PagedTable } from '@/components/ui/paged-table';
import type { ResponsiveColumn } from '@/components/ui/responsive-table';
import { useErrorToast } from '@/lib/toast';
import {
  readAbuseQueueFilters,
  useAbuseQueue,
  writeAbuseQueueFilters,
  type AbuseQueueFilters,
} from '../api/list-abuse-queue';
import { caseAddressColumn, caseColumns } from '../components/abuse-case-columns';
import { useMinuteNow } from '../components/use-minute-now';
import { useAddressFilters } from '@/lib/use-address-filters';

// The duplicates form loads when staff first open it (docs/decisions/270).
const CloseDuplicatesDialog = lazyDialog(() =>
  import('../components/close-duplicates-dialog').then((module) => module.CloseDuplicatesDialog),
);

const CATEGORY_OPTIONS: ReadonlyArray<{ value: AbuseCategory | ''; label: string }> = [
  { value: '', label: 'All categories' },
  ...ABUSE_CATEGORIES.map((value) => ({ value, label: ABUSE_CATEGORY_LABELS[value] })),
];
const STATUS_OPTIONS: ReadonlyArray<{ value: AbuseCaseStatus | ''; label: string }> = [
  // Without a status the server lists every case but the closed ones.
  { value: '', label: 'All live cases' },
  ...ABUSE_CASE_STATUSES.map((value) => ({ value, label: ABUSE_CASE_STATUS_LABELS[value] })),
];
const TYPING_PAUSE_MS = 300;

/** A text filter sent once typing pauses, so each keystroke is not a request. */
function useTypedFilter(value: string, onSettled: (value: string) => void) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSettled(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSettled]);
  return [text, setText] as const;
}

/**
 * /staff/abuse (docs/PRODUCT.md "Abuse"): every case, by time left as the server sorts them
 * (overdue first), filtered by category, status, overdue, range and lessee, paged; selected cases
 * of one lease and category can be closed as duplicates of the one staff keep.
 */
export default function StaffAbuseQueuePage() {
  const location = useLocation();
  const [params, changeParams] = useAddressFilters();
  const filters = readAbuseQueueFilters(params);
  const now = useMinuteNow();
  const { data, isPending, error, refetch, isFetching } = useAbuseQueue(filters);
  useErrorToast(error, MESSAGES.staffLoadFailed.title, MESSAGES.staffLoadFailed.description);
  const [selected, setSelected] = useState<Map<string, AbuseCaseSummary>>(new Map());
  const [isClosing, setIsClosing] = useState(false);

  // A new filter starts again at page 1; the selection is kept only for what is still listed.
  const setFilters = (change: Partial<AbuseQueueFilters>) =>
    changeParams(
      (current) => writeAbuseQueueFilters({ ...readAbuseQueueFilters(current), page: 1, ...change }),
      {
        replace: true,
      },
    );
  const [range, setRange] = useTypedFilter(filters.range, (value) => setFilters({ range: value }));
  const [lessee, setLessee] = useTypedFilter(filters.lessee, (value) => setFilters({ lessee: value }));

  const toggle = (item: AbuseCaseSummary, isChecked: boolean) => {
    // Selecting is the first step to closing duplicates: the form is on its way before it is asked for.
    if (isChecked) CloseDuplicatesDialog.preload();
    setSelected((current) => {
      const next = new Map(current);
      if (isChecked) next.set(item.id, item);
      else next.delete(item.id);
      return next;
    });
  };

  const columns: ResponsiveColumn<AbuseCaseSummary>[] = [
    {
      header: 'Select',
      cell: (item) => (
        <input
          type="checkbox"
          className="size-4 rounded border-slate-300"
          aria-label={`Select case ${item.reference}`}
          checked={selected.has(item.id)}
          onChange={(event) => toggle(item, event.target.checked)}
        />
      ),
    },
    caseAddressColumn(`${location.pathname}${location.search}`),
    ...caseColumns(now),
    { header: 'Lessee', cell: (item) => <span className="break-words">{item.lesseeName}</span> },
    {
      header: 'Leased prefix',
      cell: (item) => (
        <Link
          to={`/orders/${item.orderId}`}
          className="font-mono text-brand-700 hover:underline"
          aria-label={`Open the lease page of ${item.leasedPrefix} (case ${item.reference})`}
        >
          {item.leasedPrefix}
        </Link>
      ),
    },
  ];

  return (
    <Page title="Abuse queue" subtitle="Every case, the least time left first.">
      <section aria-label="Abuse queue" className="space-y-4">
        <FilterBar>
          <SelectFilter
            label="Category"
            value={filters.category}
            options={CATEGORY_OPTIONS}
            onChange={(category) => setFilters({ category })}
          />
          <SelectFilter
            label="Status"
            value={filters.status}
            options={STATUS_OPTIONS}
            onChange={(status) => setFilters({ status })}
          />
          <SearchFilter
            label="Range"
            hint="An address or prefix: cases inside it."
            value={range}
            onChange={setRange}
          />
          <SearchFilter label="Lessee" hint="Name or email contains." value={lessee} onChange={setLessee} />
          <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              className="size-4 rounded border-slate-300"
              checked={filters.overdue}
              onChange={(event) => setFilters({ overdue: event.target.checked })}
            />
            Only overdue cases
          </label>
        </FilterBar>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            size="sm"
            disabled={selected.size < 2}
            onClick={() => setIsClosing(true)}
          >
            Close as duplicates of…
          </Button>
          <span className="text-sm text-slate-600" aria-live="polite">
            {selected.size === 0
              ? 'Select two or more cases of one lease and category.'
              : `${selected.size} selected`}
          </span>
          {selected.size > 0 && (
            <Button variant="ghost" size="sm" onClick={() => setSelected(new Map())}>
              Clear selection
            </Button>
          )}
        </div>
        <PagedTable
          data={data}
          isPending={isPending}
          failure={{ error, onRetry: refetch, message: MESSAGES.staffLoadFailed, isRetrying: isFetching }}
          noun={['case', 'cases']}
          page={filters.page}
          onPage={(page) =>
            changeParams((current) => writeAbuseQueueFilters({ ...readAbuseQueueFilters(current), page }))
          }
          label="Abuse cases"
          columns={columns}
          rowKey={(item) => item.id}
          emptyText="No cases match these filters."
        />
      </section>
      {isClosing && (
        <CloseDuplicatesDialog
          selected={[...selected.values()]}
          onClose={() => setIsClosing(false)}
          onClosed={() => setSelected(new Map())}
        />
      )}
    </Page>
  );
}
