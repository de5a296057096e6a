import { lazy } from 'react';
import {
  REPUTATION_BAND_LABELS,
  REPUTATION_CLEAN_MIN,
  REPUTATION_WARNING_MIN,
  reputationBand,
} from '@netlease/shared/reputation';
import { ChartFigure } from '@/components/ui/chart-figure';
import { formatDateTime } from '@/lib/dates';
import { useReputationHistory } from '../api/get-reputation-history';

const ScoreHistoryChart = lazy(() => import('./score-history-chart'));

/** Issue 9 /reputation picture: each subnet's score over time against the band thresholds. */
export function ScoreHistoryCard() {
  const { data, isPending, isError } = useReputationHistory();
  const subnets = data?.subnets ?? [];
  const latest = subnets.map((subnet) => {
    const score = subnet.points.at(-1)?.score ?? 0;
    return `${subnet.subnet} ${score}/100 (${REPUTATION_BAND_LABELS[reputationBand(score)]})`;
  });
  return (
    <ChartFigure
      title="Score Over Time"
      isPending={isPending}
      summary={`Checks of the last ${data?.days ?? 90} days; thresholds ${REPUTATION_CLEAN_MIN} (Clean) and ${REPUTATION_WARNING_MIN} (Warning). Latest: ${latest.join(', ')}.`}
      empty={
        isError
          ? { title: 'Score history unavailable', description: 'Please try again later.' }
          : subnets.length === 0
            ? {
                title: 'No checks yet',
                description: 'Each subnet’s score over time shows here after its first blocklist check.',
              }
            : null
      }
      table={{
        caption: 'Reputation checks by subnet',
        columns: ['Subnet', 'Checked', 'Score', 'Band'],
        rows: subnets.flatMap((subnet) =>
          subnet.points.map((point) => ({
            key: `${subnet.relation}:${subnet.subnetId}:${point.checkedAt}`,
            cells: [
              subnet.subnet,
              formatDateTime(point.checkedAt),
              `${point.score}/100`,
              REPUTATION_BAND_LABELS[reputationBand(point.score)],
            ],
          })),
        ),
      }}
    >
      <ScoreHistoryChart subnets={subnets} />
    </ChartFigure>
  );
}
