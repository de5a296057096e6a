import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { splitIntoSubnets } from '@netlease/shared/cidr';
import { ORDER_MESSAGES } from '@netlease/shared/orders';
import { queryRows } from '../../../platform/db/database';
import { ipBlocks, ipSubnets } from '../../../platform/db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAs } from '../../../test/factories';
import type { ApiClient } from '../../../test/api-client';
import { fundWallet } from '../../../test/checkout-factories';

/**
 * Property (docs/PRODUCT.md "Inventory"): whatever sellers, admins and buyers do (list, approve,
 * pause, resume, delete, lease, cancel, auction), every IP listing the marketplace shows can be
 * bought, buying it never answers 'already leased', units_free matches the subnets, and no two live
 * offers hold overlapping ranges.
 */
let t: TestApp;
let admin: ApiClient;
let seller: ApiClient;
let sellerId: string;
let buyer: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAs(t, { role: 'admin' })).client;
  const monetizer = await signInAs(t, { role: 'monetizer' });
  seller = monetizer.client;
  sellerId = monetizer.user.id;
  buyer = (await signInAs(t, { role: 'leaser' })).client;
  await fundWallet(buyer, 900_000_00);
});
afterAll(async () => {
  await t.close();
});

let nextThird = 0;
/** Two fresh approved blocks (a /22 and a /23) per run, so runs never share addresses. */
async function freshBlocks() {
  const blocks: Array<{ id: string; cidr: string }> = [];
  for (const prefix of [22, 23]) {
    const size = 2 ** (24 - prefix);
    const third = Math.ceil(nextThird / size) * size;
    nextThird = third + size;
    const cidr = `198.18.${third}.0/${prefix}`;
    const [block] = await t.db
      .insert(ipBlocks)
      .values({
        userId: sellerId,
        cidr,
        rir: 'ripe',
        loaFileKey: 'loa-documents/test.pdf',
        status: 'approved',
      })
      .returning();
    await t.db
      .insert(ipSubnets)
      .values(splitIntoSubnets(cidr).map((subnet) => ({ ipBlockId: block!.id, subnet })));
    blocks.push({ id: block!.id, cidr });
  }
  return blocks;
}

/** A network of the given prefix inside the block, picked by index. */
function rangeIn(blockCidr: string, prefix: number, pick: number): string {
  const [address, blockPrefix] = blockCidr.split('/');
  const octets = address!.split('.').map(Number);
  const count = 2 ** (prefix - Number(blockPrefix));
  const third = octets[2]! + (pick % count) * 2 ** (24 - prefix);
  return `${octets[0]}.${octets[1]}.${third}.0/${prefix}`;
}

const operation = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('list' as const),
      block: fc.nat(1),
      rangePrefix: fc.constantFrom(22, 23, 24),
      unit: fc.constantFrom(null, '/24', '/23'),
      pick: fc.nat(3),
      approve: fc.constantFrom(true, true, true, false),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('lease' as const), pick: fc.nat(20) }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constantFrom('approve', 'pause', 'resume', 'delete'), pick: fc.nat(20) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat(20) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('auction' as const), block: fc.nat(1), approve: fc.boolean() }),
  },
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

async function publicIds(token: string): Promise<string[]> {
  const response = await t.client().get(`/api/marketplace?type=ip&q=${token}`);
  expect(response.status).toBe(200);
  return (response.body.items as Array<{ id: string }>).map((item) => item.id);
}

async function checkInvariants(token: string) {
  for (const id of await publicIds(token)) {
    const summary = await buyer.get(`/api/checkout/ip/${id}`);
    expect(summary.status, `public listing ${id} cannot be bought`).toBe(200);
  }
  const drift = await queryRows(
    t.db,
    sql`SELECT l.id FROM listings l, LATERAL count_listing_units(l.ip_block_id, l.cidr, l.unit_prefix) c
        WHERE l.type = 'ip' AND (l.units_total, l.units_free) IS DISTINCT FROM (c.total, c.free)`,
  );
  expect(drift).toEqual([]);
  const overlapping = await queryRows(
    t.db,
    sql`SELECT a.id FROM offer_holds a JOIN offer_holds b ON a.id < b.id AND a.cidr && b.cidr`,
  );
  expect(overlapping).toEqual([]);
}

async function run(operations: Operation[]) {
  const token = `zq${Math.random().toString(36).slice(2, 8)}`;
  const blocks = await freshBlocks();
  const listingIds: string[] = [];
  const orderIds: string[] = [];
  const start = t.clock.now();
  for (const op of operations) {
    if (op.kind === 'list') {
      const block = blocks[op.block]!;
      const blockPrefix = Number(block.cidr.split('/')[1]);
      const prefix = Math.max(op.rangePrefix, blockPrefix);
      const created = await seller.post('/api/listings', {
        type: 'ip',
        title: `Range ${token}`,
        location: 'Amsterdam',
        description: 'Property test',
        price: '10',
        ipBlockId: block.id,
        cidr: rangeIn(block.cidr, prefix, op.pick),
        subnet: op.unit,
      });
      expect([201, 400, 409]).toContain(created.status);
      if (created.status === 201) {
        listingIds.push(created.body.listing.id);
        if (op.approve) await admin.post(`/api/admin/approvals/listings/${created.body.listing.id}/approve`);
      }
    } else if (op.kind === 'auction') {
      const created = await seller.post('/api/auctions', {
        ipBlockId: blocks[op.block]!.id,
        reservePrice: 100,
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + 86_400_000).toISOString(),
      });
      expect([201, 409]).toContain(created.status);
      if (created.status === 201 && op.approve) {
        await admin.post(`/api/admin/auctions/${created.body.auctionId}/approve`);
      }
    } else if (op.kind === 'lease') {
      const visible = await publicIds(token);
      if (visible.length === 0) continue;
      const id = visible[op.pick % visible.length]!;
      const leased = await buyer.post('/api/checkout', { itemType: 'ip', itemId: id, method: 'wallet' });
      expect(leased.body.message).not.toBe(ORDER_MESSAGES.subnetLeased.description);
      expect(leased.status).toBe(201);
      orderIds.push(leased.body.orderId);
    } else if (op.kind === 'cancel') {
      if (orderIds.length === 0) continue;
      const [orderId] = orderIds.splice(op.pick % orderIds.length, 1);
      expect((await buyer.post(`/api/orders/${orderId}/cancel`, { reason: 'No longer needed' })).status).toBe(
        200,
      );
    } else {
      if (listingIds.length === 0) continue;
      const id = listingIds[op.pick % listingIds.length]!;
      const path = {
        approve: `/api/admin/approvals/listings/${id}/approve`,
        pause: `/api/listings/${id}/pause`,
        resume: `/api/listings/${id}/resume`,
        delete: `/api/listings/${id}`,
      }[op.kind];
      const response =
        op.kind === 'delete'
          ? await seller.delete(path)
          : await (op.kind === 'approve' ? admin : seller).post(path);
      expect(response.status).toBeLessThan(500);
      if (op.kind === 'delete' && response.status === 200) listingIds.splice(listingIds.indexOf(id), 1);
    }
    await checkInvariants(token);
  }
}

// Once as tests run by default (NODE_ENV=test: nothing kept), once with the catalogue's answers kept
// in memory as in production: a read right after each action must still show only what can be
// bought, on PostgreSQL too, where the change's notification travels on another connection
// (docs/decisions/205-catalogue-cache.md, 272-catalogue-fence.md).
describe.each([
  { cache: 'off', isCacheOn: false },
  { cache: 'on', isCacheOn: true },
])('with the catalogue cache $cache', ({ isCacheOn }) => {
  beforeAll(() => {
    t.ctx.env.CATALOGUE_CACHE = isCacheOn;
  });

  it('never shows a listing that cannot be bought, over random seller, admin and buyer actions', async () => {
    await fc.assert(fc.asyncProperty(fc.array(operation, { minLength: 6, maxLength: 16 }), run), {
      numRuns: 15,
    });
  }, 240_000);
});
