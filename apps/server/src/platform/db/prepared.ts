import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Executor } from './database';

/**
 * Hot statements each PostgreSQL connection prepares once and keeps
 * (docs/decisions/281-prepared-hot-reads.md): the connection then skips parsing, and once a plan
 * made for any values costs no more than the plans made for each call, PostgreSQL keeps that plan
 * and skips planning too, which was most of an uncached catalogue read's time in the database and
 * a tenth of a checkout's.
 *
 * Only for statements whose best plan does not depend on their values (a row by its key, a page of
 * the whole catalogue by the sort index and the cursor, a write by its key). A word, an address range
 * or a skewed filter value picks its plan by what it is, so those statements stay planned on every
 * call (queryRows). The statement's name is a digest of its text: one text, one name, on every
 * connection. On PGlite the statement runs as queryRows runs it.
 */
const NAMES_KEPT = 1_000;
const names = new Map<string, string>();

/** The statement's name for its text, worked out once per text (a bounded number are kept). */
function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `nl_${createHash('sha1').update(text).digest('base64url').slice(0, 27)}`;
    if (names.size >= NAMES_KEPT) names.clear();
    names.set(text, name);
  }
  return name;
}

/** Raw SQL as a prepared statement; returns its rows. */
export async function queryPreparedRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  // Drizzle's own path for db.execute, with a statement name added (PgDatabase keeps both).
  const { dialect, session } = executor as unknown as { dialect: PgDialect; session: PgSession };
  const built = dialect.sqlToQuery(query);
  const prepared = session.prepareQuery(built, undefined, statementName(built.sql), false);
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}

/**
 * Raw SQL of a fixed shape as a prepared statement, its values given as placeholders
 * (`sql.placeholder('id')`) and bound on each call; returns its rows. As `preparedQuery` does for
 * Drizzle's builders, the SQL is turned into text once per process, and each database connection
 * prepares it once and keeps it: a hot read whose text is long (a page of the catalogue) costs more to
 * build than the database spends on it (docs/decisions/303).
 */
export function preparedSql<T>(
  build: () => SQL,
): (executor: Executor, values: Record<string, unknown>) => Promise<T[]> {
  let built: { sql: string; params: unknown[]; name: string } | undefined;
  const preparedOn = perConnection((executor, session) => {
    if (!built) {
      const query = (executor as unknown as { dialect: PgDialect }).dialect.sqlToQuery(build());
      built = { ...query, name: statementName(query.sql) };
    }
    return session.prepareQuery({ sql: built.sql, params: built.params }, undefined, built.name, false);
  });
  return async (executor, values) => {
    const result = (await preparedOn(executor).execute(values)) as { rows: T[] };
    return result.rows;
  };
}

/**
 * What `make` prepares for a database connection (the executor's session's client: the pool, a
 * connection of it, PGlite), made the first time the connection runs it and kept with it.
 */
function perConnection<P>(make: (executor: Executor, session: SessionOf['session']) => P) {
  const byConnection = new WeakMap<object, P>();
  return (executor: Executor): P => {
    const { session } = executor as unknown as SessionOf;
    let prepared = byConnection.get(session.client);
    if (prepared === undefined) {
      prepared = make(executor, session);
      byConnection.set(session.client, prepared);
    }
    return prepared;
  };
}

interface PreparableQuery<T> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<T> };
}

/**
 * What Drizzle's prepared query keeps of its statement (drizzle-orm's PgPreparedQuery and the
 * node-postgres and PGlite kinds of it): the text and values, how rows map to the builder's fields,
 * and the arguments `PgSession.prepareQuery` took.
 */
interface DrizzlePrepared<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
  queryString: string;
  params: unknown[];
  fields?: unknown;
  _isResponseInArrayMode: boolean;
  customResultMapper?: unknown;
  joinsNotNullableMap?: unknown;
  queryMetadata?: unknown;
  cacheConfig?: unknown;
}

type SessionOf = {
  session: {
    client: object;
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: unknown,
      name: string,
      isResponseInArrayMode: boolean,
      customResultMapper?: unknown,
      queryMetadata?: unknown,
      cacheConfig?: unknown,
    ): DrizzlePrepared<unknown>;
  };
};

/**
 * A Drizzle select, insert, update or delete by key as a prepared statement, its values given as
 * placeholders (`sql.placeholder('id')`) and bound on each call. Building a statement with Drizzle
 * costs more than the database spends on a row by its key, so it is built once, from the first
 * executor that runs it. Each database connection then gets its prepared query once (from its session,
 * with the statement as built) and keeps it: a transaction runs on a connection of the pool, so the
 * transactions of a checkout do not build their statements again (docs/decisions/281).
 */
export function preparedQuery<T>(
  build: (executor: Executor) => PreparableQuery<T>,
): (executor: Executor, values: Record<string, unknown>) => Promise<T> {
  let built: { name: string; statement: DrizzlePrepared<T> } | undefined;
  const preparedOn = perConnection((executor, session): DrizzlePrepared<T> => {
    if (!built) {
      const query = build(executor);
      const name = statementName(query.toSQL().sql);
      built = { name, statement: query.prepare(name) as unknown as DrizzlePrepared<T> };
      return built.statement;
    }
    const { name, statement } = built;
    const copy = session.prepareQuery(
      { sql: statement.queryString, params: statement.params },
      statement.fields,
      name,
      statement._isResponseInArrayMode,
      statement.customResultMapper,
      statement.queryMetadata,
      statement.cacheConfig,
    );
    copy.joinsNotNullableMap = statement.joinsNotNullableMap;
    return copy as DrizzlePrepared<T>;
  });
  return (executor, values) => preparedOn(executor).execute(values);
}
