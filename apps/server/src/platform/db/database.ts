import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
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
  /**
   * Subscribes to a Postgres NOTIFY channel; resolves to an unsubscribe function. A dropped
   * connection is opened again by itself; `onResumed` is called then, because notifications sent
   * while it was down are lost.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResumed?: () => void,
  ): Promise<() => Promise<void>>;
  /** Whether listen() has a subscription and every connection it opened is still up (readiness). */
  isListening(): boolean;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** First wait before a dropped LISTEN connection is opened again (tests hold it down). */
      listenRetryMs?: number;
    }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.poolSize, options.listenRetryMs)
    : openPglite(options);
}

const LISTEN_RETRY_FIRST_MS = 250;
const LISTEN_RETRY_MAX_MS = 15_000;

/**
 * Every connection of the server's pool runs without JIT compilation and without parallel workers
 * (docs/decisions/276): its queries are short and many run at once, so compiling a plan or starting
 * workers costs more than it saves; on the bench's 10× data a catalogue count planned in parallel
 * ran slower than serially. An `options` parameter in DATABASE_URL takes precedence over these.
 */
const SESSION_OPTIONS = '-c jit=off -c max_parallel_workers_per_gather=0';

async function openPostgres(
  url: string,
  poolSize = 10,
  listenRetryMs = LISTEN_RETRY_FIRST_MS,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: SESSION_OPTIONS });
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
  // Each LISTEN subscription and whether its connection is up now (readiness).
  const subscriptions = new Set<{ isUp: boolean }>();
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
    async listen(channel, onPayload, onResumed) {
      const state = { isUp: false };
      let client: pg.Client | undefined;
      let isStopped = false;
      let retry: NodeJS.Timeout | undefined;
      let failures = 0;

      const lost = (which: pg.Client) => {
        if (which !== client || isStopped) return;
        state.isUp = false;
        client = undefined;
        void which.end().catch(() => undefined);
        scheduleReconnect();
      };
      const connect = async () => {
        const next = new pg.Client({ connectionString: url });
        next.on('notification', (message) => {
          if (message.channel === channel) onPayload(message.payload ?? '');
        });
        next.on('error', () => lost(next));
        next.on('end', () => lost(next));
        try {
          await next.connect();
          await next.query(`LISTEN ${quoteIdentifier(channel)}`);
        } catch (error) {
          await next.end().catch(() => undefined);
          throw error;
        }
        if (isStopped) return void (await next.end().catch(() => undefined));
        client = next;
        state.isUp = true;
        failures = 0;
      };
      // A restart of the database or a network cut: try again soon, then less and less often.
      const scheduleReconnect = () => {
        if (isStopped || retry) return;
        const delay = Math.max(listenRetryMs, Math.min(LISTEN_RETRY_MAX_MS, listenRetryMs * 2 ** failures));
        failures += 1;
        retry = setTimeout(() => {
          retry = undefined;
          connect().then(
            () => {
              if (!isStopped) onResumed?.();
            },
            () => scheduleReconnect(),
          );
        }, delay);
        retry.unref();
      };

      await connect();
      subscriptions.add(state);
      return async () => {
        isStopped = true;
        clearTimeout(retry);
        subscriptions.delete(state);
        await client?.end().catch(() => undefined);
      };
    },
    isListening() {
      return subscriptions.size > 0 && [...subscriptions].every((subscription) => subscription.isUp);
    },
    async close() {
      await pool.end();
    },
  };
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File }): Promise<DatabaseHandle> {
  // The embedded database's modules load only when it is used: a server on PostgreSQL never needs
  // them (docs/decisions/278).
  const [{ PGlite }, { drizzle: drizzlePglite }, { default: lockfile }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('proper-lockfile'),
  ]);
  let releaseLock: (() => Promise<void>) | undefined;
  if (options.dataDir) {
    // PGlite is a single connection: two processes on one folder would corrupt it.
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
