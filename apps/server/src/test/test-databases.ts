import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { inject } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database, type DatabaseHandle } from '../platform/db/database';
import { migrate } from '../platform/db/migrate';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

// Named after the test run (global-setup.ts), so two runs on one machine never share a template.
export const pgliteTemplateFile = (runId: string) =>
  path.join(ROOT, '.tmp', `test-pglite-template-${runId}.tar`);
export const postgresTemplateDb = (runId: string) => `netlease_test_template_${runId}`;

/** Migrates one PGlite database per test run and saves it, so each test file starts from a copy. */
export async function createPgliteTemplate(runId: string) {
  const PGLITE_TEMPLATE_FILE = pgliteTemplateFile(runId);
  const handle = await openDatabase({ kind: 'pglite' });
  await migrate(handle);
  const pglite = (handle as unknown as { pglite: PGlite }).pglite;
  // Uncompressed: every test file loads it, and unpacking a gzip took a quarter of a second each.
  const dump = await pglite.dumpDataDir('none');
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
export async function createPostgresTemplate(runId: string) {
  const POSTGRES_TEMPLATE_DB = postgresTemplateDb(runId);
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

/** Drops the run's templates when the run ends. */
export async function removeTemplates(runId: string) {
  rmSync(pgliteTemplateFile(runId), { force: true });
  if (process.env.DATABASE_URL) {
    await withAdminClient(async (client) => {
      // The copies the workers held for their next files (openTestDatabase), then the template.
      const copies = await client.query<{ name: string }>(
        `SELECT datname AS name FROM pg_database WHERE starts_with(datname, $1)`,
        [postgresCopyPrefix(runId)],
      );
      for (const { name } of copies.rows) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.query(`DROP DATABASE IF EXISTS ${postgresTemplateDb(runId)} WITH (FORCE)`);
    });
  }
}

/** The run's PGlite template, read once per worker (its files share their modules, vitest.config.ts). */
let loadedTemplate: { runId: string; data: Blob } | undefined;
async function pgliteTemplate(runId: string): Promise<Blob> {
  if (loadedTemplate?.runId !== runId) {
    const templateFile = pgliteTemplateFile(runId);
    if (!existsSync(templateFile)) await createPgliteTemplate(runId);
    loadedTemplate = { runId, data: new Blob([readFileSync(templateFile)]) };
  }
  return loadedTemplate.data;
}

/**
 * A database for one test file, on the engine the test project asks for, in the template's state:
 * a copy of the template, or a database an earlier file of this worker closed and that was emptied
 * back to that state (docs/decisions/280-test-databases-reused.md). Copying the template took half a
 * second on PGlite and 0.4 s on PostgreSQL (create and drop); emptying takes a tenth of that.
 */
export async function openTestDatabase(
  options: { listenRetryMs?: number } = {},
): Promise<DatabaseHandle & { url?: string }> {
  const runId = inject('testRunId');
  if (process.env.TEST_DATABASE === 'postgres') {
    const name = idlePostgres.pop() ?? (await copyPostgresTemplate(runId));
    const url = databaseUrl(name);
    const handle = await openDatabase({
      kind: 'postgres',
      url,
      poolSize: 20,
      listenRetryMs: options.listenRetryMs,
    });
    let isClosed = false;
    return {
      ...handle,
      url,
      // Once: a second close must not hand the same database to two files.
      async close() {
        if (isClosed) return;
        isClosed = true;
        await handle.close();
        if (await emptyPostgresForReuse(url)) idlePostgres.push(name);
        else await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
    };
  }
  const handle = idlePglite.pop() ?? (await copyPgliteTemplate(runId));
  let isClosed = false;
  return {
    ...handle,
    // Closed for the file, as a closed PGlite is: its queries fail (the database stays for the next).
    db: refuseOnceClosed(handle.db, () => isClosed),
    async close() {
      if (isClosed) return;
      isClosed = true;
      if (await emptyForReuse(handle.db, 'pglite')) idlePglite.push(handle);
      else await handle.close();
    },
  };
}

/** `db` whose methods reject once `isClosed()`, as those of a closed database do. */
function refuseOnceClosed(db: Database, isClosed: () => boolean): Database {
  return new Proxy(db, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (isClosed()) throw new Error('The test database is closed');
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/** Databases of this worker that a file closed and that are back in the template's state. */
const idlePglite: DatabaseHandle[] = [];
const idlePostgres: string[] = [];

async function copyPgliteTemplate(runId: string) {
  const handle = await openDatabase({ kind: 'pglite', loadDataDir: await pgliteTemplate(runId) });
  await rememberTemplateState(handle.db, 'pglite');
  return handle;
}

async function copyPostgresTemplate(runId: string) {
  // Named after the run, so the run's end drops every copy a worker still held (removeTemplates).
  const name = `${postgresCopyPrefix(runId)}${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) =>
    client.query(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplateDb(runId)}`),
  );
  if (!templateStates.has('postgres')) {
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(name), poolSize: 1 });
    try {
      await rememberTemplateState(handle.db, 'postgres');
    } finally {
      await handle.close();
    }
  }
  return name;
}

const postgresCopyPrefix = (runId: string) => `netlease_test_${runId}_`;

/**
 * What emptying a database puts back, read from a fresh copy of the template once per worker and
 * engine: the schema's fingerprint, every table, the rows of those the migrations filled, and where
 * each sequence stood.
 */
interface TemplateState {
  fingerprint: string;
  tables: string[];
  rows: Array<{ table: string; json: string }>;
  sequences: Array<{ name: string; value: number; isCalled: boolean }>;
}
const templateStates = new Map<DatabaseHandle['kind'], TemplateState>();

/**
 * The schema as a file could change it: each table, index and view with its column count, each
 * trigger with whether it is enabled, each function with its body, each constraint and default. A
 * changed object or a new one (new oid) changes it.
 */
const SCHEMA_FINGERPRINT = sql`
  SELECT md5(string_agg(item, ',' ORDER BY item)) AS fingerprint FROM (
    SELECT format('class:%s:%s:%s', c.oid, c.relkind, c.relnatts)
      FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace
    UNION ALL SELECT format('trigger:%s:%s', t.oid, t.tgenabled)
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE c.relnamespace = 'public'::regnamespace
    UNION ALL SELECT format('function:%s:%s', p.oid, md5(p.prosrc))
      FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace
    UNION ALL SELECT format('constraint:%s', k.oid) FROM pg_constraint k WHERE k.connamespace = 'public'::regnamespace
    UNION ALL SELECT format('default:%s', d.oid)
      FROM pg_attrdef d JOIN pg_class c ON c.oid = d.adrelid WHERE c.relnamespace = 'public'::regnamespace
  ) AS items(item)`;

async function schemaFingerprint(db: Database) {
  const [row] = await queryRows<{ fingerprint: string }>(db, SCHEMA_FINGERPRINT);
  return row!.fingerprint;
}

async function rememberTemplateState(db: Database, kind: DatabaseHandle['kind']) {
  if (templateStates.has(kind)) return;
  const tables = (
    await queryRows<{ name: string }>(
      db,
      sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    )
  ).map((row) => row.name);
  const rows: TemplateState['rows'] = [];
  for (const table of tables) {
    const [row] = await queryRows<{ json: string | null }>(
      db,
      sql`SELECT json_agg(t)::text AS json FROM ${sql.identifier(table)} AS t`,
    );
    if (row?.json) rows.push({ table, json: row.json });
  }
  const sequences = (
    await queryRows<{ name: string; value: number | string | null; start: number | string }>(
      db,
      sql`SELECT sequencename AS name, last_value AS value, start_value AS start
          FROM pg_sequences WHERE schemaname = 'public'`,
    )
  ).map((row) => ({ name: row.name, value: Number(row.value ?? row.start), isCalled: row.value !== null }));
  templateStates.set(kind, { fingerprint: await schemaFingerprint(db), tables, rows, sequences });
}

/**
 * Puts a database a file has closed back into the template's state, in one transaction: every table
 * emptied, the template's rows and sequence positions restored. False, with nothing changed, when
 * the file changed the schema: that database is thrown away. PGlite's one session also forgets what
 * the file set on it (settings, prepared statements, advisory locks, LISTEN).
 */
async function emptyForReuse(db: Database, kind: DatabaseHandle['kind']) {
  try {
    const template = templateStates.get(kind);
    if (!template) return false;
    if (kind === 'pglite') await db.execute(sql`DISCARD ALL`);
    if ((await schemaFingerprint(db)) !== template.fingerprint) return false;
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`TRUNCATE ${sql.join(
          template.tables.map((table) => sql.identifier(table)),
          sql`, `,
        )} RESTART IDENTITY CASCADE`,
      );
      for (const { table, json } of template.rows) {
        await tx.execute(
          sql`INSERT INTO ${sql.identifier(table)} SELECT * FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${json}::json)`,
        );
      }
      for (const { name, value, isCalled } of template.sequences) {
        await tx.execute(sql`SELECT setval(${name}::regclass, ${value}, ${isCalled})`);
      }
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * The same for a PostgreSQL copy, whose file's connections are closed: through a connection of its
 * own, after ending any connection the file left open (a second server instance on it).
 */
async function emptyPostgresForReuse(url: string) {
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  try {
    await handle.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    return await emptyForReuse(handle.db, 'postgres');
  } finally {
    await handle.close();
  }
}
