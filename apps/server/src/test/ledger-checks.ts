import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../platform/db/database';
import type { TestApp } from './test-app';

/**
 * The ledger invariants every money test ends with: each journal sums to zero, and each wallet's
 * balances equal the sums of its accounts' postings and are never negative.
 */
export async function expectLedgerBalanced(t: TestApp) {
  const unbalanced = await queryRows<{ journal_id: string }>(
    t.db,
    sql`SELECT journal_id FROM ledger_postings GROUP BY journal_id HAVING sum(amount) <> 0`,
  );
  expect(unbalanced).toEqual([]);
  const [total] = await queryRows<{ total: string | number | null }>(
    t.db,
    sql`SELECT coalesce(sum(amount), 0) AS total FROM ledger_postings`,
  );
  expect(Number(total!.total)).toBe(0);
  const drift = await queryRows<{ user_id: string }>(
    t.db,
    sql`SELECT w.user_id FROM wallets w
        LEFT JOIN (SELECT a.user_id,
                     sum(CASE WHEN a.kind = 'wallet_available' THEN p.amount ELSE 0 END) AS available,
                     sum(CASE WHEN a.kind = 'wallet_on_hold' THEN p.amount ELSE 0 END) AS on_hold
                   FROM ledger_postings p JOIN ledger_accounts a ON a.code = p.account_code
                   WHERE a.user_id IS NOT NULL GROUP BY a.user_id) s ON s.user_id = w.user_id
        WHERE w.balance <> coalesce(s.available, 0) OR w.on_hold_balance <> coalesce(s.on_hold, 0)
           OR w.balance < 0 OR w.on_hold_balance < 0`,
  );
  expect(drift).toEqual([]);
}
