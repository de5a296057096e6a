import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  auctionBids,
  auctions,
  ledgerJournals,
  notifications,
  orders,
  walletHolds,
  wallets,
} from '../platform/db/schema/index';
import { queryRows } from '../platform/db/database';
import { DAY, HOUR } from '../platform/clock';
import { JOBS } from '../jobs';
import { createTwoInstances, type TestApp } from '../test/test-app';
import { signInAs } from '../test/factories';
import { createOwnedSubnet } from '../test/trust-fixtures';
import { createServerPackage, fundWallet } from '../test/checkout-factories';
import { expectLedgerBalanced } from '../test/ledger-checks';

/**
 * Scheduled jobs on two server instances sharing one PostgreSQL database (docs/decisions/085):
 * both instances run the auction close job and the hold release job at the same moment, several
 * times over, on the same due auctions and holds. Each auction is settled once (one order, one
 * capture, one set of ledger rows, one notification each) and each hold is released once.
 * PGlite is one process, so this runs on PostgreSQL only.
 */
const AUCTIONS = 5;
const HOLDS = 5;
const job = (name: string) => {
  const found = JOBS.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no job named ${name} in JOBS`);
  return found;
};

describe.runIf(process.env.TEST_DATABASE === 'postgres')('scheduled jobs on two instances', () => {
  let a: TestApp;
  let b: TestApp;
  let instances: Awaited<ReturnType<typeof createTwoInstances>> | undefined;
  beforeAll(async () => {
    instances = await createTwoInstances();
    ({ a, b } = instances);
  });
  afterAll(async () => {
    await instances?.close();
  });

  const iso = (offsetMs: number) => new Date(a.clock.now().getTime() + offsetMs).toISOString();

  /** A live auction of a fresh seller with two bids ($100 then $200), ending in an hour. */
  async function contestedAuction(admin: Awaited<ReturnType<typeof signInAs>>) {
    const seller = await signInAs(a, { role: 'monetizer' });
    const { block } = await createOwnedSubnet(a, seller.user.id);
    const created = await seller.client.post('/api/auctions', {
      ipBlockId: block.id,
      reservePrice: '100',
      buyNowPrice: '5000',
      startTime: iso(0),
      endTime: iso(HOUR),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.auctionId as string;
    expect((await admin.client.post(`/api/admin/auctions/${id}/approve`)).status).toBe(200);
    const loser = await signInAs(a);
    const winner = await signInAs(b);
    await fundWallet(loser.client, 100_000);
    await fundWallet(winner.client, 100_000);
    expect((await loser.client.post(`/api/auctions/${id}/bids`, { amountCents: 10_000 })).status).toBe(201);
    expect((await winner.client.post(`/api/auctions/${id}/bids`, { amountCents: 20_000 })).status).toBe(201);
    return { id, sellerId: seller.user.id, winnerId: winner.user.id, loserId: loser.user.id };
  }

  /** An active server order whose seller share ($95.00) waits on hold for 30 days. */
  async function activeOrderWithHold() {
    const seller = await signInAs(a, { role: 'monetizer' });
    const buyer = await signInAs(a);
    await fundWallet(buyer.client, 10_000);
    const pkg = await createServerPackage(a, seller.user.id, { priceCents: 9_500, stockCount: 1 });
    const bought = await buyer.client.post('/api/checkout', {
      itemType: 'server',
      itemId: pkg.id,
      method: 'wallet',
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    const orderId = bought.body.orderId as string;
    for (const status of ['provisioning', 'active']) {
      expect((await seller.client.post(`/api/orders/${orderId}/status`, { status })).status).toBe(200);
    }
    const [hold] = await a.db.select().from(walletHolds).where(eq(walletHolds.orderId, orderId));
    return { sellerId: seller.user.id, holdId: hold!.id, amount: hold!.amount };
  }

  it('settles each due auction and releases each due hold exactly once', async () => {
    const admin = await signInAs(a, { role: 'admin' });
    const due = [];
    for (let index = 0; index < AUCTIONS; index += 1) due.push(await contestedAuction(admin));
    const holds = [];
    for (let index = 0; index < HOLDS; index += 1) holds.push(await activeOrderWithHold());

    // Past every auction's end and every hold's release date: all of it is due at once.
    a.clock.advance(30 * DAY + HOUR);
    const settle = job('settle-due-auctions');
    const release = job('release-due-holds');
    const runs = await Promise.all([
      settle.run(a.ctx),
      settle.run(b.ctx),
      release.run(a.ctx),
      release.run(b.ctx),
      settle.run(b.ctx),
      settle.run(a.ctx),
      release.run(b.ctx),
      release.run(a.ctx),
    ]);
    const settled = runs.filter((_, index) => [0, 1, 4, 5].includes(index)) as Array<{ sold: number }>;
    const released = runs.filter((_, index) => [2, 3, 6, 7].includes(index)) as number[];
    expect(settled.reduce((sum, run) => sum + run.sold, 0)).toBe(AUCTIONS);
    expect(released.reduce((sum, count) => sum + count, 0)).toBe(HOLDS);
    // A later run on either instance finds nothing left to do.
    expect(await settle.run(b.ctx)).toEqual({ sold: 0, unsold: 0 });
    expect(await release.run(a.ctx)).toBe(0);

    for (const auction of due) {
      const [row] = await a.db.select().from(auctions).where(eq(auctions.id, auction.id));
      expect(row).toMatchObject({ status: 'ended', outcome: 'sold', winnerId: auction.winnerId });
      // One order for the winner, none for the loser.
      const won = await a.db.select().from(orders).where(eq(orders.leaserId, auction.winnerId));
      expect(won.map((order) => order.id)).toEqual([row!.orderId]);
      expect(await a.db.select().from(orders).where(eq(orders.leaserId, auction.loserId))).toEqual([]);
      // One capture of the winning bid, one release of the outbid one, one charge of the order.
      const bids = await a.db.select().from(auctionBids).where(eq(auctionBids.auctionId, auction.id));
      const journals = await a.db
        .select({ kind: ledgerJournals.kind, referenceId: ledgerJournals.referenceId })
        .from(ledgerJournals)
        .where(inArray(ledgerJournals.referenceId, [...bids.map((bid) => bid.id), row!.orderId!]));
      const kinds = journals.map((journal) => journal.kind).sort();
      expect(kinds.filter((kind) => kind === 'auction_hold_capture')).toHaveLength(1);
      expect(kinds.filter((kind) => kind === 'auction_bid_release')).toHaveLength(1);
      expect(kinds.filter((kind) => kind === 'auction_bid_hold')).toHaveLength(2);
      expect(journals.filter((journal) => journal.referenceId === row!.orderId)).toHaveLength(1);
      // One notification each, to winner and seller.
      for (const [userId, type] of [
        [auction.winnerId, 'auction_won'],
        [auction.sellerId, 'auction_sold'],
      ] as const) {
        const notes = await a.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
        expect(notes).toHaveLength(1);
      }
      // The winner paid $200 + the $5.00 fee once; the loser has all of it back.
      const [winnerWallet] = await a.db.select().from(wallets).where(eq(wallets.userId, auction.winnerId));
      expect(winnerWallet).toMatchObject({ balance: 79_500, onHoldBalance: 0 });
      const [loserWallet] = await a.db.select().from(wallets).where(eq(wallets.userId, auction.loserId));
      expect(loserWallet).toMatchObject({ balance: 100_000, onHoldBalance: 0 });
      const [sellerWallet] = await a.db.select().from(wallets).where(eq(wallets.userId, auction.sellerId));
      expect(sellerWallet).toMatchObject({ balance: 0, onHoldBalance: 20_000 });
    }

    for (const hold of holds) {
      const [row] = await a.db.select().from(walletHolds).where(eq(walletHolds.id, hold.holdId));
      expect(row!.status).toBe('released');
      const releases = await queryRows<{ n: number }>(
        a.db,
        sql`SELECT count(*)::int AS n FROM ledger_journals WHERE kind = 'hold_release' AND reference_id = ${hold.holdId}`,
      );
      expect(releases[0]!.n).toBe(1);
      const notes = await a.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, hold.sellerId), eq(notifications.type, 'funds_released')));
      expect(notes).toHaveLength(1);
      const [sellerWallet] = await a.db.select().from(wallets).where(eq(wallets.userId, hold.sellerId));
      expect(sellerWallet).toMatchObject({ balance: hold.amount, onHoldBalance: 0 });
    }
    await expectLedgerBalanced(a);
  });
});
