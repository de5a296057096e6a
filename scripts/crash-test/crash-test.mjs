// Crash test (issue 8 "Reliability"): the real server on PostgreSQL under a bounded load of
// deposits, checkouts and bids from a few concurrent clients is killed with SIGKILL at seeded
// random moments and restarted each time. Afterwards SQL checks that the ledger sums to zero per
// journal and overall, no balance is negative, every order has its payment and invoice, and every
// deposit, order and bid a client saw accepted (2xx) exists. Exits non-zero on any violation and
// writes scripts/crash-test/RESULTS.md.
//
//   npm run crash-test            (needs PostgreSQL; ADMIN_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
//   CRASH_SEED=7 CRASH_KILLS=8 npm run crash-test
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import argon2 from 'argon2';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SEED = Number(process.env.CRASH_SEED ?? 20261122);
const KILLS = Number(process.env.CRASH_KILLS ?? 5);
const CLIENTS = Number(process.env.CRASH_CLIENTS ?? 4);
const PORT = Number(process.env.CRASH_PORT ?? 3917);
const ADMIN_URL = process.env.ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'netlease_crash';
const DATABASE_URL = Object.assign(new URL(ADMIN_URL), { pathname: `/${DATABASE}` }).toString();
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'crash-test-password-1';
const PACKAGE_STOCK = 1_000_000;
const AUCTIONS = 3;
// Load runs this long (ms) between a restart and the next kill, drawn from the seeded random.
const LOAD_WINDOW = [1_500, 4_500];
const FINAL_LOAD_MS = 2_000;
const DEADLINE = Date.now() + 5 * 60_000;

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
const between = (low, high) => Math.floor(low + random() * (high - low));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/* ---------- the database and the server ---------- */

async function recreateDatabase() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'netlease-crash-'));
let server;
let serverLog = '';

function startServer() {
  serverLog = '';
  // One process (no wrapper), so SIGKILL hits the server itself and nothing keeps the port.
  server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(ROOT, 'apps/server'),
    env: {
      ...process.env,
      // Card deposits and checkouts go through the sandbox processor, which exists only in test or demo
      // mode (docs/decisions/120-two-phase-payments.md); everything else runs as in production.
      NODE_ENV: 'test',
      CARD_GATEWAY: 'sandbox',
      DATABASE_URL,
      HOST: '127.0.0.1',
      PORT: String(PORT),
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

async function waitUntilReady() {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`server exited (${server.exitCode}):\n${serverLog}`);
    try {
      const response = await fetch(`${BASE}/api/health`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`server did not become ready:\n${serverLog}`);
}

function stopServer(signal) {
  return new Promise((resolve) => {
    if (!server || server.exitCode !== null || server.signalCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill(signal);
  });
}

/* ---------- the market the clients trade in ---------- */

async function seedMarket(db) {
  const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id });
  const insertUser = async (email, role) =>
    (
      await db.query(
        `INSERT INTO users (email, name, role, password_hash, email_verified_at)
         VALUES ($1, $2, $3, $4, now()) RETURNING id`,
        [email, email.split('@')[0], role, hash],
      )
    ).rows[0].id;
  const sellerId = await insertUser('seller@crash.test', 'monetizer');
  const clients = [];
  for (let index = 0; index < CLIENTS; index += 1) {
    const email = `client-${index}@crash.test`;
    clients.push({ email, id: await insertUser(email, 'leaser') });
  }
  const packageId = (
    await db.query(
      `INSERT INTO server_packages (user_id, name, description, location, cpu, ram, storage, bandwidth,
         price_cents, stock_count, status)
       VALUES ($1, 'Crash box', 'A server for the crash test', 'Frankfurt', '8 cores', '32 GB', '1 TB',
         '1 Gbps', 1000, $2, 'approved') RETURNING id`,
      [sellerId, PACKAGE_STOCK],
    )
  ).rows[0].id;
  const auctionIds = [];
  for (let index = 0; index < AUCTIONS; index += 1) {
    // Benchmarking space (RFC 2544), as in the demo data.
    const cidr = `198.18.${index}.0/24`;
    const blockId = (
      await db.query(
        `INSERT INTO ip_blocks (user_id, cidr, rir, country_code, loa_file_key, status)
         VALUES ($1, $2, 'ripe', 'DE', 'crash/loa.pdf', 'approved') RETURNING id`,
        [sellerId, cidr],
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
          [sellerId, blockId],
        )
      ).rows[0].id,
    );
  }
  return { clients, packageId, auctionIds };
}

/* ---------- the clients ---------- */

/** A browser-like client: keeps cookies, sends the CSRF token, and retries while the server is down. */
function createClient(email) {
  const cookies = new Map();
  let csrf;
  async function call(method, url, body, headers = {}) {
    const response = await fetch(`${BASE}${url}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(csrf && method !== 'GET' ? { 'x-csrf-token': csrf } : {}),
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10_000),
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
    return { status: response.status, body: json };
  }
  return {
    email,
    call,
    async signIn() {
      csrf = (await call('GET', '/api/auth/csrf')).body.token;
      const response = await call('POST', '/api/auth/login', { email, password: PASSWORD });
      if (response.status !== 200) throw new Error(`sign-in of ${email}: ${JSON.stringify(response.body)}`);
    },
  };
}

const seen = { deposits: [], orders: [], bids: [] };
const tally = { requests: 0, accepted: 0, refused: 0, serverErrors: 0, cutOff: 0, down: 0, byStatus: {} };

/** One client's loop: a seeded mix of deposits, checkouts and bids until `running()` is false. */
async function runClient(client, market, running, rng) {
  let sequence = 0;
  while (running()) {
    const roll = rng();
    sequence += 1;
    try {
      if (roll < 0.35) {
        const key = `${client.email}-deposit-${sequence}`;
        const response = await client.call(
          'POST',
          '/api/deposits',
          {
            amountCents: 2_000 + Math.floor(rng() * 8_000),
            gateway: 'card',
            card: {
              holderName: 'Crash Test',
              number: '4242424242424242',
              expMonth: 12,
              expYear: 2030,
              cvc: '123',
              country: 'us',
            },
          },
          { 'idempotency-key': key },
        );
        record(response, () => seen.deposits.push(response.body.paymentId));
      } else if (roll < 0.65) {
        const response = await client.call(
          'POST',
          '/api/checkout',
          { itemType: 'server', itemId: market.packageId, method: 'wallet' },
          { 'idempotency-key': `${client.email}-checkout-${sequence}` },
        );
        record(response, () => seen.orders.push(response.body.orderId));
      } else {
        const auctionId = market.auctionIds[Math.floor(rng() * market.auctionIds.length)];
        const detail = await client.call('GET', `/api/auctions/${auctionId}`);
        if (detail.status !== 200) {
          record(detail, () => undefined);
          continue;
        }
        const { currentBid, reservePrice, minBidIncrement } = detail.body.auction;
        const amountCents = currentBid === null ? reservePrice : currentBid + minBidIncrement;
        const response = await client.call('POST', `/api/auctions/${auctionId}/bids`, { amountCents });
        record(response, () => seen.bids.push(response.body.bid.id));
      }
    } catch (error) {
      // Refused while the server is down, or cut off by a kill: nothing is claimed either way.
      if (error?.cause?.code === 'ECONNREFUSED') tally.down += 1;
      else tally.cutOff += 1;
      await sleep(100);
    }
  }
}

function record(response, onAccepted) {
  tally.requests += 1;
  tally.byStatus[response.status] = (tally.byStatus[response.status] ?? 0) + 1;
  if (response.status >= 200 && response.status < 300) {
    tally.accepted += 1;
    onAccepted();
  } else if (response.status >= 500) tally.serverErrors += 1;
  else tally.refused += 1;
}

/* ---------- the invariants ---------- */

async function checkInvariants(db, market) {
  const checks = [];
  const check = async (name, query, params = []) => {
    const rows = (await db.query(query, params)).rows;
    checks.push({ name, ok: rows.length === 0, sample: rows.slice(0, 3) });
  };
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
    'every order has a successful payment and an invoice',
    `SELECT o.id FROM orders o
     WHERE NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status = 'success')
        OR NOT EXISTS (SELECT 1 FROM invoices i WHERE i.order_id = o.id)`,
  );
  await check(
    'server package stock + orders = the starting stock',
    `SELECT s.id, s.stock_count, (SELECT count(*) FROM orders o WHERE o.item_id = s.id AND o.status <> 'cancelled') AS sold
     FROM server_packages s WHERE s.id = $1
       AND s.stock_count + (SELECT count(*) FROM orders o WHERE o.item_id = s.id AND o.status <> 'cancelled') <> $2`,
    [market.packageId, PACKAGE_STOCK],
  );
  await check(
    'every deposit a client saw accepted exists and succeeded',
    `SELECT id FROM unnest($1::uuid[]) AS seen(id)
     WHERE NOT EXISTS (SELECT 1 FROM payments p WHERE p.id = seen.id AND p.status = 'success' AND p.type = 'deposit')`,
    [seen.deposits],
  );
  await check(
    'every order a client saw accepted exists',
    `SELECT id FROM unnest($1::uuid[]) AS seen(id) WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = seen.id)`,
    [seen.orders],
  );
  await check(
    'every bid a client saw accepted exists',
    `SELECT id FROM unnest($1::uuid[]) AS seen(id) WHERE NOT EXISTS (SELECT 1 FROM auction_bids b WHERE b.id = seen.id)`,
    [seen.bids],
  );
  await check(
    'each auction shows its highest bid and count, and only that bid holds funds',
    `SELECT a.id FROM auctions a
     WHERE a.current_bid IS DISTINCT FROM (SELECT max(bid_amount) FROM auction_bids b WHERE b.auction_id = a.id)
        OR a.bid_count <> (SELECT count(*) FROM auction_bids b WHERE b.auction_id = a.id)
        OR EXISTS (SELECT 1 FROM auction_bids b WHERE b.auction_id = a.id AND b.hold_status = 'held'
                   AND b.id IS DISTINCT FROM a.current_bid_id)`,
  );
  return checks;
}

/* ---------- the run ---------- */

async function main() {
  const started = new Date();
  console.log(
    `crash test: seed ${SEED}, ${KILLS} kills, ${CLIENTS} clients, port ${PORT}, database ${DATABASE}`,
  );
  await recreateDatabase();
  startServer();
  await waitUntilReady(); // the first start migrates the fresh database
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  const market = await seedMarket(db);
  const clients = market.clients.map((user) => createClient(user.email));
  for (const client of clients) await client.signIn();

  let loadOn = true;
  const loops = clients.map((client, index) =>
    runClient(client, market, () => loadOn, seeded(SEED + index + 1)),
  );

  const kills = [];
  for (let kill = 1; kill <= KILLS && Date.now() < DEADLINE; kill += 1) {
    const after = between(LOAD_WINDOW[0], LOAD_WINDOW[1]);
    await sleep(after);
    const acceptedBefore = tally.accepted;
    await stopServer('SIGKILL');
    const restartedAt = Date.now();
    startServer();
    await waitUntilReady();
    kills.push({ kill, afterMs: after, acceptedSoFar: acceptedBefore, restartMs: Date.now() - restartedAt });
    console.log(
      `  kill ${kill}: SIGKILL after ${after} ms of load, back up in ${Date.now() - restartedAt} ms`,
    );
  }
  await sleep(FINAL_LOAD_MS);
  loadOn = false;
  await Promise.all(loops);
  await stopServer('SIGTERM');

  const checks = await checkInvariants(db, market);
  const counts = (
    await db.query(`SELECT (SELECT count(*) FROM orders)::int AS orders,
                           (SELECT count(*) FROM auction_bids)::int AS bids,
                           (SELECT count(*) FROM payments WHERE type = 'deposit')::int AS deposits,
                           (SELECT count(*) FROM ledger_journals)::int AS journals,
                           (SELECT count(*) FROM ledger_postings)::int AS postings,
                           current_setting('server_version') AS postgres`)
  ).rows[0];
  await db.end();
  rmSync(dataDir, { recursive: true, force: true });

  const failed = checks.filter((check) => !check.ok);
  const lines = [
    '# Crash test results',
    '',
    'Written by `npm run crash-test` (scripts/crash-test/crash-test.mjs); see docs/decisions/085-quality-suites.md.',
    '',
    `- Run: ${started.toISOString()}, ${((Date.now() - started.getTime()) / 1000).toFixed(1)} s`,
    `- Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node.js ${process.version}, PostgreSQL ${counts.postgres}`,
    `- Seed ${SEED}, ${CLIENTS} concurrent clients (deposits 35 %, wallet checkouts 30 %, bids 35 %), ${kills.length} SIGKILLs`,
    '',
    '| kill | after (ms of load) | accepted requests so far | back up in (ms) |',
    '|---:|---:|---:|---:|',
    ...kills.map((k) => `| ${k.kill} | ${k.afterMs} | ${k.acceptedSoFar} | ${k.restartMs} |`),
    '',
    `Requests answered: ${tally.requests} (accepted ${tally.accepted}, refused 4xx ${tally.refused}, 5xx ${tally.serverErrors}); in flight when the server was killed (outcome unknown, nothing claimed): ${tally.cutOff}; refused connections while it restarted: ${tally.down}.`,
    `Status codes: ${Object.entries(tally.byStatus)
      .map(([status, count]) => `${status}×${count}`)
      .join(', ')}.`,
    `Seen accepted: ${seen.deposits.length} deposits, ${seen.orders.length} orders, ${seen.bids.length} bids. In the database: ${counts.deposits} deposits, ${counts.orders} orders, ${counts.bids} bids, ${counts.journals} journals, ${counts.postings} postings.`,
    '',
    '| invariant | result |',
    '|---|---|',
    ...checks.map(
      (check) => `| ${check.name} | ${check.ok ? 'ok' : `**VIOLATED** ${JSON.stringify(check.sample)}`} |`,
    ),
    '',
    failed.length === 0 && tally.serverErrors === 0
      ? '**All invariants hold.**'
      : `**${failed.length} invariant(s) violated, ${tally.serverErrors} server error(s).**`,
    '',
  ];
  writeFileSync(path.join(ROOT, 'scripts/crash-test/RESULTS.md'), lines.join('\n'));
  console.log(lines.slice(8).join('\n'));
  // A 5xx while the server was up is a bug too, even when the data stayed consistent.
  process.exit(failed.length === 0 && tally.serverErrors === 0 ? 0 : 1);
}

main().catch(async (error) => {
  console.error(error);
  await stopServer('SIGKILL');
  process.exit(1);
});
