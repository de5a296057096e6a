import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { SubnetScoreHistory } from '@netlease/shared/charts';
import {
  REPUTATION_CLEAN_MIN,
  REPUTATION_MAX,
  REPUTATION_WARNING_MIN,
} from '@netlease/shared/reputation-constants';
import { DRAW_AT_ONCE } from '@/components/ui/chart-figure';
import { formatDate, formatDateTime } from '@/lib/dates';

/**
 * The drawing of one subnet's score over time with the bands (docs/PRODUCT.md "IP reputation": 90 or more
 * Clean, 70 to 89 Warning, below 70 Blacklisted) shaded and their thresholds drawn; loaded lazily.
 */
export default function ScoreHistoryChart({ subnet }: { subnet: SubnetScoreHistory }) {
  const data = subnet.points.map((point) => ({
    time: new Date(point.checkedAt).getTime(),
    score: point.score,
  }));
  // A single check still gets a readable time axis: half a day either side of it.
  const times = data.map((point) => point.time);
  const padding = Math.min(...times) === Math.max(...times) ? 12 * 60 * 60 * 1000 : 0;
  const domain = [Math.min(...times) - padding, Math.max(...times) + padding];
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <ReferenceArea y1={REPUTATION_CLEAN_MIN} y2={REPUTATION_MAX} fill="#10b981" fillOpacity={0.08} />
        <ReferenceArea
          y1={REPUTATION_WARNING_MIN}
          y2={REPUTATION_CLEAN_MIN}
          fill="#f59e0b"
          fillOpacity={0.1}
        />
        <ReferenceArea y1={0} y2={REPUTATION_WARNING_MIN} fill="#ef4444" fillOpacity={0.06} />
        <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
        <XAxis
          dataKey="time"
          type="number"
          scale="time"
          domain={domain}
          tickFormatter={(time: number) => formatDate(new Date(time).toISOString())}
          tick={{ fill: '#475569', fontSize: 12 }}
          minTickGap={24}
        />
        <YAxis
          domain={[0, REPUTATION_MAX]}
          ticks={[0, 20, 40, 60, 70, 90, 100]}
          tick={{ fill: '#475569', fontSize: 12 }}
          width={40}
        />
        <ReferenceLine
          y={REPUTATION_CLEAN_MIN}
          stroke="#047857"
          strokeDasharray="6 3"
          label={{
            value: `Clean ≥ ${REPUTATION_CLEAN_MIN}`,
            position: 'insideTopRight',
            fill: '#047857',
            fontSize: 12,
          }}
        />
        <ReferenceLine
          y={REPUTATION_WARNING_MIN}
          stroke="#b45309"
          strokeDasharray="6 3"
          label={{
            value: `Warning ≥ ${REPUTATION_WARNING_MIN}, Blacklisted below`,
            position: 'insideBottomRight',
            fill: '#b45309',
            fontSize: 12,
          }}
        />
        <Tooltip
          {...DRAW_AT_ONCE}
          labelFormatter={(time) => formatDateTime(new Date(Number(time)).toISOString())}
        />
        <Line
          dataKey="score"
          name={subnet.subnet}
          stroke="#4f46e5"
          strokeWidth={2}
          dot={{ r: 3 }}
          type="linear"
          {...DRAW_AT_ONCE}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
