import { describe, expect } from 'vitest';
import { and, count, eq, inArray } from 'drizzle-orm';
import { splitIntoSubnets } from '@netlease/shared/cidr';
import {
  auctions,
  bundleSubnets,
  ipBlocks,
  ipSubnets,
  orderIpLeases,
  orders,
  payments,
  serverPackages,
} from '../../../platform/db/schema/index';
import type { TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { signInAs } from '../../../test/factories';
import { expectLedgerBalanced } from '../../../test/ledger-checks';
import {
  createIpListing,
  createServerPackage,
  fundWallet,
  nextTestCidr,
} from '../../../test/checkout-factories';

/** An approved block of the seller, split into its /24 subnets (no listing). */
async function createApprovedBlock(
  app: TestApp,
  sellerId: string,
  prefix: 22 | 24 = 22,
  status = 'approved' as const,
) {
  const cidr = nextTestCidr(prefix);
  const [block] = await app.db
    .insert(ipBlocks)
    .values({ userId: sellerId, cidr, rir: 'ripe', countryCode: 'NL', loaFileKey: 'test/loa.pdf', status })
    .returning();
  const subnets = await app.db
    .insert(ipSubnets)
    .values(splitIntoSubnets(cidr).map((subnet) => ({ ipBlockId: block!.id, subnet })))
    .returning();
  subnets.sort((a, b) => a.subnet.localeCompare(b.subnet, 'en', { numeric: true }));
  return { block: block!, subnets };
}

async function createBundle(
  app: TestApp,
  sellerId: string,
  options: { stockCount?: number; priceCents?: number } = {},
) {
  const pkg = await createServerPackage(app, sellerId, { name: 'Server + IPs', ...options });
  await app.db.update(serverPackages).set({ isBundle: true }).where(eq(serverPackages.id, pkg.id));
  return pkg;
}

async function monetizerWithBundle(app: TestApp, subnetCount = 2, options: { stockCount?: number } = {}) {
  const seller = await signInAs(app, { role: 'monetizer', name: 'Mona Bundler' });
  const { block, subnets } = await createApprovedBlock(app, seller.user.id);
  const pkg = await createBundle(app, seller.user.id, { priceCents: 30_000, ...options });
  const chosen = subnets.slice(0, subnetCount);
  const response = await seller.client.put(`/api/server-packages/${pkg.id}/bundle`, {
    subnetIds: chosen.map((subnet) => subnet.id),
  });
  expect(response.status).toBe(200);
  return { seller, block, subnets, chosen, pkg };
}

const buyBundle = (client: Awaited<ReturnType<typeof signInAs>>['client'], id: string) =>
  client.post('/api/checkout', { itemType: 'server', itemId: id, method: 'wallet' });

async function leaserWith(app: TestApp, funds: number) {
  const buyer = await signInAs(app, { role: 'leaser', name: 'Leo Leaser' });
  await fundWallet(buyer.client, funds);
  return buyer;
}

describe('available subnets (get_user_available_subnets)', () => {
  test('lists only my free subnets of approved blocks', async ({ app, db, seller }) => {
    const other = await signInAs(app, { role: 'monetizer' });
    const { subnets } = await createApprovedBlock(app, seller.user.id);
    await createApprovedBlock(app, seller.user.id, 24, 'pending' as never);
    await createApprovedBlock(app, other.user.id, 24);
    await db.update(ipSubnets).set({ status: 'leased' }).where(eq(ipSubnets.id, subnets[3]!.id));
    const pkg = await createBundle(app, seller.user.id);
    await seller.client.put(`/api/server-packages/${pkg.id}/bundle`, { subnetIds: [subnets[0]!.id] });

    const response = await seller.client.get('/api/server-packages/available-subnets');
    expect(response.status).toBe(200);
    expect(response.body.subnets.map((subnet: { id: string }) => subnet.id)).toEqual([
      subnets[1]!.id,
      subnets[2]!.id,
    ]);
    expect(response.body.subnets[0]).toMatchObject({
      subnet: subnets[1]!.subnet,
      rir: 'ripe',
      countryCode: 'NL',
      // Never checked: no score yet (docs/PRODUCT.md "Trust signals").
      reputationScore: null,
    });
    // The other monetizer sees only their own block's subnet.
    const theirs = await other.client.get('/api/server-packages/available-subnets');
    expect(theirs.body.subnets).toHaveLength(1);
    expect(theirs.body.subnets[0].id).not.toBe(subnets[1]!.id);
  });

  test('answers 401 to a visitor and 403 to a leaser on the monetizer routes', async ({ app }) => {
    const { pkg } = await monetizerWithBundle(app, 1);
    const visitor = app.client();
    const leaser = await signInAs(app, { role: 'leaser' });
    for (const [client, status] of [
      [visitor, 401],
      [leaser.client, 403],
    ] as const) {
      expect((await client.get('/api/server-packages/available-subnets')).status).toBe(status);
      expect((await client.get(`/api/server-packages/${pkg.id}/bundle`)).status).toBe(status);
      expect((await client.put(`/api/server-packages/${pkg.id}/bundle`, { subnetIds: [] })).status).toBe(
        status,
      );
    }
  });
  test('leaves out the subnets of a block in a waiting or live auction', async ({ app, db, seller }) => {
    const { block } = await createApprovedBlock(app, seller.user.id, 24);
    const now = app.clock.now();
    await db.insert(auctions).values({
      sellerId: seller.user.id,
      ipBlockId: block.id,
      reservePrice: 10_000,
      startTime: now,
      endTime: new Date(now.getTime() + 86_400_000),
      status: 'live',
    });
    const response = await seller.client.get('/api/server-packages/available-subnets');
    expect(response.body.subnets).toEqual([]);
  });
});

describe('building a bundle', () => {
  test('attaches, replaces and detaches subnets; a subnet is in one bundle only', async ({ app, db }) => {
    const { seller, subnets, pkg } = await monetizerWithBundle(app, 2);
    const own = await seller.client.get(`/api/server-packages/${pkg.id}/bundle`);
    expect(own.body).toMatchObject({ isBundle: true, cpu: '24 cores', ipv4Count: 512 });
    expect(own.body.subnets.map((subnet: { id: string }) => subnet.id)).toEqual([
      subnets[0]!.id,
      subnets[1]!.id,
    ]);

    const replaced = await seller.client.put(`/api/server-packages/${pkg.id}/bundle`, {
      subnetIds: [subnets[1]!.id, subnets[2]!.id],
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      title: 'Bundle Updated',
      message: 'The subnets included in this package have been saved.',
    });
    expect(replaced.body.bundle.subnets.map((subnet: { id: string }) => subnet.id)).toEqual([
      subnets[1]!.id,
      subnets[2]!.id,
    ]);

    // A second bundle of the same monetizer cannot take a subnet of the first.
    const second = await createBundle(app, seller.user.id);
    const taken = await seller.client.put(`/api/server-packages/${second.id}/bundle`, {
      subnetIds: [subnets[2]!.id],
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ title: 'Subnet not available' });

    // Editing the package into a plain server lets its subnets go.
    const edited = await seller.client.put(`/api/server-packages/${pkg.id}`, {
      name: 'Plain server',
      description: 'No IPs any more',
      location: 'Frankfurt',
      cpu: '24 cores',
      ram: '128 GB',
      storage: '2 TB NVMe',
      bandwidth: '10 Gbps',
      price: '95.00',
      stockCount: 5,
      isBundle: false,
    });
    expect(edited.status).toBe(200);
    const [left] = await db
      .select({ total: count() })
      .from(bundleSubnets)
      .where(eq(bundleSubnets.serverPackageId, pkg.id));
    expect(left!.total).toBe(0);
  });

  test('refuses a package that is not a bundle and invalid input', async ({ app, seller }) => {
    const { subnets } = await createApprovedBlock(app, seller.user.id, 24);
    const plain = await createServerPackage(app, seller.user.id);
    const notBundle = await seller.client.put(`/api/server-packages/${plain.id}/bundle`, {
      subnetIds: [subnets[0]!.id],
    });
    expect(notBundle.status).toBe(409);
    expect(notBundle.body).toMatchObject({ title: 'Not a bundle' });
    const bundle = await createBundle(app, seller.user.id);
    for (const body of [
      { subnetIds: ['not-a-uuid'] },
      { subnetIds: [subnets[0]!.id, subnets[0]!.id] },
      { subnetIds: 'x' },
    ]) {
      const response = await seller.client.put(`/api/server-packages/${bundle.id}/bundle`, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        title: 'Invalid subnets',
        message: 'Choose up to 32 different subnets for the bundle.',
      });
    }
  });

  test('another monetizer can neither attach my subnets nor see or change my bundle', async ({ app, db }) => {
    const { subnets, pkg } = await monetizerWithBundle(app, 1);
    const other = await signInAs(app, { role: 'monetizer' });
    const theirs = await createBundle(app, other.user.id);
    const attach = await other.client.put(`/api/server-packages/${theirs.id}/bundle`, {
      subnetIds: [subnets[2]!.id],
    });
    expect(attach.status).toBe(409);
    expect(attach.body).toMatchObject({ title: 'Subnet not available' });
    expect((await other.client.get(`/api/server-packages/${pkg.id}/bundle`)).status).toBe(404);
    expect((await other.client.put(`/api/server-packages/${pkg.id}/bundle`, { subnetIds: [] })).status).toBe(
      404,
    );
    const [kept] = await db
      .select({ total: count() })
      .from(bundleSubnets)
      .where(eq(bundleSubnets.serverPackageId, pkg.id));
    expect(kept!.total).toBe(1);
  });

  test('refuses an auction of a block that has bundled subnets', async ({ app }) => {
    const { seller, block } = await monetizerWithBundle(app, 1);
    const start = new Date(app.clock.now().getTime() + 60_000);
    const response = await seller.client.post('/api/auctions', {
      ipBlockId: block.id,
      reservePrice: 100,
      minBidIncrement: 10,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 86_400_000).toISOString(),
    });
    // One live offer per range (offer_holds): the message names the bundle that holds part of the block.
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      title: 'Range already offered',
      message: expect.stringContaining('your server bundle "'),
    });
  });
});

describe('checkout of a bundle', () => {
  test('leases the server and all its subnets in one order, with the usual money', async ({ app, db }) => {
    const { seller, chosen, subnets, pkg } = await monetizerWithBundle(app, 2, { stockCount: 3 });
    const buyer = await leaserWith(app, 40_000);

    const card = await app.client().get('/api/marketplace?type=server');
    const item = card.body.items.find((entry: { id: string }) => entry.id === pkg.id);
    expect(item.bundleSubnets).toEqual(chosen.map((subnet) => subnet.subnet));
    const publicBundle = await app.client().get(`/api/marketplace/server-packages/${pkg.id}/bundle`);
    expect(publicBundle.status).toBe(200);
    expect(publicBundle.body.subnets).toHaveLength(2);
    const detail = () => app.client().get(`/api/marketplace/server-packages/${pkg.id}`);
    expect((await detail()).body).toMatchObject({ isBundle: true, stockCount: 3, isAvailable: true });

    const response = await buyBundle(buyer.client, pkg.id);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ title: 'Payment successful' });
    const [order] = await db.select().from(orders).where(eq(orders.id, response.body.orderId));
    expect(order).toMatchObject({
      itemType: 'server_package',
      itemId: pkg.id,
      amount: 30_000,
      fee: 500,
      status: 'payment_confirmed',
    });
    const leases = await db.select().from(orderIpLeases).where(eq(orderIpLeases.orderId, order!.id));
    expect(leases.map((lease) => lease.cidr).sort()).toEqual(chosen.map((subnet) => subnet.subnet).sort());
    const statuses = await db
      .select({ id: ipSubnets.id, status: ipSubnets.status })
      .from(ipSubnets)
      .where(
        inArray(
          ipSubnets.id,
          subnets.map((subnet) => subnet.id),
        ),
      );
    const byId = new Map(statuses.map((row) => [row.id, row.status]));
    expect(chosen.map((subnet) => byId.get(subnet.id))).toEqual(['leased', 'leased']);
    expect(byId.get(subnets[2]!.id)).toBe('available');
    const [stock] = await db.select().from(serverPackages).where(eq(serverPackages.id, pkg.id));
    expect(stock!.stockCount).toBe(2);
    expect((await buyer.client.get('/api/wallet')).body).toEqual({ balance: 9_500, onHoldBalance: 0 });
    expect((await seller.client.get('/api/wallet')).body).toEqual({ balance: 0, onHoldBalance: 30_000 });

    // The subnets are leased now: the bundle leaves the marketplace, and a second buyer who still
    // has its link is refused and pays nothing.
    const after = await app.client().get('/api/marketplace?type=server');
    expect(after.body.items.map((entry: { id: string }) => entry.id)).not.toContain(pkg.id);
    // Its page says so too, though servers are still in stock.
    expect((await detail()).body).toMatchObject({ isPublic: true, stockCount: 2, isAvailable: false });
    const late = await leaserWith(app, 40_000);
    const refused = await buyBundle(late.client, pkg.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      title: 'Payment failed',
      message:
        'A subnet of this bundle is already leased or no longer available, so the bundle cannot be leased now.',
    });
    expect((await late.client.get('/api/wallet')).body.balance).toBe(40_000);
    await expectLedgerBalanced(app);
  });

  test('a subnet offered by a listing cannot go into a bundle: the refusal names the listing', async ({
    app,
    db,
    seller,
  }) => {
    const { listing, block } = await createIpListing(app, seller.user.id, { priceCents: 10_000 });
    const [subnet] = await db.select().from(ipSubnets).where(eq(ipSubnets.ipBlockId, block.id));
    const pkg = await createBundle(app, seller.user.id);
    const available = await seller.client.get('/api/server-packages/available-subnets');
    expect(available.body.subnets.map((entry: { id: string }) => entry.id)).not.toContain(subnet!.id);

    const response = await seller.client.put(`/api/server-packages/${pkg.id}/bundle`, {
      subnetIds: [subnet!.id],
    });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      title: 'Range already offered',
      message: expect.stringContaining(`your listing "${listing.title}"`),
    });
    expect(await db.select().from(bundleSubnets).where(eq(bundleSubnets.serverPackageId, pkg.id))).toEqual(
      [],
    );
  });

  test('a listing may offer the rest of a block whose other subnets are in a bundle', async ({
    app,
    seller,
  }) => {
    const { block, subnets } = await createApprovedBlock(app, seller.user.id, 22);
    const pkg = await createBundle(app, seller.user.id);
    await seller.client.put(`/api/server-packages/${pkg.id}/bundle`, { subnetIds: [subnets[0]!.id] });
    const listing = {
      type: 'ip',
      ipBlockId: block.id,
      title: 'Rest',
      location: 'Amsterdam',
      description: 'x',
    };
    const whole = await seller.client.post('/api/listings', { ...listing, price: '10', subnet: '/24' });
    expect(whole.status).toBe(409);
    expect(whole.body.message).toContain('your server bundle "');
    const half = `${subnets[2]!.subnet.split('/')[0]}/23`;
    const rest = await seller.client.post('/api/listings', {
      ...listing,
      price: '10',
      subnet: '/24',
      cidr: half,
    });
    expect(rest.status).toBe(201);
    expect(rest.body.listing).toMatchObject({ cidr: half, unitsTotal: 2, unitsFree: 2 });
  });

  test('fails as a whole, with nothing written, when one subnet is already leased', async ({ app, db }) => {
    const { chosen, pkg } = await monetizerWithBundle(app, 2);
    const first = await leaserWith(app, 40_000);
    expect((await buyBundle(first.client, pkg.id)).status).toBe(201);
    // Status says free but the lease is still active: the exclusion constraint (0201) is the backstop.
    await db.update(ipSubnets).set({ status: 'available' }).where(eq(ipSubnets.id, chosen[0]!.id));

    const buyer = await leaserWith(app, 40_000);
    const [ordersBefore] = await db.select({ total: count() }).from(orders);
    const [stockBefore] = await db.select().from(serverPackages).where(eq(serverPackages.id, pkg.id));
    const refused = await buyBundle(buyer.client, pkg.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ title: 'Payment failed' });
    const [ordersAfter] = await db.select({ total: count() }).from(orders);
    expect(ordersAfter!.total).toBe(ordersBefore!.total);
    const [stockAfter] = await db.select().from(serverPackages).where(eq(serverPackages.id, pkg.id));
    expect(stockAfter!.stockCount).toBe(stockBefore!.stockCount);
    expect((await buyer.client.get('/api/wallet')).body.balance).toBe(40_000);
    const [paid] = await db
      .select({ total: count() })
      .from(payments)
      .where(and(eq(payments.userId, buyer.user.id), eq(payments.type, 'order')));
    expect(paid!.total).toBe(0);
    await expectLedgerBalanced(app);
  });

  test('two leasers buying the same bundle at once: exactly one succeeds, money stays right', async ({
    app,
    db,
  }) => {
    const { seller, pkg } = await monetizerWithBundle(app, 2, { stockCount: 5 });
    const buyers = await Promise.all(Array.from({ length: 4 }, () => leaserWith(app, 40_000)));
    const responses = await Promise.all(buyers.map((buyer) => buyBundle(buyer.client, pkg.id)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    const balances = await Promise.all(
      buyers.map(async (buyer) => (await buyer.client.get('/api/wallet')).body.balance as number),
    );
    expect(balances.sort((a, b) => a - b)).toEqual([9_500, 40_000, 40_000, 40_000]);
    expect((await seller.client.get('/api/wallet')).body).toEqual({ balance: 0, onHoldBalance: 30_000 });
    const [stock] = await db.select().from(serverPackages).where(eq(serverPackages.id, pkg.id));
    expect(stock!.stockCount).toBe(4);
    const [sold] = await db
      .select({ total: count() })
      .from(orders)
      .where(and(eq(orders.itemType, 'server_package'), eq(orders.itemId, pkg.id)));
    expect(sold!.total).toBe(1);
    await expectLedgerBalanced(app);
  });

  test('respects stock: a package with its last unit sells once, then is out of stock', async ({
    app,
    db,
    seller,
  }) => {
    const pkg = await createServerPackage(app, seller.user.id, { stockCount: 1, priceCents: 5_000 });
    const buyers = await Promise.all(Array.from({ length: 3 }, () => leaserWith(app, 10_000)));
    const responses = await Promise.all(buyers.map((buyer) => buyBundle(buyer.client, pkg.id)));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409]);
    // A loser hears that the unit was just taken, or (when its request read the stock after the sale)
    // that the package is out of stock; both are true, which one depends on timing.
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect([
        'Another buyer has just taken the last unit of this item.',
        'This server package is out of stock.',
      ]).toContain(refused.body.message);
    }
    const [stock] = await db.select().from(serverPackages).where(eq(serverPackages.id, pkg.id));
    expect(stock!.stockCount).toBe(0);
    const market = await app.client().get('/api/marketplace?type=server');
    expect(market.body.items.map((entry: { id: string }) => entry.id)).not.toContain(pkg.id);

    const bundle = await createBundle(app, seller.user.id, { stockCount: 0 });
    const loser = buyers[responses.findIndex((response) => response.status === 409)]!;
    const empty = await buyBundle(loser.client, bundle.id);
    expect(empty.status).toBe(409);
    expect(empty.body.message).toBe('This server package is out of stock.');
    await expectLedgerBalanced(app);
  });

  test('cancelling a bundle order gives the server unit and the subnets back', async ({ app, db }) => {
    const { chosen, pkg } = await monetizerWithBundle(app, 2, { stockCount: 1 });
    const buyer = await leaserWith(app, 40_000);
    const bought = await buyBundle(buyer.client, pkg.id);
    expect(bought.status).toBe(201);
    const cancelled = await buyer.client.post(`/api/orders/${bought.body.orderId}/cancel`, {
      reason: 'No longer needed',
    });
    expect(cancelled.status).toBe(200);
    const rows = await db
      .select({ status: ipSubnets.status })
      .from(ipSubnets)
      .where(
        inArray(
          ipSubnets.id,
          chosen.map((subnet) => subnet.id),
        ),
      );
    expect(rows.map((row) => row.status)).toEqual(['available', 'available']);
    const active = await db
      .select()
      .from(orderIpLeases)
      .where(and(eq(orderIpLeases.orderId, bought.body.orderId), eq(orderIpLeases.isActive, true)));
    expect(active).toEqual([]);
    const [stock] = await db.select().from(serverPackages).where(eq(serverPackages.id, pkg.id));
    expect(stock!.stockCount).toBe(1);
    expect((await buyer.client.get('/api/wallet')).body.balance).toBe(40_000);

    const again = await leaserWith(app, 40_000);
    expect((await buyBundle(again.client, pkg.id)).status).toBe(201);
    await expectLedgerBalanced(app);
  });
});
