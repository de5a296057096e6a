import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { queryRows } from './database';
import * as schema from './schema/index';
import { test } from '../../test/server-test';

/** The Drizzle table definitions must match what the hand-written migrations create (decision 002). */

test('every Drizzle table and column exists in the migrated database', async ({ db }) => {
  const rows = await queryRows<{ table_name: string; column_name: string; is_nullable: string }>(
    db,
    sql`SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public'`,
  );
  const columns = new Map(
    rows.map((row) => [`${row.table_name}.${row.column_name}`, row.is_nullable === 'YES']),
  );
  const problems: string[] = [];
  for (const value of Object.values(schema)) {
    if (!(value instanceof PgTable)) continue;
    const config = getTableConfig(value);
    for (const column of config.columns) {
      const key = `${config.name}.${column.name}`;
      if (!columns.has(key)) problems.push(`${key} is missing`);
      else if (columns.get(key) !== !column.notNull) problems.push(`${key} nullability differs`);
    }
  }
  expect(problems).toEqual([]);
});
