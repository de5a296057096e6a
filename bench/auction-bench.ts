/**
 * Auction benchmark on PostgreSQL: accepted bids per second on ONE hot auction (every bid takes the
 * auction's row lock), and the time from a bid's commit to its arrival at a subscriber of
 * `auction:<id>` connected to ANOTHER server instance (LISTEN/NOTIFY fan-out). Two real servers
 * (buildApp) run in this process on one database; bids go through HTTP with sessions and CSRF.
 * The database is dropped and created fresh each run; its name must contain "bench".
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/netlease_bench_auctions node --import tsx bench/auction-bench.ts
 *
 * Knobs: BIDDERS (default 20), CONCURRENCY (default 16), SECONDS (default 10), LATENCY_BIDS (default 200).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { TEST_CARDS } from '@netlease/shared/payments';
import { buildApp } from '../apps/server/src/app';
import { parseEnv } from '../apps/server/src/env';
import { openDatabase } from '../apps/server/src/platform/db/database';
import { migrate } from '../apps/server/src/platform/db/migrate';
import { systemClock } from '../apps/server/src/platform/clock';
import { createSession } from '../apps/server/src/platform/auth/sessions';
import { auctions, ipBlocks, ipSubnets, users } from '../apps/server/src/platform/db/schema/index';
import { createDeposit } from '../apps/server/src/features/deposits/deposits.service';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the benchmark database (its name must contain "bench").');
const databaseName = new URL(url).pathname.slice(1);
if (!databaseName.includes('bench'))
  throw new Error(`Refusing to use "${databaseName}": not a bench database.`);
const BIDDERS = Number(process.env.BIDDERS ?? 20);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 16);
const SECONDS = Number(process.env.SECONDS ?? 10);
const LATENCY_BIDS = Number(process.env.LATENCY_BIDS ?? 200);
const INCREMENT = 100; // $1 steps, so the bench never runs out of room or money
const FUNDS = 90_000_000; // $900,000 per bidder

/* ---------- a fresh database and two server instances ---------- */

const admin = new pg.Client({ connectionString: url.replace(/\/[^/?]+(\?|$)/, '/postgres$1') });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
await admin.query(`CREATE DATABASE "${databaseName}"`);
await admin.end();

const env = parseEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'netlease-bench-')),
  DATABASE_URL: url,
  DEMO_MODE: 'false',
  PUBLIC_URL: 'http://127.0.0.1',
});
async function startInstance() {
  const handle = await openDatabase({ kind: 'postgres', url: url!, poolSize: 20 });
  const built = await buildApp({ env, handle, serveWeb: false });
  await built.app.listen({ host: '127.0.0.1', port: 0 });
  const port = (built.app.server.address() as AddressInfo).port;
  return { ...built, handle, base: `http://127.0.0.1:${port}` };
}
{
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  await migrate(handle);
  await handle.close();
}
const bidding = await startInstance();
const watching = await startInstance();
const { ctx } = bidding;

/* ---------- data: a seller, a block, one live auction, funded bidders with sessions ---------- */

const [seller] = await ctx.db
  .insert(users)
  .values({ email: 'seller@bench.netlease.test', name: 'Bench Seller', passwordHash: 'x', role: 'monetizer' })
  .returning();
const [block] = await ctx.db
  .insert(ipBlocks)
  .values({ userId: seller!.id, cidr: '198.18.0.0/24', rir: 'ripe', loaFileKey: 'x', status: 'approved' })
  .returning();
await ctx.db.insert(ipSubnets).values({ ipBlockId: block!.id, subnet: '198.18.0.0/24' });
const now = Date.now();
const [auction] = await ctx.db
  .insert(auctions)
  .values({
    sellerId: seller!.id,
    ipBlockId: block!.id,
    reservePrice: 100,
    minBidIncrement: INCREMENT,
    startTime: new Date(now - 60_000),
    endTime: new Date(now + 24 * 3_600_000),
    status: 'live',
  })
  .returning();
const auctionId = auction!.id;

interface Bidder {
  id: string;
  cookie: string;
  csrf: string;
}
const bidders: Bidder[] = [];
for (let index = 0; index < BIDDERS; index += 1) {
  const [user] = await ctx.db
    .insert(users)
    .values({
      email: `bidder${index}@bench.netlease.test`,
      name: `Bidder ${index}`,
      passwordHash: 'x',
      role: 'leaser',
    })
    .returning();
  await createDeposit(
    ctx,
    user!.id,
    {
      amountCents: FUNDS,
      gateway: 'card',
      card: {
        holderName: 'Bench',
        number: TEST_CARDS.success,
        expMonth: 12,
        expYear: 2040,
        cvc: '123',
        country: 'us',
      },
    },
    undefined,
  );
  const session = await createSession(
    ctx.db,
    systemClock,
    { idleMinutes: 600, maxDays: 1 },
    { userId: user!.id },
  );
  const response = await fetch(`${bidding.base}/api/auth/csrf`, {
    headers: { cookie: `nl_session=${session}` },
  });
  const csrfCookie = (response.headers.getSetCookie?.() ?? []).map((line) => line.split(';')[0]).join('; ');
  const { token } = (await response.json()) as { token: string };
  bidders.push({ id: user!.id, cookie: `nl_session=${session}; ${csrfCookie}`, csrf: token });
}

async function sendBid(bidder: Bidder, amountCents: number) {
  const response = await fetch(`${bidding.base}/api/auctions/${auctionId}/bids`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: bidder.cookie, 'x-csrf-token': bidder.csrf },
    body: JSON.stringify({ amountCents }),
  });
  await response.arrayBuffer();
  return response.status;
}

/* ---------- a subscriber on the OTHER instance ---------- */

const arrivals = new Map<number, number>(); // bid amount -> arrival time (ms, performance.now)
let eventsReceived = 0;
const stream = await fetch(
  `${watching.base}/api/events?topics=${encodeURIComponent(`auction:${auctionId}`)}`,
);
if (stream.status !== 200) throw new Error(`subscribe failed: ${stream.status}`);
const reader = stream.body!.getReader();
void (async () => {
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
    if (done) return;
    const at = performance.now();
    buffer += new TextDecoder().decode(value);
    const frames = buffer.split('\n\n');
    buffer = frames.pop() ?? '';
    for (const frame of frames) {
      const data = frame.split('\n').find((line) => line.startsWith('data: '));
      if (!data) continue;
      const event = JSON.parse(data.slice(6)) as { type: string; data: { currentBid: number } };
      if (event.type !== 'auction.bid') continue;
      eventsReceived += 1;
      arrivals.set(event.data.currentBid, at);
    }
  }
})();
await new Promise((resolve) => setTimeout(resolve, 200));

/* ---------- phase 1: throughput on one hot auction ---------- */

let nextAmount = 100;
let accepted = 0;
let refused = 0;
let failed = 0;
const bidLatencies: number[] = [];
const deadline = performance.now() + SECONDS * 1000;
const started = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async (_, worker) => {
    let turn = 0;
    while (performance.now() < deadline) {
      // Amounts are handed out in increasing order; one that commits after a higher one is refused
      // ('Bid Too Low'), as it would be for real bidders racing each other.
      const amount = nextAmount;
      nextAmount += INCREMENT;
      const bidder = bidders[(worker + turn * CONCURRENCY) % bidders.length]!;
      turn += 1;
      const at = performance.now();
      const status = await sendBid(bidder, amount);
      bidLatencies.push(performance.now() - at);
      if (status === 201) accepted += 1;
      else if (status === 422) refused += 1;
      else failed += 1;
    }
  }),
);
const elapsed = (performance.now() - started) / 1000;
await new Promise((resolve) => setTimeout(resolve, 1000));
const eventsDuringLoad = eventsReceived;

/* ---------- phase 2: commit → arrival at the other instance's subscriber ---------- */

const afterResponse: number[] = [];
const afterRequest: number[] = [];
let lost = 0;
const [current] = await ctx.db
  .select({ bid: auctions.currentBid })
  .from(auctions)
  .where(eq(auctions.id, auctionId));
let amount = (current?.bid ?? 0) + INCREMENT;
for (let index = 0; index < LATENCY_BIDS; index += 1) {
  const sentAt = performance.now();
  const status = await sendBid(bidders[index % bidders.length]!, amount);
  const answeredAt = performance.now();
  if (status !== 201) throw new Error(`latency bid refused: ${status}`);
  const arrivedAt = await waitFor(() => arrivals.get(amount), 2000);
  if (arrivedAt === undefined) lost += 1;
  else {
    afterResponse.push(arrivedAt - answeredAt);
    afterRequest.push(arrivedAt - sentAt);
  }
  amount += INCREMENT;
  await new Promise((resolve) => setTimeout(resolve, 20));
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(
  `\nAuction bench: ${BIDDERS} bidders, ${CONCURRENCY} concurrent requests, ${SECONDS} s, PostgreSQL`,
);
console.log('| measure | value |');
console.log('|---|---|');
console.log(`| accepted bids per second (one auction) | ${(accepted / elapsed).toFixed(0)} |`);
console.log(`| bids refused as too low per second | ${(refused / elapsed).toFixed(0)} |`);
console.log(`| other answers | ${failed} |`);
console.log(
  `| bid request latency p50 / p95 | ${ms(quantile(bidLatencies, 0.5))} / ${ms(quantile(bidLatencies, 0.95))} |`,
);
console.log(
  `| bid events received by the other instance's subscriber during the load | ${eventsDuringLoad} of ${accepted} |`,
);
console.log(
  `| commit → subscriber on the other instance, from the bid's answer: p50 / p95 | ${ms(quantile(afterResponse, 0.5))} / ${ms(quantile(afterResponse, 0.95))} |`,
);
console.log(
  `| same, from sending the bid (upper bound): p50 / p95 | ${ms(quantile(afterRequest, 0.5))} / ${ms(quantile(afterRequest, 0.95))} |`,
);
console.log(`| latency-phase events lost | ${lost} of ${LATENCY_BIDS} |`);

await reader.cancel().catch(() => undefined);
await bidding.app.close();
await watching.app.close();
await bidding.handle.close();
await watching.handle.close();
process.exit(0);

async function waitFor<T>(read: () => T | undefined, timeoutMs: number): Promise<T | undefined> {
  const until = performance.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined || performance.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}
