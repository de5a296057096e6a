import { formatCents } from '@netlease/shared/format';
import { ChartFigure } from '@/components/ui/chart-figure';
import { formatDate } from '@/lib/dates';
import { useBalanceHistory } from '../api/get-balance-history';
import { componentOnDemand } from '@/lib/on-demand';
import { Spinner } from '@/components/ui/spinner';

const BalanceChart = componentOnDemand(
  () => import('./balance-chart').then((module) => module.default),
  <Spinner />,
);

/** The /wallet chart: the balance at the end of each of the last 30 days. */
export function BalanceHistoryCard() {
  const { data, isPending, isError } = useBalanceHistory();
  const points = data?.points ?? [];
  const first = points[0];
  const last = points.at(-1);
  // A flat line of a balance that did not move still says something; all zeros does not.
  const isBlank =
    !data?.hasMovements && points.every((point) => point.balance === 0 && point.onHoldBalance === 0);
  return (
    <ChartFigure
      title="Balance Over Time"
      isPending={isPending}
      summary={
        first && last
          ? `Available balance went from ${formatCents(first.balance)} on ${formatDate(`${first.date}T12:00:00Z`)} to ${formatCents(last.balance)} today; ${formatCents(last.onHoldBalance)} is on hold.`
          : undefined
      }
      empty={
        isError
          ? { title: 'Balance history unavailable', description: 'Please try again later.' }
          : isBlank
            ? {
                title: 'No balance history yet',
                description: `Your balance over the last ${data?.days ?? 30} days will show here once money moves in your wallet.`,
              }
            : null
      }
      table={{
        caption: 'Balance at the end of each day',
        columns: ['Day', 'Available', 'On hold'],
        rows: points.map((point) => ({
          key: point.date,
          cells: [
            formatDate(`${point.date}T12:00:00Z`),
            formatCents(point.balance),
            formatCents(point.onHoldBalance),
          ],
        })),
      }}
    >
      <BalanceChart points={points} />
    </ChartFigure>
  );
}
