/**
 * Checkout benchmark on PostgreSQL: completed checkouts per second through the real HTTP API (session,
 * CSRF, Idempotency-Key, one transaction with the ledger journal, order, invoice, payment, hold,
 * stock, notifications and audit), next to pgbench's TPC-B-like figure measured in the same run on
 * the same server. The databases are dropped and created fresh each run; the name must contain "bench".
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/netlease_bench_money node --import tsx bench/checkout-bench.ts
 *
 * Knobs: SECONDS (default 20), CONCURRENCY (default 16), BUYERS (default 64), SELLERS (default 16),
 * PGBENCH_SCALE (default 10).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { parseEnv } from '../apps/server/src/platform/env';
import { openDatabase, queryRows } from '../apps/server/src/platform/db/database';
import { migrate } from '../apps/server/src/platform/db/migrate';
import { systemClock } from '../apps/server/src/platform/clock';
import { createSession } from '../apps/server/src/platform/auth/sessions';
import { serverPackages, users } from '../apps/server/src/platform/db/schema/index';
import * as ledger from '../apps/server/src/features/commerce/wallet/ledger.service';
import { BENCH_INVOICE_ISSUER, BENCH_MAIL_FROM, benchMailUrl } from './lib/server';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the benchmark database (its name must contain "bench").');
const parsed = new URL(url);
const databaseName = parsed.pathname.slice(1);
if (!databaseName.includes('bench'))
  throw new Error(`Refusing to use "${databaseName}": not a bench database.`);
const SECONDS = Number(process.env.SECONDS ?? 20);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 16);
const BUYERS = Number(process.env.BUYERS ?? 64);
const SELLERS = Number(process.env.SELLERS ?? 16);
const PGBENCH_SCALE = Number(process.env.PGBENCH_SCALE ?? 10);
const PRICE = 1_000; // $10.00 + $5.00 fee per checkout
const FUNDS = 90_000_000; // $900,000 per buyer: never the limit

/* ---------- pgbench on the same server, its own database ---------- */

const pgbenchDb = `${databaseName}_pgbench`;
const admin = new pg.Client({ connectionString: url.replace(/\/[^/?]+(\?|$)/, '/postgres$1') });
await admin.connect();
for (const name of [databaseName, pgbenchDb]) {
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
}
await admin.end();

const pgEnv = {
  ...process.env,
  PGHOST: parsed.hostname,
  PGPORT: parsed.port || '5432',
  PGUSER: decodeURIComponent(parsed.username || 'postgres'),
  ...(parsed.password ? { PGPASSWORD: decodeURIComponent(parsed.password) } : {}),
};
execFileSync('pgbench', ['-i', '-q', '-s', String(PGBENCH_SCALE), pgbenchDb], { env: pgEnv, stdio: 'pipe' });
const pgbenchOut = execFileSync(
  'pgbench',
  ['-T', String(SECONDS), '-c', String(CONCURRENCY), '-j', '2', pgbenchDb],
  { env: pgEnv, encoding: 'utf8' },
);
const pgbenchTps = Number(/tps = ([\d.]+)/.exec(pgbenchOut)?.[1] ?? Number.NaN);
const pgbenchLatency = Number(/latency average = ([\d.]+) ms/.exec(pgbenchOut)?.[1] ?? Number.NaN);

/* ---------- the server on a fresh database ---------- */

const env = parseEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'netlease-bench-')),
  DATABASE_URL: url,
  DEMO_MODE: 'false',
  PUBLIC_URL: 'http://127.0.0.1',
  JOBS_ENABLED: 'false',
  ...BENCH_INVOICE_ISSUER,
  SMTP_URL: await benchMailUrl(),
  MAIL_FROM: BENCH_MAIL_FROM,
});
{
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  await migrate(handle);
  await handle.close();
}
const handle = await openDatabase({ kind: 'postgres', url, poolSize: 20 });
const { app, ctx } = await buildApp({ env, handle, serveWeb: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const packageIds: string[] = [];
for (let index = 0; index < SELLERS; index += 1) {
  const [seller] = await ctx.db
    .insert(users)
    .values({
      email: `seller${index}@bench.netlease.test`,
      name: `Seller ${index}`,
      passwordHash: 'x',
      role: 'monetizer',
    })
    .returning();
  const [pkg] = await ctx.db
    .insert(serverPackages)
    .values({
      userId: seller!.id,
      name: `Bench server ${index}`,
      description: 'x',
      location: 'x',
      cpu: 'x',
      ram: 'x',
      storage: 'x',
      bandwidth: 'x',
      priceCents: PRICE,
      stockCount: 1_000_000,
      status: 'approved',
    })
    .returning();
  packageIds.push(pkg!.id);
}

interface Buyer {
  cookie: string;
  csrf: string;
}
const buyers: Buyer[] = [];
for (let index = 0; index < BUYERS; index += 1) {
  const [user] = await ctx.db
    .insert(users)
    .values({
      email: `buyer${index}@bench.netlease.test`,
      name: `Buyer ${index}`,
      passwordHash: 'x',
      role: 'leaser',
    })
    .returning();
  // Funds come in through the ledger as a settled card deposit would book them: in production mode
  // no card gateway is configured here, and the deposit route is not what this script measures.
  await ctx.db.transaction(async (tx) => {
    await ledger.lockWallets(tx, [user!.id]);
    await ledger.postJournal(tx, systemClock, {
      kind: 'deposit',
      referenceType: 'bench',
      referenceId: user!.id,
      actorId: user!.id,
      postings: [
        { account: ledger.gatewayClearing, amount: -FUNDS },
        { account: ledger.available(user!.id), amount: FUNDS },
      ],
    });
  });
  const session = await createSession(
    ctx.db,
    systemClock,
    { idleMinutes: 600, maxDays: 1 },
    { userId: user!.id },
  );
  const response = await fetch(`${base}/api/auth/csrf`, { headers: { cookie: `nl_session=${session}` } });
  const csrfCookie = (response.headers.getSetCookie?.() ?? []).map((line) => line.split(';')[0]).join('; ');
  const { token } = (await response.json()) as { token: string };
  buyers.push({ cookie: `nl_session=${session}; ${csrfCookie}`, csrf: token });
}

async function sendCheckout(buyer: Buyer, itemId: string) {
  const response = await fetch(`${base}/api/checkout`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: buyer.cookie,
      'x-csrf-token': buyer.csrf,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({ itemType: 'server', itemId, method: 'wallet' }),
  });
  await response.arrayBuffer();
  return response.status;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

/** Runs CONCURRENCY workers for SECONDS; `pick` chooses buyer and package for each request. */
async function runScenario(pick: (worker: number, turn: number) => { buyer: Buyer; itemId: string }) {
  let ok = 0;
  let other = 0;
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      for (let turn = 0; performance.now() < deadline; turn += 1) {
        const { buyer, itemId } = pick(worker, turn);
        const at = performance.now();
        const status = await sendCheckout(buyer, itemId);
        latencies.push(performance.now() - at);
        if (status === 201) ok += 1;
        else other += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    perSecond: ok / elapsed,
    ok,
    other,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
  };
}

const spread = await runScenario((worker, turn) => ({
  buyer: buyers[(worker + turn * CONCURRENCY) % buyers.length]!,
  itemId: packageIds[(worker * 7 + turn) % packageIds.length]!,
}));
const hotSeller = await runScenario((worker, turn) => ({
  buyer: buyers[(worker + turn * CONCURRENCY) % buyers.length]!,
  itemId: packageIds[0]!,
}));
const hotBuyer = await runScenario(() => ({ buyer: buyers[0]!, itemId: packageIds[1 % packageIds.length]! }));

const [unbalanced] = await queryRows<{ n: number | string }>(
  ctx.db,
  sql`SELECT count(*) AS n FROM (SELECT journal_id FROM ledger_postings GROUP BY journal_id HAVING sum(amount) <> 0) j`,
);
const [negative] = await queryRows<{ n: number | string }>(
  ctx.db,
  sql`SELECT count(*) AS n FROM wallets WHERE balance < 0 OR on_hold_balance < 0`,
);
const [counts] = await queryRows<{ orders: number | string; journals: number | string }>(
  ctx.db,
  sql`SELECT (SELECT count(*) FROM orders) AS orders, (SELECT count(*) FROM ledger_journals) AS journals`,
);

const ms = (value: number) => `${value.toFixed(1)} ms`;
const row = (name: string, result: Awaited<ReturnType<typeof runScenario>>) =>
  `| ${name} | ${result.perSecond.toFixed(0)} | ${ms(result.p50)} / ${ms(result.p95)} | ${result.other} |`;
console.log(`\nCheckout bench: ${CONCURRENCY} concurrent requests, ${SECONDS} s per scenario, PostgreSQL`);
console.log('| scenario | checkouts/s | latency p50 / p95 | other answers |');
console.log('|---|---|---|---|');
console.log(row(`spread: ${BUYERS} buyers, ${SELLERS} sellers`, spread));
console.log(row(`hot seller: ${BUYERS} buyers, 1 seller`, hotSeller));
console.log(row('hot buyer: 1 wallet, 1 seller', hotBuyer));
console.log(
  `| pgbench TPC-B-like (scale ${PGBENCH_SCALE}, ${CONCURRENCY} clients, ${SECONDS} s) | ${pgbenchTps.toFixed(0)} tps | ${pgbenchLatency.toFixed(1)} ms avg | - |`,
);
console.log(
  `\nAfter the run: ${counts?.orders} orders, ${counts?.journals} journals, ${unbalanced?.n} unbalanced journals, ${negative?.n} negative wallets.`,
);

await app.close();
await handle.close();
