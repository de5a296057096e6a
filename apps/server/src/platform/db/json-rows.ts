import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A table's row as `to_jsonb(row)` gives it (column names, JSON values) in the shape Drizzle's
 * select gives (property names, Date for times, numbers for bigint columns): for a row a SQL
 * function returns. Only for tables without json columns (their values would be parsed twice).
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
