import type { Database, Transaction } from './database';
import { sqlState } from './db-errors';

/** SQLSTATEs PostgreSQL answers when it chose this transaction to give way: trying again is safe. */
const RETRYABLE_STATES = new Set(['40P01', '40001']);
const ATTEMPTS = 5;

/** Whether an error is a deadlock or a serialization failure (the whole transaction was undone). */
export const isRetryableConflict = (error: unknown) => RETRYABLE_STATES.has(sqlState(error) ?? '');

/**
 * Runs `work` in one transaction, again from the start when PostgreSQL ends it as a deadlock victim
 * or a serialization failure (a few times), so such a race answers like any other instead of a 500.
 * `work` must only write to the database: anything else it did would be done again.
 */
export async function retriedTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryableConflict(error)) throw error;
    }
  }
}
