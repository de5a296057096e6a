import pg from 'pg';
import { openDatabase } from '../../apps/server/src/platform/db/database';
import { migrate } from '../../apps/server/src/platform/db/migrate';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/netlease_bench';

/** The benchmark drops and recreates its databases: refuse any whose name does not say "bench". */
export function benchDatabaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!name.includes('bench')) throw new Error(`Refusing to recreate "${name}": not a bench database.`);
  return name;
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(name)}`;
  return parsed.toString();
}

/** Drops and creates `name` through the server's maintenance database. */
export async function recreateDatabase(url: string, name: string) {
  const admin = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await admin.connect();
  try {
    const quoted = `"${name.replaceAll('"', '""')}"`;
    await admin.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${quoted}`);
  } finally {
    await admin.end();
  }
}

/** The server's own migrations (apps/server/migrations), as `npm run db:migrate` runs them. */
export async function migrateDatabase(url: string) {
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  try {
    return await migrate(handle);
  } finally {
    await handle.close();
  }
}

export async function connect(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/**
 * Rows inserted, updated and deleted so far in the database `client` is connected to, from
 * PostgreSQL's table statistics. A backend publishes its counts once it has been idle for up to a
 * second, so this waits two seconds first: call it when the load has stopped.
 */
export async function rowWritesSoFar(client: pg.Client): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await client.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await client.query<{ n: string }>(
    'SELECT coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0)::bigint AS n FROM pg_stat_user_tables',
  );
  return Number(rows[0]!.n);
}
