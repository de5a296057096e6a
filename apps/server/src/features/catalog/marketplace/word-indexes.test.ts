import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../platform/db/database';
import { test } from '../../../test/server-test';

// Every sale adds the sold offer's row to each word index of its table; a search reads the index's
// pending list whole, so the list is kept to 64 kB (docs/decisions/316). A migration that builds one
// of these indexes again must say so again: this test names any that does not.
test('every word index of the catalogue keeps its pending list to 64 kB', async ({ db }) => {
  const indexes = await queryRows<{ name: string; options: string[] | null }>(
    db,
    sql`SELECT c.relname AS name, c.reloptions AS options
        FROM pg_index i
        JOIN pg_class c ON c.oid = i.indexrelid
        JOIN pg_class t ON t.oid = i.indrelid
        JOIN pg_am a ON a.oid = c.relam
        WHERE a.amname = 'gin' AND t.relname IN ('listings', 'server_packages')
        ORDER BY c.relname`,
  );
  expect(indexes.map((index) => index.name)).toEqual([
    'listings_public_location_idx',
    'listings_public_search_idx',
    'server_packages_public_location_idx',
    'server_packages_public_search_idx',
    'server_packages_public_specs_idx',
  ]);
  for (const index of indexes) expect(index.options, index.name).toContain('gin_pending_list_limit=64');
});
