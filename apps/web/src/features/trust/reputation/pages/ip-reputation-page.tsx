import { REPUTATION_MESSAGES, REPUTATION_RELATION_LABELS } from '@netlease/shared/reputation';
import { Badge } from '@/components/ui/badge';
import { EmptyState, Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { formatDateTime } from '@/lib/dates';
import { useErrorToast } from '@/lib/toast';
import { useIpReputation } from '../api/get-ip-reputation';
import { ScoreBadge, ScoreValue } from '@/features/catalog/ip-blocks/components/score-badge';
import { ScoreHistoryCard } from '../components/score-history-card';

/**
 * /reputation (docs/PRODUCT.md "IP reputation"): one row per subnet owned or leased, latest score, marker and
 * band.
 */
export default function IpReputationPage() {
  const { data: rows, isPending, error } = useIpReputation();
  useErrorToast(error, REPUTATION_MESSAGES.fetchFailed.title, REPUTATION_MESSAGES.fetchFailed.description);

  return (
    <Page
      title="IP Reputation Monitoring"
      subtitle="Scores from DNS blocklist checks: 90 or more Clean, 70 to 89 Warning, below 70 Blacklisted."
    >
      {rows && rows.length > 0 && <ScoreHistoryCard className="mb-8" />}
      {isPending ? (
        <Spinner />
      ) : !rows || rows.length === 0 ? (
        <EmptyState
          title="No subnets to monitor"
          description="Subnets you own or lease appear here with their reputation score."
        />
      ) : (
        <ResponsiveTable
          label="Subnets and their reputation"
          rows={rows}
          rowKey={(row) => `${row.relation}:${row.subnetId}`}
          columns={[
            { header: 'Subnet', cell: (row) => <span className="font-mono">{row.subnet}</span> },
            { header: 'Score', cell: (row) => <ScoreValue score={row.score} /> },
            {
              header: 'Relation',
              cell: (row) => (
                <Badge tone={row.relation === 'owner' ? 'blue' : 'purple'}>
                  {REPUTATION_RELATION_LABELS[row.relation]}
                </Badge>
              ),
            },
            // A subnet never checked has no band: its score cell already says 'Not yet checked'.
            {
              header: 'Status',
              cell: (row) => (row.score === null ? '—' : <ScoreBadge score={row.score} />),
            },
            {
              header: 'Last checked',
              cell: (row) => (row.checkedAt ? formatDateTime(row.checkedAt) : 'Never'),
            },
          ]}
        />
      )}
    </Page>
  );
}
