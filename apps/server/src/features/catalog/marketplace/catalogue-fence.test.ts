import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { EVENTS_CHANNEL } from '../../../platform/realtime/publish-event';
import { createEventHub, type CatalogueChange } from '../../../platform/realtime/event-hub';
import { createTestApp, createTwoInstances, type TestApp } from '../../../test/test-app';
import { signInAs } from '../../../test/factories';
import type { ApiClient } from '../../../test/api-client';
import { createServerPackage, fundWallet } from '../../../test/checkout-factories';

// A sold offer is never served after the sale's answer, on the instance that sold it or another
// (docs/decisions/272-catalogue-fence.md).

const ROUNDS = 50;

/** The titles and the total a visitor gets for `q` from `t`. */
async function catalogueOf(t: TestApp, q: string) {
  const page = await t.client().get(`/api/marketplace?q=${q}`);
  expect(page.status).toBe(200);
  const count = await t.client().get(`/api/marketplace/count?q=${q}`);
  expect(count.status).toBe(200);
  return {
    titles: (page.body as { items: Array<{ title: string }> }).items.map((item) => item.title),
    total: (count.body as { total: number }).total,
  };
}

/**
 * Rounds of: a package of one unit in stock, its page and total kept by `reader` (read twice, the
 * second from memory), the package bought through `seller`'s instance, and at once the same reads
 * on `reader`, which must no longer show it.
 */
async function sellAndReadAtOnce(sellerApp: TestApp, reader: TestApp) {
  const seller = await signInAs(sellerApp, { role: 'monetizer' });
  const buyer: ApiClient = (await signInAs(sellerApp, { role: 'leaser' })).client;
  await fundWallet(buyer, ROUNDS * 10_000);
  const shownAfterSale: string[] = [];
  const token = `fence${Math.random().toString(36).slice(2, 8)}`;
  for (let round = 0; round < ROUNDS; round += 1) {
    const title = `${token}r${round}`;
    const pkg = await createServerPackage(sellerApp, seller.user.id, {
      name: title,
      stockCount: 1,
      priceCents: 5_000,
    });
    expect(await catalogueOf(reader, title)).toEqual({ titles: [title], total: 1 });
    expect(await catalogueOf(reader, title)).toEqual({ titles: [title], total: 1 });

    const bought = await buyer.post('/api/checkout', {
      itemType: 'server',
      itemId: pkg.id,
      method: 'wallet',
    });
    expect(bought.status).toBe(201);
    const after = await catalogueOf(reader, title);
    if (after.titles.length > 0 || after.total > 0) shownAfterSale.push(`${title}: ${JSON.stringify(after)}`);
  }
  expect(shownAfterSale).toEqual([]);
}

describe('the catalogue right after a sale, with answers kept in memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Tests run with the cache off (NODE_ENV=test); this app keeps answers as production does.
    t.ctx.env.CATALOGUE_CACHE = true;
  });
  afterAll(async () => t?.close());

  it(`never shows a package bought before the read, on the same instance (${ROUNDS} sales)`, async () => {
    await sellAndReadAtOnce(t, t);
  }, 120_000);
});

describe.runIf(process.env.TEST_DATABASE === 'postgres')('the fence on PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  let instances: Awaited<ReturnType<typeof createTwoInstances>> | undefined;
  beforeAll(async () => {
    instances = await createTwoInstances({ catalogueCache: true });
    ({ a, b } = instances);
  });
  afterAll(async () => {
    await instances?.close();
  });

  it('comes back after every notification committed before it was asked for', async () => {
    const heard: CatalogueChange[] = [];
    const stop = a.ctx.hub.onCatalogueChanged((change) => heard.push(change));
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        // Committed through the pool, announced on the LISTEN connection.
        await a.db.execute(sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${`catalogue:fence-test-${round}`})`);
        expect(await a.ctx.hub.fence()).toBe(true);
        expect(heard.at(-1)).toEqual({ offers: [`fence-test-${round}`], stillListed: false });
      }
    } finally {
      stop();
    }
  });

  it('answers every caller that asks at once, and false once the hub stopped', async () => {
    const hub = createEventHub(a.ctx.handle);
    await hub.start();
    const sent = await Promise.all(Array.from({ length: 20 }, () => hub.fence()));
    expect(sent).toEqual(Array.from({ length: 20 }, () => true));
    await hub.stop();
    expect(await hub.fence()).toBe(false);
  });

  it(`never shows a package bought on instance A to a read on instance B after A answered (${ROUNDS} sales)`, async () => {
    await sellAndReadAtOnce(a, b);
  }, 120_000);
});
