/**
 * `npm run bench`: the whole benchmark in one bounded command, on PostgreSQL only.
 *
 *  1. recreates the bench database, migrates it and generates the data set (bench/lib/generate-data.ts),
 *     while the web app and the server are compiled for production (the server by its own build script);
 *  2. starts TWO server processes (plain node on the compiled dist/main.js, NODE_ENV=production) on
 *     that database, on 127.0.0.1;
 *  3. measures the baseline route and the hot paths with autocannon on one process, the baseline
 *     between two runs of a bare Fastify reference (bench/lib/bare-fastify.mjs, its own process);
 *  3b. the same catalogue reads on a third process with the catalogue cache off, each against that
 *     process's own /api/health (what visitors meet right after a write emptied the cache);
 *  4. runs pgbench's TPC-B-like script on a separate database of the same server, as many clients,
 *     right after (the same minutes as the checkouts);
 *  5. the marketplace first page and checkout again, the load split across both processes;
 *  6. the hot auction: 16 bidders on ONE auction, bid → event latency on the other process's stream,
 *     with one process taking the bids, then both;
 *  6b. memory: each process's resident set after those loads, then three short rounds of the
 *     catalogue reads on process A with its resident set after each; after each reading, the heap
 *     in use once a full collection has run (lib/heap.ts; growth there would be a leak);
 *  7. Lighthouse on /, /marketplace, /auctions, /listing/:id and /dashboard (signed in), and the
 *     JavaScript each page loads, as sent;
 *  8. a third server process under V8's CPU profiler (--cpu-prof) during a marketplace load, a
 *     checkout load, the write floor and bids: the top frames by self time;
 *  9. writes EXPLAIN plans of the hot queries to bench/plans/ and the results to bench/RESULTS.md,
 *     with a summary of every performance goal (measure, now, goal, met?) at the top.
 *
 * Knobs: DATABASE_URL (name must contain "bench"; default netlease_bench on 127.0.0.1),
 * BENCH_SECONDS (10), BENCH_CONNECTIONS (4), BENCH_WARMUP_SECONDS (2), PGBENCH_SCALE (10),
 * BENCH_AUCTION_SECONDS (3 × BENCH_SECONDS), BENCH_HOT_BIDDERS (16), BENCH_SKIP_LIGHTHOUSE=1, and for
 * development only BENCH_KEEP_DATA=1 (reuse the data set the last run left; the report says so) and
 * BENCH_ONLY=<parts> (comma-separated: baseline, marketplace, listing, uncached, selling, wallet, checkout, floor, bid,
 * pgbench, auction, memory, lighthouse, profiles, plans), which runs only those parts (checkout brings pgbench,
 * its reference, and the write floor; auction the write floor), skips the web build unless lighthouse is asked, and writes bench/results/only.json in
 * place of RESULTS.md and load.json: a partial run never replaces the full run's figures.
 * Only 127.0.0.1 is contacted.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync, mkdirSync, rmSync } from 'node:fs';
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
  rowWritesSoFar,
  withDatabase,
} from './lib/database';
import {
  BENCH_PASSWORD,
  HEAVY_LEASER,
  benchEmail,
  checkLedger,
  countDataSet,
  generateData,
  type StepTiming,
} from './lib/generate-data';
import {
  buildServer,
  buildWeb,
  readRssBytes,
  startBareFastify,
  startServer,
  type RunningServer,
} from './lib/server';
import { measure, signIn, type LoadResult, type Session } from './lib/load';
import { runHotAuction, type HotAuctionResult } from './lib/hot-auction';
import { profilerClock, summariseWindow, type ProfileSummary, type ProfileWindow } from './lib/profile';
import { runPgbench } from './lib/pgbench';
import { LIGHTHOUSE_PAGES, runLighthouse, waitForQuietMachine, type LighthousePage } from './lib/lighthouse';
import { measurePageScripts, readBundleSizes, type PageScripts } from './lib/page-weight';
import { writePlans } from './lib/plans';
import { marketplaceCases, toQueryString } from './lib/marketplace-cases';
import { collectGarbage } from './lib/heap';
import {
  megabytes,
  renderReport,
  writeResults,
  type Machine,
  type MemoryReport,
  type SellingRun,
} from './lib/report';
import { startCpuMeter } from './lib/cpu-time';

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
const AUCTION_SECONDS = numberSetting('BENCH_AUCTION_SECONDS', 3 * SECONDS);
const HOT_BIDDERS = numberSetting('BENCH_HOT_BIDDERS', 16);
/** Development only: skip the data generation and reuse what the last run left (the report says so). */
const KEEP_DATA = process.env.BENCH_KEEP_DATA === '1';
const BENCH_PARTS = [
  'baseline',
  'marketplace',
  'listing',
  'uncached',
  'selling',
  'wallet',
  'checkout',
  'floor',
  'bid',
  'pgbench',
  'auction',
  'memory',
  'lighthouse',
  'profiles',
  'plans',
] as const;
type BenchPart = (typeof BENCH_PARTS)[number];
/** Development only: run some parts (BENCH_ONLY=auction,checkout); unset, everything runs. */
const ONLY = process.env.BENCH_ONLY
  ? new Set(
      process.env.BENCH_ONLY.split(',').map((part) => {
        const name = part.trim();
        if (!(BENCH_PARTS as readonly string[]).includes(name))
          throw new Error(`BENCH_ONLY: unknown part "${name}" (parts: ${BENCH_PARTS.join(', ')})`);
        return name as BenchPart;
      }),
    )
  : undefined;
const runs = (part: BenchPart) =>
  !ONLY ||
  ONLY.has(part) ||
  (part === 'pgbench' && ONLY.has('checkout')) ||
  // The write floor is what the checkout and hot-auction figures are read against.
  (part === 'floor' && (ONLY.has('checkout') || ONLY.has('auction')));
const BUYERS = 8;
const BIDDERS = 4;
const PROFILES_DIR = path.join(BENCH_DIR, 'results/profiles');

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
const running: RunningServer[] = [];
// A failed run stops the servers it started (and only those) before it exits.
const fail = (error: unknown) => {
  console.error(error);
  void Promise.all(running.map((server) => server.stop())).finally(() => process.exit(1));
};
process.on('uncaughtException', fail);
process.on('unhandledRejection', fail);
const start = async (
  name: string,
  {
    cpuProfileDir,
    env,
    inspectPort,
  }: { cpuProfileDir?: string; env?: Record<string, string>; inspectPort?: boolean } = {},
) => {
  const server = await startServer({
    name,
    root: ROOT,
    entry: serverEntry,
    databaseUrl: url,
    webDistDir: webDist,
    ...(cpuProfileDir ? { cpuProfileDir } : {}),
    ...(env ? { env } : {}),
    ...(inspectPort ? { inspectPort } : {}),
  });
  running.push(server);
  return server;
};
// What each server printed (LOG_LEVEL=warn: warnings and errors, such as the cause of a 500) is
// kept beside the results, so a refused or failed request can be traced.
const stop = async (server: RunningServer) => {
  await server.stop();
  running.splice(running.indexOf(server), 1);
  mkdirSync(path.join(BENCH_DIR, 'results'), { recursive: true });
  writeFileSync(path.join(BENCH_DIR, `results/server-${server.name}.log`), server.output());
};
/** The first lines a server printed about an error, for the console when a scenario saw a 5xx. */
const firstError = (server: RunningServer) =>
  server
    .output()
    .split('\n')
    .find((line) => /"level":50|error/i.test(line))
    ?.slice(0, 400);

/* ---------- 1. database and data set (the builds run meanwhile) ---------- */

const webDist = path.join(ROOT, '.tmp/bench-web-dist');
const serverDist = path.join(ROOT, '.tmp/bench-server-dist');
const builds = Promise.all([
  runs('lighthouse') ? buildWeb(ROOT, webDist) : Promise.resolve(),
  buildServer(ROOT, serverDist),
]);
let db: Awaited<ReturnType<typeof connect>>;
let generation: StepTiming[] = [];
if (KEEP_DATA) {
  log(`reusing ${databaseName} as the last run left it (BENCH_KEEP_DATA)`);
  await migrateDatabase(url);
  db = await connect(url);
} else {
  log(`recreating ${databaseName} and migrating`);
  await recreateDatabase(url, databaseName);
  await migrateDatabase(url);
  db = await connect(url);
  log('generating the data set');
  generation = await generateData(db, await hashPassword(BENCH_PASSWORD));
}
const dataSet = await countDataSet(db);
const ledgerBefore = await checkLedger(db);
if (ledgerBefore.unbalancedJournals || ledgerBefore.negativeWallets || ledgerBefore.walletsOffTheirPostings)
  throw new Error(`generated ledger is inconsistent: ${JSON.stringify(ledgerBefore)}`);
const postgres = (await db.query<{ version: string }>('SELECT version()')).rows[0]!.version;
const settings = await db.query<{ name: string; setting: string; unit: string | null }>(
  `SELECT name, setting, unit FROM pg_settings
   WHERE name IN ('shared_buffers', 'max_connections', 'synchronous_commit', 'work_mem') ORDER BY name`,
);
const [, serverEntry] = await builds;

/* ---------- 2. two server processes on the same database ---------- */

log('starting two server processes');
// A and B keep a port for their inspector, opened only by the memory part (lib/heap.ts).
const serverA = await start('A', { inspectPort: true });
const serverB = await start('B', { inspectPort: true });
const base = serverA.base;
const bothBases = [serverA.base, serverB.base];

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
// The two hot auctions (one process taking the bids, then two) are kept out of the spread bids.
const hotAuctions = liveAuctions.splice(0, 2);
if (hotAuctions.length < 2) throw new Error('the data set has fewer than 3 live auctions');
// Marketplace searches, with cursors of a deep page read from the data set.
const marketplace = await marketplaceCases(db);
const userId = async (email: string) =>
  (await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email])).rows[0]!.id;

// Real sign-ins (CSRF token, POST /api/auth/login), as the web app does them. Leasers are numbered
// from 2; each group has its own (a leaser's deposit covers their orders plus $1,000,000).
log('signing in');
const leaser = (n: number) => benchEmail('leaser', n);
const walletSession = await signIn(base, leaser(HEAVY_LEASER), BENCH_PASSWORD);
const signInMany = async (first: number, count: number, at = base) => {
  const sessions: Session[] = [];
  for (let n = 0; n < count; n += 1) sessions.push(await signIn(at, leaser(first + n), BENCH_PASSWORD));
  return sessions;
};
const buyers = await signInMany(2, BUYERS);
const bidders = await signInMany(2 + BUYERS, BIDDERS);
const hotBidders = await signInMany(2 + BUYERS + BIDDERS, HOT_BIDDERS);
const firstUnusedLeaser = 2 + BUYERS + BIDDERS + HOT_BIDDERS;

/* ---------- 3. load on one process ---------- */

const get = (requestPath: string, headers: Record<string, string> = {}): AutocannonRequest => ({
  method: 'GET',
  path: requestPath,
  headers,
});
let listingTurn = 0;
let packageTurn = 0;
let bidTurn = 0;
let floorTurn = 0;
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
interface Scenario {
  /** The BENCH_ONLY part this scenario belongs to. */
  part?: BenchPart;
  name: string;
  what: string;
  requests: AutocannonRequest[];
}
const marketplaceScenarios: Scenario[] = marketplace.map((scenario) => ({
  part: 'marketplace',
  name: `marketplace, ${scenario.name}`,
  what: scenario.queries
    .map((query) => `GET /api/marketplace${toQueryString(query).replace(/cursor=[^&]+/, 'cursor=…')}`)
    .join(', '),
  requests: scenario.queries.map((query) => get(`/api/marketplace${toQueryString(query)}`)),
}));
const checkoutScenario: Scenario = {
  part: 'checkout',
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
};
const scenarios: Scenario[] = [
  { part: 'baseline', name: 'baseline', what: 'GET /api/health', requests: [get('/api/health')] },
  // The marketplace: each case of bench/lib/marketplace-cases.ts, its queries in turn.
  ...marketplaceScenarios,
  // The totals, asked once per set of filters beside the first page: every first-page query above.
  {
    part: 'marketplace',
    name: 'marketplace totals, each case in turn',
    what: 'GET /api/marketplace/count with the query of each first page above (cursor pages ask none)',
    requests: marketplace
      .flatMap((scenario) => scenario.queries)
      .filter((query) => !query.cursor)
      .map((query) => get(`/api/marketplace/count${toQueryString(query)}`)),
  },
  {
    part: 'listing',
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
    part: 'wallet',
    name: 'wallet page (signed in)',
    what: `GET /api/wallet + GET /api/wallet/transactions, a leaser with ${int(walletRows)} history rows`,
    requests: [
      get('/api/wallet', { cookie: walletSession.cookie }),
      get('/api/wallet/transactions', { cookie: walletSession.cookie }),
    ],
  },
  checkoutScenario,
  {
    // The least any signed-in write costs in this stack (HTTP, session, CSRF, one statement): the
    // ceiling a checkout or a bid could reach if all its SQL were one call that cost nothing.
    part: 'floor',
    name: 'write floor',
    what: `POST /api/notifications/read-all, ${BUYERS} buyers: session, CSRF and one UPDATE statement, which finds nothing left to mark after the first calls (the cheapest signed-in write)`,
    requests: [
      {
        method: 'POST',
        path: '/api/notifications/read-all',
        setupRequest: (request) => {
          const { body, ...headers } = postJson(buyers[floorTurn++ % buyers.length]!, {});
          return { ...request, headers, body };
        },
      },
    ],
  },
  {
    part: 'bid',
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

const loadNow = () => os.loadavg()[0]!;
const WRITE_PARTS = new Set<BenchPart>(['checkout', 'floor', 'bid']);
const run = async (scenario: Scenario, bases: string | string[]) => {
  const load1 = loadNow();
  await measure({ ...scenario, base: bases, seconds: WARMUP, connections: CONNECTIONS });
  const servers = [serverA, serverB].filter((server) => [bases].flat().includes(server.base));
  // The rows a write path writes, from PostgreSQL's own counts (the read paths write none).
  const writes = WRITE_PARTS.has(scenario.part!);
  const rowsBefore = writes ? await rowWritesSoFar(db) : 0;
  const cpuUsed = startCpuMeter(servers.map((server) => server.pid));
  const result = await measure({ ...scenario, base: bases, seconds: SECONDS, connections: CONNECTIONS });
  const cpu = cpuUsed();
  const rowWritesPerOk =
    writes && result.ok ? ((await rowWritesSoFar(db)) - rowsBefore) / result.ok : undefined;
  const perOk = (seconds: number) => (result.ok ? (seconds * 1000) / result.ok : Number.NaN);
  const cpuPerOk = { server: perOk(cpu.server), postgres: perOk(cpu.postgres), machine: perOk(cpu.machine) };
  log(
    `  ${result.okPerSecond.toFixed(0)} 2xx/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, non-2xx ${JSON.stringify(result.refused)}, errors ${result.errors}`,
  );
  if (Object.keys(result.refused).some((status) => status.startsWith('5')))
    log(
      `  server error (bench/results/server-*.log): ${firstError(serverA) ?? firstError(serverB) ?? 'none printed'}`,
    );
  return { ...result, load1, cpuPerOk, rowWritesPerOk };
};

// Goal G4: the server's /api/health against a bare Fastify answering the same body, with the same
// load function, connections and seconds, right before and right after the baseline.
const bareFastify: LoadResult[] = [];
const runBareFastify = async (when: string) => {
  log(`load, bare Fastify reference (${when})`);
  const bare = await startBareFastify(ROOT);
  running.push(bare);
  try {
    const scenario = {
      name: `bare Fastify (${when})`,
      what: 'GET /api/health of bench/lib/bare-fastify.mjs: the same Fastify, one route, no hooks',
      requests: [get('/api/health')],
    };
    const load1 = loadNow();
    await measure({ ...scenario, base: bare.base, seconds: WARMUP, connections: CONNECTIONS });
    const result = await measure({
      ...scenario,
      base: bare.base,
      seconds: SECONDS,
      connections: CONNECTIONS,
    });
    log(
      `  ${result.okPerSecond.toFixed(0)} 2xx/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms`,
    );
    bareFastify.push({ ...result, load1 });
  } finally {
    await bare.stop();
    running.splice(running.indexOf(bare), 1);
  }
};

const ordersBefore = Number((await db.query('SELECT count(*) AS n FROM orders')).rows[0].n);
const load: LoadResult[] = [];
for (const scenario of scenarios.filter((each) => runs(each.part!))) {
  if (scenario.part === 'baseline') await runBareFastify('before');
  log(`load, one process: ${scenario.name}`);
  load.push(await run(scenario, base));
  if (scenario.part === 'baseline') await runBareFastify('after');
}

/* ---------- 3b. the catalogue reads with the cache off ---------- */

// Goal G1: what a visitor meets while the marketplace trades, when every write has just emptied the
// catalogue cache. A third process with CATALOGUE_CACHE=false answers each catalogue read from the
// database; each rate is read against that process's own /api/health, measured first.
const uncached: LoadResult[] = [];
if (runs('uncached')) {
  log('starting a process with the catalogue cache off');
  const serverU = await start('U', { env: { CATALOGUE_CACHE: 'false' } });
  try {
    for (const scenario of scenarios.filter((each) =>
      ['baseline', 'marketplace', 'listing'].includes(each.part!),
    )) {
      log(`load, cache off: ${scenario.name}`);
      const load1 = loadNow();
      await measure({ ...scenario, base: serverU.base, seconds: WARMUP, connections: CONNECTIONS });
      const result = await measure({
        ...scenario,
        base: serverU.base,
        seconds: SECONDS,
        connections: CONNECTIONS,
      });
      log(
        `  ${result.okPerSecond.toFixed(0)} 2xx/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms`,
      );
      uncached.push({ ...result, load1 });
    }
  } finally {
    await stop(serverU);
  }
}

/* ---------- 3c. the catalogue while the marketplace sells ---------- */

// Goal G1's other half: a sale drops only the cached answers it changed (docs/decisions/271, 314).
// The catalogue a visitor reads (every marketplace case and its total, in turn) on process A, alone
// and then while buyers check out on process B; A's metrics tell where its answers came from.
const readCatalogueSources = async (server: { base: string }) => {
  const text = await (await fetch(`${server.base}/metrics`)).text();
  const count = (source: string) =>
    Number(
      new RegExp(`^netlease_catalogue_answers_total\\{source="${source}"\\} (\\S+)$`, 'm').exec(text)?.[1] ??
        NaN,
    );
  return { kept: count('kept'), shared: count('shared'), read: count('read') };
};
const selling: SellingRun[] = [];
if (runs('selling')) {
  const catalogue: Scenario = {
    name: 'catalogue',
    what: 'every marketplace case and its total, in turn',
    requests: [
      ...marketplaceScenarios.flatMap((scenario) => scenario.requests),
      ...scenarios.find((scenario) => scenario.name === 'marketplace totals, each case in turn')!.requests,
    ],
  };
  const readers = Math.max(1, CONNECTIONS - 1);
  for (const withSales of [false, true]) {
    const name = withSales
      ? 'catalogue on A while one buyer connection checks out on B'
      : 'catalogue on A alone';
    log(`load, ${name}`);
    const load1 = loadNow();
    await measure({ ...catalogue, base, seconds: WARMUP, connections: readers });
    const before = await readCatalogueSources(serverA);
    const ordersAtStart = Number((await db.query('SELECT count(*) AS n FROM orders')).rows[0].n);
    const [reads, checkouts] = await Promise.all([
      measure({ ...catalogue, base, seconds: SECONDS, connections: readers }),
      withSales
        ? measure({ ...checkoutScenario, base: serverB.base, seconds: SECONDS, connections: 1 })
        : undefined,
    ]);
    const after = await readCatalogueSources(serverA);
    const orders = Number((await db.query('SELECT count(*) AS n FROM orders')).rows[0].n) - ordersAtStart;
    const sources = {
      kept: after.kept - before.kept,
      shared: after.shared - before.shared,
      read: after.read - before.read,
    };
    log(
      `  reads ${reads.okPerSecond.toFixed(0)}/s (p95 ${reads.p95.toFixed(1)} ms), kept ${sources.kept}, shared ${sources.shared}, read ${sources.read}${checkouts ? `; checkouts ${checkouts.okPerSecond.toFixed(0)}/s, ${orders} orders` : ''}`,
    );
    selling.push({ name, reads: { ...reads, load1 }, checkouts, orders, sources, readers });
  }
}

/* ---------- 4. pgbench, in the same minutes as the checkouts above ---------- */

const runPgbenchPart = async () => {
  log('pgbench');
  const pgbenchName = `${databaseName}_pgbench`;
  await recreateDatabase(url, pgbenchName);
  const result = await runPgbench({
    url: withDatabase(url, pgbenchName),
    scale: PGBENCH_SCALE,
    clients: CONNECTIONS,
    seconds: SECONDS,
  });
  log(`  ${result.tps.toFixed(0)} tps, p50 ${result.p50.toFixed(1)} ms`);
  return result;
};
const pgbench = runs('pgbench') ? await runPgbenchPart() : undefined;

/* ---------- 5. the same load split across two processes ---------- */

const scaling: Array<{ one: LoadResult; two: LoadResult }> = [];
for (const scenario of [scenarios[0]!, marketplaceScenarios[0]!, checkoutScenario].filter((each) =>
  runs(each.part!),
)) {
  log(`load, two processes: ${scenario.name}`);
  const two = await run(scenario, bothBases);
  scaling.push({ one: load.find((result) => result.name === scenario.name)!, two });
}

/* ---------- 6. the hot auction ---------- */

const hotAuction: HotAuctionResult[] = [];
for (const [index, bidBases] of (runs('auction') ? [[serverA.base], bothBases] : []).entries()) {
  const auction = hotAuctions[index]!;
  const { rows } = await db.query<{ next: string }>(
    'SELECT coalesce(current_bid + min_bid_increment, reserve_price) AS next FROM auctions WHERE id = $1',
    [auction.id],
  );
  const name =
    bidBases.length === 1
      ? 'bids to process A, visitor on process B'
      : 'bids split across A and B, visitor on process B';
  log(`hot auction: ${name}, ${HOT_BIDDERS} bidders, ${AUCTION_SECONDS} s`);
  const load1 = loadNow();
  const result = await runHotAuction({
    name,
    bidBases,
    watchBase: serverB.base,
    auctionId: auction.id,
    startAmount: Number(rows[0]!.next),
    increment: auction.increment,
    bidders: hotBidders,
    seconds: AUCTION_SECONDS,
    warmupSeconds: WARMUP,
  });
  log(
    `  ${result.acceptedPerSecond.toFixed(0)} accepted bids/s, refused ${JSON.stringify(result.refusals.map((r) => [r.title, r.count]))}, bid → other process p50 ${result.fromSendP50.toFixed(1)} ms, p95 ${result.fromSendP95.toFixed(1)} ms, lost ${result.lost}`,
  );
  hotAuction.push({ ...result, load1 });
}

/* ---------- 6b. memory after the loads, and over repeated rounds of the catalogue reads ---------- */

const MEMORY_ROUNDS = 3;
const runMemory = async (): Promise<MemoryReport> => {
  log('memory');
  const afterLoad: MemoryReport['afterLoad'] = [];
  for (const server of [serverA, serverB]) {
    const rssBytes = readRssBytes(server.pid);
    afterLoad.push({ name: server.name, rssBytes, collected: await collectGarbage(server) });
  }
  // The catalogue a visitor reads: every marketplace case and the listing detail, in turn.
  const catalogue: Scenario = {
    name: 'catalogue round',
    what: 'every marketplace case and the listing detail in turn',
    requests: [
      ...marketplaceScenarios.flatMap((scenario) => scenario.requests),
      ...scenarios.find((scenario) => scenario.name === 'listing detail')!.requests,
    ],
  };
  const rounds: MemoryReport['rounds'] = [];
  for (let round = 1; round <= MEMORY_ROUNDS; round += 1) {
    const result = await measure({ ...catalogue, base, seconds: SECONDS, connections: CONNECTIONS });
    const rssBytes = readRssBytes(serverA.pid);
    const collected = await collectGarbage(serverA);
    log(
      `  round ${round}: ${result.okPerSecond.toFixed(0)} 2xx/s, non-2xx ${JSON.stringify(result.refused)}, RSS of A ${megabytes(rssBytes)}, after a full collection: heap ${megabytes(collected?.heapUsedBytes)}, RSS ${megabytes(collected?.rssBytes)}`,
    );
    rounds.push({ round, okPerSecond: result.okPerSecond, refused: result.refused, rssBytes, collected });
  }
  return { afterLoad, rounds, roundSeconds: SECONDS, connections: CONNECTIONS };
};
const memory = runs('memory') ? await runMemory() : undefined;

const writesDuringLoad = {
  orders: Number((await db.query('SELECT count(*) AS n FROM orders')).rows[0].n) - ordersBefore,
  bids: Number((await db.query('SELECT count(*) AS n FROM auction_bids')).rows[0].n),
};
const ledgerAfter = await checkLedger(db);

/* ---------- 7. Lighthouse and the JavaScript each page loads ---------- */

let pageScripts: PageScripts[] | string = 'skipped (BENCH_ONLY)';
if (runs('lighthouse')) {
  try {
    pageScripts = await measurePageScripts(base, LIGHTHOUSE_PAGES);
  } catch (error) {
    pageScripts = error instanceof Error ? error.message : String(error);
  }
}
let lighthouse: LighthousePage[] | string = 'skipped (BENCH_SKIP_LIGHTHOUSE)';
if (!process.env.BENCH_SKIP_LIGHTHOUSE && runs('lighthouse')) {
  log('lighthouse: waiting for the machine to settle');
  const settledAt = await waitForQuietMachine();
  log(`lighthouse (1-minute load ${settledAt.toFixed(1)})`);
  try {
    // The dashboard as a leaser sees it: a session of a generated leaser no scenario used, sent as
    // the browser would send its cookie.
    const dashboardUser = await signIn(base, leaser(firstUnusedLeaser + BUYERS + 2), BENCH_PASSWORD);
    // A partial run writes its reports beside the full run's record, never over it.
    const lighthouseDir = path.join(BENCH_DIR, ONLY ? 'results/only-lighthouse' : 'results/lighthouse');
    lighthouse = await runLighthouse(base, lighthouseDir, [
      ...LIGHTHOUSE_PAGES.map((page) => ({ page, path: page })),
      { page: '/listing/:id', path: `/listing/${listingIds[0]!}` },
      { page: '/dashboard', path: '/dashboard', cookie: dashboardUser.cookie },
    ]);
  } catch (error) {
    lighthouse = error instanceof Error ? error.message : String(error);
    log(`  Lighthouse failed: ${lighthouse}`);
  }
}
await stop(serverA);
await stop(serverB);

/* ---------- 8. CPU profiles of a third process under the marketplace, checkout, write-floor and bid loads ---------- */

const runProfiles = async (): Promise<ProfileSummary[] | string> => {
  log('CPU profiles');
  rmSync(PROFILES_DIR, { recursive: true, force: true });
  const rawProfiles = path.join(PROFILES_DIR, 'raw');
  const profiled = await start('profiled', { cpuProfileDir: rawProfiles });
  const profileBuyers = await signInMany(firstUnusedLeaser, BUYERS, profiled.base);
  const windows: ProfileWindow[] = [];
  const profileLoad = async (name: string, what: string, scenario: Scenario) => {
    await measure({ ...scenario, base: profiled.base, seconds: WARMUP, connections: CONNECTIONS });
    const from = profilerClock();
    const result = await measure({
      ...scenario,
      base: profiled.base,
      seconds: SECONDS,
      connections: CONNECTIONS,
    });
    windows.push({
      name,
      what: `${what}: ${result.okPerSecond.toFixed(0)} 2xx/s under the profiler`,
      from,
      to: profilerClock(),
    });
  };
  await profileLoad(
    'marketplace',
    `every marketplace case above in turn, ${CONNECTIONS} connections, ${SECONDS} s`,
    {
      name: 'marketplace, all cases',
      what: '',
      requests: marketplaceScenarios.flatMap((scenario) => scenario.requests),
    },
  );
  buyers.splice(0, buyers.length, ...profileBuyers);
  await profileLoad(
    'checkout',
    `POST /api/checkout as above, ${CONNECTIONS} connections, ${SECONDS} s`,
    checkoutScenario,
  );
  await profileLoad(
    'write floor',
    `POST /api/notifications/read-all as above, ${CONNECTIONS} connections, ${SECONDS} s`,
    scenarios.find((scenario) => scenario.name === 'write floor')!,
  );
  // The bids go on from where the bid load left each auction: every one still leads by an increment.
  await profileLoad(
    'bid',
    `POST /api/auctions/:id/bids as above, ${CONNECTIONS} connections, ${SECONDS} s`,
    scenarios.find((scenario) => scenario.name === 'bid')!,
  );
  await stop(profiled);
  const summaries: ProfileSummary[] | string = (() => {
    try {
      return windows.map((window) =>
        summariseWindow({
          profileFile: path.join(rawProfiles, 'profiled.cpuprofile'),
          window,
          outDir: PROFILES_DIR,
          root: ROOT,
        }),
      );
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  })();
  rmSync(rawProfiles, { recursive: true, force: true });
  return summaries;
};
const profiles = runs('profiles') ? await runProfiles() : 'skipped (BENCH_ONLY)';

/* ---------- 9. plans and results ---------- */

if (runs('plans')) log('query plans');
const planUser = async (n: number): Promise<SessionUser> => {
  const { rows } = await db.query(
    `SELECT id, name, email, role, kyc_status AS "kycStatus", avatar_url AS "avatarUrl", mfa_enabled AS "mfaEnabled"
     FROM users WHERE email = $1`,
    [leaser(n)],
  );
  return rows[0] as SessionUser;
};
let plans: string[] | string = 'skipped (BENCH_ONLY)';
if (runs('plans'))
  try {
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
    plans = (
      await writePlans({
        url,
        outDir: path.join(BENCH_DIR, 'plans'),
        header: `PostgreSQL ${postgres.split(' on ')[0]}; data set: ${dataSet.listings} listings, ${dataSet.server_packages} server packages, ${dataSet.users} users, ${dataSet.orders} orders (bench/lib/generate-data.ts), after the load.`,
        listingId: listingIds[0]!,
        walletUserId: await userId(leaser(HEAVY_LEASER)),
        buyerId: await userId(leaser(firstUnusedLeaser + BUYERS)),
        packageId: planPackage.id,
        bidder: await planUser(firstUnusedLeaser + BUYERS + 1),
        auctionId: planAuction.id,
        bidAmount: Number(planAuction.next),
        marketplaceCases: marketplace,
      })
    ).map((file) => path.relative(ROOT, file));
  } catch (error) {
    plans = error instanceof Error ? error.message : String(error);
    log(`  plans failed: ${plans}`);
  }
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
  dataReused: KEEP_DATA,
  load,
  uncached,
  selling,
  scaling,
  hotAuction,
  bareFastify,
  memory,
  loadSettings: {
    seconds: SECONDS,
    warmup: WARMUP,
    connections: CONNECTIONS,
    auctionSeconds: AUCTION_SECONDS,
    hotBidders: HOT_BIDDERS,
  },
  ledgerAfter,
  writesDuringLoad,
  pgbench,
  lighthouse,
  pageScripts,
  bundleSizes: readBundleSizes(path.join(BENCH_DIR, 'results/bundle-sizes.md'), LIGHTHOUSE_PAGES),
  profiles,
  plans,
};
mkdirSync(path.join(BENCH_DIR, 'results'), { recursive: true });
if (ONLY) {
  // A partial run: its figures go beside the full run's, never over them (RESULTS.md, load.json).
  writeFileSync(
    path.join(BENCH_DIR, 'results/only.json'),
    `${JSON.stringify({ ...report, only: [...ONLY] }, null, 2)}\n`,
  );
  log(`done (BENCH_ONLY=${[...ONLY].join(',')}): bench/results/only.json`);
  process.exit(0);
}
writeFileSync(
  path.join(BENCH_DIR, 'results/load.json'),
  `${JSON.stringify(
    { ...report, lighthouse: typeof lighthouse === 'string' ? lighthouse : 'see lighthouse/summary.json' },
    null,
    2,
  )}\n`,
);
if (!pgbench) throw new Error('a full run measures pgbench');
writeResults(path.join(BENCH_DIR, 'RESULTS.md'), renderReport({ ...report, pgbench }));
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
