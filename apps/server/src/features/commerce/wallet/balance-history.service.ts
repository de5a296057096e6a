import { sql } from 'drizzle-orm';
import type { WalletBalanceHistory } from '@netlease/shared/charts';
import { queryRows, type Executor } from '../../../platform/db/database';
import { DAY } from '../../../platform/clock';
import { available, ledgerAccountCode, onHold } from './ledger.service';

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A user's wallet at the end of each of the last `days` UTC days, today included (the /wallet
 * chart). Rebuilt from the user's own ledger postings (decision 010: a balance is the sum of its
 * postings): the sum before the window, then each day's movements added in turn.
 */
export async function findBalanceHistory(
  db: Executor,
  userId: string,
  now: Date,
  days: number,
): Promise<WalletBalanceHistory> {
  const availableCode = ledgerAccountCode(available(userId));
  const onHoldCode = ledgerAccountCode(onHold(userId));
  const start = new Date(`${utcDay(new Date(now.getTime() - (days - 1) * DAY))}T00:00:00Z`);
  const end = new Date(`${utcDay(now)}T00:00:00Z`).getTime() + DAY;
  const rows = await queryRows<{ day: string | null; account_code: string; total: string | number }>(
    db,
    sql`SELECT CASE WHEN created_at < ${start} THEN NULL
                    ELSE to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') END AS day,
               account_code, sum(amount) AS total
        FROM ledger_postings
        WHERE account_code IN (${availableCode}, ${onHoldCode}) AND created_at < ${new Date(end)}
        GROUP BY 1, 2`,
  );
  const moves = new Map<string, { balance: number; onHoldBalance: number }>();
  for (const row of rows) {
    const key = row.day ?? 'before';
    const move = moves.get(key) ?? { balance: 0, onHoldBalance: 0 };
    if (row.account_code === availableCode) move.balance += Number(row.total);
    else move.onHoldBalance += Number(row.total);
    moves.set(key, move);
  }
  let { balance, onHoldBalance } = moves.get('before') ?? { balance: 0, onHoldBalance: 0 };
  const points = Array.from({ length: days }, (_, index) => {
    const date = utcDay(new Date(start.getTime() + index * DAY));
    balance += moves.get(date)?.balance ?? 0;
    onHoldBalance += moves.get(date)?.onHoldBalance ?? 0;
    return { date, balance, onHoldBalance };
  });
  return { days, points, hasMovements: [...moves.keys()].some((key) => key !== 'before') };
}
