import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCents } from '@netlease/shared/format';
import type { WalletBalancePoint } from '@netlease/shared/charts';
import { DRAW_AT_ONCE } from '@/components/ui/chart-figure';
import { formatDate } from '@/lib/dates';

const legendText = (value: string) => <span className="text-slate-700">{value}</span>;
const dayLabel = (date: string) => formatDate(`${date}T12:00:00Z`);

/** The drawing of the wallet's balance over time; loaded lazily (recharts stays off other pages). */
export default function BalanceChart({ points }: { points: WalletBalancePoint[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={points} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
        <XAxis
          dataKey="date"
          tickFormatter={dayLabel}
          tick={{ fill: '#475569', fontSize: 12 }}
          minTickGap={24}
        />
        <YAxis
          tickFormatter={(cents: number) => formatCents(cents)}
          tick={{ fill: '#475569', fontSize: 12 }}
          width={88}
        />
        <Tooltip
          {...DRAW_AT_ONCE}
          labelFormatter={(date) => dayLabel(String(date))}
          formatter={(cents) => formatCents(Number(cents))}
        />
        <Legend formatter={legendText} />
        <Line
          {...DRAW_AT_ONCE}
          type="stepAfter"
          dataKey="balance"
          name="Available"
          stroke="#4f46e5"
          strokeWidth={2}
          dot={false}
        />
        <Line
          {...DRAW_AT_ONCE}
          type="stepAfter"
          dataKey="onHoldBalance"
          name="On hold"
          stroke="#d97706"
          strokeWidth={2}
          dot={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
