import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCents } from '@netlease/shared/format';
import type { AdminWeek } from '@netlease/shared/charts';
import { formatDate } from '@/lib/dates';

const weekLabel = (weekStart: string) => formatDate(`${weekStart}T12:00:00Z`);
/** Volume ticks: whole dollars when the tick is whole (fee ticks always show cents). */
const moneyTick = (cents: number) =>
  cents % 100 === 0 ? `$${(cents / 100).toLocaleString('en-US')}` : formatCents(cents);
const legendText = (value: string) => <span className="text-slate-700">{value}</span>;

/**
 * The drawing of order volume (bars, left axis) and platform fees (line, right axis) by week: the
 * fees are a small part of the volume, so each gets its own scale. Loaded lazily.
 */
export default function WeeklyMoneyChart({ weeks }: { weeks: AdminWeek[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart
        data={weeks}
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
      >
        <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
        <XAxis
          dataKey="weekStart"
          tickFormatter={weekLabel}
          tick={{ fill: '#475569', fontSize: 12 }}
          minTickGap={16}
        />
        <YAxis
          yAxisId="volume"
          tickFormatter={moneyTick}
          tick={{ fill: '#475569', fontSize: 12 }}
          width={72}
        />
        <YAxis
          yAxisId="fees"
          orientation="right"
          tickFormatter={(cents: number) => formatCents(cents)}
          tick={{ fill: '#475569', fontSize: 12 }}
          width={64}
        />
        <Tooltip
          labelFormatter={(weekStart) => `Week of ${weekLabel(String(weekStart))}`}
          formatter={(cents) => formatCents(Number(cents))}
        />
        <Legend formatter={legendText} />
        <Bar yAxisId="volume" dataKey="orderVolume" name="Order volume" fill="#818cf8" />
        <Line
          yAxisId="fees"
          dataKey="fees"
          name="Platform fees"
          stroke="#047857"
          strokeWidth={2}
          type="linear"
          dot={{ r: 3 }}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
