import { useState } from 'react';
import type { SubnetScoreHistory } from '@netlease/shared/charts';
import {
  REPUTATION_BAND_LABELS,
  REPUTATION_CLEAN_MIN,
  REPUTATION_WARNING_MIN,
  reputationBand,
} from '@netlease/shared/reputation-constants';
import { ChartFigure } from '@/components/ui/chart-figure';
import { Field, Select } from '@/components/ui/field';
import { formatDateTime } from '@/lib/dates';
import { useReputationHistory } from '../api/get-reputation-history';
import { componentOnDemand } from '@/lib/on-demand';
import { Spinner } from '@/components/ui/spinner';

const ScoreHistoryChart = componentOnDemand(
  () => import('./score-history-chart').then((module) => module.default),
  <Spinner />,
);

const keyOf = (subnet: SubnetScoreHistory) => `${subnet.relation}:${subnet.subnetId}`;
const latestScore = (subnet: SubnetScoreHistory) => subnet.points.at(-1)?.score ?? 0;
const bandOf = (score: number) => REPUTATION_BAND_LABELS[reputationBand(score)];

/**
 * The /reputation chart: a subnet's score over time against the band thresholds. A seller can
 * hold dozens of subnets, so one is drawn at a time, chosen in a list; the lowest score comes first.
 */
export function ScoreHistoryCard({ className }: { className?: string }) {
  const { data, isPending, isError } = useReputationHistory();
  const subnets = [...(data?.subnets ?? [])].sort(
    (a, b) => latestScore(a) - latestScore(b) || a.subnet.localeCompare(b.subnet),
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = subnets.find((subnet) => keyOf(subnet) === chosen) ?? subnets[0];
  const points = shown?.points ?? [];
  const first = points[0];
  const last = points.at(-1);
  return (
    <ChartFigure
      title="Score Over Time"
      className={className}
      isPending={isPending}
      summary={
        shown && first && last
          ? `${shown.subnet}: ${points.length} check${points.length === 1 ? '' : 's'} in the last ${data?.days ?? 90} days, from ${first.score}/100 to ${last.score}/100 (${bandOf(last.score)}). Thresholds: ${REPUTATION_CLEAN_MIN} Clean, ${REPUTATION_WARNING_MIN} Warning, below Blacklisted.`
          : undefined
      }
      controls={
        subnets.length > 1 && (
          <div className="w-56">
            <Field label="Subnet">
              {(id) => (
                <Select
                  id={id}
                  value={shown ? keyOf(shown) : ''}
                  onChange={(event) => setChosen(event.target.value)}
                >
                  {subnets.map((subnet) => (
                    <option key={keyOf(subnet)} value={keyOf(subnet)}>
                      {subnet.subnet} ({latestScore(subnet)}/100)
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
        )
      }
      empty={
        isError
          ? { title: 'Score history unavailable', description: 'Please try again later.' }
          : !shown
            ? {
                title: 'No checks yet',
                description: 'Each subnet’s score over time shows here after its first blocklist check.',
              }
            : null
      }
      table={{
        caption: `Reputation checks of ${shown?.subnet ?? 'the subnet'}`,
        columns: ['Checked', 'Score', 'Band'],
        rows: points.map((point) => ({
          key: point.checkedAt,
          cells: [formatDateTime(point.checkedAt), `${point.score}/100`, bandOf(point.score)],
        })),
      }}
    >
      {shown && <ScoreHistoryChart subnet={shown} />}
    </ChartFigure>
  );
}
