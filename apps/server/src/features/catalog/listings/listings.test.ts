import { describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { splitIntoSubnets } from '@netlease/shared/cidr';
import { CATALOG_MESSAGES } from '@netlease/shared/catalog';
import { ipBlocks, ipSubnets, listings, offerHolds } from '../../../platform/db/schema/index';
import type { TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { signInAs } from '../../../test/factories';
import type { ApiClient } from '../../../test/api-client';
import { fundWallet } from '../../../test/checkout-factories';

let admin: ApiClient;
test.beforeAll(async ({ app }) => {
  admin = (await signInAs(app, { role: 'admin' })).client;
});

let nextBlock = 0;
async function createBlock(
  app: TestApp,
  userId: string,
  status: 'pending' | 'approved' = 'approved',
  prefix = 24,
) {
  const size = 2 ** (24 - prefix);
  const third = Math.ceil(nextBlock / size) * size;
  nextBlock = third + size;
  const cidr = `198.18.${third}.0/${prefix}`;
  const [block] = await app.db
    .insert(ipBlocks)
    .values({ userId, cidr, rir: 'ripe', loaFileKey: 'loa-documents/test.pdf', status })
    .returning();
  await app.db
    .insert(ipSubnets)
    .values(splitIntoSubnets(cidr).map((subnet) => ({ ipBlockId: block!.id, subnet })));
  return block!;
}

const ipListing = (ipBlockId: string, overrides: Record<string, unknown> = {}) => ({
  type: 'ip',
  title: 'Clean /24 in Frankfurt',
  location: 'Frankfurt, DE',
  description: 'RIPE space with a clean history.',
  price: '399.00',
  period: 'month',
  subnet: '/24',
  specs: '',
  ipBlockId,
  ...overrides,
});

const edit = (overrides: Record<string, unknown> = {}) => ({
  title: 'Clean /24 in Frankfurt',
  location: 'Frankfurt, DE',
  description: 'RIPE space with a clean history.',
  price: '399.00',
  period: 'month',
  subnet: '/24',
  specs: '',
  features: [],
  ...overrides,
});

/** A seller with an approved block and a live listing of it (approved by an admin through the API). */
async function liveListing(app: TestApp, prefix = 24, overrides: Record<string, unknown> = {}) {
  const seller = await signInAs(app, { role: 'monetizer' });
  const block = await createBlock(app, seller.user.id, 'approved', prefix);
  const created = await seller.client.post('/api/listings', ipListing(block.id, overrides));
  expect(created.status).toBe(201);
  const id: string = created.body.listing.id;
  expect((await admin.post(`/api/admin/approvals/listings/${id}/approve`)).status).toBe(200);
  return { seller, block, id };
}

const publicIds = async (app: TestApp) =>
  ((await app.client().get('/api/marketplace?type=ip')).body.items as Array<{ id: string }>).map(
    (item) => item.id,
  );

async function lease(app: TestApp, listingId: string) {
  const buyer = await signInAs(app, { role: 'leaser' });
  await fundWallet(buyer.client, 1_000_000);
  const response = await buyer.client.post('/api/checkout', {
    itemType: 'ip',
    itemId: listingId,
    method: 'wallet',
  });
  return { buyer, response };
}

describe('creating a listing', () => {
  test('submits a listing of an approved block; it starts pending and holds the range', async ({
    app,
    db,
    seller: { user, client },
  }) => {
    const block = await createBlock(app, user.id);
    const response = await client.post('/api/listings', ipListing(block.id));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      title: 'Listing submitted',
      message: 'Your listing has been submitted for review and will be live once approved.',
      listing: {
        type: 'ip',
        status: 'pending',
        priceCents: 39900,
        pricePerMonthCents: 39900,
        period: 'month',
        subnet: '/24',
        ipCount: 256,
        specs: null,
        ipBlockId: block.id,
        ipBlockCidr: block.cidr,
        cidr: block.cidr,
        unitsTotal: 1,
        unitsFree: 1,
      },
    });
    const id = response.body.listing.id;
    expect((await client.get('/api/listings')).body.listings).toHaveLength(1);
    expect((await client.get(`/api/listings/${id}`)).body.id).toBe(id);
    const [hold] = await db.select().from(offerHolds).where(eq(offerHolds.listingId, id));
    expect(hold?.cidr).toBe(block.cidr);
    // Pending listings are not public.
    expect((await app.client().get(`/api/marketplace/listings/${id}`)).status).toBe(404);
  });

  test('derives the IP count from the subnet size and offers part of a block', async ({
    app,
    seller: { user, client },
  }) => {
    const block = await createBlock(app, user.id, 'approved', 22);
    const [a, b, c] = splitIntoSubnets(block.cidr);
    const half = `${c!.split('/')[0]}/23`;
    const part = await client.post('/api/listings', ipListing(block.id, { cidr: half, subnet: '/24' }));
    expect(part.status).toBe(201);
    expect(part.body.listing).toMatchObject({ cidr: half, ipCount: 256, unitsTotal: 2, unitsFree: 2 });
    const whole = await client.post(
      '/api/listings',
      ipListing(block.id, { cidr: `${a!.split('/')[0]}/23`, subnet: null, period: 'quarter', price: '300' }),
    );
    expect(whole.body.listing).toMatchObject({
      subnet: '/23',
      ipCount: 512,
      unitsTotal: 1,
      pricePerMonthCents: 10000,
    });
    expect(b).toBeDefined();
  });

  test('refuses a block that is not approved, and answers 404 for another user’s block', async ({
    app,
    seller: { user, client },
  }) => {
    const other = await signInAs(app, { role: 'monetizer' });
    const pending = await createBlock(app, user.id, 'pending');
    const notApproved = await client.post('/api/listings', ipListing(pending.id));
    expect(notApproved.status).toBe(409);
    expect(notApproved.body).toMatchObject({ title: 'IP block not approved', field: 'ipBlockId' });
    const foreign = await createBlock(app, other.user.id);
    const notFound = await client.post('/api/listings', ipListing(foreign.id));
    expect(notFound.status).toBe(404);
    expect(notFound.body.field).toBe('ipBlockId');
  });

  test('refuses a subnet larger than the range, and a range outside the block', async ({
    app,
    seller: { user, client },
  }) => {
    const block = await createBlock(app, user.id, 'approved', 23);
    for (const overrides of [{ subnet: '/22' }, { cidr: '198.51.100.0/24' }, { cidr: 'not a range' }]) {
      const response = await client.post('/api/listings', ipListing(block.id, overrides));
      expect(response.status).toBe(400);
      const message =
        'cidr' in overrides ? CATALOG_MESSAGES.rangeOutsideBlock : CATALOG_MESSAGES.listingTooLarge;
      expect(response.body).toEqual({
        code: 'bad_request',
        title: message.title,
        message: message.description,
        field: 'cidr' in overrides ? 'cidr' : 'subnet',
      });
    }
  });

  test('sends a server offer to server packages instead of storing a listing no one can buy', async ({
    seller: { client },
  }) => {
    const response = await client.post('/api/listings', {
      type: 'server',
      title: 'Dedicated server',
      location: 'Paris, FR',
      description: '8 cores, 64 GB',
      price: '149.5',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'bad_request',
      title: 'Servers are server packages',
      message: CATALOG_MESSAGES.serverListingsArePackages.description,
      field: 'type',
    });
    expect((await client.get('/api/listings')).body.listings).toEqual([]);
  });

  test.for([
    [{ title: '' }, CATALOG_MESSAGES.missingListingDetails],
    [{ location: '   ' }, CATALOG_MESSAGES.missingListingDetails],
    [{ description: undefined }, CATALOG_MESSAGES.missingListingDetails],
    [{ type: 'vps' }, CATALOG_MESSAGES.missingListingDetails],
    [{ price: '' }, CATALOG_MESSAGES.invalidPrice],
    [{ price: '12.345' }, CATALOG_MESSAGES.invalidPrice],
    [{ subnet: '/16' }, CATALOG_MESSAGES.invalidSubnet],
    [{ ipBlockId: '' }, CATALOG_MESSAGES.ipBlockRequired],
  ] as const)('refuses %j with a clear message', async ([overrides, expected], { app }) => {
    const { user, client } = await signInAs(app, { role: 'monetizer' });
    const block = await createBlock(app, user.id);
    const response = await client.post('/api/listings', ipListing(block.id, overrides));
    expect(response.status).toBe(400);
    // The refused field is named, so the form shows the message beside it.
    expect(response.body).toEqual({
      code: 'bad_request',
      title: expected.title,
      message: expected.description,
      field: Object.keys(overrides)[0],
    });
  });

  test('requires sign-in for every listing route', async ({ app }) => {
    const id = '00000000-0000-4000-8000-000000000000';
    const visitor = app.client();
    expect((await visitor.post('/api/listings', ipListing(id))).status).toBe(401);
    expect((await visitor.get('/api/listings')).status).toBe(401);
    expect((await visitor.put(`/api/listings/${id}`, edit())).status).toBe(401);
    expect((await visitor.post(`/api/listings/${id}/pause`)).status).toBe(401);
    expect((await visitor.delete(`/api/listings/${id}`)).status).toBe(401);
  });
});

describe('one live offer per address range', () => {
  test('refuses a second listing of the same range, naming the listing that holds it', async ({ app }) => {
    const { seller, block } = await liveListing(app);
    const second = await seller.client.post(
      '/api/listings',
      ipListing(block.id, { title: 'Same range, other price', price: '10' }),
    );
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      code: 'conflict',
      title: 'Range already offered',
      message:
        'This address range is already offered in your listing "Clean /24 in Frankfurt". An address range can back one offer at a time.',
      field: 'cidr',
    });
  });

  test('refuses an auction of a listed block, and a listing of a block on auction', async ({ app }) => {
    const { seller, block } = await liveListing(app);
    const start = app.clock.now();
    const auction = {
      reservePrice: 100,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 86_400_000).toISOString(),
    };
    const refused = await seller.client.post('/api/auctions', { ...auction, ipBlockId: block.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('your listing "Clean /24 in Frankfurt"');

    const free = await createBlock(app, seller.user.id);
    expect((await seller.client.post('/api/auctions', { ...auction, ipBlockId: free.id })).status).toBe(201);
    const listed = await seller.client.post('/api/listings', ipListing(free.id));
    expect(listed.status).toBe(409);
    expect(listed.body.message).toContain(`your auction of ${free.cidr}`);
    const choices = (await seller.client.get('/api/auctions/blocks')).body;
    expect(JSON.stringify(choices)).not.toContain(block.id);
  });

  test('lets exactly one of 20 concurrent listings, auctions and bundles of one range through', async ({
    app,
    db,
    seller,
  }) => {
    const block = await createBlock(app, seller.user.id);
    const [subnet] = await db.select().from(ipSubnets).where(eq(ipSubnets.ipBlockId, block.id));
    const packages = await Promise.all(
      [0, 1, 2, 3, 4, 5].map(async (index) => {
        const created = await seller.client.post('/api/server-packages', {
          name: `Bundle ${index}`,
          description: 'Server with addresses',
          location: 'Amsterdam',
          cpu: '4 vCPU',
          ram: '8 GB',
          storage: '100 GB',
          bandwidth: '1 TB',
          price: '20',
          isBundle: true,
        });
        return created.body.serverPackage.id as string;
      }),
    );
    const start = app.clock.now();
    const attempts = Array.from({ length: 20 }, (_, index) => {
      if (index % 3 === 0) {
        return seller.client.post('/api/listings', ipListing(block.id, { title: `Listing ${index}` }));
      }
      if (index % 3 === 1) {
        return seller.client.post('/api/auctions', {
          ipBlockId: block.id,
          reservePrice: 100,
          startTime: start.toISOString(),
          endTime: new Date(start.getTime() + 86_400_000).toISOString(),
        });
      }
      return seller.client.put(`/api/server-packages/${packages[Math.floor(index / 3)]}/bundle`, {
        subnetIds: [subnet!.id],
      });
    });
    const results = await Promise.all(attempts);
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 200 || status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const result of results.filter((entry) => entry.status === 409)) {
      expect(['Range already offered', 'Submission Failed', 'Subnet not available']).toContain(
        result.body.title,
      );
    }
    const holds = await db.select().from(offerHolds);
    expect(holds.filter((hold) => hold.cidr === block.cidr)).toHaveLength(1);
  });

  test('deleting or rejecting a listing lets the range go', async ({ app }) => {
    const { seller, block, id } = await liveListing(app);
    const deleted = await seller.client.delete(`/api/listings/${id}`);
    expect(deleted.body).toEqual({
      title: 'Listing deleted',
      message: CATALOG_MESSAGES.listingDeleted.description,
    });
    const again = await seller.client.post('/api/listings', ipListing(block.id));
    expect(again.status).toBe(201);
    const rejected = await admin.post(`/api/admin/approvals/listings/${again.body.listing.id}/reject`, {
      reason: 'Please describe the routing history.',
    });
    expect(rejected.status).toBe(200);
    const mine = await seller.client.get(`/api/listings/${again.body.listing.id}`);
    expect(mine.body).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Please describe the routing history.',
    });
    expect((await seller.client.post('/api/listings', ipListing(block.id, { title: 'Third' }))).status).toBe(
      201,
    );
  });
});

describe('the catalogue shows what can be bought', () => {
  test('a listing whose range is fully leased leaves the marketplace and comes back when the lease ends', async ({
    app,
  }) => {
    const { seller, id } = await liveListing(app);
    expect(await publicIds(app)).toContain(id);
    const { buyer, response } = await lease(app, id);
    expect(response.status).toBe(201);
    expect(await publicIds(app)).not.toContain(id);
    expect((await seller.client.get(`/api/listings/${id}`)).body).toMatchObject({
      status: 'leased',
      unitsFree: 0,
    });
    const detail = await app.client().get(`/api/marketplace/listings/${id}`);
    expect(detail.body).toMatchObject({ isPublic: true, isAvailable: false });
    const summary = await buyer.client.get(`/api/checkout/ip/${id}`);
    expect(summary.status).toBe(404);

    const cancelled = await buyer.client.post(`/api/orders/${response.body.orderId}/cancel`, {
      reason: 'No longer needed',
    });
    expect(cancelled.status).toBe(200);
    expect(await publicIds(app)).toContain(id);
    expect((await seller.client.get(`/api/listings/${id}`)).body).toMatchObject({
      status: 'active',
      unitsFree: 1,
    });
  });

  test('a partly leased listing shows what is left', async ({ app }) => {
    const { seller, id } = await liveListing(app, 22);
    expect((await lease(app, id)).response.status).toBe(201);
    expect((await lease(app, id)).response.status).toBe(201);
    expect((await seller.client.get(`/api/listings/${id}`)).body).toMatchObject({
      status: 'active',
      unitsTotal: 4,
      unitsFree: 2,
    });
    expect(await publicIds(app)).toContain(id);
  });

  test('an admin cannot approve a listing whose range is fully leased', async ({ app, db }) => {
    const { seller, block, id } = await liveListing(app);
    expect((await lease(app, id)).response.status).toBe(201);
    await seller.client.delete(`/api/listings/${id}`);
    const refused = await seller.client.post('/api/listings', ipListing(block.id));
    expect(refused.status).toBe(409);
    expect(refused.body.title).toBe('Range leased');

    const big = await createBlock(app, seller.user.id, 'approved', 23);
    const pending = await seller.client.post('/api/listings', ipListing(big.id));
    const approvals = await admin.get('/api/admin/approvals');
    expect(
      approvals.body.listings.find((entry: { id: string }) => entry.id === pending.body.listing.id),
    ).toMatchObject({ cidr: big.cidr, unitsTotal: 2, unitsFree: 2 });
    await db.update(ipSubnets).set({ status: 'leased' }).where(eq(ipSubnets.ipBlockId, big.id));
    const approve = await admin.post(`/api/admin/approvals/listings/${pending.body.listing.id}/approve`);
    expect(approve.status).toBe(409);
    expect(approve.body).toMatchObject({ title: 'Range not free' });
  });
});

describe('the seller manages a listing', () => {
  test('pauses (off the marketplace) and resumes (back, without review)', async ({ app }) => {
    const { seller, id } = await liveListing(app);
    const paused = await seller.client.post(`/api/listings/${id}/pause`);
    expect(paused.body).toMatchObject({ title: 'Listing paused', listing: { status: 'paused' } });
    expect(await publicIds(app)).not.toContain(id);
    expect((await seller.client.post(`/api/listings/${id}/pause`)).body.title).toBe('Cannot pause');
    const resumed = await seller.client.post(`/api/listings/${id}/resume`);
    expect(resumed.body).toMatchObject({ title: 'Listing resumed', listing: { status: 'active' } });
    expect(await publicIds(app)).toContain(id);
    expect((await seller.client.post(`/api/listings/${id}/resume`)).status).toBe(409);
  });

  test('changes price and subnet size of a live listing at once', async ({ app }) => {
    const { seller, id } = await liveListing(app, 23);
    const response = await seller.client.put(`/api/listings/${id}`, edit({ price: '250', subnet: '/24' }));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      title: 'Listing updated',
      message: 'Your changes are live.',
      listing: { status: 'active', priceCents: 25000, unitsTotal: 2, pendingChanges: null },
    });
    const detail = await app.client().get(`/api/marketplace/listings/${id}`);
    expect(detail.body.priceCents).toBe(25000);
  });

  test('keeps the approved text live while new text is reviewed; approval makes it public', async ({
    app,
  }) => {
    const { seller, id } = await liveListing(app);
    const response = await seller.client.put(
      `/api/listings/${id}`,
      edit({ description: 'Now with RPKI ROAs.', price: '199' }),
    );
    expect(response.body).toMatchObject({
      title: 'Changes submitted',
      listing: {
        status: 'active',
        priceCents: 19900,
        pendingChanges: { description: 'Now with RPKI ROAs.' },
      },
    });
    const live = await app.client().get(`/api/marketplace/listings/${id}`);
    expect(live.body).toMatchObject({ description: 'RIPE space with a clean history.', priceCents: 19900 });
    expect(await publicIds(app)).toContain(id);

    const queue = await admin.get('/api/admin/approvals');
    const entry = queue.body.listings.find((item: { id: string }) => item.id === id);
    expect(entry.changes).toMatchObject({ description: 'Now with RPKI ROAs.' });
    expect((await admin.post(`/api/admin/approvals/listings/${id}/approve`)).status).toBe(200);
    expect((await app.client().get(`/api/marketplace/listings/${id}`)).body.description).toBe(
      'Now with RPKI ROAs.',
    );
    expect((await seller.client.get(`/api/listings/${id}`)).body.pendingChanges).toBeNull();
  });

  test('a rejected change leaves the live text and tells the seller why', async ({ app }) => {
    const { seller, id } = await liveListing(app);
    await seller.client.put(`/api/listings/${id}`, edit({ title: 'Best /24 ever!!!' }));
    const rejected = await admin.post(`/api/admin/approvals/listings/${id}/reject`, {
      reason: 'No superlatives.',
    });
    expect(rejected.status).toBe(200);
    expect((await seller.client.get(`/api/listings/${id}`)).body).toMatchObject({
      status: 'active',
      title: 'Clean /24 in Frankfurt',
      pendingChanges: null,
      changesRejectionReason: 'No superlatives.',
    });
    expect((await admin.post(`/api/admin/approvals/listings/${id}/approve`)).status).toBe(409);
  });

  test('editing a rejected listing submits it again', async ({ app, seller: { user, client } }) => {
    const block = await createBlock(app, user.id);
    const created = await client.post('/api/listings', ipListing(block.id));
    const id = created.body.listing.id;
    await admin.post(`/api/admin/approvals/listings/${id}/reject`, { reason: 'Fix the title.' });
    const resubmitted = await client.put(`/api/listings/${id}`, edit({ title: 'Clean RIPE /24' }));
    expect(resubmitted.body).toMatchObject({
      title: 'Listing submitted',
      listing: { status: 'pending', title: 'Clean RIPE /24', rejectionReason: null },
    });
  });

  test('answers 404 for another seller’s listing on every route', async ({ app, db }) => {
    const { id } = await liveListing(app);
    const other = await signInAs(app, { role: 'monetizer' });
    expect((await other.client.get(`/api/listings/${id}`)).status).toBe(404);
    expect((await other.client.put(`/api/listings/${id}`, edit())).status).toBe(404);
    expect((await other.client.post(`/api/listings/${id}/pause`)).status).toBe(404);
    expect((await other.client.delete(`/api/listings/${id}`)).status).toBe(404);
    expect(await db.select({ id: listings.id }).from(listings).where(eq(listings.id, id))).toHaveLength(1);
  });
});
