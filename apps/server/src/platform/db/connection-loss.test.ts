import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from './database';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A database restart while a transaction is open must fail that request, not end the process: the
 * pool's clients carry an error listener even while lent out (platform/db/database.ts; found by the
 * crash test, docs/decisions/085).
 */
describe.runIf(process.env.TEST_DATABASE === 'postgres')('losing the database connection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('rejects the transaction whose connection was cut, and the next request works', async () => {
    const cut = t.db.transaction(async (tx) => {
      const [self] = await queryRows<{ pid: number }>(tx, sql`SELECT pg_backend_pid() AS pid`);
      await t.db.execute(sql`SELECT pg_terminate_backend(${self!.pid})`);
      await tx.execute(sql`SELECT 1`);
    });
    await expect(cut).rejects.toThrow();
    const [row] = await queryRows<{ ok: number }>(t.db, sql`SELECT 1 AS ok`);
    expect(row!.ok).toBe(1);
    expect((await t.client().get('/api/health')).status).toBe(200);
  });
});
