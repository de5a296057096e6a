import {
  CartesianGrid,
  Legend,
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
import { REPUTATION_CLEAN_MIN, REPUTATION_MAX, REPUTATION_WARNING_MIN } from '@netlease/shared/reputation';
import { formatDate, formatDateTime } from '@/lib/dates';

/** Distinct, readable line colours; they repeat past eight subnets (the table has every value). */
const LINE_COLOURS = ['#4f46e5', '#0891b2', '#9333ea', '#0f766e', '#c2410c', '#be185d', '#4d7c0f', '#1d4ed8'];

/**
 * The drawing of each subnet's score over time with the spec's bands (part 2 §4: 90 or more Clean,
 * 70 to 89 Warning, below 70 Blacklisted) shaded and their thresholds drawn; loaded lazily.
 */
export default function ScoreHistoryChart({ subnets }: { subnets: SubnetScoreHistory[] }) {
  // One row per check time, one column per subnet: subnets checked at other times leave gaps
  // that connectNulls bridges.
  const rows = new Map<number, Record<string, number>>();
  subnets.forEach((subnet, index) => {
    for (const point of subnet.points) {
      const time = new Date(point.checkedAt).getTime();
      const row = rows.get(time) ?? { time };
      row[`s${index}`] = point.score;
      rows.set(time, row);
    }
  });
  const data = [...rows.values()].sort((a, b) => a.time! - b.time!);
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
          domain={['dataMin', 'dataMax']}
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
        <Tooltip labelFormatter={(time) => formatDateTime(new Date(Number(time)).toISOString())} />
        <Legend />
        {subnets.map((subnet, index) => (
          <Line
            key={`${subnet.relation}:${subnet.subnetId}`}
            dataKey={`s${index}`}
            name={subnet.subnet}
            stroke={LINE_COLOURS[index % LINE_COLOURS.length]}
            strokeWidth={2}
            dot={{ r: 3 }}
            connectNulls
            type="linear"
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
