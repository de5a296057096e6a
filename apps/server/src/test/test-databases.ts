import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type DatabaseHandle } from '../platform/db/database';
import { migrate } from '../platform/db/migrate';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const PGLITE_TEMPLATE_FILE = path.join(ROOT, '.tmp', 'test-pglite-template.tar.gz');
export const POSTGRES_TEMPLATE_DB = 'netlease_test_template';

/** Migrates one PGlite database per test run and saves it, so each test file starts from a copy. */
export async function createPgliteTemplate() {
  const handle = await openDatabase({ kind: 'pglite' });
  await migrate(handle);
  const pglite = (handle as unknown as { pglite: PGlite }).pglite;
  const dump = await pglite.dumpDataDir('gzip');
  mkdirSync(path.dirname(PGLITE_TEMPLATE_FILE), { recursive: true });
  writeFileSync(PGLITE_TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}

function databaseUrl(name: string) {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Builds a migrated template database on the PostgreSQL server; test files clone it. */
export async function createPostgresTemplate() {
  await withAdminClient(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE_DB} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${POSTGRES_TEMPLATE_DB}`);
  });
  const handle = await openDatabase({
    kind: 'postgres',
    url: databaseUrl(POSTGRES_TEMPLATE_DB),
    poolSize: 2,
  });
  await migrate(handle);
  await handle.close();
}

/** A second connection pool to an existing PostgreSQL test database: a second server instance. */
export async function openSharedTestDatabase(url: string): Promise<DatabaseHandle> {
  return openDatabase({ kind: 'postgres', url, poolSize: 10 });
}

/** A fresh migrated database for one test file, on the engine the test project asks for. */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (process.env.TEST_DATABASE === 'postgres') {
    const name = `netlease_test_${randomBytes(6).toString('hex')}`;
    await withAdminClient((client) =>
      client.query(`CREATE DATABASE ${name} TEMPLATE ${POSTGRES_TEMPLATE_DB}`),
    );
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(name), poolSize: 20 });
    return {
      ...handle,
      url: databaseUrl(name),
      async close() {
        await handle.close();
        await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
    };
  }
  if (!existsSync(PGLITE_TEMPLATE_FILE)) await createPgliteTemplate();
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([readFileSync(PGLITE_TEMPLATE_FILE)]) });
}
