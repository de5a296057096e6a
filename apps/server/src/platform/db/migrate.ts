import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from './database';

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../migrations');
// Any number identifying "Netlease migrations" for pg_advisory_lock, so parallel starts queue up.
const MIGRATION_LOCK_ID = 727_001;

/**
 * Applies the SQL files in apps/server/migrations in name order, each once, each in its own
 * transaction (docs/decisions/002-sql-migrations.md explains why they are written by hand).
 */
export async function migrate(handle: DatabaseHandle): Promise<string[]> {
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  // Holds one connection for the lock; the bookkeeping query below takes another from the pool.
  return handle.withScriptSession(async (exec) => {
    await exec(`SELECT pg_advisory_lock(${MIGRATION_LOCK_ID})`);
    try {
      await exec(
        `CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
      );
      const done = new Set(
        (await queryRows<{ name: string }>(handle.db, sql`SELECT name FROM schema_migrations`)).map(
          (row) => row.name,
        ),
      );
      const applied: string[] = [];
      for (const file of files) {
        if (done.has(file)) continue;
        const script = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
        try {
          await exec(
            `BEGIN;\n${script}\n;INSERT INTO schema_migrations (name) VALUES ('${file.replaceAll("'", "''")}');\nCOMMIT;`,
          );
        } catch (error) {
          await exec('ROLLBACK').catch(() => undefined);
          throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
        }
        applied.push(file);
      }
      return applied;
    } finally {
      await exec(`SELECT pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
    }
  });
}
