import { describe, expect } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { LOA_MESSAGES } from '@netlease/shared/loas';
import { ORDER_MESSAGES } from '@netlease/shared/orders';
import { STAFF_MESSAGES } from '@netlease/shared/staff';
import {
  asnRecords,
  checkoutHolds,
  ipReputationLogs,
  ipSubnets,
  orderIpLeases,
  orders,
  paymentIntents,
  serverPackages,
  users,
} from '../../../platform/db/schema/index';
import { AppError } from '../../../platform/errors';
import type { TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { signInAs } from '../../../test/factories';
import { expectLedgerBalanced } from '../../../test/ledger-checks';
import { deleteExpiredCheckoutHolds } from './checkout.jobs';
import { holdCheckoutItem } from './checkout-holds.service';
import {
  TEST_CARD,
  createIpListing,
  createServerPackage,
  fundWallet,
  nextTestCidr,
} from '../../../test/checkout-factories';

/**
 * Holding the unit at checkout (docs/PRODUCT.md "Checkout", docs/decisions/232-checkout-holds.md), the
 * ASN named at checkout (docs/PRODUCT.md "Delivering a lease") and the reputation confirmation.
 */

const HOLD_MS = 15 * 60_000;
type Client = Awaited<ReturnType<typeof signInAs>>['client'];

const hold = (client: Client, itemType: 'ip' | 'server', id: string) =>
  client.post(`/api/checkout/${itemType}/${id}/hold`, {});
const pay = (
  client: Client,
  itemType: 'ip' | 'server',
  itemId: string,
  extra: Record<string, unknown> = {},
) => client.post('/api/checkout', { itemType, itemId, method: 'wallet', ...extra });

async function seller(app: TestApp) {
  return signInAs(app, { role: 'monetizer', name: 'Mona Seller' });
}
async function buyer(app: TestApp, funds = 0) {
  const signedIn = await signInAs(app, { role: 'leaser', name: 'Leo Buyer' });
  if (funds > 0) await fundWallet(signedIn.client, funds);
  return signedIn;
}

/** A /22 leased in /24 units (four of them), or a single /24. */
async function fourUnitListing(app: TestApp, sellerId: string, overrides: { priceCents?: number } = {}) {
  return createIpListing(app, sellerId, { cidr: nextTestCidr(22), subnet: '/24', ...overrides });
}

const heldRows = (app: TestApp, listingId: string) =>
  app.db.select().from(checkoutHolds).where(eq(checkoutHolds.listingId, listingId));

/** A reputation check of one /24 of the block, as the checker writes it (score and log row). */
async function checkSubnet(app: TestApp, blockId: string, subnet: string, score: number) {
  const [row] = await app.db
    .select()
    .from(ipSubnets)
    .where(and(eq(ipSubnets.ipBlockId, blockId), sql`${ipSubnets.subnet} = ${subnet}::cidr`));
  await app.db.transaction(async (tx) => {
    await tx.update(ipSubnets).set({ reputationScore: score }).where(eq(ipSubnets.id, row!.id));
    await tx.insert(ipReputationLogs).values({ subnetId: row!.id, score, checkedAt: app.clock.now() });
  });
}

/** The card payments of orders the user started (their deposits are card payments too). */
const orderIntentsOf = (app: TestApp, userId: string) =>
  app.db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.userId, userId), eq(paymentIntents.purpose, 'order')));

async function leasedPrefix(app: TestApp, orderId: string) {
  const [lease] = await app.db.select().from(orderIpLeases).where(eq(orderIpLeases.orderId, orderId));
  return lease!.cidr;
}

describe('checkout summary', () => {
  test('names the period, the first renewal, the exact prefix with its size and its reputation', async ({
    app,
  }) => {
    const { user } = await seller(app);
    const { client } = await buyer(app, 2_000);
    const { listing, block } = await createIpListing(app, user.id, {
      cidr: nextTestCidr(22),
      subnet: '/23',
      priceCents: 449_900,
      period: 'quarter',
    });
    const first = block.cidr.replace('/22', '/23');
    const summary = await client.get(`/api/checkout/ip/${listing.id}`);
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({
      itemType: 'ip',
      period: 'quarter',
      subtotal: 449_900,
      total: 450_400,
      walletBalance: 2_000,
      isOwnItem: false,
      // The test clock starts at 2026-01-15 12:00 UTC; a quarter is three calendar months.
      renewalDate: '2026-04-15T12:00:00.000Z',
      unit: { prefix: first, addresses: 512, reputation: { band: null, score: null } },
      // A GET is a read: it holds nothing.
      hold: null,
      heldUntil: null,
    });
    expect(await heldRows(app, listing.id)).toEqual([]);

    // The lowest checked score of the unit, in the marketplace's bands.
    await checkSubnet(app, block.id, block.cidr.replace('.0/22', '.0/24'), 95);
    await checkSubnet(
      app,
      block.id,
      block.cidr
        .replace('.0/22', '.0/24')
        .replace(/\.(\d+)\.0\/24$/, (_, third) => `.${Number(third) + 1}.0/24`),
      82,
    );
    expect((await client.get(`/api/checkout/ip/${listing.id}`)).body.unit.reputation).toEqual({
      band: 'warning',
      score: 82,
    });
  });

  test('holds nothing for a server package but says when others free it', async ({ app }) => {
    const { user } = await seller(app);
    const pkg = await createServerPackage(app, user.id, { stockCount: 1 });
    const first = await buyer(app);
    const second = await buyer(app);
    const held = await hold(first.client, 'server', pkg.id);
    expect(held.status).toBe(201);
    expect(held.body).toMatchObject({
      itemType: 'server',
      unit: null,
      hold: { expiresAt: '2026-01-15T12:15:00.000Z' },
      heldUntil: null,
    });
    const other = await hold(second.client, 'server', pkg.id);
    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({ hold: null, heldUntil: '2026-01-15T12:15:00.000Z' });
  });
});

describe('holding the unit', () => {
  test('holds one unit for 15 minutes and refreshes it with the same id when the page opens again', async ({
    app,
    db,
  }) => {
    const { user } = await seller(app);
    const { client } = await buyer(app);
    const { listing, block } = await fourUnitListing(app, user.id);
    const start = app.clock.now().getTime();
    const created = await hold(client, 'ip', listing.id);
    expect(created.status).toBe(201);
    expect(created.body.unit.prefix).toBe(block.cidr.replace('/22', '/24'));
    expect(created.body.hold.expiresAt).toBe(new Date(start + HOLD_MS).toISOString());
    // The GET reports the live hold.
    expect((await client.get(`/api/checkout/ip/${listing.id}`)).body.hold).toEqual(created.body.hold);

    app.clock.advance(5 * 60_000);
    const refreshed = await hold(client, 'ip', listing.id);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.hold).toEqual({
      id: created.body.hold.id,
      expiresAt: new Date(start + 5 * 60_000 + HOLD_MS).toISOString(),
    });
    expect(refreshed.body.unit.prefix).toBe(created.body.unit.prefix);
    expect(await heldRows(app, listing.id)).toHaveLength(1);
    // A hold changes no subnet: the marketplace's free units stay as they are.
    const subnets = await db.select().from(ipSubnets).where(eq(ipSubnets.ipBlockId, block.id));
    expect(subnets.every((row) => row.status === 'available')).toBe(true);
  });

  test('gives two buyers of a multi-unit listing two different units', async ({ app }) => {
    const { user } = await seller(app);
    const { listing } = await fourUnitListing(app, user.id);
    const first = await hold((await buyer(app)).client, 'ip', listing.id);
    const second = await hold((await buyer(app)).client, 'ip', listing.id);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.unit.prefix).not.toBe(second.body.unit.prefix);
  });

  test("says 'Held by another buyer' with the time it frees, never 'already leased', and frees on expiry", async ({
    app,
  }) => {
    const { user } = await seller(app);
    const a = await buyer(app, 50_000);
    const b = await buyer(app, 50_000);
    const { listing } = await createIpListing(app, user.id);
    const held = await hold(a.client, 'ip', listing.id);
    expect(held.status).toBe(201);

    const blocked = await hold(b.client, 'ip', listing.id);
    expect(blocked.status).toBe(200);
    expect(blocked.body).toMatchObject({ unit: null, hold: null, heldUntil: held.body.hold.expiresAt });
    const refused = await pay(b.client, 'ip', listing.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      title: 'Held by another buyer',
      message: `Another buyer is paying for what is left of this item; it frees at ${held.body.hold.expiresAt.slice(11, 16)} UTC.`,
    });
    expect(refused.body.message).not.toBe(ORDER_MESSAGES.subnetLeased.description);
    expect((await b.client.get('/api/wallet')).body.balance).toBe(50_000);

    // One millisecond after the 15 minutes the hold counts as free, before any job has run.
    app.clock.advance(HOLD_MS + 1);
    const taken = await hold(b.client, 'ip', listing.id);
    expect(taken.status).toBe(201);
    const late = await pay(a.client, 'ip', listing.id);
    expect(late.status).toBe(409);
    expect(late.body.title).toBe('Held by another buyer');
    expect((await pay(b.client, 'ip', listing.id)).status).toBe(201);
  });

  test("leases exactly the caller's held unit and consumes the hold in the same transaction", async ({
    app,
  }) => {
    const { user } = await seller(app);
    const a = await buyer(app, 50_000);
    const b = await buyer(app);
    const { listing } = await fourUnitListing(app, user.id, { priceCents: 10_000 });
    // b takes the first unit, a the second; b leaves, so the first is free again.
    const bHold = await hold(b.client, 'ip', listing.id);
    const aHold = await hold(a.client, 'ip', listing.id);
    expect((await b.client.delete(`/api/checkout/holds/${bHold.body.hold.id}`)).status).toBe(200);

    const paid = await pay(a.client, 'ip', listing.id);
    expect(paid.status).toBe(201);
    expect(await leasedPrefix(app, paid.body.orderId)).toBe(aHold.body.unit.prefix);
    expect(await heldRows(app, listing.id)).toEqual([]);
    await expectLedgerBalanced(app);
  });

  test('without a hold takes a free unit nobody else holds', async ({ app }) => {
    const { user } = await seller(app);
    const a = await buyer(app);
    const b = await buyer(app, 50_000);
    const { listing } = await fourUnitListing(app, user.id, { priceCents: 10_000 });
    const aHold = await hold(a.client, 'ip', listing.id);
    const paid = await pay(b.client, 'ip', listing.id);
    expect(paid.status).toBe(201);
    const prefix = await leasedPrefix(app, paid.body.orderId);
    expect(prefix).not.toBe(aHold.body.unit.prefix);
    // a's hold stands.
    expect((await hold(a.client, 'ip', listing.id)).body.hold.id).toBe(aHold.body.hold.id);
  });

  test('holds one unit of stock per buyer; the package sells what others do not hold', async ({
    app,
    db,
  }) => {
    const { user } = await seller(app);
    const a = await buyer(app, 50_000);
    const b = await buyer(app, 50_000);
    const c = await buyer(app, 50_000);
    const pkg = await createServerPackage(app, user.id, { stockCount: 2, priceCents: 9_500 });
    expect((await hold(a.client, 'server', pkg.id)).status).toBe(201);
    expect((await hold(b.client, 'server', pkg.id)).status).toBe(201);
    const refused = await pay(c.client, 'server', pkg.id);
    expect(refused.status).toBe(409);
    expect(refused.body.title).toBe('Held by another buyer');
    expect((await pay(a.client, 'server', pkg.id)).status).toBe(201);
    expect((await pay(b.client, 'server', pkg.id)).status).toBe(201);
    const [stock] = await db.select().from(serverPackages).where(eq(serverPackages.id, pkg.id));
    expect(stock!.stockCount).toBe(0);
    expect(await db.select().from(checkoutHolds).where(eq(checkoutHolds.serverPackageId, pkg.id))).toEqual(
      [],
    );
  });

  test('releases the hold when the page is left; another user cannot release it', async ({ app }) => {
    const { user } = await seller(app);
    const a = await buyer(app);
    const b = await buyer(app);
    const { listing } = await createIpListing(app, user.id);
    const held = await hold(a.client, 'ip', listing.id);
    const path = `/api/checkout/holds/${held.body.hold.id}`;
    expect((await b.client.delete(path)).status).toBe(404);
    expect((await a.client.delete(path)).status).toBe(200);
    expect((await a.client.delete(path)).status).toBe(404);
    expect((await hold(b.client, 'ip', listing.id)).status).toBe(201);
  });

  test("allows 3 live holds per buyer: 'Too many holds' for a fourth, until one ends", async ({ app }) => {
    const { user } = await seller(app);
    const { client } = await buyer(app);
    const items = await Promise.all(Array.from({ length: 4 }, () => createIpListing(app, user.id)));
    const held = [];
    for (const { listing } of items.slice(0, 3)) held.push(await hold(client, 'ip', listing.id));
    expect(held.map((response) => response.status)).toEqual([201, 201, 201]);
    const fourth = await hold(client, 'ip', items[3]!.listing.id);
    expect(fourth.status).toBe(409);
    expect(fourth.body).toMatchObject({
      title: ORDER_MESSAGES.tooManyHolds.title,
      message: ORDER_MESSAGES.tooManyHolds.description,
    });
    // Opening one of the three again refreshes it.
    expect((await hold(client, 'ip', items[0]!.listing.id)).status).toBe(200);
    await client.delete(`/api/checkout/holds/${held[1]!.body.hold.id}`);
    expect((await hold(client, 'ip', items[3]!.listing.id)).status).toBe(201);
    // Expired holds do not count.
    app.clock.advance(HOLD_MS + 1);
    expect((await hold(client, 'ip', items[1]!.listing.id)).status).toBe(201);
  });

  test('the job deletes expired holds only', async ({ app }) => {
    const { user } = await seller(app);
    const { listing } = await createIpListing(app, user.id);
    const { listing: other } = await createIpListing(app, user.id);
    await hold((await buyer(app)).client, 'ip', listing.id);
    app.clock.advance(HOLD_MS);
    await hold((await buyer(app)).client, 'ip', other.id);
    await deleteExpiredCheckoutHolds(app.ctx);
    expect(await heldRows(app, listing.id)).toEqual([]);
    expect(await heldRows(app, other.id)).toHaveLength(1);
  });

  test('refuses two overlapping live holds in the database itself; an ended one is no obstacle', async ({
    app,
    db,
  }) => {
    const { user } = await seller(app);
    const a = await buyer(app);
    const b = await buyer(app);
    const { listing, block } = await createIpListing(app, user.id);
    const now = app.clock.now();
    const later = new Date(now.getTime() + HOLD_MS);
    await db.insert(checkoutHolds).values({
      userId: a.user.id,
      listingId: listing.id,
      cidr: block.cidr,
      heldAt: now,
      expiresAt: later,
    });
    const second = {
      userId: b.user.id,
      listingId: listing.id,
      cidr: block.cidr,
      heldAt: new Date(now.getTime() + 60_000),
      expiresAt: new Date(later.getTime() + 60_000),
    };
    await expect(db.insert(checkoutHolds).values(second)).rejects.toThrow();
    await db.insert(checkoutHolds).values({
      ...second,
      heldAt: later,
      expiresAt: new Date(later.getTime() + HOLD_MS),
    });
  });
});

describe('checkout under concurrency, with holds', () => {
  test('20 buyers and the holder pay at once for a held unit: one order, the holder’s', async ({
    app,
    db,
  }) => {
    const { user } = await seller(app);
    const { listing } = await createIpListing(app, user.id, { priceCents: 10_000 });
    const holder = await buyer(app, 20_000);
    const others = await Promise.all(Array.from({ length: 20 }, () => buyer(app, 20_000)));
    expect((await hold(holder.client, 'ip', listing.id)).status).toBe(201);
    // The holder's request goes last: the others arrive while the unit is still held.
    const responses = await Promise.all(
      [...others, holder].map((person) => pay(person.client, 'ip', listing.id)),
    );
    const mine = responses.pop()!;
    expect(mine.status).toBe(201);
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(409));
    // Whoever got there before the holder paid hears 'Held by another buyer'; a request the database
    // took after the sale hears the last unit was just taken. Never 'already leased'.
    const told = responses.map((response) => response.body.message as string);
    const held = told.filter((text) => text.startsWith('Another buyer is paying'));
    expect(held.length).toBeGreaterThan(0);
    expect(told.filter((text) => !text.startsWith('Another buyer is paying'))).toEqual(
      Array(20 - held.length).fill(ORDER_MESSAGES.justTaken.description),
    );
    const sold = await db.select().from(orders).where(eq(orders.listingId, listing.id));
    expect(sold.map((order) => order.leaserId)).toEqual([holder.user.id]);
    await expectLedgerBalanced(app);
  });

  test('20 buyers open the checkout of a one-unit listing at once: exactly one holds it', async ({ app }) => {
    const { user } = await seller(app);
    const { listing } = await createIpListing(app, user.id);
    const people = await Promise.all(Array.from({ length: 20 }, () => buyer(app)));
    const responses = await Promise.all(people.map((person) => hold(person.client, 'ip', listing.id)));
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    const rest = responses.filter((response) => response.status !== 201);
    expect(rest.map((response) => response.status)).toEqual(Array(19).fill(200));
    expect(rest.every((response) => response.body.hold === null && response.body.heldUntil !== null)).toBe(
      true,
    );
    expect(await heldRows(app, listing.id)).toHaveLength(1);
  });

  test('20 buyers hold a package with 5 in stock at once: 5 holds', async ({ app, db }) => {
    const { user } = await seller(app);
    const pkg = await createServerPackage(app, user.id, { stockCount: 5 });
    const people = await Promise.all(Array.from({ length: 20 }, () => buyer(app)));
    const responses = await Promise.all(people.map((person) => hold(person.client, 'server', pkg.id)));
    expect(responses.filter((response) => response.status === 201)).toHaveLength(5);
    expect(
      await db.select().from(checkoutHolds).where(eq(checkoutHolds.serverPackageId, pkg.id)),
    ).toHaveLength(5);
  });
});

describe('the ASN named at checkout', () => {
  let nextAsn = 64_500;
  async function asnOf(app: TestApp, userId: string, status: 'approved' | 'pending') {
    const [row] = await app.db
      .insert(asnRecords)
      .values({ userId, asnNumber: nextAsn++, organization: 'Leo Transit', rir: 'RIPE', status })
      .returning();
    return row!.id;
  }

  test("stores an approved ASN of the buyer's on the IP order", async ({ app, db }) => {
    const { user } = await seller(app);
    const a = await buyer(app, 50_000);
    const { listing } = await createIpListing(app, user.id);
    const asnId = await asnOf(app, a.user.id, 'approved');
    const paid = await pay(a.client, 'ip', listing.id, { asnId });
    expect(paid.status).toBe(201);
    const [order] = await db.select().from(orders).where(eq(orders.id, paid.body.orderId));
    expect(order!.asnId).toBe(asnId);
  });

  test("refuses another user's ASN, a pending one and an ASN for a server, and moves nothing", async ({
    app,
    db,
  }) => {
    const { user } = await seller(app);
    const a = await buyer(app, 50_000);
    const stranger = await buyer(app);
    const { listing } = await createIpListing(app, user.id);
    const pkg = await createServerPackage(app, user.id);
    const notApproved = {
      title: LOA_MESSAGES.asnNotApproved.title,
      message: LOA_MESSAGES.asnNotApproved.description,
      field: 'asnId',
    };
    for (const asnId of [
      await asnOf(app, stranger.user.id, 'approved'),
      await asnOf(app, a.user.id, 'pending'),
    ]) {
      const refused = await pay(a.client, 'ip', listing.id, { asnId });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject(notApproved);
    }
    const malformed = await pay(a.client, 'ip', listing.id, { asnId: 'AS64500' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ title: 'ASN not approved', field: 'asnId' });
    const server = await pay(a.client, 'server', pkg.id, { asnId: await asnOf(app, a.user.id, 'approved') });
    expect(server.status).toBe(400);
    expect(server.body).toMatchObject({ code: 'invalid_input', field: 'asnId' });
    expect(await db.select().from(orders).where(eq(orders.leaserId, a.user.id))).toEqual([]);
    expect((await a.client.get('/api/wallet')).body.balance).toBe(50_000);
  });
});

describe('the reputation confirmation', () => {
  test.for([
    [82, 'warning'],
    [60, 'blacklisted'],
  ] as const)(
    'needs the tick for a unit scored %i (%s), by wallet and by card',
    async ([score, band], { app }) => {
      const { user } = await seller(app);
      const a = await buyer(app, 50_000);
      const { listing, block } = await createIpListing(app, user.id, { priceCents: 10_000 });
      await checkSubnet(app, block.id, block.cidr, score);
      const held = await hold(a.client, 'ip', listing.id);
      expect(held.body.unit.reputation).toEqual({ band, score });
      const confirm = {
        title: 'Confirm the reputation warning',
        message: ORDER_MESSAGES.confirmReputation.description,
        field: 'acceptReputation',
      };
      const byWallet = await pay(a.client, 'ip', listing.id);
      expect(byWallet.status).toBe(422);
      expect(byWallet.body).toMatchObject(confirm);
      // A card is never charged for a refusal the page could have known.
      const byCard = await pay(a.client, 'ip', listing.id, { method: 'card', card: TEST_CARD });
      expect(byCard.status).toBe(422);
      expect(byCard.body).toMatchObject(confirm);
      expect(await orderIntentsOf(app, a.user.id)).toEqual([]);

      const paid = await pay(a.client, 'ip', listing.id, { acceptReputation: true });
      expect(paid.status).toBe(201);
    },
  );

  test('asks nothing for a clean or unchecked unit', async ({ app }) => {
    const { user } = await seller(app);
    const a = await buyer(app, 50_000);
    const { listing, block } = await createIpListing(app, user.id, { priceCents: 10_000 });
    const { listing: unchecked } = await createIpListing(app, user.id, { priceCents: 10_000 });
    await checkSubnet(app, block.id, block.cidr, 95);
    expect((await pay(a.client, 'ip', listing.id)).status).toBe(201);
    expect((await pay(a.client, 'ip', unchecked.id)).status).toBe(201);
  });
});

describe('holds by card', () => {
  test('leases the held unit by card; a buyer without a unit is refused before the card is charged', async ({
    app,
  }) => {
    const { user } = await seller(app);
    const a = await buyer(app);
    const b = await buyer(app);
    const { listing } = await createIpListing(app, user.id, { priceCents: 10_000 });
    const held = await hold(a.client, 'ip', listing.id);
    const refused = await pay(b.client, 'ip', listing.id, { method: 'card', card: TEST_CARD });
    expect(refused.status).toBe(409);
    expect(refused.body.title).toBe('Held by another buyer');
    expect(await orderIntentsOf(app, b.user.id)).toEqual([]);
    const paid = await pay(a.client, 'ip', listing.id, { method: 'card', card: TEST_CARD });
    expect(paid.status).toBe(201);
    expect(await leasedPrefix(app, paid.body.orderId)).toBe(held.body.unit.prefix);
    expect(await heldRows(app, listing.id)).toEqual([]);
  });
});

describe('who may hold', () => {
  test('needs a signed-in user', async ({ app }) => {
    const visitor = app.client();
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await visitor.post(`/api/checkout/ip/${id}/hold`, {})).status).toBe(401);
    expect((await visitor.delete(`/api/checkout/holds/${id}`)).status).toBe(401);
  });

  test('holds nothing of one’s own item; the summary says it is theirs', async ({ app }) => {
    const mona = await seller(app);
    const { listing } = await createIpListing(app, mona.user.id);
    const own = await hold(mona.client, 'ip', listing.id);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ isOwnItem: true, hold: null });
    expect(await heldRows(app, listing.id)).toEqual([]);
  });

  test('answers Invalid item details for an item not on sale', async ({ app }) => {
    const { user } = await seller(app);
    const { client } = await buyer(app);
    const { listing } = await createIpListing(app, user.id, { status: 'pending' });
    const response = await hold(client, 'ip', listing.id);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(ORDER_MESSAGES.invalidItem.description);
  });

  test('refuses a suspended buyer: the session ends, and a request already under way cannot hold', async ({
    app,
    db,
  }) => {
    const { user } = await seller(app);
    const a = await buyer(app);
    const { listing } = await createIpListing(app, user.id);
    await db
      .update(users)
      .set({ suspendedAt: app.clock.now(), suspensionReason: 'Chargebacks.' })
      .where(eq(users.id, a.user.id));
    expect((await hold(a.client, 'ip', listing.id)).status).toBe(401);
    const refusal = await holdCheckoutItem(app.ctx, a.user.id, 'ip', listing.id).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ status: 403, title: STAFF_MESSAGES.accountSuspended.title });
    expect(await heldRows(app, listing.id)).toEqual([]);
  });
});
