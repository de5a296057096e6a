/**
 * Times the real marketplace SQL alone (what apps/server builds for GET /api/marketplace, without
 * HTTP) on the database `npm run bench` leaves behind, per case of bench/lib/marketplace-cases.ts,
 * and prints the medians as a Markdown table. The plans of these cases are written by `npm run bench`
 * (bench/plans/marketplace.txt).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/netlease_bench node --import tsx bench/marketplace-query.ts
 *
 * RUNS (7) sets how many times each query runs; PGOPTIONS='-c jit=off -c max_parallel_workers_per_gather=0'
 * gives the server pool's session settings (platform/db/database.ts).
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { marketplaceQuerySchema } from '@netlease/shared/marketplace';
import { buildMarketplaceQueries } from '../apps/server/src/features/catalog/marketplace/marketplace.queries';
import { marketplaceCases, toQueryString } from './lib/marketplace-cases';

const RUNS = Number(process.env.RUNS ?? 7);
const url = process.env.DATABASE_URL;
if (!url || !new URL(url).pathname.includes('bench'))
  throw new Error('Set DATABASE_URL to the bench database.');
if (!['127.0.0.1', 'localhost'].includes(new URL(url).hostname))
  throw new Error('The bench only talks to 127.0.0.1.');

const dialect = new PgDialect();
const client = new pg.Client({ connectionString: url });
await client.connect();
const counts = await client.query(
  `SELECT (SELECT count(*) FROM listings) AS listings, (SELECT count(*) FROM server_packages) AS packages,
          (SELECT count(*) FROM listings WHERE status = 'active' AND type = 'ip' AND units_free > 0) AS public_listings,
          (SELECT count(*) FROM server_packages WHERE status = 'approved' AND stock_count > 0) AS public_packages,
          current_setting('server_version') AS version`,
);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(
  `PostgreSQL ${counts.rows[0].version}; ${counts.rows[0].listings} listings (${counts.rows[0].public_listings} public), ${counts.rows[0].packages} server packages (${counts.rows[0].public_packages} public)\n`,
);
const table = [
  '| case | query string | page query (median) | count query, GET /api/marketplace/count (median) | rows returned |',
  '|---|---|---|---|---|',
];

for (const scenario of await marketplaceCases(client)) {
  for (const query of scenario.queries) {
    const built = buildMarketplaceQueries(marketplaceQuerySchema.parse(query));
    const page = dialect.sqlToQuery(built.page);
    // Clients ask the count once per set of filters, never for a cursor page.
    const total = query.cursor ? null : dialect.sqlToQuery(built.count);
    const timings = { page: [] as number[], total: [] as number[] };
    let returned = 0;
    for (let run = 0; run < RUNS; run += 1) {
      let at = performance.now();
      returned = (await client.query(page.sql, page.params)).rowCount ?? 0;
      timings.page.push(performance.now() - at);
      if (total) {
        at = performance.now();
        await client.query(total.sql, total.params);
        timings.total.push(performance.now() - at);
      }
    }
    const shown = toQueryString(query).replace(/cursor=[^&]+/, 'cursor=…');
    table.push(
      `| ${scenario.name} | \`${shown || '(none)'}\` | ${median(timings.page).toFixed(1)} ms | ${
        total ? `${median(timings.total).toFixed(1)} ms` : 'not asked (cursor page)'
      } | ${returned} |`,
    );
  }
}
await client.end();
console.log(table.join('\n'));
