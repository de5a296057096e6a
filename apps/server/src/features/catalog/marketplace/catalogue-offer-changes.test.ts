import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  bundleSubnets,
  ipBlocks,
  ipSubnets,
  listings,
  serverPackages,
} from '../../../platform/db/schema/index';
import type { CatalogueChange } from '../../../platform/realtime/event-hub';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAs } from '../../../test/factories';
import { createIpListing, createServerPackage, fundWallet } from '../../../test/checkout-factories';
import { createCatalogueCache, type LoadedAnswer } from './catalogue-cache';

// A sale names the offers it narrowed, and the cache drops only what read them
// (docs/decisions/271-catalogue-changes-by-offer.md); the totals stay while every one of them is
// still listed (docs/decisions/314-totals-kept-while-offers-stay-listed.md).

const page = (body: string, offersRead: string[]): LoadedAnswer => ({
  answer: { body, etag: `"${body}"` },
  offersRead,
});
const total = (body: string): LoadedAnswer => ({
  answer: { body, etag: `"${body}"` },
  offersRead: 'which offers are listed',
});

/** A cache of an instance that listens for catalogue changes, whose fences always come back. */
const listeningCache = () =>
  createCatalogueCache({ isEnabled: () => true, isListening: () => true, fence: async () => true });

describe('dropping the answers of some offers', () => {
  it('drops the pages that read an offer that left and every total, and keeps the other pages', async () => {
    const cache = listeningCache();
    await cache.get('page a', async () => page('a 1', ['x', 'y']));
    await cache.get('page b', async () => page('b 1', ['z']));
    // The extra row a page read to know whether a next page exists counts as read.
    await cache.get('page c', async () => page('c 1', ['w', 'x']));
    await cache.get('total', async () => total('t 1'));
    cache.invalidateOffers({ offers: ['x'], stillListed: false });
    expect(cache.size).toBe(1);
    expect((await cache.get('page b', async () => page('b 2', ['z']))).body).toBe('b 1');
    expect((await cache.get('page a', async () => page('a 2', ['y']))).body).toBe('a 2');
    expect((await cache.get('page c', async () => page('c 2', ['w']))).body).toBe('c 2');
    expect((await cache.get('total', async () => total('t 2'))).body).toBe('t 2');
  });

  it('keeps every total when each offer a sale narrowed is still listed', async () => {
    const cache = listeningCache();
    await cache.get('page a', async () => page('a 1', ['x', 'y']));
    await cache.get('page b', async () => page('b 1', ['z']));
    await cache.get('total', async () => total('t 1'));
    cache.invalidateOffers({ offers: ['x'], stillListed: true });
    expect(cache.size).toBe(2);
    expect((await cache.get('total', async () => total('t 2'))).body).toBe('t 1');
    expect((await cache.get('page b', async () => page('b 2', ['z']))).body).toBe('b 1');
    expect((await cache.get('page a', async () => page('a 2', ['x', 'y']))).body).toBe('a 2');
  });

  it('counts where each answer came from: kept, a read under way, or a read of its own', async () => {
    const cache = listeningCache();
    let release!: () => void;
    const first = cache.get(
      'page',
      () => new Promise<LoadedAnswer>((resolve) => (release = () => resolve(page('p 1', ['x'])))),
    );
    const second = cache.get('page', async () => page('p 2', ['x']));
    release();
    expect([(await first).body, (await second).body]).toEqual(['p 1', 'p 1']);
    expect((await cache.get('page', async () => page('p 3', ['x']))).body).toBe('p 1');
    expect(cache.sources).toEqual({ kept: 1, shared: 1, read: 1 });
  });

  it('never keeps a read that a sale overtook, whatever it read', async () => {
    const cache = listeningCache();
    let release!: () => void;
    const slowRead = cache.get(
      'page',
      () => new Promise<LoadedAnswer>((resolve) => (release = () => resolve(page('before', ['y'])))),
    );
    cache.invalidateOffers({ offers: ['x'], stillListed: true });
    release();
    expect((await slowRead).body).toBe('before');
    expect((await cache.get('page', async () => page('after', ['y']))).body).toBe('after');
  });
});

/** A package whose stock the marker takes one of at a time (a sale's change, naming only it). */
async function createMarker(t: TestApp) {
  const seller = await signInAs(t, { role: 'monetizer' });
  return (await createServerPackage(t, seller.user.id, { name: 'Marker package', stockCount: 10_000 })).id;
}

/**
 * Takes one unit of the marker package's stock (a sale's change, naming that package alone, so it
 * drops no kept page of another offer) and resolves once `t`'s hub has heard it. Notifications
 * arrive in commit order, so every change committed before has been heard by then.
 */
async function passMarker(t: TestApp, markerId: string) {
  let markerHeard!: () => void;
  const marker = new Promise<void>((resolve) => (markerHeard = resolve));
  const stop = t.ctx.hub.onCatalogueChanged((changed) => {
    if (changed?.offers.length === 1 && changed.offers[0] === markerId) markerHeard();
  });
  try {
    await t.db
      .update(serverPackages)
      .set({ stockCount: sql`${serverPackages.stockCount} - 1` })
      .where(eq(serverPackages.id, markerId));
    await marker;
  } finally {
    stop();
  }
}

/** The catalogue changes `t`'s hub hears from `change` alone: from one marker to the next. */
async function changesHeardDuring(t: TestApp, markerId: string, change: () => Promise<void>) {
  await passMarker(t, markerId);
  const heard: CatalogueChange[] = [];
  const stop = t.ctx.hub.onCatalogueChanged((changed) => {
    if (!(changed?.offers.length === 1 && changed.offers[0] === markerId)) heard.push(changed);
  });
  try {
    await change();
    await passMarker(t, markerId);
  } finally {
    stop();
  }
  return heard;
}

describe('what the catalogue triggers announce', () => {
  let t: TestApp;
  let markerId: string;
  beforeAll(async () => {
    t = await createTestApp();
    markerId = await createMarker(t);
  });
  afterAll(async () => t?.close());

  async function sellerAndBuyer() {
    const seller = await signInAs(t, { role: 'monetizer' });
    const buyer = await signInAs(t, { role: 'leaser' });
    await fundWallet(buyer.client, 100_000);
    return { seller, buyer };
  }

  const buy = async (
    buyer: Awaited<ReturnType<typeof sellerAndBuyer>>['buyer'],
    itemType: 'ip' | 'server',
    itemId: string,
  ) => {
    const bought = await buyer.client.post('/api/checkout', { itemType, itemId, method: 'wallet' });
    expect(bought.status).toBe(201);
  };

  it('a server package sold names that package only, still listed while stock remains', async () => {
    const { seller, buyer } = await sellerAndBuyer();
    const pkg = await createServerPackage(t, seller.user.id, { stockCount: 2 });
    expect(await changesHeardDuring(t, markerId, () => buy(buyer, 'server', pkg.id))).toEqual([
      { offers: [pkg.id], stillListed: true },
    ]);
    // The last one takes it out of the catalogue.
    expect(await changesHeardDuring(t, markerId, () => buy(buyer, 'server', pkg.id))).toEqual([
      { offers: [pkg.id], stillListed: false },
    ]);
  });

  it('an IP unit sold names its listing only, still listed while a unit is free', async () => {
    const { seller, buyer } = await sellerAndBuyer();
    const { listing } = await createIpListing(t, seller.user.id, { cidr: '198.18.200.0/23' });
    expect(await changesHeardDuring(t, markerId, () => buy(buyer, 'ip', listing.id))).toEqual([
      { offers: [listing.id], stillListed: true },
    ]);
    expect(await changesHeardDuring(t, markerId, () => buy(buyer, 'ip', listing.id))).toEqual([
      { offers: [listing.id], stillListed: false },
    ]);
  });

  it('a subnet of a bundle leaving the available ones names the bundle as gone', async () => {
    const { seller } = await sellerAndBuyer();
    const bundle = await createServerPackage(t, seller.user.id, { stockCount: 1 });
    const [block] = await t.db
      .insert(ipBlocks)
      .values({
        userId: seller.user.id,
        cidr: '198.18.204.0/24',
        rir: 'ripe',
        countryCode: 'DE',
        loaFileKey: 'test/loa.pdf',
        status: 'approved',
      })
      .returning();
    const [subnet] = await t.db
      .insert(ipSubnets)
      .values({ ipBlockId: block!.id, subnet: '198.18.204.0/24' })
      .returning();
    await t.db.update(serverPackages).set({ isBundle: true }).where(eq(serverPackages.id, bundle.id));
    await t.db.insert(bundleSubnets).values({ ipSubnetId: subnet!.id, serverPackageId: bundle.id });
    const heard = await changesHeardDuring(t, markerId, async () => {
      await t.db.update(ipSubnets).set({ status: 'leased' }).where(eq(ipSubnets.id, subnet!.id));
    });
    expect(heard).toEqual([{ offers: [bundle.id], stillListed: false }]);
  });

  it('anything that can bring an offer in or change it says so without names', async () => {
    const { seller } = await sellerAndBuyer();
    const pkg = await createServerPackage(t, seller.user.id, { stockCount: 1 });
    // Stock put back (a cancelled order), a new price: each may change any page.
    const heard = await changesHeardDuring(t, markerId, async () => {
      await t.db.update(serverPackages).set({ stockCount: 2 }).where(eq(serverPackages.id, pkg.id));
      await t.db.update(serverPackages).set({ priceCents: 1_234 }).where(eq(serverPackages.id, pkg.id));
    });
    expect(heard).toEqual([null, null]);
  });

  it('a reputation check of subnets announces nothing', async () => {
    const { seller } = await sellerAndBuyer();
    const { block } = await createIpListing(t, seller.user.id, { cidr: '198.18.202.0/24' });
    const heard = await changesHeardDuring(t, markerId, async () => {
      await t.db.update(ipSubnets).set({ reputationScore: 90 }).where(eq(ipSubnets.ipBlockId, block.id));
    });
    expect(heard).toEqual([]);
  });
});

describe('the catalogue cache across a sale', () => {
  let t: TestApp;
  let markerId: string;
  beforeAll(async () => {
    t = await createTestApp();
    markerId = await createMarker(t);
    // Tests run with the cache off (NODE_ENV=test); this app keeps answers as production does.
    t.ctx.env.CATALOGUE_CACHE = true;
  });
  afterAll(async () => t?.close());

  const namesOn = async (q: string) => {
    const response = await t.client().get(`/api/marketplace?q=${q}`);
    expect(response.status).toBe(200);
    return (response.body as { items: Array<{ title: string }> }).items.map((item) => item.title);
  };
  const totalOf = async (q: string) => (await t.client().get(`/api/marketplace/count?q=${q}`)).body;

  it('keeps the pages of other offers, and never serves the sold one or an old total', async () => {
    const seller = await signInAs(t, { role: 'monetizer' });
    const buyer = await signInAs(t, { role: 'leaser' });
    await fundWallet(buyer.client, 100_000);
    const sold = await createServerPackage(t, seller.user.id, { name: 'Soldpkg alpha', stockCount: 1 });
    const other = await createServerPackage(t, seller.user.id, { name: 'Keptpkg beta', stockCount: 1 });
    // Both answers are kept once every change so far has been heard.
    await passMarker(t, markerId);
    expect(await namesOn('soldpkg')).toEqual(['Soldpkg alpha']);
    expect(await namesOn('keptpkg')).toEqual(['Keptpkg beta']);
    expect(await totalOf('soldpkg')).toEqual({ total: 1, limit: 1000 });

    // The other package is renamed behind the catalogue's back (its triggers off): while its page is
    // kept, the old name is what is served, which shows the page was not read again.
    await t.db.execute(sql`ALTER TABLE server_packages DISABLE TRIGGER server_packages_catalogue_updated`);
    try {
      await t.db
        .update(serverPackages)
        .set({ name: 'Keptpkg renamed' })
        .where(eq(serverPackages.id, other.id));
    } finally {
      await t.db.execute(sql`ALTER TABLE server_packages ENABLE TRIGGER server_packages_catalogue_updated`);
    }

    const heard = await changesHeardDuring(t, markerId, async () => {
      const bought = await buyer.client.post('/api/checkout', {
        itemType: 'server',
        itemId: sold.id,
        method: 'wallet',
      });
      expect(bought.status).toBe(201);
    });
    expect(heard).toEqual([{ offers: [sold.id], stillListed: false }]);
    expect(await namesOn('soldpkg')).toEqual([]);
    expect(await totalOf('soldpkg')).toEqual({ total: 0, limit: 1000 });
    expect(await namesOn('keptpkg')).toEqual(['Keptpkg beta']);
  });

  it('keeps the total across a sale that leaves the offer listed, and shows the card as it is now', async () => {
    const seller = await signInAs(t, { role: 'monetizer' });
    const buyer = await signInAs(t, { role: 'leaser' });
    await fundWallet(buyer.client, 100_000);
    const { listing } = await createIpListing(t, seller.user.id, { cidr: '198.18.206.0/23' });
    await t.db.update(listings).set({ title: 'Twounit range' }).where(eq(listings.id, listing.id));
    await passMarker(t, markerId);
    const unitsFreeOn = async (q: string) =>
      (
        (await t.client().get(`/api/marketplace?q=${q}`)).body as { items: Array<{ unitsFree: number }> }
      ).items.map((item) => item.unitsFree);
    expect(await unitsFreeOn('twounit')).toEqual([2]);
    expect(await totalOf('twounit')).toEqual({ total: 1, limit: 1000 });

    // A second matching listing added behind the catalogue's back (its triggers off): a total read
    // again would count it, so a total of 1 after the sale is the kept one.
    const quietTriggers = [
      ['listings', 'listings_catalogue_changed'],
      ['listings', 'listings_catalogue_updated'],
      ['ip_subnets', 'ip_subnets_catalogue_changed'],
      ['offer_holds', 'offer_holds_catalogue_changed'],
    ];
    for (const [table, trigger] of quietTriggers)
      await t.db.execute(sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`));
    try {
      const hidden = await createIpListing(t, seller.user.id, { cidr: '198.18.208.0/24' });
      await t.db.update(listings).set({ title: 'Twounit hidden' }).where(eq(listings.id, hidden.listing.id));
    } finally {
      for (const [table, trigger] of quietTriggers)
        await t.db.execute(sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`));
    }

    const heard = await changesHeardDuring(t, markerId, async () => {
      const bought = await buyer.client.post('/api/checkout', {
        itemType: 'ip',
        itemId: listing.id,
        method: 'wallet',
      });
      expect(bought.status).toBe(201);
    });
    expect(heard).toEqual([{ offers: [listing.id], stillListed: true }]);
    expect(await totalOf('twounit')).toEqual({ total: 1, limit: 1000 });
    // The page that showed the sold listing is read again: its free unit, and the listing added.
    expect(await unitsFreeOn('twounit')).toEqual([1, 1]);
  });
});
