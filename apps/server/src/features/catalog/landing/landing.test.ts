import { describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PublicStats } from '@netlease/shared/dashboard';
import { auctions, ipBlocks, ipSubnets } from '../../../platform/db/schema/index';
import { DAY } from '../../../platform/clock';
import type { TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { createUser } from '../../../test/factories';
import { createIpListing, createServerPackage, nextTestCidr } from '../../../test/checkout-factories';

async function stats(app: TestApp) {
  const response = await app.client().get<PublicStats>('/api/public/stats');
  expect(response.status).toBe(200);
  return response;
}

describe('GET /api/public/stats', () => {
  test('states what the marketplace offers now, to visitors, cached briefly', async ({ app, db }) => {
    const ipSeller = await createUser(app, { role: 'monetizer' });
    const serverSeller = await createUser(app, { role: 'monetizer' });
    const waitingSeller = await createUser(app, { role: 'monetizer' });

    // Four free /24 units of a /22 and a whole /24: 1,280 addresses available now.
    await createIpListing(app, ipSeller.id, { cidr: nextTestCidr(22), subnet: '/24' });
    await createIpListing(app, ipSeller.id, { subnet: '/24' });
    // Leased out entirely, or waiting for review: not offered, not counted.
    const leased = await createIpListing(app, ipSeller.id, { subnet: '/24' });
    await db.update(ipSubnets).set({ status: 'leased' }).where(eq(ipSubnets.ipBlockId, leased.block.id));
    await createIpListing(app, waitingSeller.id, { status: 'pending' });
    await createServerPackage(app, serverSeller.id);
    await createServerPackage(app, serverSeller.id, { stockCount: 0 });
    await createServerPackage(app, waitingSeller.id, { status: 'pending' });

    // One live auction; one whose end has passed (before the close job ran) is not.
    const now = app.clock.now().getTime();
    for (const endTime of [new Date(now + DAY), new Date(now - 1000)]) {
      const [block] = await db
        .insert(ipBlocks)
        .values({
          userId: ipSeller.id,
          cidr: nextTestCidr(24),
          rir: 'ripe',
          loaFileKey: 'test/loa.pdf',
          status: 'approved',
        })
        .returning();
      await db.insert(auctions).values({
        sellerId: ipSeller.id,
        ipBlockId: block!.id,
        reservePrice: 10_000,
        startTime: new Date(now - DAY),
        endTime,
        status: 'live',
      });
    }

    const response = await stats(app);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.body).toEqual({
      liveOffers: 3,
      isLiveOffersCapped: false,
      ipv4AddressesAvailable: 1_280,
      liveAuctions: 1,
      activeProviders: 2,
    });
    // The same number the marketplace counts.
    expect((await app.client().get('/api/marketplace/count')).body).toEqual({ total: 3, limit: 10_000 });
  });

  test('reuses one reading for half a minute, then reads again', async ({ app }) => {
    const before = (await stats(app)).body;
    const seller = await createUser(app, { role: 'monetizer' });
    await createServerPackage(app, seller.id);
    expect((await stats(app)).body).toEqual(before);
    app.clock.advance(31_000);
    expect((await stats(app)).body).toMatchObject({
      liveOffers: before.liveOffers + 1,
      activeProviders: before.activeProviders + 1,
    });
  });
});
