import { sql } from 'drizzle-orm';
import type { AdminWeeklyMoney } from '@netlease/shared/charts';
import { queryRows, type Database } from '../../../platform/db/database';
import { DAY } from '../../../platform/clock';
import { ledgerAccountCode, platformFees } from '../wallet/ledger.service';

const WEEK = 7 * DAY;

/**
 * The weekly chart of /admin: for each of the last `weeks` weeks (Monday to Sunday, UTC; the last one the
 * current week), the net income of the platform fees account and the orders placed (count and what
 * their buyers paid). Empty weeks are zeros, so the chart's axis has no gaps.
 */
export async function findWeeklyMoney(db: Database, now: Date, weeks: number): Promise<AdminWeeklyMoney> {
  const today = new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const monday = today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY;
  const start = new Date(monday - (weeks - 1) * WEEK);
  const end = new Date(monday + WEEK);
  const weekOf = sql`to_char(date_trunc('week', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;
  const [fees, placed] = await Promise.all([
    queryRows<{ week: string; fees: string | number }>(
      db,
      sql`SELECT ${weekOf} AS week, sum(amount) AS fees
          FROM ledger_postings
          WHERE account_code = ${ledgerAccountCode(platformFees)}
            AND created_at >= ${start} AND created_at < ${end}
          GROUP BY 1`,
    ),
    queryRows<{ week: string; order_count: string | number; order_volume: string | number }>(
      db,
      sql`SELECT ${weekOf} AS week, count(*) AS order_count, sum(amount + fee) AS order_volume
          FROM orders
          WHERE status <> 'pending_payment' AND created_at >= ${start} AND created_at < ${end}
          GROUP BY 1`,
    ),
  ]);
  return {
    weeks: Array.from({ length: weeks }, (_, index) => {
      const weekStart = new Date(start.getTime() + index * WEEK).toISOString().slice(0, 10);
      const orderRow = placed.find((row) => row.week === weekStart);
      return {
        weekStart,
        fees: Number(fees.find((row) => row.week === weekStart)?.fees ?? 0),
        orderCount: Number(orderRow?.order_count ?? 0),
        orderVolume: Number(orderRow?.order_volume ?? 0),
      };
    }),
  };
}
