// Crash test (docs/decisions/085, money end to end): the real server on a private
// PostgreSQL 15 cluster under a bounded load of card deposits, wallet and card checkouts, bids, order
// cancellations (refunds to the card and to the wallet), payout requests and jobs coming due. At seeded
// random moments the server, PostgreSQL or both are killed with SIGKILL and restarted. A request cut
// off by a kill is sent again with the same Idempotency-Key until it gets an answer (some cut-off card
// payments are given up, as a buyer closing the tab would, and left to the reconciler). After the load
// the reconciler settles what is left, and SQL checks the ledger, the balances, that every successful
// payment has its order, invoice and journal, that every card charge is applied or refunded, that
// every answer a client kept matches the database, and that no key made two orders or journals.
// Exits non-zero on any violation and writes scripts/crash-test/RESULTS.md.
//
//   npm run crash-test                 (needs PostgreSQL 15 binaries in /usr/lib/postgresql/15/bin)
//   CRASH_SEED=7 CRASH_KILLS=9 npm run crash-test
//
// The machine's shared PostgreSQL is never touched: the test runs its own cluster (initdb into a
// temporary folder, a free port, as the postgres OS user when run as root) and removes it at the end.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import argon2 from 'argon2';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const HERE = path.join(ROOT, 'scripts/crash-test');
const SEED = Number(process.env.CRASH_SEED ?? 20261122);
const KILLS = Number(process.env.CRASH_KILLS ?? 9);
const CLIENTS = Number(process.env.CRASH_CLIENTS ?? 4);
/** Share of cut-off card payments whose client gives up instead of sending them again. */
const ABANDON = Number(process.env.CRASH_ABANDON ?? 0.5);
const PG_BIN = process.env.CRASH_PG_BIN ?? '/usr/lib/postgresql/15/bin';
const DATABASE = 'netlease_crash';
const PASSWORD = 'crash-test-password-1';
const PACKAGE_STOCK = 1_000_000;
/** A package with little stock: card checkouts of it race wallet checkouts and get refunded. */
const SCARCE_STOCK = 2;
const AUCTIONS = 8;
/** These keep running all along; the others are ended one by one during the run. */
const LONG_AUCTIONS = 2;
// Load runs this long (ms) between a restart and the next kill, drawn from the seeded random.
const LOAD_WINDOW = [2_000, 6_000];
const FINAL_LOAD_MS = 3_000;
/** PostgreSQL stays down this long (ms) before it is started again. */
const DB_DOWN = [200, 2_000];
/** After the database is back, a 5xx is still counted as part of the outage for this long. */
const OUTAGE_GRACE_MS = 1_500;
/** How long the reconciler waits before it takes over an intent (platform/payments STALE_INTENT_MS). */
const STALE_INTENT_MS = 2 * 60_000;
const STARTED = Date.now();
const DEADLINE = STARTED + 5 * 60_000;
/** Clients stop re-sending after this, so a server that never answers cannot hang the run. */
const HARD_DEADLINE = STARTED + 8 * 60_000;
const CARD = {
  holderName: 'Crash Test',
  number: '4242424242424242',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  country: 'us',
};
const DECLINED_CARD = { ...CARD, number: '4000000000000002' };
const PAYOUT_DETAILS = {
  country: 'DE',
  account_holder: 'Crash Seller',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
};

/** mulberry32: a small seeded generator, so a run can be repeated with the same kill moments. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = seeded(SEED);
const between = (low, high, rng = random) => Math.floor(low + rng() * (high - low));
const pick = (items, rng) => items[Math.floor(rng() * items.length)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(preferred) {
  const tryPort = (port) =>
    new Promise((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(null));
      probe.listen(port, '127.0.0.1', () => {
        const { port: bound } = probe.address();
        probe.close(() => resolve(bound));
      });
    });
  return (preferred ? await tryPort(preferred) : null) ?? (await tryPort(0));
}

/* ---------- a private PostgreSQL cluster ---------- */

const isRoot = process.getuid?.() === 0;
// initdb and postgres refuse to run as root: they run as the postgres OS user, in a folder it owns.
const pgOwner = isRoot
  ? {
      uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
      gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
    }
  : {};
const pgDir = mkdtempSync(path.join(tmpdir(), 'netlease-crash-pg-'));
const pgData = path.join(pgDir, 'data');
const logDir = mkdtempSync(path.join(tmpdir(), 'netlease-crash-logs-'));
let pgPort;
let pgProcess;
let pgLog = '';

function initCluster() {
  if (isRoot) chownSync(pgDir, pgOwner.uid, pgOwner.gid);
  const result = spawnSync(
    path.join(PG_BIN, 'initdb'),
    [
      '-D',
      pgData,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
      '--no-instructions',
    ],
    { ...pgOwner, cwd: pgDir, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`initdb failed:\n${result.stdout}\n${result.stderr}`);
}

function startPostgres() {
  pgProcess = spawn(
    path.join(PG_BIN, 'postgres'),
    [
      '-D',
      pgData,
      '-p',
      String(pgPort),
      '-k',
      pgDir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=60',
      '-c',
      'shared_buffers=32MB',
      '-c',
      'log_min_messages=fatal',
    ],
    { ...pgOwner, cwd: pgDir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  pgProcess.stdout.on('data', (chunk) => (pgLog += chunk));
  pgProcess.stderr.on('data', (chunk) => (pgLog += chunk));
}

const adminUrl = () => `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
const databaseUrl = () => `postgres://postgres@127.0.0.1:${pgPort}/${DATABASE}`;

/** Starts PostgreSQL (again) and waits until it takes connections; crash recovery runs here. */
async function startPostgresAndWait() {
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    startPostgres();
    const until = Date.now() + 30_000;
    while (Date.now() < until && pgProcess.exitCode === null && pgProcess.signalCode === null) {
      const probe = new pg.Client({ connectionString: adminUrl(), connectionTimeoutMillis: 1_000 });
      try {
        await probe.connect();
        await probe.query('SELECT 1');
        await probe.end();
        return attempt;
      } catch {
        await probe.end().catch(() => undefined);
        await sleep(100);
      }
    }
    // Old backends still attached to shared memory make a new postmaster stop: try again shortly.
    await killPostgres();
    await sleep(500);
  }
  throw new Error(`PostgreSQL did not start:\n${pgLog.slice(-4_000)}`);
}

/** The processes whose parent is `pid` (PostgreSQL backends and workers of our postmaster). */
function childrenOf(pid) {
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === pid) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

function isAlive(pid) {
  try {
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
}

/**
 * SIGKILLs our postmaster and every process it started, as a machine crash would: the postmaster is
 * stopped first so it cannot fork meanwhile, then all of them get SIGKILL. Only these process ids are
 * signalled; the machine's shared PostgreSQL is another process tree and is never touched.
 */
async function killPostgres() {
  const postmaster = pgProcess;
  if (!postmaster || postmaster.exitCode !== null || postmaster.signalCode !== null) return;
  const exited = new Promise((resolve) => postmaster.once('exit', resolve));
  try {
    process.kill(postmaster.pid, 'SIGSTOP');
  } catch {
    // already gone
  }
  const children = childrenOf(postmaster.pid);
  postmaster.kill('SIGKILL');
  for (const pid of children) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  await exited;
  const until = Date.now() + 10_000;
  while (children.some(isAlive) && Date.now() < until) await sleep(20);
}

async function stopPostgres() {
  const postmaster = pgProcess;
  if (!postmaster || postmaster.exitCode !== null || postmaster.signalCode !== null) return;
  const exited = new Promise((resolve) => postmaster.once('exit', resolve));
  postmaster.kill('SIGINT'); // fast shutdown
  const done = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
  if (!done) await killPostgres();
}

/* ---------- the server ---------- */

let serverPort;
let base;
const dataDir = mkdtempSync(path.join(tmpdir(), 'netlease-crash-'));
let server;
let serverLog = '';
let serverStarts = 0;

function startServer() {
  serverStarts += 1;
  serverLog += `\n===== server start ${serverStarts} at +${Date.now() - STARTED} ms =====\n`;
  // One process (no wrapper), so SIGKILL hits the server itself and nothing keeps the port.
  server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(ROOT, 'apps/server'),
    env: {
      ...process.env,
      // Card deposits and checkouts go through the sandbox processor, which exists only in test or demo
      // mode (docs/decisions/120-two-phase-payments.md); everything else runs as in production.
      NODE_ENV: 'test',
      CARD_GATEWAY: 'sandbox',
      // /api/test/jobs/run and /api/test/clock/advance, to run the reconciler at the end.
      TEST_CONTROL: 'true',
      DATABASE_URL: databaseUrl(),
      HOST: '127.0.0.1',
      PORT: String(serverPort),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      DEMO_MODE: 'false',
      LOG_LEVEL: 'error',
      JOBS_ENABLED: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk) => (serverLog += chunk));
  server.stderr.on('data', (chunk) => (serverLog += chunk));
  return server;
}

const serverIsRunning = () => server && server.exitCode === null && server.signalCode === null;

async function waitUntilReady() {
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (!serverIsRunning())
      throw new Error(`server exited (${server.exitCode}):\n${serverLog.slice(-4_000)}`);
    try {
      const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`server did not become ready:\n${serverLog.slice(-4_000)}`);
}

/** Waits until a request that reads the database answers 200 (the server reconnected), or gives up. */
async function waitUntilDatabaseAnswers(probeUrl, limitMs) {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    if (!serverIsRunning()) return 'exited';
    try {
      const response = await fetch(`${base}${probeUrl}`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return 'ok';
    } catch {
      // not answering yet
    }
    await sleep(100);
  }
  return 'timeout';
}

/** The error that ended the current server process, from its log (e.g. an unhandled 'error' event). */
function whyTheServerExited() {
  const log = serverLog.slice(serverLog.lastIndexOf('===== server start'));
  const unhandled =
    /Unhandled '?error'? event[\s\S]*?\n(\w*error: [^\n]*)[\s\S]*?Emitted 'error' event on (\w+) instance/i.exec(
      log,
    );
  if (unhandled) return `unhandled 'error' event on a pg ${unhandled[2]}: ${unhandled[1]}`;
  const lines = log.split('\n').filter((line) => line.trim() && !line.startsWith('Node.js'));
  return lines.at(-1)?.slice(0, 300) ?? `exit code ${server.exitCode}`;
}

function stopServer(signal) {
  return new Promise((resolve) => {
    if (!serverIsRunning()) return resolve();
    server.once('exit', () => resolve());
    server.kill(signal);
  });
}

/* ---------- the market the clients trade in ---------- */

async function seedMarket(db) {
  const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id });
  const insertUser = async (email, role, kycStatus = 'not_started') =>
    (
      await db.query(
        `INSERT INTO users (email, name, role, password_hash, email_verified_at, kyc_status)
         VALUES ($1, $2, $3, $4, now(), $5) RETURNING id`,
        [email, email.split('@')[0], role, hash, kycStatus],
      )
    ).rows[0].id;
  // The seller is a verified monetizer: payouts need approved KYC (docs/PRODUCT.md "Accounts").
  const seller = {
    email: 'seller@crash.test',
    id: await insertUser('seller@crash.test', 'monetizer', 'approved'),
  };
  const leasers = [];
  for (let index = 0; index < CLIENTS; index += 1) {
    const email = `client-${index}@crash.test`;
    leasers.push({ email, id: await insertUser(email, 'leaser') });
  }
  const insertPackage = async (name, stock) =>
    (
      await db.query(
        `INSERT INTO server_packages (user_id, name, description, location, cpu, ram, storage, bandwidth,
           price_cents, stock_count, status)
         VALUES ($1, $2, 'A server for the crash test', 'Frankfurt', '8 cores', '32 GB', '1 TB',
           '1 Gbps', 1000, $3, 'approved') RETURNING id`,
        [seller.id, name, stock],
      )
    ).rows[0].id;
  const packages = {
    plenty: { id: await insertPackage('Crash box', PACKAGE_STOCK), stock: PACKAGE_STOCK },
    scarce: { id: await insertPackage('Scarce box', SCARCE_STOCK), stock: SCARCE_STOCK },
  };
  const auctionIds = [];
  for (let index = 0; index < AUCTIONS; index += 1) {
    // Benchmarking space (RFC 2544), as in the demo data.
    const cidr = `198.18.${index}.0/24`;
    const blockId = (
      await db.query(
        `INSERT INTO ip_blocks (user_id, cidr, rir, country_code, loa_file_key, status)
         VALUES ($1, $2, 'ripe', 'DE', 'crash/loa.pdf', 'approved') RETURNING id`,
        [seller.id, cidr],
      )
    ).rows[0].id;
    await db.query(`INSERT INTO ip_subnets (ip_block_id, subnet) VALUES ($1, $2)`, [blockId, cidr]);
    auctionIds.push(
      (
        await db.query(
          `INSERT INTO auctions (seller_id, ip_block_id, reserve_price, min_bid_increment, start_time,
             end_time, status, approved_at)
           VALUES ($1, $2, 1000, 100, now() - interval '1 hour', now() + interval '1 day', 'live', now())
           RETURNING id`,
          [seller.id, blockId],
        )
      ).rows[0].id,
    );
  }
  return { seller, leasers, packages, auctionIds, longAuctionIds: auctionIds.slice(0, LONG_AUCTIONS) };
}

/* ---------- the clients ---------- */

let inFlight = 0;

/** A browser-like client: keeps cookies and sends the CSRF token. */
function createClient(email) {
  const cookies = new Map();
  let csrf;
  async function call(method, url, body, headers = {}) {
    inFlight += 1;
    try {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(csrf && method !== 'GET' ? { 'x-csrf-token': csrf } : {}),
          cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          ...headers,
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(30_000),
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const text = await response.text();
      let json;
      try {
        json = JSON.parse(text);
      } catch {
        json = text;
      }
      return { status: response.status, body: json, replayed: response.headers.get('idempotent-replayed') };
    } finally {
      inFlight -= 1;
    }
  }
  return {
    email,
    call,
    orders: new Map(), // orderId -> { method, state: 'open' | 'cancelled' | 'closed' }
    async signIn() {
      csrf = (await call('GET', '/api/auth/csrf')).body.token;
      const response = await call('POST', '/api/auth/login', { email, password: PASSWORD });
      if (response.status !== 200) throw new Error(`sign-in of ${email}: ${JSON.stringify(response.body)}`);
    },
  };
}

/* ---------- requests, cut-offs and re-sends ---------- */

/** Periods when PostgreSQL was down (and the server reconnecting): a 5xx then is the outage. */
const outages = [];
const isDuringOutage = (from, to) =>
  outages.some((outage) => from <= (outage.to ?? Infinity) + OUTAGE_GRACE_MS && to >= outage.from);

const tally = {
  sends: 0,
  answers: 0,
  resent: 0,
  cutOff: 0,
  timedOut: 0,
  refusedWhileDown: 0,
  outage5xx: 0,
  abandoned: 0,
  unanswered: 0,
  byStatus: {},
};
const serverErrors = [];
const byKind = {};
/** Every request with an Idempotency-Key: what was sent and the answer the client kept. */
const keyLog = new Map();
const seen = { deposits: [], orders: [], payouts: [], bids: [], cancels: [] };
/** Requests on routes without Idempotency-Key support whose re-send got a refusal. */
const resentRefusals = [];
const abandonRandom = seeded(SEED ^ 0x5eed);

function kindTally(kind) {
  byKind[kind] ??= { answers: 0, accepted: 0, refused: 0, resent: 0, cutOff: 0, abandoned: 0 };
  return byKind[kind];
}

/**
 * Sends a request until it gets an answer. A request cut off by a kill (the connection dropped, no
 * answer) and a 5xx while the database is down have an unknown outcome: the same request is sent
 * again, with the same Idempotency-Key, once the server takes connections. A cut-off card payment is
 * given up with probability ABANDON when `abandonable` (left to the reconciler). Returns the answer the
 * client keeps, or null when it gave up.
 */
async function send(client, kind, method, url, body, options = {}) {
  const { key, abandonable = false } = options;
  const stats = kindTally(kind);
  const entry = key
    ? { kind, email: client.email, key, sends: 0, resent: 0, final: null, abandoned: false }
    : null;
  if (entry) keyLog.set(`${client.email} ${key}`, entry);
  let unexpected5xx = 0;
  let wasResent = false;
  /** The outcome of the last send is unknown: the request goes again (counted once per unknown outcome). */
  const sendAgain = () => {
    tally.resent += 1;
    stats.resent += 1;
    wasResent = true;
    if (entry) entry.resent += 1;
  };
  const finish = (response) => {
    tally.answers += 1;
    tally.byStatus[response.status] = (tally.byStatus[response.status] ?? 0) + 1;
    stats.answers += 1;
    if (response.status >= 200 && response.status < 300) stats.accepted += 1;
    else stats.refused += 1;
    if (entry) entry.final = { status: response.status, body: response.body };
    return { ...response, wasResent };
  };
  for (;;) {
    if (Date.now() > HARD_DEADLINE) {
      tally.unanswered += 1;
      return null;
    }
    const startedAt = Date.now();
    tally.sends += 1;
    if (entry) entry.sends += 1;
    let response;
    try {
      response = await client.call(method, url, body, key ? { 'idempotency-key': key } : {});
    } catch (error) {
      if (error?.cause?.code === 'ECONNREFUSED') {
        // Never reached the server (it is restarting): nothing is unknown, send it when it is back.
        tally.refusedWhileDown += 1;
        await sleep(150);
        continue;
      }
      if (error?.name === 'TimeoutError') tally.timedOut += 1;
      tally.cutOff += 1;
      stats.cutOff += 1;
      if (abandonable && abandonRandom() < ABANDON) {
        tally.abandoned += 1;
        stats.abandoned += 1;
        if (entry) entry.abandoned = true;
        return null;
      }
      sendAgain();
      await sleep(150);
      continue;
    }
    if (response.status >= 500) {
      if (isDuringOutage(startedAt, Date.now())) {
        tally.outage5xx += 1;
      } else {
        unexpected5xx += 1;
        serverErrors.push({
          kind,
          url,
          status: response.status,
          body: response.body,
          atMs: startedAt - STARTED,
        });
        if (unexpected5xx >= 3) return finish(response);
      }
      sendAgain();
      await sleep(200);
      continue;
    }
    return finish(response);
  }
}

const isOk = (response) => response && response.status >= 200 && response.status < 300;

async function cardDeposit(client, rng, sequence) {
  const key = `${client.email}-deposit-${sequence}`;
  const amountCents = between(2_000, 20_000, rng);
  const card = rng() < 0.08 ? DECLINED_CARD : CARD;
  const response = await send(
    client,
    'card deposit',
    'POST',
    '/api/deposits',
    { amountCents, gateway: 'card', card },
    { key, abandonable: true },
  );
  if (isOk(response)) seen.deposits.push({ id: response.body.paymentId, amountCents, email: client.email });
}

async function checkoutOp(client, market, rng, sequence, method) {
  const key = `${client.email}-checkout-${sequence}`;
  const item = rng() < 0.2 ? market.packages.scarce : market.packages.plenty;
  const body = { itemType: 'server', itemId: item.id, method, autoRenews: rng() < 0.5 };
  if (method === 'card') body.card = rng() < 0.08 ? DECLINED_CARD : CARD;
  const response = await send(client, `${method} checkout`, 'POST', '/api/checkout', body, {
    key,
    abandonable: method === 'card',
  });
  if (isOk(response)) {
    seen.orders.push({ id: response.body.orderId, method, email: client.email });
    client.orders.set(response.body.orderId, { method, state: 'open' });
  }
}

async function cancelOwn(client, rng) {
  const open = [...client.orders].filter(([, order]) => order.state === 'open');
  if (open.length === 0) return;
  const [orderId, order] = pick(open, rng);
  const response = await send(
    client,
    `cancel (${order.method}-paid)`,
    'POST',
    `/api/orders/${orderId}/cancel`,
  );
  if (isOk(response)) {
    order.state = 'cancelled';
    seen.cancels.push({ id: orderId, method: order.method, email: client.email });
  } else if (response) {
    order.state = 'closed';
    if (response.wasResent) resentRefusals.push({ kind: 'cancel', orderId, status: response.status });
  }
}

async function bidOp(client, market, rng, sequence) {
  const live = market.auctionIds.filter((id) => !market.ended.has(id));
  if (live.length === 0) return;
  const auctionId = pick(live, rng);
  let detail;
  try {
    detail = await client.call('GET', `/api/auctions/${auctionId}`);
  } catch {
    await sleep(100);
    return;
  }
  if (detail.status !== 200) {
    await sleep(100);
    return;
  }
  const { auction } = detail.body;
  if (auction.status !== 'live' || Date.parse(auction.endTime) <= Date.now()) {
    market.ended.add(auctionId);
    return;
  }
  const amountCents = auction.minimumNextBid;
  // The bid route takes no Idempotency-Key (the server ignores it); it is sent like the others.
  const response = await send(
    client,
    'bid',
    'POST',
    `/api/auctions/${auctionId}/bids`,
    { amountCents },
    { key: `${client.email}-bid-${sequence}` },
  );
  if (isOk(response)) seen.bids.push({ id: response.body.bid.id, email: client.email });
  else if (response?.wasResent) {
    resentRefusals.push({
      kind: 'bid',
      auctionId,
      amountCents,
      email: client.email,
      status: response.status,
    });
  }
}

async function sellerOrders(client) {
  try {
    const response = await client.call('GET', '/api/orders?as=monetizer');
    return response.status === 200 ? response.body.orders : [];
  } catch {
    await sleep(100);
    return [];
  }
}

async function advanceOrder(client, rng) {
  const orders = (await sellerOrders(client)).filter((order) =>
    ['payment_confirmed', 'provisioning'].includes(order.status),
  );
  if (orders.length === 0) return;
  const order = pick(orders, rng);
  const next = order.status === 'payment_confirmed' ? 'provisioning' : 'active';
  await send(client, 'order status (seller)', 'POST', `/api/orders/${order.id}/status`, { status: next });
}

async function sellerCancel(client, rng) {
  const orders = (await sellerOrders(client)).filter((order) => order.status === 'payment_confirmed');
  if (orders.length === 0) return;
  const order = pick(orders, rng);
  const response = await send(client, 'cancel (seller)', 'POST', `/api/orders/${order.id}/cancel`);
  if (isOk(response)) seen.cancels.push({ id: order.id, method: null, email: client.email });
  else if (response?.wasResent)
    resentRefusals.push({ kind: 'cancel', orderId: order.id, status: response.status });
}

async function payoutOp(client, rng, sequence) {
  let balance;
  try {
    const wallet = await client.call('GET', '/api/wallet');
    if (wallet.status !== 200) return sleep(100);
    balance = wallet.body.balance;
  } catch {
    return sleep(100);
  }
  if (balance < 200) return;
  const amountCents = between(100, Math.min(balance, 40_000) / 2, rng);
  const response = await send(
    client,
    'payout request',
    'POST',
    '/api/payouts',
    { amountCents, method: 'bank', details: PAYOUT_DETAILS },
    { key: `${client.email}-payout-${sequence}` },
  );
  if (isOk(response)) seen.payouts.push({ id: response.body.payout.id, amountCents, email: client.email });
}

/** A leaser: card deposits, wallet and card checkouts, cancellations of its own orders, bids. */
async function runLeaser(client, market, running, rng) {
  for (let sequence = 1; running(); sequence += 1) {
    const roll = rng();
    if (roll < 0.16) await cardDeposit(client, rng, sequence);
    else if (roll < 0.34) await checkoutOp(client, market, rng, sequence, 'wallet');
    else if (roll < 0.5) await checkoutOp(client, market, rng, sequence, 'card');
    else if (roll < 0.6) await cancelOwn(client, rng);
    else await bidOp(client, market, rng, sequence);
  }
}

/** The seller: provisions and activates orders, cancels some, deposits by card and requests payouts. */
async function runSeller(client, running, rng) {
  for (let sequence = 1; running(); sequence += 1) {
    const roll = rng();
    if (roll < 0.4) await advanceOrder(client, rng);
    else if (roll < 0.55) await cardDeposit(client, rng, sequence);
    else if (roll < 0.88) await payoutOp(client, rng, sequence);
    else await sellerCancel(client, rng);
  }
}

/* ---------- jobs coming due ---------- */

const due = { jobRuns: 0, jobRunsAnswered: 0, renewalsDue: 0, holdsDue: 0, auctionsEnded: 0 };

/** Runs the server's jobs now (besides its own timers), as a second instance's scheduler would. */
async function runJobsLoop(client, running, rng) {
  while (running()) {
    await sleep(between(1_500, 4_000, rng));
    due.jobRuns += 1;
    const response = await send(client, 'jobs/run', 'POST', '/api/test/jobs/run');
    if (isOk(response)) due.jobRunsAnswered += 1;
  }
}

/**
 * Makes work come due during the run. The server's test clock lives in its process and a kill resets
 * it, so time is moved for selected rows instead, as if it had passed for them: auto-renewing and
 * plain orders reach their renewal date (renewal or completion), sellers' 30-day holds their release
 * date, and auctions with bids their end (settlement into an order). The server's jobs do the rest.
 */
async function runDueMaker(pool, market, running, rng) {
  while (running()) {
    await sleep(between(2_000, 4_000, rng));
    try {
      due.renewalsDue += (
        await pool.query(`UPDATE orders SET renewal_date = now()
          WHERE id IN (SELECT id FROM orders WHERE status = 'active' AND renewal_date > now() + interval '1 day'
                       ORDER BY created_at LIMIT 2)`)
      ).rowCount;
      due.holdsDue += (
        await pool.query(`UPDATE wallet_holds SET release_at = now()
          WHERE id IN (SELECT h.id FROM wallet_holds h JOIN orders o ON o.id = h.order_id
                       WHERE h.status = 'held' AND o.status = 'active' AND h.release_at > now()
                       ORDER BY h.created_at LIMIT 3)`)
      ).rowCount;
      const ended = await pool.query(
        `UPDATE auctions SET end_time = now()
         WHERE id IN (SELECT id FROM auctions WHERE status = 'live' AND bid_count > 0 AND end_time > now()
                        AND NOT (id = ANY($1::uuid[])) ORDER BY created_at LIMIT 1)
         RETURNING id`,
        [market.longAuctionIds],
      );
      for (const row of ended.rows) market.ended.add(row.id);
      due.auctionsEnded += ended.rowCount;
    } catch {
      // PostgreSQL is down: the next round tries again
    }
  }
}

/* ---------- the invariants ---------- */

async function checkInvariants(db, market) {
  const checks = [];
  const check = async (name, query, params = []) => {
    const rows = (await db.query(query, params)).rows;
    checks.push({ name, ok: rows.length === 0, count: rows.length, sample: rows.slice(0, 3) });
  };
  const holding = `('payment_confirmed', 'provisioning', 'active', 'suspended')`;

  /* the ledger and the wallets */
  await check(
    'every journal sums to zero',
    `SELECT journal_id, sum(amount)::text AS total FROM ledger_postings GROUP BY journal_id HAVING sum(amount) <> 0`,
  );
  await check(
    'the whole ledger sums to zero',
    `SELECT sum(amount)::text AS total FROM ledger_postings HAVING coalesce(sum(amount), 0) <> 0`,
  );
  await check(
    'no negative balance',
    `SELECT user_id, balance, on_hold_balance FROM wallets WHERE balance < 0 OR on_hold_balance < 0`,
  );
  await check(
    'every wallet equals the sum of its ledger accounts',
    `SELECT w.user_id FROM wallets w
     LEFT JOIN (SELECT a.user_id,
                  sum(CASE WHEN a.kind = 'wallet_available' THEN p.amount ELSE 0 END) AS available,
                  sum(CASE WHEN a.kind = 'wallet_on_hold' THEN p.amount ELSE 0 END) AS on_hold
                FROM ledger_postings p JOIN ledger_accounts a ON a.code = p.account_code
                WHERE a.user_id IS NOT NULL GROUP BY a.user_id) s ON s.user_id = w.user_id
     WHERE w.balance <> coalesce(s.available, 0) OR w.on_hold_balance <> coalesce(s.on_hold, 0)`,
  );
  await check(
    "every wallet's on-hold balance is its held bids plus its held sales",
    `SELECT w.user_id, w.on_hold_balance, x.expected FROM wallets w
     CROSS JOIN LATERAL (SELECT
       coalesce((SELECT sum(b.held_amount) FROM auction_bids b WHERE b.bidder_id = w.user_id AND b.hold_status = 'held'), 0)
       + coalesce((SELECT sum(h.amount) FROM wallet_holds h WHERE h.user_id = w.user_id AND h.status = 'held'), 0)
       AS expected) x
     WHERE w.on_hold_balance <> x.expected`,
  );
  await check(
    'no reference has two journals of a once-only kind (deposit, checkout, refund, payout, bid hold, release)',
    `SELECT kind, reference_id, count(*) FROM ledger_journals
     WHERE kind IN ('deposit', 'checkout', 'refund', 'payout_request', 'auction_bid_hold', 'auction_bid_release',
                    'auction_hold_capture', 'hold_release')
     GROUP BY kind, reference_id HAVING count(*) > 1`,
  );

  /* payments, orders, invoices and journals */
  await check(
    'every successful order/renewal payment has its order, its invoice and its journal (counts and amounts agree)',
    `SELECT 'payment without its order' AS problem, p.id FROM payments p
     WHERE p.type IN ('order', 'renewal') AND p.status = 'success'
       AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = p.order_id)
     UNION ALL
     SELECT 'order whose payments, journals and invoices differ', x.id FROM (SELECT o.id,
         (SELECT count(*) FROM payments p WHERE p.order_id = o.id AND p.type = 'order' AND p.status = 'success') AS first,
         (SELECT count(*) FROM payments p WHERE p.order_id = o.id AND p.type IN ('order', 'renewal') AND p.status = 'success') AS paid,
         (SELECT coalesce(sum(p.amount), 0) FROM payments p WHERE p.order_id = o.id AND p.type IN ('order', 'renewal') AND p.status = 'success') AS paid_cents,
         (SELECT count(*) FROM ledger_journals j WHERE j.reference_type = 'order' AND j.reference_id = o.id AND j.kind IN ('checkout', 'renewal')) AS journals,
         (SELECT coalesce(-sum(lp.amount), 0) FROM ledger_journals j JOIN ledger_postings lp ON lp.journal_id = j.id
            WHERE j.reference_type = 'order' AND j.reference_id = o.id AND j.kind IN ('checkout', 'renewal') AND lp.amount < 0) AS journal_cents,
         (SELECT count(*) FROM invoices i WHERE i.order_id = o.id AND i.paid_at IS NOT NULL) AS invoices
       FROM orders o) x
     WHERE x.first <> 1 OR x.journals <> x.paid OR x.invoices <> x.paid OR x.journal_cents <> x.paid_cents`,
  );
  await check(
    'every successful deposit has exactly one journal of its amount, and every deposit journal a deposit',
    `SELECT p.id FROM payments p
     WHERE p.type = 'deposit' AND p.status = 'success'
       AND (SELECT count(*) FROM ledger_journals j JOIN ledger_postings lp ON lp.journal_id = j.id
            WHERE j.kind = 'deposit' AND j.reference_type = 'payment' AND j.reference_id = p.id
              AND lp.amount = p.amount AND lp.account_code LIKE 'wallet:%:available') <> 1
     UNION ALL
     SELECT j.reference_id FROM ledger_journals j WHERE j.kind = 'deposit'
       AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.id = j.reference_id AND p.type = 'deposit' AND p.status = 'success')`,
  );
  await check(
    'every order is accounted for by exactly one Idempotency-Key, card payment or auction',
    `SELECT x.id, x.refs FROM (SELECT o.id,
       (SELECT count(*) FROM idempotency_keys k WHERE k.scope = 'checkout' AND k.response->>'orderId' = o.id::text)
       + (SELECT count(*) FROM payment_intents i WHERE i.purpose = 'order' AND i.status = 'succeeded'
            AND i.response_body->>'orderId' = o.id::text)
       + (SELECT count(*) FROM auctions a WHERE a.order_id = o.id) AS refs
     FROM orders o) x WHERE x.refs <> 1`,
  );
  await check(
    'every payout has one request journal and one Idempotency-Key; payouts clearing holds the open payouts',
    `SELECT p.id::text FROM payouts p
     WHERE (SELECT count(*) FROM ledger_journals j WHERE j.kind = 'payout_request' AND j.reference_id = p.id) <> 1
        OR (SELECT count(*) FROM idempotency_keys k WHERE k.scope = 'payout' AND k.response->'payout'->>'id' = p.id::text) <> 1
     UNION ALL
     SELECT 'payouts clearing' WHERE
       coalesce((SELECT sum(amount) FROM ledger_postings WHERE account_code = 'platform:payouts_clearing'), 0)
       <> coalesce((SELECT sum(amount) FROM payouts WHERE status IN ('requested', 'approved')), 0)`,
  );
  await check(
    'stock + orders holding a unit = the starting stock, for each package',
    `SELECT s.id, s.stock_count, (SELECT count(*) FROM orders o WHERE o.item_id = s.id AND o.status IN ${holding}) AS holding
     FROM server_packages s
     WHERE s.stock_count + (SELECT count(*) FROM orders o WHERE o.item_id = s.id AND o.status IN ${holding})
           <> CASE s.id WHEN $1::uuid THEN $2::int WHEN $3::uuid THEN $4::int END`,
    [market.packages.plenty.id, PACKAGE_STOCK, market.packages.scarce.id, SCARCE_STOCK],
  );
  await check(
    'every cancelled order was refunded: no held sale left, and its refund journal returns what was paid',
    `SELECT o.id FROM orders o WHERE o.status IN ('cancelled', 'dispute') AND (
       EXISTS (SELECT 1 FROM wallet_holds h WHERE h.order_id = o.id AND h.status = 'held')
       OR (SELECT count(*) FROM ledger_journals j WHERE j.kind = 'refund' AND j.reference_id = o.id) <> 1
       OR (SELECT coalesce(sum(lp.amount), 0) FROM ledger_journals j JOIN ledger_postings lp ON lp.journal_id = j.id
             WHERE j.kind = 'refund' AND j.reference_id = o.id AND lp.amount > 0)
          <> (SELECT coalesce(sum(p.amount), 0) FROM payments p WHERE p.order_id = o.id
                AND p.type IN ('order', 'renewal') AND p.status = 'success'))`,
  );

  /* card payments: intents, the processor's books and refunds */
  await check(
    'every payment intent is settled (none pending or refund_pending after the reconciler)',
    `SELECT id, status, purpose, attempts FROM payment_intents WHERE status IN ('pending', 'refund_pending')`,
  );
  await check(
    'each succeeded intent has exactly one successful payment (and for orders its order) matching its answer',
    `SELECT i.id FROM payment_intents i WHERE i.status = 'succeeded' AND (
       i.response_status <> 201
       OR (SELECT count(*) FROM payments p WHERE p.transaction_id = i.charge_id AND p.status = 'success') <> 1
       OR (i.purpose = 'order' AND NOT EXISTS (SELECT 1 FROM payments p JOIN orders o ON o.id = p.order_id
             WHERE p.transaction_id = i.charge_id AND p.status = 'success' AND p.type = 'order'
               AND p.amount = i.amount_cents AND o.id::text = i.response_body->>'orderId'))
       OR (i.purpose = 'deposit' AND NOT EXISTS (SELECT 1 FROM payments p
             WHERE p.transaction_id = i.charge_id AND p.status = 'success' AND p.type = 'deposit'
               AND p.amount = i.amount_cents AND p.id::text = i.response_body->>'paymentId')))
     UNION ALL
     SELECT i.id FROM payment_intents i WHERE i.status <> 'succeeded' AND i.charge_id IS NOT NULL
       AND EXISTS (SELECT 1 FROM payments p WHERE p.transaction_id = i.charge_id AND p.status = 'success')`,
  );
  await check(
    'no successful card payment without a succeeded intent',
    `SELECT p.id FROM payments p WHERE p.gateway = 'card' AND p.type IN ('order', 'deposit') AND p.status = 'success'
       AND NOT EXISTS (SELECT 1 FROM payment_intents i WHERE i.charge_id = p.transaction_id AND i.status = 'succeeded')`,
  );
  await check(
    'no card charge without an applied intent or a full refund; declined charges have declined intents',
    `SELECT c.key, c.status, i.status AS intent FROM sandbox_card_charges c
     LEFT JOIN payment_intents i ON i.id::text = c.key
     WHERE (c.status = 'succeeded' AND NOT ((i.status = 'succeeded' AND i.charge_id = c.charge_id)
                                          OR (i.status = 'refunded' AND c.refunded_cents = c.amount_cents)))
        OR (c.status = 'declined' AND i.status IS DISTINCT FROM 'declined')`,
  );
  await check(
    "every refund of type 'refund' succeeded",
    `SELECT id, status, amount FROM payments WHERE type = 'refund' AND status <> 'success'`,
  );
  await check(
    "the processor's refunded amount of each charge = its refund payments (+ the whole charge for a refunded intent)",
    `SELECT c.charge_id, c.refunded_cents FROM sandbox_card_charges c
     LEFT JOIN payment_intents i ON i.id::text = c.key
     WHERE c.refunded_cents <>
       coalesce((SELECT sum(r.amount) FROM payments r JOIN payments o ON o.id = r.refund_of
                 WHERE o.transaction_id = c.charge_id AND r.type = 'refund' AND r.status = 'success'), 0)
       + CASE WHEN i.status = 'refunded' THEN c.amount_cents ELSE 0 END`,
  );
  await check(
    "gateway clearing in the ledger = the processor's books (charges applied − refunds − payouts paid)",
    `SELECT x.ledger, x.books FROM (SELECT
       coalesce((SELECT sum(amount) FROM ledger_postings WHERE account_code = 'platform:gateway_clearing'), 0) AS ledger,
       - coalesce((SELECT sum(c.amount_cents) FROM sandbox_card_charges c
                   JOIN payment_intents i ON i.id::text = c.key AND i.status = 'succeeded'), 0)
       + coalesce((SELECT sum(amount) FROM payments WHERE type = 'refund' AND status = 'success'), 0)
       + coalesce((SELECT sum(amount) FROM payouts WHERE status = 'paid'), 0) AS books) x
     WHERE x.ledger <> x.books`,
  );

  /* auctions and address space */
  await check(
    'each auction shows its highest bid and count; the leading bid of a live auction, and only it, holds funds',
    `SELECT a.id FROM auctions a
     WHERE a.current_bid IS DISTINCT FROM (SELECT max(bid_amount) FROM auction_bids b WHERE b.auction_id = a.id)
        OR a.bid_count <> (SELECT count(*) FROM auction_bids b WHERE b.auction_id = a.id)
        OR EXISTS (SELECT 1 FROM auction_bids b WHERE b.auction_id = a.id AND b.hold_status = 'held'
                   AND (a.status <> 'live' OR b.id IS DISTINCT FROM a.current_bid_id))
        OR (a.status = 'live' AND a.current_bid_id IS NOT NULL AND NOT EXISTS (
              SELECT 1 FROM auction_bids b WHERE b.id = a.current_bid_id AND b.hold_status = 'held'))`,
  );
  await check(
    "each ended auction is settled: sold → the winner's order at the winning bid, its hold captured",
    `SELECT a.id FROM auctions a WHERE a.status = 'ended' AND (
       (a.outcome = 'sold' AND NOT EXISTS (SELECT 1 FROM orders o JOIN auction_bids b ON b.id = a.current_bid_id
          WHERE o.id = a.order_id AND o.leaser_id = a.winner_id AND o.amount = a.current_bid
            AND b.bidder_id = a.winner_id AND b.hold_status = 'captured'))
       OR (a.outcome = 'unsold' AND a.order_id IS NOT NULL))`,
  );
  await check(
    'every leased subnet belongs to an active lease of an order that holds it',
    `SELECT s.id, s.subnet::text FROM ip_subnets s WHERE s.status = 'leased' AND NOT EXISTS (
       SELECT 1 FROM order_ip_leases l JOIN orders o ON o.id = l.order_id
       WHERE l.is_active AND s.id = ANY(l.subnet_ids) AND o.status IN ${holding})`,
  );

  /* what the clients were told */
  const ids = (list) => list.map((item) => item.id);
  await check(
    'every deposit a client saw accepted exists and succeeded, with its amount',
    `SELECT seen.id FROM unnest($1::uuid[], $2::bigint[]) AS seen(id, amount)
     WHERE NOT EXISTS (SELECT 1 FROM payments p WHERE p.id = seen.id AND p.status = 'success'
                       AND p.type = 'deposit' AND p.amount = seen.amount)`,
    [ids(seen.deposits), seen.deposits.map((deposit) => deposit.amountCents)],
  );
  await check(
    'every order a client saw accepted exists, for that client',
    `SELECT seen.id FROM unnest($1::uuid[], $2::text[]) AS seen(id, email)
     WHERE NOT EXISTS (SELECT 1 FROM orders o JOIN users u ON u.id = o.leaser_id
                       WHERE o.id = seen.id AND u.email = seen.email)`,
    [ids(seen.orders), seen.orders.map((order) => order.email)],
  );
  await check(
    'every cancellation a client saw accepted left the order cancelled, card-paid ones refunded to the card',
    `SELECT seen.id FROM unnest($1::uuid[]) AS seen(id)
     WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = seen.id AND o.status = 'cancelled')
        OR EXISTS (SELECT 1 FROM payments p WHERE p.order_id = seen.id AND p.gateway = 'card'
                   AND p.type = 'order' AND p.status = 'success'
                   AND NOT EXISTS (SELECT 1 FROM payments r WHERE r.refund_of = p.id AND r.status = 'success'))`,
    [ids(seen.cancels)],
  );
  await check(
    'every payout a client saw accepted exists, with its amount',
    `SELECT seen.id FROM unnest($1::uuid[], $2::bigint[]) AS seen(id, amount)
     WHERE NOT EXISTS (SELECT 1 FROM payouts p WHERE p.id = seen.id AND p.amount = seen.amount)`,
    [ids(seen.payouts), seen.payouts.map((payout) => payout.amountCents)],
  );
  await check(
    'every bid a client saw accepted exists',
    `SELECT id FROM unnest($1::uuid[]) AS seen(id) WHERE NOT EXISTS (SELECT 1 FROM auction_bids b WHERE b.id = seen.id)`,
    [ids(seen.bids)],
  );
  checks.push(await checkKeptAnswers(db));
  return checks;
}

/**
 * For every Idempotency-Key a client used on a money route: the answer it kept (after any re-sends)
 * is the one the server stored for that key, so a repeat can never have made a second order, deposit
 * or payout; a key given up after a cut-off was settled by the reconciler.
 */
async function checkKeptAnswers(db) {
  const stored = new Map();
  for (const row of (
    await db.query(`SELECT u.email, k.key, k.status_code AS status, k.response AS body
                    FROM idempotency_keys k JOIN users u ON u.id = k.user_id`)
  ).rows) {
    stored.set(`${row.email} ${row.key}`, { status: row.status, body: row.body, from: 'key' });
  }
  for (const row of (
    await db.query(`SELECT u.email, i.idempotency_key AS key, i.response_status AS status, i.response_body AS body,
                           i.status AS intent
                    FROM payment_intents i JOIN users u ON u.id = i.user_id WHERE i.idempotency_key IS NOT NULL`)
  ).rows) {
    stored.set(`${row.email} ${row.key}`, {
      status: row.status,
      body: row.body,
      from: 'intent',
      intent: row.intent,
    });
  }
  const problems = [];
  const idOf = (body) => body?.orderId ?? body?.paymentId ?? body?.payout?.id ?? null;
  for (const [name, entry] of keyLog) {
    if (entry.kind === 'bid') continue; // the bid route keeps no keys
    const kept = stored.get(name);
    if (entry.abandoned) {
      if (kept?.from === 'intent' && kept.status === null)
        problems.push({ key: name, problem: 'abandoned, unsettled' });
      continue;
    }
    if (!entry.final || entry.final.status >= 500) continue;
    const accepted = entry.final.status >= 200 && entry.final.status < 300;
    if (!kept) {
      // Refusals before the money moved (validation, insufficient funds) keep no key.
      if (accepted) problems.push({ key: name, problem: 'accepted, but no stored answer' });
      continue;
    }
    if (kept.status !== entry.final.status || (accepted && idOf(kept.body) !== idOf(entry.final.body))) {
      problems.push({ key: name, kept: entry.final.status, stored: kept.status });
    }
  }
  return {
    name: 'the answer each client kept for an Idempotency-Key is the one stored for that key',
    ok: problems.length === 0,
    count: problems.length,
    sample: problems.slice(0, 3),
  };
}

/* ---------- the run ---------- */

/** Kinds of kill in a seeded order, each kind as often as the others (±1). */
function planKills(count) {
  const kinds = [];
  while (kinds.length < count) {
    const round = ['server', 'database', 'both'];
    for (let index = round.length - 1; index > 0; index -= 1) {
      const other = Math.floor(random() * (index + 1));
      [round[index], round[other]] = [round[other], round[index]];
    }
    kinds.push(...round);
  }
  return kinds.slice(0, count);
}

async function killAndRecover(kind, probeUrl) {
  const record = { kind, inFlight, pgDownMs: null, server: '' };
  const startedAt = Date.now();
  if (kind === 'server') {
    await stopServer('SIGKILL');
    startServer();
    await waitUntilReady();
    record.server = `restarted, up in ${Date.now() - startedAt} ms`;
    return record;
  }
  const outage = { from: Date.now(), to: null };
  outages.push(outage);
  if (kind === 'both') {
    // Both at once, in a seeded order, as when the machine goes down.
    if (random() < 0.5) await Promise.all([killPostgres(), stopServer('SIGKILL')]);
    else await Promise.all([stopServer('SIGKILL'), killPostgres()]);
  } else {
    await killPostgres();
  }
  await sleep(between(DB_DOWN[0], DB_DOWN[1]));
  await startPostgresAndWait();
  record.pgDownMs = Date.now() - startedAt;
  if (kind === 'both') {
    startServer();
    await waitUntilReady();
    record.server = `restarted, up in ${Date.now() - startedAt} ms`;
  } else {
    // The server stayed up: it must reconnect by itself.
    const reconnected = await waitUntilDatabaseAnswers(probeUrl, 20_000);
    if (reconnected === 'ok') {
      record.server = `survived, reads the database again ${Date.now() - startedAt - record.pgDownMs} ms after PostgreSQL was back`;
    } else {
      record.server =
        reconnected === 'exited'
          ? 'EXITED when the database went away; restarted'
          : 'DID NOT RECONNECT in 20 s; restarted';
      record.serverFailed = reconnected;
      record.reason = reconnected === 'exited' ? whyTheServerExited() : null;
      await stopServer('SIGKILL');
      startServer();
      await waitUntilReady();
    }
  }
  outage.to = Date.now();
  return record;
}

async function main() {
  const started = new Date();
  pgPort = await freePort();
  serverPort = await freePort(Number(process.env.CRASH_PORT ?? 3917));
  base = `http://127.0.0.1:${serverPort}`;
  console.log(
    `crash test: seed ${SEED}, ${KILLS} kills, ${CLIENTS} clients + a seller, server port ${serverPort}, private PostgreSQL on ${pgPort} (${pgDir})`,
  );
  initCluster();
  await startPostgresAndWait();
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();

  startServer();
  await waitUntilReady(); // the first start migrates the fresh database
  const pool = new pg.Pool({ connectionString: databaseUrl(), max: 3 });
  pool.on('error', () => undefined); // a pooled connection dies with PostgreSQL; the pool replaces it
  const market = { ...(await seedMarket(pool)), ended: new Set() };
  const leasers = market.leasers.map((user) => createClient(user.email));
  const seller = createClient(market.seller.email);
  const jobsClient = createClient(market.seller.email);
  for (const client of [...leasers, seller, jobsClient]) await client.signIn();
  const probeUrl = `/api/auctions/${market.auctionIds[0]}`;

  let loadOn = true;
  const running = () => loadOn;
  const loops = [
    ...leasers.map((client, index) => runLeaser(client, market, running, seeded(SEED + index + 1))),
    runSeller(seller, running, seeded(SEED + 101)),
    runJobsLoop(jobsClient, running, seeded(SEED + 102)),
    runDueMaker(pool, market, running, seeded(SEED + 103)),
  ];

  const kills = [];
  const plan = planKills(KILLS);
  for (let index = 0; index < plan.length && Date.now() < DEADLINE - 60_000; index += 1) {
    const after = between(LOAD_WINDOW[0], LOAD_WINDOW[1]);
    await sleep(after);
    const answeredBefore = tally.answers;
    const record = await killAndRecover(plan[index], probeUrl);
    kills.push({ kill: index + 1, afterMs: after, answeredSoFar: answeredBefore, ...record });
    console.log(
      `  kill ${index + 1} (${record.kind}) after ${after} ms of load, ${record.inFlight} requests in flight: ` +
        `${record.pgDownMs === null ? '' : `PostgreSQL back in ${record.pgDownMs} ms; `}server ${record.server}`,
    );
  }
  await sleep(FINAL_LOAD_MS);
  loadOn = false;
  await Promise.all(loops);

  /* the reconciler settles what the kills and the clients that gave up left open */
  const openBefore = (
    await pool.query(`SELECT
      (SELECT count(*) FROM payment_intents WHERE status = 'pending')::int AS pending,
      (SELECT count(*) FROM payment_intents WHERE status = 'refund_pending')::int AS refund_pending,
      (SELECT count(*) FROM payments WHERE type = 'refund' AND status = 'pending')::int AS refunds_pending`)
  ).rows[0];
  let reconcilerRuns = 0;
  for (; reconcilerRuns < 15; reconcilerRuns += 1) {
    const open = (
      await pool.query(`SELECT (SELECT count(*) FROM payment_intents WHERE status IN ('pending', 'refund_pending'))
                          + (SELECT count(*) FROM payments WHERE type = 'refund' AND status = 'pending') AS n`)
    ).rows[0];
    if (Number(open.n) === 0) break;
    // Past the stale time, so the job takes every open intent and refund (it claims 20 of each a run).
    const moved = await send(jobsClient, 'clock/advance', 'POST', '/api/test/clock/advance', {
      ms: STALE_INTENT_MS + 60_000,
    });
    if (!isOk(moved)) throw new Error(`clock/advance: ${JSON.stringify(moved)}`);
    await send(jobsClient, 'jobs/run', 'POST', '/api/test/jobs/run');
  }
  await stopServer('SIGTERM');

  const checks = await checkInvariants(pool, market);
  const counts = (
    await pool.query(`SELECT
      (SELECT count(*) FROM orders)::int AS orders,
      (SELECT count(*) FROM orders WHERE status = 'cancelled')::int AS cancelled,
      (SELECT count(*) FROM orders WHERE status = 'completed')::int AS completed,
      (SELECT count(*) FROM orders WHERE status = 'suspended')::int AS suspended,
      (SELECT count(*) FROM auction_bids)::int AS bids,
      (SELECT count(*) FROM payments WHERE type = 'deposit' AND status = 'success')::int AS deposits,
      (SELECT count(*) FROM payments WHERE type = 'renewal' AND status = 'success')::int AS renewals,
      (SELECT count(*) FROM payments WHERE type = 'refund')::int AS card_refunds,
      (SELECT count(*) FROM payouts)::int AS payouts,
      (SELECT count(*) FROM ledger_journals WHERE kind = 'hold_release')::int AS holds_released,
      (SELECT count(*) FROM auctions WHERE status = 'ended' AND outcome = 'sold')::int AS auctions_sold,
      (SELECT count(*) FROM auctions WHERE status = 'ended' AND outcome = 'unsold')::int AS auctions_unsold,
      (SELECT count(*) FROM sandbox_card_charges)::int AS charges,
      (SELECT count(*) FROM ledger_journals)::int AS journals,
      (SELECT count(*) FROM ledger_postings)::int AS postings,
      current_setting('server_version') AS postgres`)
  ).rows[0];
  const intents = (
    await pool.query(`SELECT status, count(*)::int AS n, count(*) FILTER (WHERE attempts > 0)::int AS by_job
                      FROM payment_intents GROUP BY status ORDER BY status`)
  ).rows;
  const journalKinds = (
    await pool.query(`SELECT kind, count(*)::int AS n FROM ledger_journals GROUP BY kind ORDER BY kind`)
  ).rows;
  // Re-sent bids and cancellations (routes without Idempotency-Key) refused although the first went through.
  const lostAnswers = { bids: 0, cancels: 0 };
  for (const refusal of resentRefusals) {
    const found =
      refusal.kind === 'bid'
        ? await pool.query(
            `SELECT 1 FROM auction_bids b JOIN users u ON u.id = b.bidder_id
             WHERE b.auction_id = $1 AND b.bid_amount = $2 AND u.email = $3`,
            [refusal.auctionId, refusal.amountCents, refusal.email],
          )
        : await pool.query(`SELECT 1 FROM orders WHERE id = $1 AND status = 'cancelled'`, [refusal.orderId]);
    if (found.rowCount > 0) lostAnswers[refusal.kind === 'bid' ? 'bids' : 'cancels'] += 1;
  }
  await pool.end();
  await stopPostgres();
  writeFileSync(path.join(logDir, 'server.log'), serverLog);
  writeFileSync(path.join(logDir, 'postgres.log'), pgLog);

  const failed = checks.filter((check) => !check.ok);
  const serverFailures = kills.filter((kill) => kill.serverFailed);
  const passed = failed.length === 0 && serverErrors.length === 0 && serverFailures.length === 0;
  const killsOf = (kind) => kills.filter((kill) => kill.kind === kind).length;
  const seconds = ((Date.now() - started.getTime()) / 1000).toFixed(1);
  const lines = [
    '# Crash test results',
    '',
    'Written by `npm run crash-test` (scripts/crash-test/crash-test.mjs); see docs/decisions/085-quality-suites.md.',
    '',
    `- Run: ${started.toISOString()}, ${seconds} s`,
    `- Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node.js ${process.version}, private PostgreSQL ${counts.postgres} cluster (initdb in a temporary folder, removed after the run)`,
    `- Seed ${SEED}: ${CLIENTS} leasers (card deposits 16 %, wallet checkouts 18 %, card checkouts 16 %, cancellations 10 %, bids 40 %; 8 % of card payments with a declined card; 20 % of checkouts on a package with ${SCARCE_STOCK} units), a KYC-approved seller (order provisioning, card deposits, payouts, cancellations), jobs run every 1.5–4 s besides the server's own timers`,
    `- ${kills.length} SIGKILLs: ${killsOf('server')} of the server, ${killsOf('database')} of PostgreSQL, ${killsOf('both')} of both; ${serverStarts} server starts`,
    '',
    '| kill | kind | after (ms of load) | requests in flight | answers so far | PostgreSQL back after (ms) | server |',
    '|---:|---|---:|---:|---:|---:|---|',
    ...kills.map(
      (k) =>
        `| ${k.kill} | ${k.kind} | ${k.afterMs} | ${k.inFlight} | ${k.answeredSoFar} | ${k.pgDownMs ?? '–'} | ${k.server} |`,
    ),
    '',
    `Requests: ${tally.sends} sent, ${tally.answers} answered. Cut off by a kill (no answer): ${tally.cutOff}` +
      `${tally.timedOut ? ` (${tally.timedOut} timed out)` : ''}; re-sent with the same Idempotency-Key (or the same body): ${tally.resent}` +
      `; card payments given up by their client after a cut-off (left to the reconciler): ${tally.abandoned}` +
      `; connections refused while the server restarted: ${tally.refusedWhileDown}; 5xx while PostgreSQL was down or reconnecting (sent again): ${tally.outage5xx}` +
      `; 5xx otherwise: ${serverErrors.length}${tally.unanswered ? `; never answered: ${tally.unanswered}` : ''}.`,
    `Final answers by status: ${Object.entries(tally.byStatus)
      .map(([status, count]) => `${status}×${count}`)
      .join(', ')}.`,
    '',
    '| request | answered | 2xx | 4xx | cut off | re-sent | given up |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...Object.entries(byKind).map(
      ([kind, k]) =>
        `| ${kind} | ${k.answers} | ${k.accepted} | ${k.refused} | ${k.cutOff} | ${k.resent} | ${k.abandoned} |`,
    ),
    '',
    `Jobs coming due: ${due.renewalsDue} order terms and ${due.holdsDue} seller holds made due, ${due.auctionsEnded} auctions ended` +
      ` (rows moved to now, as if time had passed); ${due.jobRunsAnswered} of ${due.jobRuns} runs of /api/test/jobs/run answered. ` +
      `Result: ${counts.renewals} renewals paid, ${counts.completed} orders completed, ${counts.suspended} suspended, ${counts.holds_released} holds released, ` +
      `${counts.auctions_sold} auctions sold and ${counts.auctions_unsold} unsold by the settle job.`,
    `Reconciler at the end: ${openBefore.pending} pending and ${openBefore.refund_pending} refund_pending intents and ${openBefore.refunds_pending} pending card refunds were open; ` +
      `${reconcilerRuns} run(s) of settle-card-payments after moving the clock past the stale time.`,
    `Payment intents by final status (settled by the reconciler job during or after the run): ${intents
      .map((row) => `${row.status} ${row.n} (${row.by_job} by the job)`)
      .join(', ')}.`,
    '',
    `Seen accepted: ${seen.deposits.length} deposits, ${seen.orders.length} checkouts, ${seen.cancels.length} cancellations, ${seen.payouts.length} payouts, ${seen.bids.length} bids. ` +
      `In the database: ${counts.deposits} successful deposits, ${counts.orders} orders (${counts.cancelled} cancelled), ${counts.card_refunds} card refunds, ${counts.payouts} payouts, ` +
      `${counts.bids} bids, ${counts.charges} card charges, ${counts.journals} journals, ${counts.postings} postings.`,
    `Journals by kind: ${journalKinds.map((row) => `${row.kind} ${row.n}`).join(', ')}.`,
    '',
    '| invariant | result |',
    '|---|---|',
    ...checks.map(
      (check) =>
        `| ${check.name} | ${check.ok ? 'ok' : `**VIOLATED** (${check.count}) ${JSON.stringify(check.sample).replaceAll('|', '\\|')}`} |`,
    ),
    '',
    ...(serverErrors.length > 0
      ? [
          '5xx answers while PostgreSQL was up:',
          '',
          ...serverErrors
            .slice(0, 10)
            .map(
              (error) =>
                `- +${error.atMs} ms ${error.kind} ${error.url}: ${error.status} ${JSON.stringify(error.body)}`,
            ),
          '',
        ]
      : []),
    ...(serverFailures.length > 0
      ? [
          'The server did not survive a restart of PostgreSQL:',
          '',
          ...serverFailures.map(
            (kill) =>
              `- kill ${kill.kill} (${kill.kind}): ${kill.server}${kill.reason ? ` — ${kill.reason}` : ''}`,
          ),
          '',
        ]
      : []),
    `Routes without Idempotency-Key support: ${lostAnswers.bids} re-sent bids and ${lostAnswers.cancels} re-sent cancellations were refused although the first attempt had gone through (the client was told no; the data is consistent).`,
    '',
    passed
      ? '**All invariants hold.**'
      : `**${failed.length} invariant(s) violated, ${serverErrors.length} server error(s), ${serverFailures.length} server(s) that did not survive a database restart.** Logs: ${logDir}`,
    '',
  ];
  writeFileSync(path.join(HERE, 'RESULTS.md'), lines.join('\n'));
  console.log(lines.slice(4).join('\n'));
  if (passed) rmSync(logDir, { recursive: true, force: true });
  else console.log(`server and PostgreSQL logs kept in ${logDir}`);
  process.exit(passed ? 0 : 1);
}

/** Whatever happens, our server and our PostgreSQL go, and the cluster's folder with them. */
function cleanUp() {
  try {
    if (serverIsRunning()) server.kill('SIGKILL');
  } catch {
    // gone
  }
  try {
    if (pgProcess && pgProcess.exitCode === null && pgProcess.signalCode === null) {
      const children = childrenOf(pgProcess.pid);
      pgProcess.kill('SIGKILL');
      for (const pid of children) process.kill(pid, 'SIGKILL');
    }
  } catch {
    // gone
  }
  for (const dir of [pgDir, dataDir]) {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      try {
        rmSync(dir, { recursive: true, force: true });
        break;
      } catch {
        // a dying backend may still write a file: try again
      }
    }
  }
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

main().catch((error) => {
  console.error(error);
  writeFileSync(path.join(logDir, 'server.log'), serverLog);
  writeFileSync(path.join(logDir, 'postgres.log'), pgLog);
  console.error(`server and PostgreSQL logs kept in ${logDir}`);
  process.exit(1);
});
