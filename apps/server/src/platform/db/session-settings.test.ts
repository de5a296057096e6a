import { describe, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { test } from '../../test/server-test';
import { queryRows } from './database';

/** The server's PostgreSQL sessions plan without JIT and without parallel workers (platform/db/database.ts). */
describe.runIf(process.env.TEST_DATABASE === 'postgres')("the server's PostgreSQL sessions", () => {
  test('run without JIT compilation and without parallel workers', async ({ db }) => {
    const [settings] = await queryRows<{ jit: string; workers: string }>(
      db,
      sql`SELECT current_setting('jit') AS jit, current_setting('max_parallel_workers_per_gather') AS workers`,
    );
    expect(settings).toEqual({ jit: 'off', workers: '0' });
  });
});
