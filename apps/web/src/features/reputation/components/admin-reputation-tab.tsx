import { useEffect, useState } from 'react';
import { shortId } from '@netlease/shared/format';
import { MESSAGES } from '@netlease/shared/messages';
import {
  REPUTATION_BAND_LABELS,
  REPUTATION_CLEAN_MIN,
  REPUTATION_NOT_CHECKED_LABEL,
  REPUTATION_WARNING_MIN,
  type AdminReputationLog,
  type ReputationState,
} from '@netlease/shared/reputation';
import { PagedTable } from '@/components/ui/paged-table';
import { Field, Input, Select } from '@/components/ui/field';
import { type ResponsiveColumn } from '@/components/ui/responsive-table';
import { formatDateTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useReputationLogs, type ReputationLogFilters } from '../api/get-reputation-logs';
import { ScoreBadge, ScoreValue } from './score-badge';

const BAND_OPTIONS: Array<{ value: ReputationState; label: string }> = [
  { value: 'clean', label: `${REPUTATION_BAND_LABELS.clean} (${REPUTATION_CLEAN_MIN}+)` },
  {
    value: 'warning',
    label: `${REPUTATION_BAND_LABELS.warning} (${REPUTATION_WARNING_MIN}–${REPUTATION_CLEAN_MIN - 1})`,
  },
  { value: 'blacklisted', label: `${REPUTATION_BAND_LABELS.blacklisted} (below ${REPUTATION_WARNING_MIN})` },
  { value: 'unchecked', label: REPUTATION_NOT_CHECKED_LABEL },
];

const COLUMNS: ResponsiveColumn<AdminReputationLog>[] = [
  { header: 'Subnet', cell: (log) => <span className="font-mono">{log.subnet}</span> },
  { header: 'Checked', cell: (log) => (log.checkedAt ? formatDateTime(log.checkedAt) : 'Never') },
  { header: 'Owner', cell: (log) => log.ownerEmail },
  { header: 'Leaser', cell: (log) => log.leaserEmail ?? '—' },
  { header: 'Order', cell: (log) => (log.orderId ? shortId(log.orderId) : '—') },
  { header: 'Score', cell: (log) => <ScoreValue score={log.score} /> },
  // A subnet never checked has no band: its score cell already says 'Not yet checked'.
  { header: 'Band', cell: (log) => (log.score === null ? '—' : <ScoreBadge score={log.score} />) },
  { header: 'Listed on', cell: (log) => log.listedOn.join(', ') || '—' },
];

const START: ReputationLogFilters = { q: '', band: '', page: 1 };

/**
 * The admin reputation tab (docs/PRODUCT.md "Trust signals"): the checks, newest first, then the subnets not
 * yet checked. The server filters (subnet or address, band) and pages, so thousands of checks stay quick; a
 * phone shows cards.
 */
export default function AdminReputationTab() {
  const [filters, setFilters] = useState(START);
  const [search, setSearch] = useState('');
  const { data, isPending, error } = useReputationLogs(filters);
  useEffect(() => {
    if (error) toast.fromError(error, MESSAGES.adminLoadFailed.title, MESSAGES.adminLoadFailed.description);
  }, [error]);
  // The search waits for a pause in typing, so each keystroke is not a request.
  useEffect(() => {
    const timer = setTimeout(
      () =>
        setFilters((current) =>
          current.q === search.trim() ? current : { ...current, q: search.trim(), page: 1 },
        ),
      300,
    );
    return () => clearTimeout(timer);
  }, [search]);

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Field label="Search subnets" hint="A subnet, an address (203.0.113.5) or the owner's email.">
          {(id) => (
            <Input id={id} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          )}
        </Field>
        <Field label="Band">
          {(id) => (
            <Select
              id={id}
              value={filters.band}
              onChange={(event) =>
                setFilters((current) => ({
                  ...current,
                  band: event.target.value as ReputationState | '',
                  page: 1,
                }))
              }
            >
              <option value="">All bands</option>
              {BAND_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <PagedTable
        data={data}
        isPending={isPending}
        noun={['row', 'rows']}
        page={filters.page}
        onPage={(page) => setFilters((current) => ({ ...current, page }))}
        label="Reputation checks"
        columns={COLUMNS}
        rowKey={(log) => log.id}
      />
    </div>
  );
}
