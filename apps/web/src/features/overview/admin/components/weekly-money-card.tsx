import { formatCents } from '@netlease/shared/format';
import { ChartFigure } from '@/components/ui/chart-figure';
import { formatDate } from '@/lib/dates';
import { useWeeklyMoney } from '../api/get-weekly-money';
import { componentOnDemand } from '@/lib/on-demand';
import { Spinner } from '@/components/ui/spinner';

const WeeklyMoneyChart = componentOnDemand(
  () => import('./weekly-money-chart').then((module) => module.default),
  <Spinner />,
);
const weekLabel = (weekStart: string) => formatDate(`${weekStart}T12:00:00Z`);

/** The /admin chart: platform fees and order volume by week (last 12 weeks, UTC). */
export function WeeklyMoneyCard() {
  const { data, isPending, isError } = useWeeklyMoney();
  const weeks = data?.weeks ?? [];
  const totals = weeks.reduce(
    (sum, week) => ({
      fees: sum.fees + week.fees,
      orders: sum.orders + week.orderCount,
      volume: sum.volume + week.orderVolume,
    }),
    { fees: 0, orders: 0, volume: 0 },
  );
  const isBlank = weeks.every((week) => week.fees === 0 && week.orderCount === 0);
  return (
    <ChartFigure
      title="Fees and Order Volume by Week"
      isPending={isPending}
      summary={`Last ${weeks.length} weeks: ${totals.orders} orders worth ${formatCents(totals.volume)}, ${formatCents(totals.fees)} in platform fees.`}
      empty={
        isError
          ? { title: 'Weekly figures unavailable', description: 'Please try again later.' }
          : isBlank
            ? {
                title: 'No orders or fees yet',
                description: 'Weekly platform fees and order volume show here once orders are placed.',
              }
            : null
      }
      table={{
        caption: 'Platform fees and orders by week',
        columns: ['Week of', 'Orders', 'Order volume', 'Platform fees'],
        rows: weeks.map((week) => ({
          key: week.weekStart,
          cells: [
            weekLabel(week.weekStart),
            week.orderCount,
            formatCents(week.orderVolume),
            formatCents(week.fees),
          ],
        })),
      }}
    >
      <WeeklyMoneyChart weeks={weeks} />
    </ChartFigure>
  );
}
