import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { inject } from 'vitest';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type DatabaseHandle } from '../platform/db/database';
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
    await withAdminClient((client) =>
      client.query(`DROP DATABASE IF EXISTS ${postgresTemplateDb(runId)} WITH (FORCE)`),
    );
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

/** A fresh migrated database for one test file, on the engine the test project asks for. */
export async function openTestDatabase(
  options: { listenRetryMs?: number } = {},
): Promise<DatabaseHandle & { url?: string }> {
  const runId = inject('testRunId');
  if (process.env.TEST_DATABASE === 'postgres') {
    const name = `netlease_test_${randomBytes(6).toString('hex')}`;
    await withAdminClient((client) =>
      client.query(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplateDb(runId)}`),
    );
    const handle = await openDatabase({
      kind: 'postgres',
      url: databaseUrl(name),
      poolSize: 20,
      listenRetryMs: options.listenRetryMs,
    });
    return {
      ...handle,
      url: databaseUrl(name),
      async close() {
        await handle.close();
        await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
    };
  }
  return openDatabase({ kind: 'pglite', loadDataDir: await pgliteTemplate(runId) });
}
