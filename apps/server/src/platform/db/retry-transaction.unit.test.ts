import { describe, expect, it } from 'vitest';
import type { Database, Transaction } from './database';
import { retriedTransaction } from './retry-transaction';

/** A database whose transactions fail with the given SQLSTATEs, in turn, before they succeed. */
function failingDatabase(states: string[]) {
  let attempts = 0;
  const db = {
    transaction: async <T>(work: (tx: Transaction) => Promise<T>) => {
      attempts += 1;
      const state = states.shift();
      if (state) throw Object.assign(new Error('Failed query'), { cause: { code: state } });
      return work({} as Transaction);
    },
  } as unknown as Database;
  return { db, attempts: () => attempts };
}

describe('retriedTransaction', () => {
  it('runs a deadlock victim or a serialization failure again from the start', async () => {
    const { db, attempts } = failingDatabase(['40P01', '40001']);
    expect(await retriedTransaction(db, async () => 'done')).toBe('done');
    expect(attempts()).toBe(3);
  });

  it('gives up after five attempts and passes any other error on at once', async () => {
    const endless = failingDatabase(Array.from({ length: 9 }, () => '40P01'));
    await expect(retriedTransaction(endless.db, async () => 'done')).rejects.toThrow('Failed query');
    expect(endless.attempts()).toBe(5);
    const unique = failingDatabase(['23505']);
    await expect(retriedTransaction(unique.db, async () => 'done')).rejects.toThrow('Failed query');
    expect(unique.attempts()).toBe(1);
  });
});
