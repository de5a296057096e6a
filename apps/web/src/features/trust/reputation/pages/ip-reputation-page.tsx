import { REPUTATION_MESSAGES, REPUTATION_RELATION_LABELS } from '@netlease/shared/reputation-constants';
import { Badge } from '@/components/ui/badge';
import { EmptyState, Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { formatDateTime } from '@/lib/dates';
import { useIpReputation } from '../api/get-ip-reputation';
import { ScoreBadge, ScoreValue } from '@/features/catalog/ip-blocks/components/score-badge';
import { ScoreHistoryCard } from '../components/score-history-card';

/**
 * /reputation (docs/PRODUCT.md "IP reputation"): one row per subnet owned or leased, latest score, marker and
 * band.
 */
export default function IpReputationPage() {
  const query = useIpReputation();
  const rows = query.data;

  return (
    <Page
      title="IP Reputation Monitoring"
      subtitle="Scores from DNS blocklist checks: 90 or more Clean, 70 to 89 Warning, below 70 Blacklisted."
    >
      {rows && rows.length > 0 && <ScoreHistoryCard className="mb-8" />}
      <QueryState
        query={query}
        failure={REPUTATION_MESSAGES.fetchFailed}
        empty={
          <EmptyState
            title="No subnets to monitor"
            description="Subnets you own or lease appear here with their reputation score."
          />
        }
      >
        {(subnets) => (
          <ResponsiveTable
            label="Subnets and their reputation"
            rows={subnets}
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
      </QueryState>
    </Page>
  );
}
