/**
 * `npm run bench`: the whole benchmark in one bounded command, on PostgreSQL only.
 *
 *  1. recreates the bench database, migrates it and generates the data set (bench/lib/generate-data.ts);
 *  2. starts the real server (apps/server/src/main.ts) on 127.0.0.1 with the production settings;
 *  3. measures the baseline route and the hot paths with autocannon, each bounded in time;
 *  4. runs pgbench's TPC-B-like script on a separate database of the same server;
 *  5. runs Lighthouse on /, /marketplace and /auctions with the system Chromium;
 *  6. writes EXPLAIN plans of the hot queries to bench/plans/ and the results to bench/RESULTS.md.
 *
 * Knobs: DATABASE_URL (name must contain "bench"; default netlease_bench on 127.0.0.1),
 * BENCH_SECONDS (10), BENCH_CONNECTIONS (4), BENCH_WARMUP_SECONDS (2), PGBENCH_SCALE (10),
 * BENCH_SKIP_LIGHTHOUSE=1. Only 127.0.0.1 is contacted.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AutocannonRequest } from 'autocannon';
import type { SessionUser } from '@netlease/shared/auth';
import { hashPassword } from '../apps/server/src/platform/auth/passwords';
import {
  DEFAULT_DATABASE_URL,
  benchDatabaseName,
  connect,
  migrateDatabase,
  recreateDatabase,
  withDatabase,
} from './lib/database';
import {
  BENCH_PASSWORD,
  HEAVY_LEASER,
  benchEmail,
  checkLedger,
  countDataSet,
  generateData,
} from './lib/generate-data';
import { buildWeb, startServer } from './lib/server';
import { measure, signIn, type LoadResult, type Session } from './lib/load';
import { runPgbench } from './lib/pgbench';
import { runLighthouse, type LighthousePage } from './lib/lighthouse';
import { writePlans } from './lib/plans';
import { marketplaceCases, toQueryString } from './lib/marketplace-cases';
import { renderReport, writeResults, type Machine } from './lib/report';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(BENCH_DIR, '..');
const numberSetting = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const SECONDS = numberSetting('BENCH_SECONDS', 10);
const CONNECTIONS = numberSetting('BENCH_CONNECTIONS', 4);
const WARMUP = numberSetting('BENCH_WARMUP_SECONDS', 2);
const PGBENCH_SCALE = numberSetting('PGBENCH_SCALE', 10);
const BUYERS = 8;
const BIDDERS = 4;

const startedAt = new Date();
const code = describeCode();
const loadBefore = os.loadavg();
const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
const databaseName = benchDatabaseName(url);
for (const host of [new URL(url).hostname]) {
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host))
    throw new Error(`The bench only talks to 127.0.0.1; DATABASE_URL points at ${host}.`);
}
const log = (text: string) =>
  console.log(`[bench ${((Date.now() - startedAt.getTime()) / 1000).toFixed(0).padStart(3)} s] ${text}`);

/* ---------- 1. database and data set (the web build runs meanwhile) ---------- */

const webDist = path.join(ROOT, '.tmp/bench-web-dist');
const webBuild = buildWeb(ROOT, webDist);
log(`recreating ${databaseName} and migrating`);
await recreateDatabase(url, databaseName);
await migrateDatabase(url);
const db = await connect(url);
log('generating the data set');
const generation = await generateData(db, await hashPassword(BENCH_PASSWORD));
const dataSet = await countDataSet(db);
const ledgerBefore = await checkLedger(db);
if (ledgerBefore.unbalancedJournals || ledgerBefore.negativeWallets || ledgerBefore.walletsOffTheirPostings)
  throw new Error(`generated ledger is inconsistent: ${JSON.stringify(ledgerBefore)}`);
const postgres = (await db.query<{ version: string }>('SELECT version()')).rows[0]!.version;
const settings = await db.query<{ name: string; setting: string; unit: string | null }>(
  `SELECT name, setting, unit FROM pg_settings
   WHERE name IN ('shared_buffers', 'max_connections', 'synchronous_commit', 'work_mem') ORDER BY name`,
);
await webBuild;

/* ---------- 2. the server ---------- */

log('starting the server');
const server = await startServer({ root: ROOT, databaseUrl: url, webDistDir: webDist });
const { base } = server;

// What the scenarios read and buy: public listings, approved packages (consecutive ones belong to
// different sellers), live auctions with their next valid amount.
const listingIds = (
  await db.query<{ id: string }>(
    `SELECT id FROM listings WHERE status = 'active' AND type = 'ip' ORDER BY created_at DESC LIMIT 1000`,
  )
).rows.map((row) => row.id);
const packageIds = (
  await db.query<{ id: string }>(
    `SELECT id FROM server_packages WHERE status = 'approved' AND stock_count > 0
     ORDER BY created_at DESC, id LIMIT 40000`,
  )
).rows.map((row) => row.id);
const liveAuctions = (
  await db.query<{ id: string; next: string; increment: string }>(
    `SELECT id, coalesce(current_bid + min_bid_increment, reserve_price) AS next, min_bid_increment AS increment
     FROM auctions WHERE status = 'live' AND end_time > now() + interval '1 hour' ORDER BY id`,
  )
).rows.map((row) => ({ id: row.id, next: Number(row.next), increment: Number(row.increment) }));
// Marketplace searches, with cursors of a deep page read from the data set.
const marketplace = await marketplaceCases(db);
const userId = async (email: string) =>
  (await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email])).rows[0]!.id;

// Real sign-ins (POST /api/auth/login), 1 + BUYERS + BIDDERS of them: under the per-address sign-in
// limit (20 per 15 minutes), which is the only rate limit on the routes measured here.
log('signing in');
const walletSession = await signIn(base, benchEmail('leaser', HEAVY_LEASER), BENCH_PASSWORD);
const buyers: Session[] = [];
for (let n = 0; n < BUYERS; n += 1)
  buyers.push(await signIn(base, benchEmail('leaser', 2 + n), BENCH_PASSWORD));
const bidders: Session[] = [];
for (let n = 0; n < BIDDERS; n += 1)
  bidders.push(await signIn(base, benchEmail('leaser', 2 + BUYERS + n), BENCH_PASSWORD));

/* ---------- 3. load ---------- */

const get = (requestPath: string, headers: Record<string, string> = {}): AutocannonRequest => ({
  method: 'GET',
  path: requestPath,
  headers,
});
let listingTurn = 0;
let packageTurn = 0;
let bidTurn = 0;
const postJson = (session: Session, body: unknown, extra: Record<string, string> = {}) => ({
  'content-type': 'application/json',
  cookie: session.cookie,
  'x-csrf-token': session.csrf,
  ...extra,
  body: JSON.stringify(body),
});

const walletRows = Number(
  (
    await db.query(
      'SELECT count(*) AS n FROM transactions t JOIN users u ON u.id = t.user_id WHERE u.email = $1',
      [walletSession.email],
    )
  ).rows[0].n,
);
const scenarios: Array<{ name: string; what: string; requests: AutocannonRequest[] }> = [
  { name: 'baseline', what: 'GET /api/health', requests: [get('/api/health')] },
  // The marketplace: each case of bench/lib/marketplace-cases.ts, its queries in turn.
  ...marketplace.map((scenario) => ({
    name: `marketplace, ${scenario.name}`,
    what: scenario.queries
      .map((query) => `GET /api/marketplace${toQueryString(query).replace(/cursor=[^&]+/, 'cursor=…')}`)
      .join(', '),
    requests: scenario.queries.map((query) => get(`/api/marketplace${toQueryString(query)}`)),
  })),
  // The totals, asked once per set of filters beside the first page: every first-page query above.
  {
    name: 'marketplace totals, each case in turn',
    what: 'GET /api/marketplace/count with the query of each first page above (cursor pages ask none)',
    requests: marketplace
      .flatMap((scenario) => scenario.queries)
      .filter((query) => !query.cursor)
      .map((query) => get(`/api/marketplace/count${toQueryString(query)}`)),
  },
  {
    name: 'listing detail',
    what: 'GET /api/marketplace/listings/:id, 1,000 listings in turn',
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: `/api/marketplace/listings/${listingIds[listingTurn++ % listingIds.length]}`,
        }),
      },
    ],
  },
  {
    name: 'wallet page (signed in)',
    what: `GET /api/wallet + GET /api/wallet/transactions, a leaser with ${int(walletRows)} history rows`,
    requests: [
      get('/api/wallet', { cookie: walletSession.cookie }),
      get('/api/wallet/transactions', { cookie: walletSession.cookie }),
    ],
  },
  {
    name: 'checkout',
    what: `POST /api/checkout (wallet), ${BUYERS} buyers, a different package (and seller) each time, CSRF + Idempotency-Key`,
    requests: [
      {
        method: 'POST',
        path: '/api/checkout',
        setupRequest: (request) => {
          const turn = packageTurn++;
          const { body, ...headers } = postJson(
            buyers[turn % buyers.length]!,
            { itemType: 'server', itemId: packageIds[turn % packageIds.length], method: 'wallet' },
            { 'idempotency-key': randomUUID() },
          );
          return { ...request, headers, body };
        },
      },
    ],
  },
  {
    name: 'bid',
    what: `POST /api/auctions/:id/bids, ${BIDDERS} bidders over ${liveAuctions.length} live auctions, each bid one increment above the last`,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const turn = bidTurn++;
          const auction = liveAuctions[turn % liveAuctions.length]!;
          const amountCents = auction.next;
          auction.next += auction.increment;
          // Rotate bidders against auctions so a bidder rarely outbids themselves.
          const bidder = bidders[(turn + Math.floor(turn / liveAuctions.length)) % bidders.length]!;
          const { body, ...headers } = postJson(bidder, { amountCents });
          return { ...request, path: `/api/auctions/${auction.id}/bids`, headers, body };
        },
      },
    ],
  },
];

const ordersBefore = Number((await db.query('SELECT count(*) AS n FROM orders')).rows[0].n);
const load: LoadResult[] = [];
for (const scenario of scenarios) {
  log(`load: ${scenario.name}`);
  await measure({ ...scenario, base, seconds: WARMUP, connections: CONNECTIONS });
  const result = await measure({ ...scenario, base, seconds: SECONDS, connections: CONNECTIONS });
  log(
    `  ${result.okPerSecond.toFixed(0)} 2xx/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, non-2xx ${JSON.stringify(result.refused)}, errors ${result.errors}`,
  );
  load.push(result);
}
const writesDuringLoad = {
  orders: Number((await db.query('SELECT count(*) AS n FROM orders')).rows[0].n) - ordersBefore,
  bids: Number((await db.query('SELECT count(*) AS n FROM auction_bids')).rows[0].n),
};
const ledgerAfter = await checkLedger(db);

/* ---------- 4. pgbench ---------- */

log('pgbench');
const pgbenchName = `${databaseName}_pgbench`;
await recreateDatabase(url, pgbenchName);
const pgbench = await runPgbench({
  url: withDatabase(url, pgbenchName),
  scale: PGBENCH_SCALE,
  clients: CONNECTIONS,
  seconds: SECONDS,
});
log(`  ${pgbench.tps.toFixed(0)} tps, p50 ${pgbench.p50.toFixed(1)} ms`);

/* ---------- 5. Lighthouse ---------- */

let lighthouse: LighthousePage[] | string = 'skipped (BENCH_SKIP_LIGHTHOUSE)';
if (!process.env.BENCH_SKIP_LIGHTHOUSE) {
  log('lighthouse');
  try {
    lighthouse = await runLighthouse(base, path.join(BENCH_DIR, 'results/lighthouse'));
  } catch (error) {
    lighthouse = error instanceof Error ? error.message : String(error);
    log(`  Lighthouse failed: ${lighthouse}`);
  }
}
await server.stop();

/* ---------- 6. plans and results ---------- */

log('query plans');
const planUser = async (n: number): Promise<SessionUser> => {
  const { rows } = await db.query(
    `SELECT id, name, email, role, kyc_status AS "kycStatus", avatar_url AS "avatarUrl", mfa_enabled AS "mfaEnabled"
     FROM users WHERE email = $1`,
    [benchEmail('leaser', n)],
  );
  return rows[0] as SessionUser;
};
const planAuction = (
  await db.query<{ id: string; next: string }>(
    `SELECT id, coalesce(current_bid + min_bid_increment, reserve_price) AS next FROM auctions
     WHERE status = 'live' AND current_bid IS NOT NULL ORDER BY id LIMIT 1`,
  )
).rows[0]!;
const planPackage = (
  await db.query<{ id: string }>(
    `SELECT id FROM server_packages WHERE status = 'approved' AND stock_count > 0 ORDER BY created_at LIMIT 1`,
  )
).rows[0]!;
const plans = await writePlans({
  url,
  outDir: path.join(BENCH_DIR, 'plans'),
  header: `PostgreSQL ${postgres.split(' on ')[0]}; data set: ${dataSet.listings} listings, ${dataSet.server_packages} server packages, ${dataSet.users} users, ${dataSet.orders} orders (bench/lib/generate-data.ts), after the load.`,
  listingId: listingIds[0]!,
  walletUserId: await userId(benchEmail('leaser', HEAVY_LEASER)),
  buyerId: await userId(benchEmail('leaser', 2 + BUYERS + BIDDERS)),
  packageId: planPackage.id,
  bidder: await planUser(3 + BUYERS + BIDDERS),
  auctionId: planAuction.id,
  bidAmount: Number(planAuction.next),
  marketplaceCases: marketplace,
});
await db.end();

const machine: Machine = {
  cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
  cores: os.cpus().length,
  ramGb: os.totalmem() / 1024 ** 3,
  os: `${os.type()} ${os.release()} (${os.arch()})`,
  node: process.version,
  postgres,
  postgresSettings: settings.rows
    .map(
      (row) =>
        `${row.name}=${row.unit === '8kB' ? `${(Number(row.setting) * 8) / 1024} MB` : `${row.setting}${row.unit ?? ''}`}`,
    )
    .join(', '),
  code,
  loadBefore,
  loadAfter: os.loadavg(),
};
const report = {
  startedAt,
  totalSeconds: (Date.now() - startedAt.getTime()) / 1000,
  machine,
  databaseName,
  dataSet,
  generation,
  load,
  loadSettings: { seconds: SECONDS, warmup: WARMUP, connections: CONNECTIONS },
  ledgerAfter,
  writesDuringLoad,
  pgbench,
  lighthouse,
  plans: plans.map((file) => path.relative(ROOT, file)),
};
mkdirSync(path.join(BENCH_DIR, 'results'), { recursive: true });
writeFileSync(
  path.join(BENCH_DIR, 'results/load.json'),
  `${JSON.stringify(
    { ...report, lighthouse: typeof lighthouse === 'string' ? lighthouse : 'see lighthouse/summary.json' },
    null,
    2,
  )}\n`,
);
writeResults(path.join(BENCH_DIR, 'RESULTS.md'), renderReport(report));
log(`done: bench/RESULTS.md, bench/results/, bench/plans/`);

/** Which code was measured: the commit, and whether the working tree had uncommitted changes. */
function describeCode() {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
    return `commit ${git('rev-parse', '--short', 'HEAD')}${dirty ? ' with uncommitted changes in the tree' : ''}`;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

function int(value: number) {
  return value.toLocaleString('en-US');
}
