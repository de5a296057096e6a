import type { ReactElement } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCents, formatCount } from '@netlease/shared/format';
import type { AdminWeek } from '@netlease/shared/charts';
import { DRAW_AT_ONCE } from '@/components/ui/chart-figure';
import { formatDate } from '@/lib/dates';

const weekLabel = (weekStart: string) => formatDate(`${weekStart}T12:00:00Z`);
/** Whole dollars when the tick is whole, cents otherwise ($1,200 / $12.50). */
const moneyTick = (cents: number) =>
  cents % 100 === 0 ? `$${formatCount(cents / 100)}` : formatCents(cents);
const TICK = { fill: '#475569', fontSize: 12 };
const AXIS_WIDTH = 72;
const MARGIN = { top: 8, right: 16, bottom: 0, left: 8 };
// The upper panel hides its week axis (the lower one shows it); room below for its $0 tick.
const UPPER_MARGIN = { ...MARGIN, bottom: 8 };
const SYNC_ID = 'weekly-money';

/**
 * The drawing of order volume and platform fees by week, as two panels that share the week axis,
 * each with its own title and dollar axis (docs/PRODUCT.md "Trust signals"). The fees are a small
 * part of the volume: on one axis they would lie flat at zero, and two unlabelled scales on one
 * picture read as if the line and the bars were the same size. Loaded lazily.
 */
export default function WeeklyMoneyChart({ weeks }: { weeks: AdminWeek[] }) {
  return (
    <div className="flex h-full flex-col gap-2">
      <Panel title="Order volume per week (USD)">
        <BarChart data={weeks} accessibilityLayer={false} margin={UPPER_MARGIN} syncId={SYNC_ID}>
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="weekStart" hide />
          {/* interval 0: recharts would otherwise drop the $0 tick at the panel's edge. */}
          <YAxis tickFormatter={moneyTick} tick={TICK} width={AXIS_WIDTH} tickCount={3} interval={0} />
          <Tooltip
            {...DRAW_AT_ONCE}
            labelFormatter={(weekStart) => `Week of ${weekLabel(String(weekStart))}`}
            formatter={(cents) => formatCents(Number(cents))}
            // The bars' light indigo as text on white fails WCAG contrast; the tooltip reads darker.
            itemStyle={{ color: '#3730a3' }}
          />
          <Bar {...DRAW_AT_ONCE} dataKey="orderVolume" name="Order volume" fill="#818cf8" />
        </BarChart>
      </Panel>
      <Panel title="Platform fees per week (USD)">
        <LineChart data={weeks} accessibilityLayer={false} margin={MARGIN} syncId={SYNC_ID}>
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="weekStart" tickFormatter={weekLabel} tick={TICK} minTickGap={16} />
          <YAxis tickFormatter={moneyTick} tick={TICK} width={AXIS_WIDTH} tickCount={3} />
          <Tooltip
            {...DRAW_AT_ONCE}
            labelFormatter={(weekStart) => `Week of ${weekLabel(String(weekStart))}`}
            formatter={(cents) => formatCents(Number(cents))}
          />
          <Line
            {...DRAW_AT_ONCE}
            dataKey="fees"
            name="Platform fees"
            stroke="#047857"
            strokeWidth={2}
            type="linear"
            dot={{ r: 3 }}
          />
        </LineChart>
      </Panel>
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactElement }) {
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <p className="text-xs font-medium text-slate-700">{title}</p>
      <div className="min-h-0 flex-1">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </div>
  );
}
