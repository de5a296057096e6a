import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MARKETPLACE_PAGE_SIZE } from '@netlease/shared/catalog';
import { splitIntoSubnets } from '@netlease/shared/cidr';
import { ipBlocks, ipSubnets, listings, serverPackages, users } from '../../platform/db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser, signInAs } from '../../test/factories';
import { HOUR } from '../../platform/clock';
import { resetDemoUsers } from '../demo/demo.service';
import { seedCatalog } from './seed-catalog';
import { toPrefixTsquery } from './marketplace.service';

let t: TestApp;
let sellerId: string;
let blockId: string;
const ids: Record<string, string> = {};
// Each listing offers its own /24 of the block: live offers never overlap (docs/PRODUCT.md "Inventory").
let nextRange = 0;

async function addListing(
  name: string,
  values: {
    title: string;
    description?: string;
    location?: string;
    price: number;
    status?: string;
    hoursAgo: number;
  },
) {
  const created = new Date(t.clock.now().getTime() - values.hoursAgo * HOUR);
  const [row] = await t.db
    .insert(listings)
    .values({
      userId: sellerId,
      type: 'ip',
      ipBlockId: blockId,
      cidr: `198.18.${nextRange++}.0/24`,
      unitPrefix: 24,
      title: values.title,
      description: values.description ?? 'Clean address space.',
      location: values.location ?? 'Frankfurt, DE',
      priceCents: values.price,
      period: 'month',
      subnet: '/24',
      ipCount: 256,
      status: (values.status ?? 'active') as 'active',
      createdAt: created,
      updatedAt: created,
    })
    .returning();
  ids[name] = row!.id;
}

async function addPackage(
  name: string,
  values: {
    title: string;
    description?: string;
    location?: string;
    price: number;
    status?: string;
    hoursAgo: number;
  },
) {
  const created = new Date(t.clock.now().getTime() - values.hoursAgo * HOUR);
  const [row] = await t.db
    .insert(serverPackages)
    .values({
      userId: sellerId,
      name: values.title,
      description: values.description ?? 'A fast server.',
      location: values.location ?? 'Dallas, US',
      cpu: '8 cores',
      ram: '32 GB',
      storage: '1 TB NVMe',
      bandwidth: '10 TB',
      priceCents: values.price,
      status: (values.status ?? 'approved') as 'approved',
      createdAt: created,
      updatedAt: created,
    })
    .returning();
  ids[name] = row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const seller = await createUser(t, { role: 'monetizer', name: 'Mona Seller' });
  sellerId = seller.id;
  const [block] = await t.db
    .insert(ipBlocks)
    .values({
      userId: sellerId,
      cidr: '198.18.0.0/16',
      rir: 'ripe',
      loaFileKey: 'loa-documents/x.pdf',
      status: 'approved',
    })
    .returning();
  blockId = block!.id;
  await t.db
    .insert(ipSubnets)
    .values(splitIntoSubnets('198.18.0.0/16').map((subnet) => ({ ipBlockId: blockId, subnet })));
  await addListing('amsterdam', {
    title: 'Clean /24 in Amsterdam',
    location: 'Amsterdam, NL',
    price: 39900,
    hoursAgo: 1,
  });
  await addListing('frankfurt', {
    title: 'Frankfurt /22',
    description: 'Hosting friendly servers welcome',
    price: 449900,
    hoursAgo: 3,
  });
  await addListing('pending', {
    title: 'Pending Amsterdam block',
    price: 100,
    status: 'pending',
    hoursAgo: 0,
  });
  await addListing('rejected', {
    title: 'Rejected Amsterdam block',
    price: 100,
    status: 'rejected',
    hoursAgo: 0,
  });
  await addPackage('vps', { title: 'Business VPS', location: 'Amsterdam, NL', price: 3499, hoursAgo: 2 });
  await addPackage('dedicated', { title: 'Dedicated EPYC', price: 49900, hoursAgo: 4 });
  await addPackage('pendingPackage', {
    title: 'Pending Amsterdam VPS',
    price: 50,
    status: 'pending',
    hoursAgo: 0,
  });
  await t.db.insert(listings).values({
    userId: sellerId,
    type: 'server',
    title: 'Server listing in Amsterdam',
    description: 'Not an IP listing',
    location: 'Amsterdam, NL',
    priceCents: 1000,
    // A server listing can only exist rejected (docs/decisions/100-offer-holds.md).
    status: 'rejected',
  });
});
afterAll(async () => {
  await t.close();
});

const titles = (body: { items: Array<{ title: string }> }) => body.items.map((item) => item.title);

describe('marketplace', () => {
  it('shows only active IP listings and approved server packages, newest first', async () => {
    const response = await t.client().get('/api/marketplace');
    expect(response.status).toBe(200);
    expect(titles(response.body)).toEqual([
      'Clean /24 in Amsterdam',
      'Business VPS',
      'Frankfurt /22',
      'Dedicated EPYC',
    ]);
    expect(response.body).toMatchObject({
      page: 1,
      pageSize: MARKETPLACE_PAGE_SIZE,
      total: 4,
      hasNextPage: false,
    });
    expect(response.body.items[0]).toMatchObject({
      kind: 'ip',
      id: ids.amsterdam,
      location: 'Amsterdam, NL',
      priceCents: 39900,
      period: 'month',
      ipCount: 256,
      subnet: '/24',
      cpu: null,
    });
    expect(response.body.items[1]).toMatchObject({
      kind: 'server',
      id: ids.vps,
      period: 'month',
      cpu: '8 cores',
      ram: '32 GB',
      storage: '1 TB NVMe',
      ipCount: null,
    });
  });

  it('filters by type and sorts by price both ways', async () => {
    const visitor = t.client();
    expect(titles((await visitor.get('/api/marketplace?type=ip')).body)).toEqual([
      'Clean /24 in Amsterdam',
      'Frankfurt /22',
    ]);
    expect(titles((await visitor.get('/api/marketplace?type=server')).body)).toEqual([
      'Business VPS',
      'Dedicated EPYC',
    ]);
    expect(titles((await visitor.get('/api/marketplace?sort=price_asc')).body)).toEqual([
      'Business VPS',
      'Clean /24 in Amsterdam',
      'Dedicated EPYC',
      'Frankfurt /22',
    ]);
    expect(titles((await visitor.get('/api/marketplace?sort=price_desc&type=all')).body)).toEqual([
      'Frankfurt /22',
      'Dedicated EPYC',
      'Clean /24 in Amsterdam',
      'Business VPS',
    ]);
  });

  it('searches title, description and location by word prefix, public items only', async () => {
    const visitor = t.client();
    const amsterdam = await visitor.get('/api/marketplace?q=amster');
    expect(titles(amsterdam.body)).toEqual(['Clean /24 in Amsterdam', 'Business VPS']);
    expect(amsterdam.body.total).toBe(2);
    expect(titles((await visitor.get('/api/marketplace?q=hosting%20server')).body)).toEqual([
      'Frankfurt /22',
    ]);
    expect(titles((await visitor.get('/api/marketplace?q=AMSTERDAM&type=server')).body)).toEqual([
      'Business VPS',
    ]);
    const nothing = await visitor.get('/api/marketplace?q=zanzibar');
    expect(nothing.body).toMatchObject({ items: [], total: 0, hasNextPage: false });
    // Query syntax is just text: it can neither break nor widen the search.
    for (const q of ["'", '!&|:*()', 'a & !b', "'; DROP TABLE listings; --"]) {
      const response = await visitor.get(`/api/marketplace?q=${encodeURIComponent(q)}`);
      expect(response.status).toBe(200);
    }
    expect(toPrefixTsquery("  Amster'dam !&| 22 ")).toBe('amster:* & dam:* & 22:*');
    expect(toPrefixTsquery('!&|')).toBeNull();
  });

  it('refuses out-of-range paging and unknown filters', async () => {
    const visitor = t.client();
    for (const query of [
      'page=0',
      'page=1001',
      'page=abc',
      'type=auction',
      'sort=oldest',
      `q=${'x'.repeat(101)}`,
    ]) {
      expect((await visitor.get(`/api/marketplace?${query}`)).status).toBe(400);
    }
  });
});

describe('marketplace paging', () => {
  let paged: TestApp;
  beforeAll(async () => {
    paged = await createTestApp();
    const seller = await createUser(paged, { role: 'monetizer' });
    const [block] = await paged.db
      .insert(ipBlocks)
      .values({
        userId: seller.id,
        cidr: '198.18.0.0/16',
        rir: 'ripe',
        loaFileKey: 'loa-documents/x.pdf',
        status: 'approved',
      })
      .returning();
    await paged.db
      .insert(ipSubnets)
      .values(splitIntoSubnets('198.18.0.0/16').map((subnet) => ({ ipBlockId: block!.id, subnet })));
    const base = paged.clock.now().getTime();
    await paged.db.insert(listings).values(
      Array.from({ length: 30 }, (_, index) => ({
        userId: seller.id,
        type: 'ip' as const,
        ipBlockId: block!.id,
        cidr: `198.18.${index}.0/24`,
        unitPrefix: 24,
        title: `Block number ${index}`,
        description: 'Paging test',
        location: 'Oslo, NO',
        priceCents: 1000 + index,
        status: 'active' as const,
        createdAt: new Date(base - index * HOUR),
      })),
    );
  });
  afterAll(async () => {
    await paged.close();
  });

  it('pages on the server and never returns more than a page', async () => {
    const first = await paged.client().get('/api/marketplace');
    expect(first.body.items).toHaveLength(MARKETPLACE_PAGE_SIZE);
    expect(first.body).toMatchObject({ total: 30, hasNextPage: true, page: 1 });
    expect(first.body.items[0].title).toBe('Block number 0');
    const second = await paged.client().get('/api/marketplace?page=2');
    expect(second.body.items).toHaveLength(30 - MARKETPLACE_PAGE_SIZE);
    expect(second.body).toMatchObject({ hasNextPage: false, page: 2 });
    expect(second.body.items.at(-1).title).toBe('Block number 29');
    const seen = new Set([...first.body.items, ...second.body.items].map((item: { id: string }) => item.id));
    expect(seen.size).toBe(30);
    const cheapest = await paged.client().get('/api/marketplace?sort=price_asc&page=2&q=paging');
    expect(cheapest.body.items.at(-1).priceCents).toBe(1029);
  });
});

describe('listing detail', () => {
  it('shows a public IP listing with its provider to anyone', async () => {
    const response = await t.client().get(`/api/marketplace/listings/${ids.amsterdam}`);
    expect(response.status).toBe(200);
    const [seller] = await t.db.select().from(users).where(eq(users.id, sellerId));
    expect(response.body).toMatchObject({
      kind: 'ip',
      listingType: 'ip',
      title: 'Clean /24 in Amsterdam',
      subnet: '/24',
      ipCount: 256,
      period: 'month',
      isPublic: true,
      rir: 'ripe',
      provider: { id: sellerId, name: 'Mona Seller', memberSince: seller!.createdAt.toISOString() },
    });
  });

  it('shows an approved server package in the same shape, priced per month', async () => {
    const response = await t.client().get(`/api/marketplace/server-packages/${ids.vps}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      kind: 'server',
      title: 'Business VPS',
      period: 'month',
      cpu: '8 cores',
      ram: '32 GB',
      priceCents: 3499,
      provider: { name: 'Mona Seller' },
    });
    expect(response.body.features).toContain('CPU: 8 cores');
  });

  it("answers 'Listing Not Found' for missing and non-public items; owners and admins still see theirs", async () => {
    const notFound = {
      code: 'not_found',
      title: 'Listing Not Found',
      message: 'The listing you are looking for does not exist or is no longer available.',
    };
    const stranger = await signInAs(t, { role: 'leaser' });
    const admin = await signInAs(t, { role: 'admin' });
    for (const path of [
      `/api/marketplace/listings/${ids.pending}`,
      `/api/marketplace/listings/${ids.rejected}`,
      `/api/marketplace/server-packages/${ids.pendingPackage}`,
      '/api/marketplace/listings/00000000-0000-4000-8000-000000000000',
      `/api/marketplace/server-packages/${ids.amsterdam}`,
    ]) {
      for (const client of [t.client(), stranger.client]) {
        const response = await client.get(path);
        expect(response.status).toBe(404);
        expect(response.body).toEqual(notFound);
      }
    }
    const owner = t.client();
    const [seller] = await t.db.select().from(users).where(eq(users.id, sellerId));
    await t.db.update(users).set({ emailVerifiedAt: t.clock.now() }).where(eq(users.id, sellerId));
    await owner.post('/api/auth/login', { email: seller!.email, password: 'correct-horse-battery' });
    const own = await owner.get(`/api/marketplace/listings/${ids.pending}`);
    expect(own.status).toBe(200);
    expect(own.body.isPublic).toBe(false);
    expect((await admin.client.get(`/api/marketplace/server-packages/${ids.pendingPackage}`)).status).toBe(
      200,
    );
  });
});

describe('demo catalog', () => {
  it('fills a living marketplace from documentation ranges only', async () => {
    const demo = await createTestApp();
    try {
      await resetDemoUsers(demo.ctx);
      await seedCatalog(demo.ctx);
      await seedCatalog(demo.ctx); // a second run adds nothing
      const page = await demo.client().get('/api/marketplace');
      expect(page.body.total).toBe(19);
      const blocks = await demo.db.select().from(ipBlocks);
      expect(blocks).toHaveLength(10);
      expect(blocks.filter((block) => block.status === 'pending')).toHaveLength(1);
      const admin = demo.client();
      await admin.post('/api/auth/login', { email: 'admin@netlease.demo', password: 'demo-password-2026' });
      const approvals = await admin.get('/api/admin/approvals');
      expect(approvals.body.ipBlocks).toHaveLength(1);
      expect(approvals.body.serverPackages).toHaveLength(1);
      expect(approvals.body.listings).toHaveLength(1);
      const loa = await admin.get(approvals.body.ipBlocks[0].loaUrl);
      expect(loa.status).toBe(200);
      expect(String(loa.body).startsWith('%PDF')).toBe(true);
    } finally {
      await demo.close();
    }
  });
});
