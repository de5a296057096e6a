import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PublicStats } from '@netlease/shared/dashboard';
import { auctions, ipBlocks, ipSubnets } from '../../../platform/db/schema/index';
import { DAY } from '../../../platform/clock';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser } from '../../../test/factories';
import { createIpListing, createServerPackage, nextTestCidr } from '../../../test/checkout-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function stats() {
  const response = await t.client().get<PublicStats>('/api/public/stats');
  expect(response.status).toBe(200);
  return response;
}

describe('GET /api/public/stats', () => {
  it('states what the marketplace offers now, to visitors, cached briefly', async () => {
    const ipSeller = await createUser(t, { role: 'monetizer' });
    const serverSeller = await createUser(t, { role: 'monetizer' });
    const waitingSeller = await createUser(t, { role: 'monetizer' });

    // Four free /24 units of a /22 and a whole /24: 1,280 addresses available now.
    await createIpListing(t, ipSeller.id, { cidr: nextTestCidr(22), subnet: '/24' });
    await createIpListing(t, ipSeller.id, { subnet: '/24' });
    // Leased out entirely, or waiting for review: not offered, not counted.
    const leased = await createIpListing(t, ipSeller.id, { subnet: '/24' });
    await t.db.update(ipSubnets).set({ status: 'leased' }).where(eq(ipSubnets.ipBlockId, leased.block.id));
    await createIpListing(t, waitingSeller.id, { status: 'pending' });
    await createServerPackage(t, serverSeller.id);
    await createServerPackage(t, serverSeller.id, { stockCount: 0 });
    await createServerPackage(t, waitingSeller.id, { status: 'pending' });

    // One live auction; one whose end has passed (before the close job ran) is not.
    const now = t.clock.now().getTime();
    for (const endTime of [new Date(now + DAY), new Date(now - 1000)]) {
      const [block] = await t.db
        .insert(ipBlocks)
        .values({
          userId: ipSeller.id,
          cidr: nextTestCidr(24),
          rir: 'ripe',
          loaFileKey: 'test/loa.pdf',
          status: 'approved',
        })
        .returning();
      await t.db.insert(auctions).values({
        sellerId: ipSeller.id,
        ipBlockId: block!.id,
        reservePrice: 10_000,
        startTime: new Date(now - DAY),
        endTime,
        status: 'live',
      });
    }

    const response = await stats();
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.body).toEqual({
      liveOffers: 3,
      isLiveOffersCapped: false,
      ipv4AddressesAvailable: 1_280,
      liveAuctions: 1,
      activeProviders: 2,
    });
    // The same number the marketplace counts.
    expect((await t.client().get('/api/marketplace/count')).body).toEqual({ total: 3 });
  });

  it('reuses one reading for half a minute, then reads again', async () => {
    const before = (await stats()).body;
    const seller = await createUser(t, { role: 'monetizer' });
    await createServerPackage(t, seller.id);
    expect((await stats()).body).toEqual(before);
    t.clock.advance(31_000);
    expect((await stats()).body).toMatchObject({
      liveOffers: before.liveOffers + 1,
      activeProviders: before.activeProviders + 1,
    });
  });
});
