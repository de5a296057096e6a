import { describe, expect } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { MarketplaceDetail } from '@netlease/shared/catalog';
import { ipReputationLogs, ipSubnets, listings } from '../../../platform/db/schema/index';
import type { TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { createUser } from '../../../test/factories';
import { createIpListing, createServerPackage, nextTestCidr } from '../../../test/checkout-factories';

/**
 * The facts /listing/{id} leads with (docs/decisions/150-overview-and-facts.md): the range and the
 * size of a lease, registry and country, reputation, and the blocklist status read from the latest
 * reputation check of each subnet of the range.
 */

const detail = async (app: TestApp, id: string) =>
  (await app.client().get<MarketplaceDetail>(`/api/marketplace/listings/${id}`)).body;

async function subnetsOf(app: TestApp, blockId: string) {
  return app.db
    .select()
    .from(ipSubnets)
    .where(eq(ipSubnets.ipBlockId, blockId))
    .orderBy(asc(ipSubnets.subnet));
}

/** One reputation check of a subnet, as the checker leaves it: a log row and the subnet's score. */
async function check(app: TestApp, subnetId: string, score: number, listedOn: string[], at: string) {
  await app.db.insert(ipReputationLogs).values({ subnetId, score, listedOn, checkedAt: new Date(at) });
  await app.db.update(ipSubnets).set({ reputationScore: score }).where(eq(ipSubnets.id, subnetId));
}

describe('listing detail facts', () => {
  test('states the range, lease size, availability, registry, country and price per month', async ({
    app,
  }) => {
    const seller = await createUser(app, { role: 'monetizer' });
    const cidr = nextTestCidr(22);
    const { listing } = await createIpListing(app, seller.id, {
      cidr,
      subnet: '/24',
      priceCents: 30_000,
      period: 'quarter',
    });
    expect(await detail(app, listing.id)).toMatchObject({
      cidr,
      ipVersion: 4,
      unitPrefix: 24,
      ipCount: 256,
      unitsTotal: 4,
      unitsFree: 4,
      rir: 'ripe',
      countryCode: 'DE',
      priceCents: 30_000,
      period: 'quarter',
      pricePerMonthCents: 10_000,
      isAvailable: true,
      // Nobody checked it yet: no score, and no clean blocklist result either.
      reputationScore: null,
      reputationBand: null,
      blocklist: {
        status: 'unchecked',
        listedOn: [],
        checkedSubnets: 0,
        totalSubnets: 4,
        lastCheckedAt: null,
      },
    });
  });

  test('reads the blocklists from the latest check of each subnet of the range only', async ({ app, db }) => {
    const seller = await createUser(app, { role: 'monetizer' });
    const { block, listing } = await createIpListing(app, seller.id, {
      cidr: nextTestCidr(22),
      subnet: '/24',
    });
    // The listing offers the first /23 of its /22.
    const [first, second, third] = await subnetsOf(app, block.id);
    const range = `${first!.subnet.split('/')[0]}/23`;
    await db.update(listings).set({ cidr: range }).where(eq(listings.id, listing.id));

    // Listed once, clean since: the latest check counts.
    await check(app, first!.id, 60, ['zen.example.invalid'], '2026-01-10T00:00:00Z');
    await check(app, first!.id, 100, [], '2026-01-12T00:00:00Z');
    // A subnet outside the range is listed: not this listing's concern.
    await check(app, third!.id, 0, ['outside.example.invalid'], '2026-01-13T00:00:00Z');
    expect(await detail(app, listing.id)).toMatchObject({
      cidr: range,
      reputationScore: 100,
      reputationBand: 'clean',
      blocklist: {
        status: 'not_listed',
        listedOn: [],
        checkedSubnets: 1,
        totalSubnets: 2,
        lastCheckedAt: '2026-01-12T00:00:00.000Z',
      },
    });

    await check(app, second!.id, 40, ['b.example.invalid', 'a.example.invalid'], '2026-01-14T00:00:00Z');
    expect(await detail(app, listing.id)).toMatchObject({
      reputationScore: 40,
      reputationBand: 'blacklisted',
      blocklist: {
        status: 'listed',
        listedOn: ['a.example.invalid', 'b.example.invalid'],
        checkedSubnets: 2,
        totalSubnets: 2,
        lastCheckedAt: '2026-01-14T00:00:00.000Z',
      },
    });
  });

  test('states a server package per month, without IP facts', async ({ app }) => {
    const seller = await createUser(app, { role: 'monetizer' });
    const pkg = await createServerPackage(app, seller.id, { priceCents: 9_500, stockCount: 3 });
    const response = await app.client().get<MarketplaceDetail>(`/api/marketplace/server-packages/${pkg.id}`);
    expect(response.body).toMatchObject({
      kind: 'server',
      priceCents: 9_500,
      period: 'month',
      pricePerMonthCents: 9_500,
      cpu: '24 cores',
      ram: '128 GB',
      storage: '2 TB NVMe',
      bandwidth: '10 Gbps',
      location: 'Frankfurt',
      stockCount: 3,
      cidr: null,
      reputationScore: null,
      blocklist: null,
    });
  });
});
