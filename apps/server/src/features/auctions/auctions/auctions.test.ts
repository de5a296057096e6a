import { describe, expect } from 'vitest';
import type { AddressInfo } from 'node:net';
import { and, asc, eq, sql } from 'drizzle-orm';
import { splitIntoSubnets } from '@netlease/shared/cidr';
import { TEST_CARDS } from '@netlease/shared/payments';
import {
  auctionBidders,
  auctionBids,
  auctions,
  auditLogs,
  invoices,
  ipBlocks,
  ipSubnets,
  liveEvents,
  notifications,
  orders,
  walletHolds,
  wallets,
} from '../../../platform/db/schema/index';
import { MINUTE, HOUR, DAY } from '../../../platform/clock';
import { findDatabaseError } from '../../../platform/db/db-errors';
import { queryRows } from '../../../platform/db/database';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { signInAs } from '../../../test/factories';
import type { ApiClient } from '../../../test/api-client';
import { expectLedgerBalanced } from '../../../test/ledger-checks';
import { settleDueAuctions } from './settle-auctions';
import { seedDemoData } from '../../demo/demo/seed-demo-data';

let baseUrl: string;
test.beforeAll(async ({ app }) => {
  await app.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
});

/* ---------- factories ---------- */

let blockCounter = 0;
/** An approved /24 of the seller's, in benchmarking space, never overlapping another test block. */
async function createApprovedBlock(
  app: TestApp,
  sellerId: string,
  status: 'approved' | 'pending' = 'approved',
) {
  blockCounter += 1;
  const cidr = `198.18.${blockCounter}.0/24`;
  const [block] = await app.db
    .insert(ipBlocks)
    .values({ userId: sellerId, cidr, rir: 'ripe', countryCode: 'DE', loaFileKey: 'test/loa.pdf', status })
    .returning();
  await app.db
    .insert(ipSubnets)
    .values(splitIntoSubnets(cidr).map((subnet) => ({ ipBlockId: block!.id, subnet })));
  return { id: block!.id, cidr };
}

async function fundWallet(client: ApiClient, amountCents: number) {
  const card = {
    holderName: 'Test Bidder',
    number: TEST_CARDS.success,
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
    country: 'us',
  };
  const response = await client.post('/api/deposits', { amountCents, gateway: 'card', card });
  if (response.status !== 201) throw new Error(`deposit failed: ${JSON.stringify(response.body)}`);
}

const iso = (app: TestApp, offsetMs: number) => new Date(app.clock.now().getTime() + offsetMs).toISOString();

async function submitAuction(
  app: TestApp,
  seller: Awaited<ReturnType<typeof signInAs>>,
  blockId: string,
  overrides: Record<string, unknown> = {},
) {
  return seller.client.post('/api/auctions', {
    ipBlockId: blockId,
    reservePrice: '100',
    buyNowPrice: '500',
    startTime: iso(app, 0),
    endTime: iso(app, DAY),
    ...overrides,
  });
}

let admin: Awaited<ReturnType<typeof signInAs>> | undefined;
async function adminClient(app: TestApp) {
  admin ??= await signInAs(app, { role: 'admin', name: 'Ada Admin' });
  return admin.client;
}

/** A live auction (reserve $100, buy now $500, increment $10, ends in a day) of a fresh seller. */
async function liveAuction(
  app: TestApp,
  overrides: Record<string, unknown> = {},
  sellerName = 'Mona Seller',
) {
  const seller = await signInAs(app, { role: 'monetizer', name: sellerName });
  const block = await createApprovedBlock(app, seller.user.id);
  const created = await submitAuction(app, seller, block.id, overrides);
  expect(created.status).toBe(201);
  const approved = await (
    await adminClient(app)
  ).post(`/api/admin/auctions/${created.body.auctionId}/approve`);
  expect(approved.status).toBe(200);
  return { seller, block, id: created.body.auctionId as string };
}

async function bidder(app: TestApp, funds = 200_000, name = 'Bea Bidder') {
  const user = await signInAs(app, { role: 'leaser', name });
  if (funds > 0) await fundWallet(user.client, funds);
  return user;
}

async function walletOf(app: TestApp, userId: string) {
  const [row] = await app.db.select().from(wallets).where(eq(wallets.userId, userId));
  return { balance: row?.balance ?? 0, onHold: row?.onHoldBalance ?? 0 };
}

const bid = (client: ApiClient, id: string, amountCents: unknown) =>
  client.post(`/api/auctions/${id}/bids`, { amountCents } as Record<string, unknown>);

/** A bid written straight to the table, past the service's checks (its funds not held). */
const writeBid = (
  executor: Pick<TestApp['db'], 'insert'>,
  bid: { auctionId: string; bidderId: string; amount: number; number: number },
) =>
  executor.insert(auctionBids).values({
    auctionId: bid.auctionId,
    bidderId: bid.bidderId,
    bidAmount: bid.amount,
    bidNumber: bid.number,
    heldAmount: bid.amount,
    holdStatus: 'released',
  });

/** A visitor's server-sent event stream of one topic; `next()` resolves with the next event. */
async function openEventStream(topic: string) {
  const response = await fetch(`${baseUrl}/api/events?topics=${encodeURIComponent(topic)}`);
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const queued: unknown[] = [];
  let buffer = '';
  return {
    async next(): Promise<unknown> {
      while (queued.length === 0) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream closed');
        buffer += new TextDecoder().decode(value);
        const frames = buffer.split('\n\n');
        buffer = frames.pop() ?? '';
        for (const frame of frames) {
          const data = frame.split('\n').find((line) => line.startsWith('data: '));
          if (data) queued.push(JSON.parse(data.slice(6)));
        }
      }
      return queued.shift();
    },
    close: () => reader.cancel(),
  };
}

/* ---------- create ---------- */

describe('create auction', () => {
  test('submits an auction of my approved block as pending_approval', async ({ app, db, seller }) => {
    const block = await createApprovedBlock(app, seller.user.id);
    const choices = await seller.client.get('/api/auctions/blocks');
    expect(choices.body.blocks).toEqual([{ id: block.id, cidr: block.cidr, countryCode: 'DE' }]);

    const response = await submitAuction(app, seller, block.id, { minBidIncrement: '' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ title: 'Auction Submitted!' });
    const [row] = await db.select().from(auctions).where(eq(auctions.id, response.body.auctionId));
    expect(row).toMatchObject({
      status: 'pending_approval',
      sellerId: seller.user.id,
      reservePrice: 10_000,
      buyNowPrice: 50_000,
      minBidIncrement: 1_000,
    });
    // Now in an open auction: not offered again, and refused if sent anyway.
    expect((await seller.client.get('/api/auctions/blocks')).body.blocks).toEqual([]);
    const again = await submitAuction(app, seller, block.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'This IP block is already in an open auction.' });
  });

  test('answers each validation message', async ({ app, seller }) => {
    const block = await createApprovedBlock(app, seller.user.id);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { ipBlockId: '' },
        'Missing fields',
        'Please choose an IP block and fill in the reserve price, start time and end time.',
      ],
      [{ reservePrice: ' ' }, 'Missing fields', expect.any(String) as never],
      [{ startTime: undefined }, 'Missing fields', expect.any(String) as never],
      [{ endTime: '' }, 'Missing fields', expect.any(String) as never],
      [
        { reservePrice: '0' },
        'Invalid price',
        'Please enter a reserve price in dollars above 0, such as 500.',
      ],
      [{ reservePrice: 'ten' }, 'Invalid price', expect.any(String) as never],
      [
        { buyNowPrice: '50' },
        'Invalid buy-now price',
        'The buy-now price must be higher than the reserve price.',
      ],
      [{ minBidIncrement: '-1' }, 'Invalid increment', expect.any(String) as never],
      [{ endTime: iso(app, -MINUTE) }, 'Invalid dates', expect.any(String) as never],
      [
        { startTime: iso(app, 2 * DAY), endTime: iso(app, DAY) },
        'Invalid dates',
        expect.any(String) as never,
      ],
      [{ endTime: iso(app, 200 * DAY) }, 'Invalid dates', expect.any(String) as never],
    ];
    for (const [override, title, message] of cases) {
      const response = await submitAuction(app, seller, block.id, override);
      expect(response.status, JSON.stringify(override)).toBe(400);
      expect(response.body).toMatchObject({ title, message });
    }
  });

  test('starts now or later: 10 minutes ago is refused, 1 minute ago counts as now', async ({
    app,
    db,
    seller,
  }) => {
    // docs/PRODUCT.md "Auctions": a start a few minutes in the past counts as now.
    const block = await createApprovedBlock(app, seller.user.id);
    const late = await submitAuction(app, seller, block.id, { startTime: iso(app, -10 * MINUTE) });
    expect(late.status).toBe(400);
    expect(late.body).toEqual({
      code: 'bad_request',
      title: 'Invalid dates',
      message: 'The start time must be now or later.',
    });
    expect(await db.select().from(auctions).where(eq(auctions.ipBlockId, block.id))).toEqual([]);

    const now = app.clock.now();
    const recent = await submitAuction(app, seller, block.id, { startTime: iso(app, -MINUTE) });
    expect(recent.status).toBe(201);
    const [row] = await db.select().from(auctions).where(eq(auctions.id, recent.body.auctionId));
    expect(row!.startTime.getTime()).toBe(now.getTime());
    expect(row!.endTime.getTime()).toBe(now.getTime() + DAY);
  });

  test('refuses an end at or before the start', async ({ app, db, seller }) => {
    const block = await createApprovedBlock(app, seller.user.id);
    for (const times of [
      { startTime: iso(app, 2 * HOUR), endTime: iso(app, HOUR) },
      { startTime: iso(app, HOUR), endTime: iso(app, HOUR) },
      { startTime: iso(app, -MINUTE), endTime: iso(app, -2 * MINUTE) },
    ]) {
      const response = await submitAuction(app, seller, block.id, times);
      expect(response.status, JSON.stringify(times)).toBe(400);
      expect(response.body).toEqual({
        code: 'bad_request',
        title: 'Invalid dates',
        message: 'The end time must be in the future, after the start time, and at most 90 days away.',
      });
    }
    expect(await db.select().from(auctions).where(eq(auctions.ipBlockId, block.id))).toEqual([]);
  });

  test('offers only my own approved blocks that are not leased', async ({ app, db, seller }) => {
    const other = await signInAs(app, { role: 'monetizer' });
    const othersBlock = await createApprovedBlock(app, other.user.id);
    const pending = await createApprovedBlock(app, seller.user.id, 'pending');
    const leased = await createApprovedBlock(app, seller.user.id);
    await db.update(ipSubnets).set({ status: 'leased' }).where(eq(ipSubnets.ipBlockId, leased.id));
    expect((await seller.client.get('/api/auctions/blocks')).body.blocks).toEqual([]);

    for (const blockId of [othersBlock.id, pending.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await submitAuction(app, seller, blockId);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Please choose one of your approved IP blocks.');
    }
    const response = await submitAuction(app, seller, leased.id);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('This IP block is leased and cannot be auctioned now.');
  });

  test('is for monetizers only', async ({ app, leaser }) => {
    expect((await leaser.client.post('/api/auctions', {})).status).toBe(403);
    expect((await leaser.client.get('/api/auctions/blocks')).status).toBe(403);
    const visitor = app.client();
    expect((await visitor.post('/api/auctions', {})).status).toBe(401);
  });
});

/* ---------- admin ---------- */

describe('admin approval', () => {
  test('lists pending auctions with cidr, seller email, reserve and end date; approve makes them live', async ({
    app,
    db,
  }) => {
    const seller = await signInAs(app, { role: 'monetizer', name: 'Pending Pat' });
    const block = await createApprovedBlock(app, seller.user.id);
    const { body } = await submitAuction(app, seller, block.id);
    const client = await adminClient(app);
    const list = await client.get('/api/admin/auctions');
    expect(list.status).toBe(200);
    expect(list.body.auctions).toContainEqual(
      expect.objectContaining({
        id: body.auctionId,
        cidr: block.cidr,
        sellerEmail: seller.user.email,
        reservePrice: 10_000,
      }),
    );
    // Not public while pending.
    expect((await app.client().get(`/api/auctions/${body.auctionId}`)).status).toBe(404);
    expect((await seller.client.get(`/api/auctions/${body.auctionId}`)).status).toBe(200);

    const approved = await client.post(`/api/admin/auctions/${body.auctionId}/approve`);
    expect(approved.body).toEqual({ title: 'Item has been approved.', message: '' });
    const [row] = await db.select().from(auctions).where(eq(auctions.id, body.auctionId));
    expect(row!.status).toBe('live');
    const notes = await db.select().from(notifications).where(eq(notifications.userId, seller.user.id));
    expect(notes.map((note) => note.title)).toContain('Auction approved');
    const audits = await db.select().from(auditLogs).where(eq(auditLogs.targetId, body.auctionId));
    expect(audits.map((audit) => audit.action)).toContain('auction.approved');
    expect((await client.post(`/api/admin/auctions/${body.auctionId}/approve`)).status).toBe(409);
  });

  test('rejects with a required reason: cancelled, reason stored, seller notified', async ({
    app,
    db,
    seller,
  }) => {
    const block = await createApprovedBlock(app, seller.user.id);
    const { body } = await submitAuction(app, seller, block.id);
    const client = await adminClient(app);
    const missing = await client.post(`/api/admin/auctions/${body.auctionId}/reject`, { reason: '  ' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      title: 'Reason required',
      message: 'Please provide a reason for rejection.',
    });
    const rejected = await client.post(`/api/admin/auctions/${body.auctionId}/reject`, {
      reason: 'LOA expired',
    });
    expect(rejected.status).toBe(200);
    const [row] = await db.select().from(auctions).where(eq(auctions.id, body.auctionId));
    expect(row).toMatchObject({ status: 'cancelled', rejectionReason: 'LOA expired' });
    const notes = await db.select().from(notifications).where(eq(notifications.userId, seller.user.id));
    expect(notes.map((note) => note.message)).toContain(
      `Your auction of ${block.cidr} was rejected: LOA expired`,
    );
    // The block is free for a new auction once the old one is cancelled.
    app.clock.advance(MINUTE);
    expect((await submitAuction(app, seller, block.id)).status).toBe(201);
    // The seller sees both, newest first, with the reason of the rejected one.
    const mine = await seller.client.get('/api/auctions/mine');
    expect(mine.body.auctions.map((row: { status: string }) => row.status)).toEqual([
      'pending_approval',
      'cancelled',
    ]);
    expect(mine.body.auctions[1]).toMatchObject({ cidr: block.cidr, rejectionReason: 'LOA expired' });
    expect((await app.client().get('/api/auctions/mine')).status).toBe(401);
  });

  test('is for admins only', async ({ app, staff, seller: monetizer }) => {
    expect((await staff.client.get('/api/admin/auctions')).status).toBe(403);
    expect((await monetizer.client.post('/api/admin/auctions/x/approve')).status).toBe(403);
    expect((await app.client().post('/api/admin/auctions/x/reject', { reason: 'r' })).status).toBe(401);
  });
});

/* ---------- public list and detail ---------- */

describe('live auctions', () => {
  test('lists live auctions by end time and searches CIDR or seller name, case-insensitively', async ({
    app,
  }) => {
    const late = await liveAuction(app, { endTime: iso(app, 3 * DAY) }, 'Zed Zebra Networks');
    const soon = await liveAuction(app, { endTime: iso(app, 2 * HOUR) }, 'Quentin Quokka');
    const list = await app.client().get('/api/auctions');
    expect(list.status).toBe(200);
    const ids = list.body.auctions.map((auction: { id: string }) => auction.id);
    expect(ids.indexOf(soon.id)).toBeLessThan(ids.indexOf(late.id));
    expect(list.body.serverTime).toBe(app.clock.now().toISOString());

    const byName = await app.client().get('/api/auctions?search=zEBRA');
    expect(byName.body.auctions.map((auction: { id: string }) => auction.id)).toEqual([late.id]);
    const byCidr = await app
      .client()
      .get(`/api/auctions?search=${encodeURIComponent(soon.block.cidr.slice(0, 10))}`);
    expect(byCidr.body.auctions.map((auction: { id: string }) => auction.id)).toContain(soon.id);
    const wildcard = await app.client().get('/api/auctions?search=%25');
    expect(wildcard.body.auctions).toEqual([]);

    // Past its end time an auction leaves the list, even before the close job ran.
    app.clock.advance(2 * HOUR);
    const after = await app.client().get('/api/auctions');
    expect(after.body.auctions.map((auction: { id: string }) => auction.id)).not.toContain(soon.id);
    await settleDueAuctions(app.ctx);
  });

  test('shows an auction with stats and bids highest first; unknown ids are not found', async ({ app }) => {
    const { id, block } = await liveAuction(app);
    const first = await bidder(app, 200_000, 'First Bidder');
    const second = await bidder(app, 200_000, 'Second Bidder');
    expect((await bid(first.client, id, 10_000)).status).toBe(201);
    expect((await bid(second.client, id, 12_000)).status).toBe(201);
    const detail = await second.client.get(`/api/auctions/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.auction).toMatchObject({
      cidr: block.cidr,
      sellerName: 'Mona Seller',
      currentBid: 12_000,
      bidCount: 2,
      minimumNextBid: 13_000,
      isLeading: true,
      isBuyNowOpen: false,
    });
    expect(
      detail.body.bids.map((row: { bidderName: string; amount: number }) => [row.bidderName, row.amount]),
    ).toEqual([
      ['You', 12_000],
      ['Bidder 1', 10_000],
    ]);
    for (const missing of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await app.client().get(`/api/auctions/${missing}`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({
        title: 'Error fetching auction details',
        message: 'Auction not found',
      });
    }
  });
});

/* ---------- bids ---------- */

describe('bids', () => {
  test('a bid re-sent with its Idempotency-Key replays the answer instead of being too low', async ({
    app,
  }) => {
    const { id } = await liveAuction(app);
    const first = await bidder(app);
    const headers = { 'idempotency-key': `bid-${id}` };
    const placed = await first.client.post(`/api/auctions/${id}/bids`, { amountCents: 10_000 }, { headers });
    const again = await first.client.post(`/api/auctions/${id}/bids`, { amountCents: 10_000 }, { headers });
    expect(placed.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(placed.body);
    const detail = await first.client.get(`/api/auctions/${id}`);
    expect(detail.body.bids).toHaveLength(1);
  });

  test('needs a signed-in user', async ({ app }) => {
    const { id } = await liveAuction(app);
    const response = await bid(app.client(), id, 10_000);
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({
      title: 'Login Required',
      message: 'You must be logged in to place a bid.',
    });
    // Only the bid route says so: the other private routes keep the general message.
    expect((await app.client().post(`/api/auctions/${id}/buy-now`)).body.title).toBe('Login required');
  });

  test('answers Invalid Bid, Bid Too Low and the minimum next bid', async ({ app }) => {
    const { id } = await liveAuction(app);
    const first = await bidder(app);
    const second = await bidder(app);
    for (const amount of [0, -5, 'abc', 10.5, null]) {
      const response = await bid(first.client, id, amount);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        title: 'Invalid Bid',
        message: 'Please enter a valid bid amount.',
      });
    }
    const belowReserve = await bid(first.client, id, 9_999);
    expect(belowReserve.status).toBe(422);
    expect(belowReserve.body).toMatchObject({
      title: 'Bid Too Low',
      message: 'Minimum next bid is $100.00.',
    });
    expect((await bid(first.client, id, 10_000)).body).toMatchObject({ title: 'Bid Placed!' });
    const equal = await bid(second.client, id, 10_000);
    expect(equal.body).toMatchObject({
      title: 'Bid Too Low',
      message: 'Your bid must be higher than the current bid of $100.00.',
    });
    const underIncrement = await bid(second.client, id, 10_500);
    expect(underIncrement.body).toMatchObject({
      title: 'Bid Too Low',
      message: 'Minimum next bid is $110.00.',
    });
    expect((await bid(second.client, id, 11_000)).status).toBe(201);
  });

  test('refuses a bid on my own auction, before the start and without the funds', async ({ app, db }) => {
    const { id, seller } = await liveAuction(app);
    const own = await bid(seller.client, id, 20_000);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('You cannot bid on your own auction.');

    const future = await liveAuction(app, { startTime: iso(app, HOUR), endTime: iso(app, DAY) });
    const early = await bid((await bidder(app)).client, future.id, 20_000);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('This auction has not started yet.');

    const poor = await bidder(app, 10_000);
    // $100 bid + $5 fee does not fit in $100.
    const response = await bid(poor.client, id, 10_000);
    expect(response.status).toBe(422);
    expect(response.body.title).toBe('Insufficient Funds');
    expect(await walletOf(app, poor.user.id)).toEqual({ balance: 10_000, onHold: 0 });
    expect(await db.select().from(auctionBids).where(eq(auctionBids.auctionId, id))).toEqual([]);
  });

  test('the database refuses a bid that does not beat the top bid in amount and in number', async ({
    app,
    db,
  }) => {
    const { id } = await liveAuction(app);
    const first = await bidder(app, 100_000);
    const second = await bidder(app, 100_000);
    await bid(first.client, id, 10_000);
    await bid(second.client, id, 12_000);
    // Written straight to the table, past the service's checks: the trigger is the last guard.
    const insertBid = (amount: number, number: number) =>
      db
        .transaction(async (tx) => {
          await writeBid(tx, { auctionId: id, bidderId: first.user.id, amount, number });
          tx.rollback();
        })
        .then(
          () => 'refused by nothing',
          (error: unknown) => findDatabaseError(error)?.code ?? 'rolled back',
        );
    expect(await insertBid(11_000, 3)).toBe('23514');
    expect(await insertBid(12_000, 3)).toBe('23514');
    expect(await insertBid(13_000, 2)).toBe('23514');
    expect(await insertBid(13_000, 3)).toBe('rolled back');
  });

  test('keeps each bidder’s number from their first bid, whatever writes the bid', async ({ app, db }) => {
    const { id } = await liveAuction(app);
    const first = await bidder(app, 100_000, 'Early Eve');
    const second = await bidder(app, 100_000, 'Second Sam');
    const third = await bidder(app, 100_000, 'Third Tia');
    await bid(first.client, id, 10_000);
    await bid(second.client, id, 11_000);
    await bid(first.client, id, 12_000);
    // A bid written straight to the table, past the service, numbers its new bidder as well.
    await writeBid(db, { auctionId: id, bidderId: third.user.id, amount: 13_000, number: 4 });
    await writeBid(db, { auctionId: id, bidderId: second.user.id, amount: 14_000, number: 5 });
    const kept = await db
      .select({ bidderId: auctionBidders.bidderId, number: auctionBidders.bidderNumber })
      .from(auctionBidders)
      .where(eq(auctionBidders.auctionId, id))
      .orderBy(asc(auctionBidders.bidderNumber));
    expect(kept).toEqual([
      { bidderId: first.user.id, number: 1 },
      { bidderId: second.user.id, number: 2 },
      { bidderId: third.user.id, number: 3 },
    ]);
    const names = (
      (await app.client().get(`/api/auctions/${id}`)).body.bids as Array<{ bidderName: string }>
    ).map((row) => row.bidderName);
    expect(names).toEqual(['Bidder 2', 'Bidder 3', 'Bidder 1', 'Bidder 2', 'Bidder 1']);
    // The bid's lock answers from the kept numbers: a bidder's own, or the next one for a newcomer.
    const fourth = await bidder(app, 100_000, 'Fourth Fay');
    const numberFor = async (bidderId: string) => {
      const [row] = await queryRows<{ locked: { bidder_number: number } }>(
        db,
        sql`SELECT auction_lock_for_bid(${id}::uuid, ${bidderId}::uuid, 1000000::bigint) AS locked`,
      );
      return row!.locked.bidder_number;
    };
    expect(await numberFor(third.user.id)).toBe(3);
    expect(await numberFor(fourth.user.id)).toBe(4);
  });

  test('a bid the current bid already beats lets go of the auction’s lock at once', async ({ app, db }) => {
    const { id } = await liveAuction(app);
    const leader = await bidder(app);
    expect((await bid(leader.client, id, 20_000)).status).toBe(201);
    const other = await bidder(app);
    const lockFor = async (amount: number | null) => {
      const [row] = await queryRows<{ locked: Record<string, unknown> }>(
        db,
        sql`SELECT auction_lock_for_bid(${id}::uuid, ${other.user.id}::uuid, ${amount}::bigint) AS locked`,
      );
      return row!.locked;
    };
    for (const beaten of [20_000, 19_999, 0]) {
      const locked = await lockFor(beaten);
      expect(locked).toMatchObject({ released: true, auction: { id, current_bid: 20_000 } });
      expect(locked).not.toHaveProperty('leading');
    }
    // A higher amount, or one the database cannot tell (an unsafe number), keeps the lock as before.
    for (const amount of [20_001, null]) {
      expect(await lockFor(amount)).toMatchObject({
        released: false,
        auction: { id, current_bid: 20_000 },
        leading: { bidder_id: leader.user.id, bid_amount: 20_000 },
        bidder_number: 2,
      });
    }
    // Through the API the answer is the usual refusal, and nothing is written.
    const equal = await bid(other.client, id, 20_000);
    expect(equal.status).toBe(422);
    expect(equal.body).toMatchObject({
      title: 'Bid Too Low',
      message: 'Your bid must be higher than the current bid of $200.00.',
    });
    expect(await db.select().from(auctionBids).where(eq(auctionBids.auctionId, id))).toHaveLength(1);
    expect(await walletOf(app, other.user.id)).toEqual({ balance: 200_000, onHold: 0 });
  });

  // PGlite runs one transaction at a time: only PostgreSQL can show another session taking the lock.
  test.skipIf(process.env.TEST_DATABASE !== 'postgres')(
    'another bid can lock the auction while a beaten bid’s transaction is still open',
    async ({ app, db }) => {
      const { id } = await liveAuction(app);
      const leader = await bidder(app);
      expect((await bid(leader.client, id, 20_000)).status).toBe(201);
      const other = await bidder(app);
      const lockElsewhere = () =>
        db.transaction(async (tx) => {
          await queryRows(tx, sql`SET LOCAL lock_timeout = '200ms'`);
          await queryRows(tx, sql`SELECT id FROM auctions WHERE id = ${id}::uuid FOR UPDATE`);
        });
      const whileLocking = (amount: number) =>
        db.transaction(async (tx) => {
          const [row] = await queryRows<{ locked: { released: boolean } }>(
            tx,
            sql`SELECT auction_lock_for_bid(${id}::uuid, ${other.user.id}::uuid, ${amount}::bigint) AS locked`,
          );
          // This transaction stays open while another session asks for the same row.
          const elsewhere = await lockElsewhere().then(
            () => 'locked',
            (error: unknown) => (findDatabaseError(error)?.code === '55P03' ? 'lock_not_available' : error),
          );
          return { released: row!.locked.released, elsewhere };
        });
      expect(await whileLocking(20_000)).toEqual({ released: true, elsewhere: 'locked' });
      expect(await whileLocking(25_000)).toEqual({ released: false, elsewhere: 'lock_not_available' });
    },
  );

  test('holds the leader’s bid plus fee and releases it when outbid, telling them live', async ({
    app,
    db,
  }) => {
    const { id } = await liveAuction(app);
    const first = await bidder(app, 100_000);
    const second = await bidder(app, 100_000);
    await bid(first.client, id, 10_000);
    expect(await walletOf(app, first.user.id)).toEqual({ balance: 89_500, onHold: 10_500 });
    await bid(second.client, id, 15_000);
    expect(await walletOf(app, first.user.id)).toEqual({ balance: 100_000, onHold: 0 });
    expect(await walletOf(app, second.user.id)).toEqual({ balance: 84_500, onHold: 15_500 });
    const notes = await db.select().from(notifications).where(eq(notifications.userId, first.user.id));
    expect(notes.map((note) => note.title)).toContain('You have been outbid');
    // Told live: the notification's event carries the row as the notifications list shows it.
    const note = notes.find((row) => row.type === 'auction_outbid')!;
    const [pushed] = await db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.topic, `user:${first.user.id}`), eq(liveEvents.type, 'notification.created')));
    expect(pushed!.data).toEqual({
      id: note.id,
      type: 'auction_outbid',
      title: 'You have been outbid',
      message: note.message,
      link: `/auction/${id}`,
      status: 'unread',
      readAt: null,
      createdAt: note.createdAt.toISOString(),
    });
    // The leader may raise their own bid: the old hold is replaced, not added to.
    await bid(second.client, id, 16_000);
    expect(await walletOf(app, second.user.id)).toEqual({ balance: 83_500, onHold: 16_500 });
    await expectLedgerBalanced(app);
  });

  test('extends the end time by soft close and refuses bids after the end', async ({ app, db }) => {
    const { id } = await liveAuction(app, { endTime: iso(app, HOUR) });
    const first = await bidder(app);
    app.clock.advance(HOUR - MINUTE);
    const late = await bid(first.client, id, 10_000);
    expect(late.status).toBe(201);
    const expected = new Date(app.clock.now().getTime() + 2 * MINUTE).toISOString();
    expect(late.body.endTime).toBe(expected);
    const [row] = await db.select().from(auctions).where(eq(auctions.id, id));
    expect(row!.endTime.toISOString()).toBe(expected);

    // The old end passes: still open. The new end passes: closed, before and after settlement.
    app.clock.advance(90_000);
    expect((await bid((await bidder(app)).client, id, 11_000)).status).toBe(201);
    app.clock.advance(2 * MINUTE);
    const closed = await bid(first.client, id, 50_000);
    expect(closed.status).toBe(409);
    expect(closed.body).toMatchObject({ title: 'Auction Ended' });
    await settleDueAuctions(app.ctx);
    expect((await bid(first.client, id, 60_000)).body).toMatchObject({ title: 'Auction Ended' });
  });

  test('pushes accepted bids to subscribers of the auction and of the live list', async ({ app }) => {
    const { id } = await liveAuction(app);
    const first = await bidder(app, 100_000, 'Live Lou');
    // One stream per topic, as the pages follow them (the list page and the auction page).
    const onAuction = await openEventStream(`auction:${id}`);
    const onList = await openEventStream('auctions');
    await bid(first.client, id, 10_000);
    for (const [stream, topic] of [
      [onAuction, `auction:${id}`],
      [onList, 'auctions'],
    ] as const) {
      const event = await stream.next();
      expect(event).toMatchObject({
        topic,
        type: 'auction.bid',
        data: { auctionId: id, currentBid: 10_000, bid: { bidderNumber: 1, bidderName: 'Bidder 1' } },
      });
      await stream.close();
    }
  });

  test('names bidders by number in the public live events, never by id or name', async ({ app, db }) => {
    const { id, seller } = await liveAuction(app);
    const first = await bidder(app, 200_000, 'Private Pat');
    const second = await bidder(app, 200_000, 'Hidden Hal');
    const stream = await openEventStream(`auction:${id}`);
    expect((await bid(first.client, id, 10_000)).status).toBe(201);
    expect((await bid(second.client, id, 11_000)).status).toBe(201);
    // The first bidder bids again: still Bidder 1, numbered by their first bid.
    expect((await bid(first.client, id, 12_000)).status).toBe(201);
    const events = [await stream.next(), await stream.next(), await stream.next()] as Array<{
      data: { bid: Record<string, unknown> };
    }>;
    await stream.close();
    expect(events.map((event) => event.data.bid)).toEqual([
      expect.objectContaining({ bidderNumber: 1, bidderName: 'Bidder 1', amount: 10_000 }),
      expect.objectContaining({ bidderNumber: 2, bidderName: 'Bidder 2', amount: 11_000 }),
      expect.objectContaining({ bidderNumber: 1, bidderName: 'Bidder 1', amount: 12_000 }),
    ]);
    for (const event of events)
      expect(Object.keys(event.data.bid).sort()).toEqual([
        'amount',
        'bidTime',
        'bidderName',
        'bidderNumber',
        'id',
      ]);
    // Nothing public carries who they are: not in the stored events, nor in a visitor's answer.
    const stored = await db
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.topic, `auction:${id}`));
    const visitorDetail = await app.client().get(`/api/auctions/${id}`);
    for (const text of [JSON.stringify(stored), JSON.stringify(visitorDetail.body)]) {
      for (const secret of [first.user.id, second.user.id, 'Private Pat', 'Hidden Hal']) {
        expect(text).not.toContain(secret);
      }
    }
    const byViewer = async (client: ApiClient) =>
      ((await client.get(`/api/auctions/${id}`)).body.bids as Array<{ bidderName: string }>).map(
        (row) => row.bidderName,
      );
    // A visitor, the seller and another user see numbers; each bidder sees 'You'; admins and staff names.
    expect(await byViewer(app.client())).toEqual(['Bidder 1', 'Bidder 2', 'Bidder 1']);
    expect(await byViewer(seller.client)).toEqual(['Bidder 1', 'Bidder 2', 'Bidder 1']);
    expect(await byViewer((await bidder(app, 0, 'Onlooker')).client)).toEqual([
      'Bidder 1',
      'Bidder 2',
      'Bidder 1',
    ]);
    expect(await byViewer(first.client)).toEqual(['You', 'Bidder 2', 'You']);
    expect(await byViewer(second.client)).toEqual(['Bidder 1', 'You', 'Bidder 1']);
    expect(await byViewer(await adminClient(app))).toEqual(['Private Pat', 'Hidden Hal', 'Private Pat']);
    const staff = await signInAs(app, { role: 'staff' });
    expect(await byViewer(staff.client)).toEqual(['Private Pat', 'Hidden Hal', 'Private Pat']);
    // The bidder knows their number from their own answer, to recognise their live bids.
    expect((await first.client.get(`/api/auctions/${id}`)).body.auction.myBidderNumber).toBe(1);
    expect((await second.client.get(`/api/auctions/${id}`)).body.auction.myBidderNumber).toBe(2);
    expect(visitorDetail.body.auction.myBidderNumber).toBeNull();
  });

  test('keeps accepted bids strictly increasing and only the leader’s funds held under 100 concurrent bids', async ({
    app,
    db,
  }) => {
    const { id } = await liveAuction(app);
    const bidders = await Promise.all(
      Array.from({ length: 10 }, (_, index) => bidder(app, 500_000, `Racer ${index}`)),
    );
    // Amounts $100..$1090 in a shuffled order, ten per bidder, all sent at once.
    const amounts = Array.from({ length: 100 }, (_, index) => 10_000 + index * 1_000);
    for (let index = amounts.length - 1; index > 0; index -= 1) {
      const other = Math.floor(Math.random() * (index + 1));
      [amounts[index], amounts[other]] = [amounts[other]!, amounts[index]!];
    }
    const responses = await Promise.all(
      amounts.map((amount, index) => bid(bidders[index % bidders.length]!.client, id, amount)),
    );
    for (const response of responses) {
      expect([201, 422]).toContain(response.status);
      if (response.status === 422) expect(response.body.title).toBe('Bid Too Low');
    }
    const accepted = await db
      .select()
      .from(auctionBids)
      .where(eq(auctionBids.auctionId, id))
      .orderBy(asc(auctionBids.bidNumber));
    expect(accepted.length).toBe(responses.filter((response) => response.status === 201).length);
    expect(accepted.length).toBeGreaterThan(0);
    for (let index = 1; index < accepted.length; index += 1) {
      expect(accepted[index]!.bidAmount).toBeGreaterThanOrEqual(accepted[index - 1]!.bidAmount + 1_000);
      expect(accepted[index]!.bidNumber).toBe(index + 1);
    }
    const leader = accepted.at(-1)!;
    expect(accepted.filter((row) => row.holdStatus === 'held').map((row) => row.id)).toEqual([leader.id]);
    const [row] = await db.select().from(auctions).where(eq(auctions.id, id));
    expect(row).toMatchObject({
      currentBid: leader.bidAmount,
      currentBidId: leader.id,
      bidCount: accepted.length,
    });
    for (const each of bidders) {
      const funds = await walletOf(app, each.user.id);
      const held = each.user.id === leader.bidderId ? leader.bidAmount + 500 : 0;
      expect(funds).toEqual({ balance: 500_000 - held, onHold: held });
    }
    await expectLedgerBalanced(app);
    // Racing bidders got one number each, in the order of their first accepted bids.
    const firstBidders = [...new Set(accepted.map((row) => row.bidderId))];
    const kept = await db
      .select({ bidderId: auctionBidders.bidderId, number: auctionBidders.bidderNumber })
      .from(auctionBidders)
      .where(eq(auctionBidders.auctionId, id))
      .orderBy(asc(auctionBidders.bidderNumber));
    expect(kept).toEqual(firstBidders.map((bidderId, index) => ({ bidderId, number: index + 1 })));
  });
});

/* ---------- buy now ---------- */

describe('buy now', () => {
  test('buys at the buy-now price: order with the $5 fee, seller hold, auction ended', async ({
    app,
    db,
  }) => {
    const { id, seller, block } = await liveAuction(app);
    const buyer = await bidder(app, 100_000);
    const response = await buyer.client.post(`/api/auctions/${id}/buy-now`);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      title: 'Payment successful',
      message: `Your order for Auction: ${block.cidr} has been confirmed.`,
    });
    const [order] = await db.select().from(orders).where(eq(orders.id, response.body.orderId));
    expect(order).toMatchObject({
      leaserId: buyer.user.id,
      monetizerId: seller.user.id,
      amount: 50_000,
      fee: 500,
    });
    expect(await walletOf(app, buyer.user.id)).toEqual({ balance: 49_500, onHold: 0 });
    expect(await walletOf(app, seller.user.id)).toEqual({ balance: 0, onHold: 50_000 });
    const holds = await db.select().from(walletHolds).where(eq(walletHolds.orderId, order!.id));
    expect(holds).toHaveLength(1);
    const [row] = await db.select().from(auctions).where(eq(auctions.id, id));
    expect(row).toMatchObject({
      status: 'ended',
      outcome: 'bought_now',
      winnerId: buyer.user.id,
      orderId: order!.id,
    });
    const subnets = await db.select().from(ipSubnets).where(eq(ipSubnets.ipBlockId, block.id));
    expect(subnets.every((subnet) => subnet.status === 'leased')).toBe(true);
    expect((await buyer.client.post(`/api/auctions/${id}/buy-now`)).status).toBe(409);
    await expectLedgerBalanced(app);
  });

  test('a Buy Now re-sent with its Idempotency-Key, even at once, replays the answer and buys once', async ({
    app,
    db,
  }) => {
    const { id } = await liveAuction(app);
    const buyer = await bidder(app, 100_000);
    const headers = { 'idempotency-key': `buy-now-${id}` };
    const sent = await Promise.all(
      [1, 2, 3].map(() => buyer.client.post(`/api/auctions/${id}/buy-now`, {}, { headers })),
    );
    expect(sent.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(sent.map((answer) => answer.headers['idempotent-replayed']).sort()).toEqual([
      'false',
      'true',
      'true',
    ]);
    expect(new Set(sent.map((answer) => answer.body.orderId)).size).toBe(1);
    const later = await buyer.client.post(`/api/auctions/${id}/buy-now`, {}, { headers });
    expect(later.body).toEqual(sent[0]!.body);
    const bought = await db.select().from(orders).where(eq(orders.leaserId, buyer.user.id));
    expect(bought).toHaveLength(1);
    expect(await walletOf(app, buyer.user.id)).toEqual({ balance: 49_500, onHold: 0 });
    // Without the key, or with a new one, a second Buy Now is refused: the block is sold.
    expect((await buyer.client.post(`/api/auctions/${id}/buy-now`)).status).toBe(409);
    await expectLedgerBalanced(app);
  });

  test('closes once a bid has reached the reserve', async ({ app }) => {
    const { id } = await liveAuction(app);
    const first = await bidder(app);
    await bid(first.client, id, 10_000);
    const response = await (await bidder(app)).client.post(`/api/auctions/${id}/buy-now`);
    expect(response.status).toBe(409);
    expect(response.body.title).toBe('Buy Now unavailable');
    expect((await app.client().get(`/api/auctions/${id}`)).body.auction.isBuyNowOpen).toBe(false);
  });
});

/* ---------- close and settle ---------- */

describe('closing', () => {
  test('settles a won auction exactly once when two instances run the job at once', async ({ app, db }) => {
    const { id, seller, block } = await liveAuction(app, { endTime: iso(app, HOUR) });
    const first = await bidder(app, 100_000, 'Loser Lee');
    const winner = await bidder(app, 100_000, 'Winner Wu');
    await bid(first.client, id, 10_000);
    await bid(winner.client, id, 20_000);
    app.clock.advance(HOUR);
    const runs = await Promise.all([settleDueAuctions(app.ctx), settleDueAuctions(app.ctx)]);
    expect(runs.reduce((sum, run) => sum + run.sold, 0)).toBe(1);
    expect((await settleDueAuctions(app.ctx)).sold).toBe(0);

    const won = await db.select().from(orders).where(eq(orders.leaserId, winner.user.id));
    expect(won).toHaveLength(1);
    expect(won[0]).toMatchObject({
      monetizerId: seller.user.id,
      amount: 20_000,
      fee: 500,
      status: 'payment_confirmed',
    });
    expect(await walletOf(app, winner.user.id)).toEqual({ balance: 79_500, onHold: 0 });
    expect(await walletOf(app, first.user.id)).toEqual({ balance: 100_000, onHold: 0 });
    expect(await walletOf(app, seller.user.id)).toEqual({ balance: 0, onHold: 20_000 });
    const [row] = await db.select().from(auctions).where(eq(auctions.id, id));
    expect(row).toMatchObject({
      status: 'ended',
      outcome: 'sold',
      winnerId: winner.user.id,
      orderId: won[0]!.id,
    });
    const winnerNotes = await db.select().from(notifications).where(eq(notifications.userId, winner.user.id));
    expect(winnerNotes.map((note) => note.title)).toContain('You won the auction!');
    const sellerNotes = await db.select().from(notifications).where(eq(notifications.userId, seller.user.id));
    expect(sellerNotes.map((note) => note.title)).toContain('Auction sold');
    const orderList = await winner.client.get('/api/orders');
    if (orderList.status === 200) expect(JSON.stringify(orderList.body)).toContain(`Auction: ${block.cidr}`);
    await expectLedgerBalanced(app);
  });

  test('holds the VAT of a domestic bidder with the bid and charges it when they win (docs/PRODUCT.md "Bidding")', async ({
    app,
    db,
  }) => {
    const { id } = await liveAuction(app, { endTime: iso(app, HOUR) });
    const dutch = await signInAs(app, {
      name: 'Dutch Bidder',
      billing: { customerType: 'private', legalName: 'Daan de Vries', country: 'NL' },
    });
    await fundWallet(dutch.client, 100_000);
    expect((await bid(dutch.client, id, 20_000)).status).toBe(201);
    // 20,000 + 500 fee, each with 21 % VAT: 4,200 + 105.
    expect(await walletOf(app, dutch.user.id)).toEqual({ balance: 75_195, onHold: 24_805 });
    app.clock.advance(HOUR);
    expect((await settleDueAuctions(app.ctx)).sold).toBe(1);
    expect(await walletOf(app, dutch.user.id)).toEqual({ balance: 75_195, onHold: 0 });
    const [order] = await db.select().from(orders).where(eq(orders.leaserId, dutch.user.id));
    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, order!.id));
    expect(invoice).toMatchObject({ subtotal: 20_000, fee: 500, tax: 4_305, amount: 24_805 });
    expect(invoice!.document).toMatchObject({ treatment: 'domestic', leased: expect.stringContaining('/') });
    await expectLedgerBalanced(app);
  });

  test('needs billing details to bid or buy now', async ({ app }) => {
    const { id } = await liveAuction(app);
    const anonymous = await signInAs(app, { billing: null });
    await fundWallet(anonymous.client, 100_000);
    for (const response of [
      await bid(anonymous.client, id, 20_000),
      await anonymous.client.post(`/api/auctions/${id}/buy-now`),
    ]) {
      expect(response.status).toBe(422);
      expect(response.body.title).toBe('Billing details required');
    }
    expect(await walletOf(app, anonymous.user.id)).toEqual({ balance: 100_000, onHold: 0 });
    // The billing details are read before the auction's lock, but their refusal keeps its place
    // after the auction's own checks: a beaten bid, or one on an unknown auction, is refused for that.
    expect((await bid((await bidder(app)).client, id, 30_000)).status).toBe(201);
    const beaten = await bid(anonymous.client, id, 30_000);
    expect(beaten.body).toMatchObject({ title: 'Bid Too Low' });
    const unknown = await bid(anonymous.client, '00000000-0000-4000-8000-000000000000', 40_000);
    expect(unknown.status).toBe(404);
  });

  test('ends unsold without bids, and releases the leader’s hold when the block cannot be delivered', async ({
    app,
    db,
  }) => {
    const quiet = await liveAuction(app, { endTime: iso(app, HOUR) });
    const contested = await liveAuction(app, { endTime: iso(app, HOUR) });
    const leader = await bidder(app, 100_000);
    await bid(leader.client, contested.id, 30_000);
    expect(await walletOf(app, leader.user.id)).toEqual({ balance: 69_500, onHold: 30_500 });
    // The block got leased meanwhile (e.g. through a listing): it cannot go to the winner.
    await db.update(ipSubnets).set({ status: 'leased' }).where(eq(ipSubnets.ipBlockId, contested.block.id));
    app.clock.advance(HOUR);
    const result = await settleDueAuctions(app.ctx);
    expect(result.unsold).toBeGreaterThanOrEqual(2);
    for (const id of [quiet.id, contested.id]) {
      const [row] = await db.select().from(auctions).where(eq(auctions.id, id));
      expect(row).toMatchObject({ status: 'ended', outcome: 'unsold', winnerId: null, orderId: null });
    }
    expect(await walletOf(app, leader.user.id)).toEqual({ balance: 100_000, onHold: 0 });
    const held = await db
      .select()
      .from(auctionBids)
      .where(and(eq(auctionBids.auctionId, contested.id), eq(auctionBids.holdStatus, 'held')));
    expect(held).toEqual([]);
    await expectLedgerBalanced(app);
  });
});

describe('demo data', () => {
  test('seeds a live auction of the demo monetizer with two bids, the leader’s funds held', async () => {
    const demo = await createTestApp();
    try {
      await seedDemoData(demo.ctx);
      const list = await demo.client().get('/api/auctions');
      expect(list.body.auctions).toHaveLength(1);
      expect(list.body.auctions[0]).toMatchObject({
        cidr: '203.0.113.0/24',
        sellerName: 'Mona Monetizer',
        bidCount: 2,
        currentBid: 125_000,
      });
      const detail = await demo.client().get(`/api/auctions/${list.body.auctions[0].id}`);
      // A visitor sees the bidders by number, in the order of their first bid.
      expect(detail.body.bids.map((row: { bidderName: string }) => row.bidderName)).toEqual([
        'Bidder 2',
        'Bidder 1',
      ]);
    } finally {
      await demo.close();
    }
  });
});
