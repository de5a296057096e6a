import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPackages } from '../../../platform/db/schema/index';
import { createTestApp, createTwoInstances, type TestApp } from '../../../test/test-app';
import { signInAs } from '../../../test/factories';
import { createCatalogueCache, type LoadedAnswer } from './catalogue-cache';

/** A total's answer: any change to the catalogue drops it. */
const answer = (body: string): LoadedAnswer => ({
  answer: { body, etag: `"${body}"` },
  offersRead: 'which offers are listed',
});

/** A fence that finds nothing on its way (the event hub's, once every notification has arrived). */
const isCaughtUp = async () => true;

describe('catalogue cache', () => {
  it('keeps an answer until the catalogue changes, and shares one read between concurrent requests', async () => {
    const cache = createCatalogueCache({ isEnabled: () => true, isListening: () => true, fence: isCaughtUp });
    let reads = 0;
    const load = async () => answer(`read ${(reads += 1)}`);
    const [first, second] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(first.body).toBe('read 1');
    expect(second.body).toBe('read 1');
    expect((await cache.get('k', load)).body).toBe('read 1');
    cache.invalidate();
    expect((await cache.get('k', load)).body).toBe('read 2');
  });

  it('never keeps a read that a change overtook', async () => {
    const cache = createCatalogueCache({ isEnabled: () => true, isListening: () => true, fence: isCaughtUp });
    let release!: () => void;
    const slowRead = cache.get(
      'k',
      () => new Promise<LoadedAnswer>((resolve) => (release = () => resolve(answer('before')))),
    );
    // The change commits and is announced while the read is still under way.
    cache.invalidate();
    release();
    expect((await slowRead).body).toBe('before');
    expect((await cache.get('k', async () => answer('after'))).body).toBe('after');
  });

  it('serves a kept answer only after a fence, and reads again when the fence does not come back', async () => {
    let fence = isCaughtUp;
    const cache = createCatalogueCache({
      isEnabled: () => true,
      isListening: () => true,
      fence: () => fence(),
    });
    let fences = 0;
    const counted = (inner: () => Promise<boolean>) => async () => ((fences += 1), inner());
    fence = counted(isCaughtUp);
    // A miss reads the database itself: no fence.
    expect((await cache.get('k', async () => answer('old'))).body).toBe('old');
    expect(fences).toBe(0);
    // A change committed before this request is announced while its fence is out (decision 272).
    fence = counted(async () => (cache.invalidate(), true));
    expect((await cache.get('k', async () => answer('new'))).body).toBe('new');
    expect(fences).toBe(1);
    fence = counted(async () => false);
    expect((await cache.get('k', async () => answer('newer'))).body).toBe('newer');
    expect(fences).toBe(2);
    fence = counted(isCaughtUp);
    expect((await cache.get('k', async () => answer('newest'))).body).toBe('newer');
  });

  it('serves nothing from memory while the instance does not listen for changes', async () => {
    let isListening = true;
    const cache = createCatalogueCache({
      isEnabled: () => true,
      isListening: () => isListening,
      fence: isCaughtUp,
    });
    await cache.get('k', async () => answer('old'));
    isListening = false;
    expect((await cache.get('k', async () => answer('fresh'))).body).toBe('fresh');
    expect(cache.size).toBe(0);
    isListening = true;
    expect((await cache.get('k', async () => answer('new'))).body).toBe('new');
  });
});

/** An approved server package of `userId`, written as a seller's approved package is. */
async function addPackage(t: TestApp, userId: string, name: string) {
  const [row] = await t.db
    .insert(serverPackages)
    .values({
      userId,
      name,
      description: 'Cache test package',
      location: 'Oslo, NO',
      cpu: '4 cores',
      ram: '16 GB',
      storage: '1 TB NVMe',
      bandwidth: '10 TB',
      priceCents: 4_200,
      status: 'approved',
    })
    .returning();
  return row!.id;
}

/** Resolves when `t`'s event hub next hears that the catalogue changed. */
const nextCatalogueChange = (t: TestApp) =>
  new Promise<void>((resolve) => {
    const stop = t.ctx.hub.onCatalogueChanged(() => {
      stop();
      resolve();
    });
  });

const titlesOn = async (t: TestApp, query = '?q=cachetest') => {
  const response = await t.client().get(`/api/marketplace${query}`);
  expect(response.status).toBe(200);
  return (response.body as { items: Array<{ title: string }> }).items.map((item) => item.title);
};

describe('catalogue answers over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Tests run with the cache off (NODE_ENV=test); this app keeps answers as production does.
    t.ctx.env.CATALOGUE_CACHE = true;
  });
  afterAll(async () => t?.close());

  it('answers 304 to a browser holding the same answer, and a new answer once the catalogue changed', async () => {
    const { user, client } = await signInAs(t, { role: 'monetizer' });
    const added = nextCatalogueChange(t);
    const id = await addPackage(t, user.id, 'Cachetest alpha');
    await added;
    const first = await t.client().get('/api/marketplace?q=cachetest');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/marketplace?q=cachetest',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const count = await t.client().get('/api/marketplace/count?q=cachetest');
    expect(count.body).toEqual({ total: 1, limit: 1000 });

    const removed = nextCatalogueChange(t);
    expect((await client.delete(`/api/server-packages/${id}`)).status).toBe(200);
    await removed;
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/marketplace?q=cachetest',
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().items).toEqual([]);
    expect((await t.client().get('/api/marketplace/count?q=cachetest')).body).toEqual({
      total: 0,
      limit: 1000,
    });
  });

  it('gives a listing detail an ETag, private to the viewer', async () => {
    const { user } = await signInAs(t, { role: 'monetizer' });
    const id = await addPackage(t, user.id, 'Cachetest detail');
    const first = await t.client().get(`/api/marketplace/server-packages/${id}`);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/marketplace/server-packages/${id}`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

/** Two instances on one PostgreSQL database (PGlite is one process): each drops what the other changed. */
describe.runIf(process.env.TEST_DATABASE === 'postgres')('catalogue cache on two instances', () => {
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

  it('a package deleted through instance A leaves the catalogue instance B had kept', async () => {
    const { user, client } = await signInAs(a, { role: 'monetizer' });
    const added = nextCatalogueChange(b);
    const id = await addPackage(a, user.id, 'Cachetest two instances');
    await added;
    expect(await titlesOn(b)).toEqual(['Cachetest two instances']);
    expect(await titlesOn(b)).toEqual(['Cachetest two instances']);

    const removedOnB = nextCatalogueChange(b);
    expect((await client.delete(`/api/server-packages/${id}`)).status).toBe(200);
    await removedOnB;
    expect(await titlesOn(b)).toEqual([]);
  });
});
