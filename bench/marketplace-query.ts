/**
 * Times the real marketplace query alone (the SQL that apps/server builds for GET /api/marketplace,
 * without HTTP) on the database `npm run bench` leaves behind, and prints the medians as a Markdown
 * table. The plans of these scenarios are written by `npm run bench` (bench/plans/marketplace.txt).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/netlease_bench node --import tsx bench/marketplace-query.ts
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { marketplaceQuerySchema, type MarketplaceQuery } from '@netlease/shared/catalog';
import { buildMarketplaceQueries } from '../apps/server/src/features/marketplace/marketplace.service';

const RUNS = 7;
const url = process.env.DATABASE_URL;
if (!url || !new URL(url).pathname.includes('bench'))
  throw new Error('Set DATABASE_URL to the bench database.');

const SCENARIOS: Array<{ name: string; query: MarketplaceQuery }> = [
  { name: 'first page, all types, newest', query: {} },
  { name: 'search "amsterdam", all types, newest', query: { q: 'amsterdam' } },
  {
    name: 'search "clean amst", IP only, price low to high, page 5',
    query: { q: 'clean amst', type: 'ip', sort: 'price_asc', page: 5 },
  },
  {
    name: 'search "server", servers only, price high to low',
    query: { q: 'server', type: 'server', sort: 'price_desc' },
  },
  { name: 'no search, price high to low, deep page 1000', query: { sort: 'price_desc', page: 1000 } },
  { name: 'search "hosting", all types, newest, deep page 200', query: { q: 'hosting', page: 200 } },
];

const dialect = new PgDialect();
const client = new pg.Client({ connectionString: url });
await client.connect();
const counts = await client.query(
  `SELECT (SELECT count(*) FROM listings) AS listings, (SELECT count(*) FROM server_packages) AS packages,
          (SELECT count(*) FROM listings WHERE status = 'active' AND type = 'ip') AS public_listings,
          (SELECT count(*) FROM server_packages WHERE status = 'approved') AS public_packages,
          current_setting('server_version') AS version`,
);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(
  `PostgreSQL ${counts.rows[0].version}; ${counts.rows[0].listings} listings (${counts.rows[0].public_listings} public), ${counts.rows[0].packages} server packages (${counts.rows[0].public_packages} public)\n`,
);
const table = [
  '| scenario | page query (median) | count query (median) | rows returned |',
  '|---|---|---|---|',
];

for (const scenario of SCENARIOS) {
  const built = buildMarketplaceQueries(marketplaceQuerySchema.parse(scenario.query));
  const page = dialect.sqlToQuery(built.page);
  const total = dialect.sqlToQuery(built.total);
  const timings = { page: [] as number[], total: [] as number[] };
  let returned = 0;
  for (let run = 0; run < RUNS; run += 1) {
    let at = performance.now();
    returned = (await client.query(page.sql, page.params)).rowCount ?? 0;
    timings.page.push(performance.now() - at);
    at = performance.now();
    await client.query(total.sql, total.params);
    timings.total.push(performance.now() - at);
  }
  table.push(
    `| ${scenario.name} | ${median(timings.page).toFixed(1)} ms | ${median(timings.total).toFixed(1)} ms | ${returned} |`,
  );
}
await client.end();
console.log(table.join('\n'));
