import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import * as schema from './schema/index';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs `work` on one dedicated connection that can execute multi-statement scripts (migrations). */
  withScriptSession<T>(work: (exec: (script: string) => Promise<void>) => Promise<T>): Promise<T>;
  /** Subscribes to a Postgres NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Whether listen() has a subscription and every connection it opened is still up (readiness). */
  isListening(): boolean;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'postgres' ? openPostgres(options.url, options.poolSize) : openPglite(options);
}

async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // bigint columns (money in cents, counts) arrive as JS numbers: cents stay far below 2^53.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  pool.on('error', () => {
    /* an idle client died; the pool replaces it */
  });
  // While a client is lent out (a transaction), pg-pool takes its own error listener off it: a
  // connection dropped by a database restart would then be an unhandled 'error' event that ends the
  // process. The query in flight still rejects, so the request fails and the client is discarded.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  // LISTEN connections and whether each is still up: a dropped one receives nothing any more.
  const listeners = new Map<pg.Client, boolean>();
  return {
    db,
    kind: 'postgres',
    async withScriptSession(work) {
      const client = await pool.connect();
      try {
        return await work(async (script) => {
          await client.query(script);
        });
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      const lost = () => {
        if (listeners.has(client)) listeners.set(client, false);
      };
      // Reported through isListening() (readiness); the error itself needs no handling here.
      client.on('error', lost);
      client.on('end', lost);
      await client.query(`LISTEN ${quoteIdentifier(channel)}`);
      listeners.set(client, true);
      return async () => {
        listeners.delete(client);
        await client.end().catch(() => undefined);
      };
    },
    isListening() {
      return listeners.size > 0 && [...listeners.values()].every(Boolean);
    },
    async close() {
      await pool.end();
    },
  };
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File }): Promise<DatabaseHandle> {
  let releaseLock: (() => Promise<void>) | undefined;
  if (options.dataDir) {
    // PGlite is a single connection: two processes on one folder would corrupt it (DESIGN.md "Data").
    const dir = path.resolve(options.dataDir);
    mkdirSync(dir, { recursive: true });
    try {
      releaseLock = await lockfile.lock(dir, {
        lockfilePath: path.join(dir, '.netlease.lock'),
        stale: 30_000,
      });
    } catch {
      throw new Error(`The database folder ${dir} is in use by another Netlease process.`);
    }
  }
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  let listening = 0;
  return {
    db,
    kind: 'pglite',
    async withScriptSession(work) {
      return work(async (script) => {
        await client.exec(script);
      });
    },
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      listening += 1;
      return async () => {
        listening -= 1;
        await unlisten();
      };
    },
    isListening() {
      // In the same process as the database: nothing between them can drop.
      return listening > 0;
    },
    async close() {
      await client.close();
      await releaseLock?.();
    },
    // exposed for tests that snapshot a migrated database
    ...{ pglite: client },
  };
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Runs raw SQL and returns its rows; the two drivers agree on `.rows`. */
export async function queryRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
