import { shortId } from '@netlease/shared/format';
import {
  REPUTATION_BAND_LABELS,
  REPUTATION_CLEAN_MIN,
  REPUTATION_NOT_CHECKED_LABEL,
  REPUTATION_WARNING_MIN,
  type AdminReputationLog,
  type ReputationState,
} from '@netlease/shared/reputation';
import { FilteredPagedTable } from '@/components/ui/paged-table';
import { useAdminList } from '@/components/ui/use-server-filters';
import { type ResponsiveColumn } from '@/components/ui/responsive-table';
import { formatDateTime } from '@/lib/dates';
import { useReputationLogs, type ReputationLogFilters } from '../api/get-reputation-logs';
import { ScoreBadge, ScoreValue } from '@/features/catalog/ip-blocks/components/score-badge';

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
  const list = useAdminList(START, 'q', useReputationLogs);

  return (
    <div className="space-y-4">
      <FilteredPagedTable
        list={list}
        search={{ label: 'Search subnets', hint: "A subnet, an address (203.0.113.5) or the owner's email." }}
        choice={{ key: 'band', label: 'Band', options: [{ value: '', label: 'All bands' }, ...BAND_OPTIONS] }}
        noun={['row', 'rows']}
        label="Reputation checks"
        columns={COLUMNS}
        rowKey={(log) => log.id}
      />
    </div>
  );
}
