/**
 * Fills a PostgreSQL database with a large catalog for the marketplace benchmark: LISTINGS listings
 * (default 100,000) and PACKAGES server packages (default 50,000), their sellers and IP blocks.
 * Everything is generated inside PostgreSQL (INSERT ... SELECT generate_series), so 150,000 rows
 * take seconds. The target must be a database whose name contains "bench"; it is migrated first and
 * its catalog tables (and rows of other areas that reference them) are emptied.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/netlease_bench node --import tsx bench/generate-catalog.ts
 */
import pg from 'pg';
import { openDatabase } from '../apps/server/src/platform/db/database';
import { migrate } from '../apps/server/src/platform/db/migrate';

const MAX_ROWS = 1_000_000;
const url = process.env.DATABASE_URL;
const listingCount = Number(process.env.LISTINGS ?? 100_000);
const packageCount = Number(process.env.PACKAGES ?? 50_000);
const sellerCount = 1_000;

if (!url) throw new Error('Set DATABASE_URL to the benchmark database (its name must contain "bench").');
const databaseName = new URL(url).pathname.slice(1);
if (!databaseName.includes('bench'))
  throw new Error(`Refusing to fill "${databaseName}": not a bench database.`);
for (const [name, value] of [
  ['LISTINGS', listingCount],
  ['PACKAGES', packageCount],
] as const) {
  if (!Number.isInteger(value) || value < 1 || value > MAX_ROWS)
    throw new Error(`${name} must be 1..${MAX_ROWS}`);
}

// Create the database on first use (connecting through the server's maintenance database).
const admin = new pg.Client({ connectionString: url.replace(/\/[^/?]+(\?|$)/, '/postgres$1') });
await admin.connect();
const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${databaseName.replaceAll('"', '')}"`);
await admin.end();

const handle = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
await migrate(handle);
await handle.close();

const client = new pg.Client({ connectionString: url });
await client.connect();
const started = Date.now();
const step = async (label: string, text: string, values: unknown[] = []) => {
  const at = Date.now();
  const result = await client.query(text, values);
  console.log(`${label}: ${result.rowCount ?? 0} rows in ${Date.now() - at} ms`);
};

await step('empty catalog', 'TRUNCATE listings, server_packages, ip_subnets, ip_blocks CASCADE');
// Sellers are kept between runs (other areas may hang rows on users); only missing ones are added.
await step(
  'sellers',
  `INSERT INTO users (email, name, password_hash, role, email_verified_at, created_at)
   SELECT 'seller' || i || '@bench.netlease.test', 'Bench Seller ' || i, 'not-a-hash', 'monetizer', now(),
          now() - (i || ' days')::interval
   FROM generate_series(1, $1::int) AS i
   ON CONFLICT (lower(email)) DO NOTHING`,
  [sellerCount],
);
// One approved /24 per 5 listings, from 11.0.0.0 upwards (bench data only, never served).
await step(
  'ip blocks',
  `INSERT INTO ip_blocks (user_id, cidr, rir, country_code, loa_file_key, status, approved_at, created_at)
   SELECT u.id, ('11.' || (i / 256) || '.' || (i % 256) || '.0/24')::cidr,
          (ARRAY['ripe','arin','apnic','afrinic','lacnic'])[1 + i % 5],
          (ARRAY['DE','US','SG','ZA','BR','NL','FR','GB','JP','CA'])[1 + i % 10],
          'loa-documents/bench.pdf', 'approved', now(), now() - interval '400 days'
   FROM generate_series(0, $1::int - 1) AS i
   JOIN LATERAL (SELECT id FROM users WHERE email = 'seller' || (1 + i % $2::int) || '@bench.netlease.test') u ON true`,
  [Math.ceil(listingCount / 5), sellerCount],
);
await step(
  'listings',
  `WITH blocks AS (SELECT id, user_id, row_number() OVER (ORDER BY cidr) - 1 AS n FROM ip_blocks)
   INSERT INTO listings (user_id, type, ip_block_id, title, description, location, price_cents, period,
                         subnet, ip_count, features, status, created_at, updated_at)
   SELECT b.user_id, 'ip', b.id,
          (ARRAY['Clean','Premium','Aged','Fresh','Enterprise','Budget','Reputable','Business'])[1 + i % 8] || ' ' ||
          (ARRAY['/24','/23','/22','/21','/20'])[1 + i % 5] || ' in ' ||
          (ARRAY['Amsterdam','Frankfurt','London','Paris','Ashburn','Dallas','Singapore','Tokyo','Sydney',
                 'Johannesburg','Sao Paulo','Toronto','Stockholm','Warsaw','Madrid','Milan','Zurich','Vienna',
                 'Helsinki','Dublin'])[1 + (i / 7) % 20],
          'Address space with ' || (ARRAY['a spotless history','reverse DNS delegation','geolocation updates',
            'LOA and ROA support','abuse handling','fast setup','carrier-grade routing','mail warm-up'])[1 + (i / 3) % 8] ||
          ', suitable for ' || (ARRAY['hosting','VPN gateways','CDN edges','email delivery','ISPs','cloud platforms',
            'game servers','research networks'])[1 + (i / 11) % 8] || '. Listing ' || i || '.',
          (ARRAY['Amsterdam, NL','Frankfurt, DE','London, GB','Paris, FR','Ashburn, US','Dallas, US','Singapore, SG',
                 'Tokyo, JP','Sydney, AU','Johannesburg, ZA','Sao Paulo, BR','Toronto, CA','Stockholm, SE',
                 'Warsaw, PL','Madrid, ES','Milan, IT','Zurich, CH','Vienna, AT','Helsinki, FI','Dublin, IE'])[1 + (i / 7) % 20],
          10000 + (hashint4(i) & 2147483647) % 5000000,
          (ARRAY['month','quarter','year'])[1 + i % 3],
          (ARRAY['/24','/23','/22','/21','/20'])[1 + i % 5], 256 << (i % 5), ARRAY['LOA provided'],
          CASE WHEN i % 20 = 0 THEN 'pending' WHEN i % 20 = 1 THEN 'rejected' ELSE 'active' END,
          now() - (i * 37 || ' seconds')::interval, now()
   FROM generate_series(0, $1::int - 1) AS i
   JOIN blocks b ON b.n = i / 5`,
  [listingCount],
);
await step(
  'server packages',
  `INSERT INTO server_packages (user_id, name, description, location, cpu, ram, storage, bandwidth, price_cents,
                                stock_count, is_bundle, status, created_at, updated_at)
   SELECT u.id,
          (ARRAY['Starter VPS','Business VPS','Performance VPS','Dedicated Xeon','Dedicated EPYC','GPU Node',
                 'Storage Box','Edge Node','Game Server','Mail Relay'])[1 + i % 10] || ' ' || i,
          'A ' || (ARRAY['fast','reliable','balanced','dense','quiet','low-latency'])[1 + (i / 3) % 6] ||
          ' server for ' || (ARRAY['web apps','databases','rendering','backups','game hosting','analytics'])[1 + (i / 5) % 6] || '.',
          (ARRAY['Amsterdam, NL','Frankfurt, DE','London, GB','Ashburn, US','Dallas, US','Singapore, SG',
                 'Tokyo, JP','Sao Paulo, BR','Helsinki, FI','Toronto, CA'])[1 + (i / 7) % 10],
          (ARRAY['2 vCPU','4 vCPU','8 vCPU','16 cores','24 cores'])[1 + i % 5],
          (ARRAY['4 GB','8 GB','16 GB','64 GB','256 GB'])[1 + i % 5],
          (ARRAY['80 GB SSD','160 GB NVMe','1 TB NVMe','4 TB NVMe','20 TB HDD'])[1 + i % 5],
          (ARRAY['2 TB','5 TB','10 TB','1 Gbps unmetered'])[1 + i % 4],
          500 + (hashint4(i + 7) & 2147483647) % 100000, 1 + i % 20, i % 9 = 0,
          CASE WHEN i % 10 = 0 THEN 'pending' ELSE 'approved' END,
          now() - (i * 53 || ' seconds')::interval, now()
   FROM generate_series(0, $1::int - 1) AS i
   JOIN LATERAL (SELECT id FROM users WHERE email = 'seller' || (1 + i % $2::int) || '@bench.netlease.test') u ON true`,
  [packageCount, sellerCount],
);
await step('vacuum analyze', 'VACUUM ANALYZE users, ip_blocks, listings, server_packages');
await client.end();
console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
