import { describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from '../platform/db/database';
import { openTestDatabase } from './test-databases';

type OpenedTestDatabase = Awaited<ReturnType<typeof openTestDatabase>>;

// A worker hands the database a file closed to its next file once it is back in the template's
// state (docs/decisions/280-test-databases-reused.md): these prove that state, and that a database
// whose schema a file changed is never handed out again.

const count = async (handle: DatabaseHandle, table: 'users' | 'schema_migrations' | 'ledger_accounts') =>
  Number(
    (await queryRows<{ n: number }>(handle.db, sql`SELECT count(*) AS n FROM ${sql.identifier(table)}`))[0]!
      .n,
  );

/** Whether two handles reach one database: the same PostgreSQL database, or the same PGlite. */
const isSameDatabase = (a: OpenedTestDatabase, b: OpenedTestDatabase) =>
  a.url !== undefined
    ? a.url === b.url
    : (a as unknown as { pglite: object }).pglite === (b as unknown as { pglite: object }).pglite;

const writeLiveEvent = async (handle: DatabaseHandle) =>
  Number(
    (
      await queryRows<{ id: number }>(
        handle.db,
        sql`INSERT INTO live_events (topic, type, data) VALUES ('probe', 'probe', '{}') RETURNING id`,
      )
    )[0]!.id,
  );

const insertUser = (handle: DatabaseHandle, email: string) =>
  handle.db.execute(
    sql`INSERT INTO users (email, password_hash, name, role) VALUES (${email}, 'x', 'Reuse', 'leaser')`,
  );

describe('test databases', () => {
  test('a closed database comes back empty, with the migrations and their rows', async () => {
    const first = await openTestDatabase();
    const migrations = await count(first, 'schema_migrations');
    const accounts = await count(first, 'ledger_accounts');
    expect(migrations).toBeGreaterThan(0);
    expect(accounts).toBeGreaterThan(0);
    await insertUser(first, 'reuse-one@example.com');
    const firstEvent = await writeLiveEvent(first);
    await first.close();

    const next = await openTestDatabase();
    try {
      expect(isSameDatabase(next, first)).toBe(true);
      expect(await count(next, 'users')).toBe(0);
      expect(await count(next, 'schema_migrations')).toBe(migrations);
      expect(await count(next, 'ledger_accounts')).toBe(accounts);
      // Sequences start again where the template left them.
      expect(await writeLiveEvent(next)).toBe(firstEvent);
    } finally {
      await next.close();
    }
  });

  test('a database closed twice is handed to one file only', async () => {
    const first = await openTestDatabase();
    await first.close();
    await first.close();
    const a = await openTestDatabase();
    const b = await openTestDatabase();
    try {
      expect(isSameDatabase(a, b)).toBe(false);
      await insertUser(a, 'only-in-a@example.com');
      expect(await count(b, 'users')).toBe(0);
    } finally {
      await a.close();
      await b.close();
    }
  });

  test('a database whose schema a file changed is thrown away, not handed out again', async () => {
    const changed = await openTestDatabase();
    await changed.db.execute(sql`ALTER TABLE users DISABLE TRIGGER ALL`);
    await changed.db.execute(sql`CREATE TABLE reuse_probe (id int)`);
    await changed.close();

    const next = await openTestDatabase();
    try {
      expect(isSameDatabase(next, changed)).toBe(false);
      const [probe] = await queryRows<{ name: string | null }>(
        next.db,
        sql`SELECT to_regclass('reuse_probe')::text AS name`,
      );
      expect(probe!.name).toBeNull();
      const disabled = await queryRows<{ n: number }>(
        next.db,
        sql`SELECT count(*) AS n FROM pg_trigger WHERE tgrelid = 'users'::regclass AND tgenabled = 'D'`,
      );
      expect(Number(disabled[0]!.n)).toBe(0);
    } finally {
      await next.close();
    }
  });
});
