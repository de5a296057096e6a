import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Executor } from './database';

/**
 * Hot reads as statements each PostgreSQL connection prepares once and keeps
 * (docs/decisions/281-prepared-hot-reads.md): the connection then skips parsing, and once a plan
 * made for any values costs no more than the plans made for each call, PostgreSQL keeps that plan
 * and skips planning too, which was most of an uncached catalogue read's time in the database.
 *
 * Only for statements whose best plan does not depend on their values (a row by its key, a page of
 * the whole catalogue by the sort index and the cursor). A word, an address range or a skewed filter
 * value picks its plan by what it is, so those statements stay planned on every call (queryRows).
 * The statement's name is a digest of its text: one text, one name, on every connection. On PGlite
 * the statement runs as queryRows runs it.
 */
const statementName = (text: string) =>
  `nl_${createHash('sha1').update(text).digest('base64url').slice(0, 27)}`;

/** Raw SQL as a prepared statement; returns its rows. */
export async function queryPreparedRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  // Drizzle's own path for db.execute, with a statement name added (PgDatabase keeps both).
  const { dialect, session } = executor as unknown as { dialect: PgDialect; session: PgSession };
  const built = dialect.sqlToQuery(query);
  const prepared = session.prepareQuery(built, undefined, statementName(built.sql), false);
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}

/** A Drizzle query (a select by key) as a prepared statement; returns what awaiting it returns. */
export function executePrepared<T>(query: {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<T> };
}): Promise<T> {
  return query.prepare(statementName(query.toSQL().sql)).execute();
}
