import { afterAll, beforeAll, describe, expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { splitIntoSubnets } from '@netlease/shared/cidr';
import {
  MARKETPLACE_COUNT_LIMIT,
  MARKETPLACE_WORDS_COUNT_LIMIT,
  MARKETPLACE_PAGE_SIZE,
  encodeMarketplaceCursor,
  marketplaceQuerySchema,
  type MarketplaceItem,
  type MarketplaceQuery,
} from '@netlease/shared/marketplace';
import type { Rir } from '@netlease/shared/catalog';
import {
  ipBlocks,
  ipReputationLogs,
  ipSubnets,
  listings,
  serverPackages,
  users,
} from '../../../platform/db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { createUser, signInAs } from '../../../test/factories';
import { HOUR } from '../../../platform/clock';
import { queryRows } from '../../../platform/db/database';
import { resetDemoUsers } from '../../demo/demo/demo.service';
import { seedCatalog } from './marketplace.demo';
import {
  buildMarketplaceQueries,
  toPrefixTsquery,
  WORDS_PROBE_ROWS,
  WORDS_WALK_ROWS,
} from './marketplace.queries';

let sellerId: string;
const blocks: Record<string, string> = {};
const ids: Record<string, string> = {};

async function addBlock(testApp: TestApp, userId: string, cidr: string, rir: Rir, countryCode: string) {
  const [block] = await testApp.db
    .insert(ipBlocks)
    .values({ userId, cidr, rir, countryCode, loaFileKey: 'loa-documents/x.pdf', status: 'approved' })
    .returning();
  await testApp.db
    .insert(ipSubnets)
    .values(splitIntoSubnets(cidr).map((subnet) => ({ ipBlockId: block!.id, subnet })));
  return block!.id;
}

/** A listing as the listings feature writes it: a range of the block, leased in units of `unit`. */
async function addListing(
  app: TestApp,
  name: string,
  values: {
    block: string;
    range: string;
    unit: number;
    title: string;
    description?: string;
    location?: string;
    price: number;
    period?: 'month' | 'quarter' | 'year';
    status?: 'active' | 'pending' | 'rejected' | 'paused';
    hoursAgo: number;
  },
) {
  const created = new Date(app.clock.now().getTime() - values.hoursAgo * HOUR);
  const isIpv4 = !values.range.includes(':');
  const [row] = await app.db
    .insert(listings)
    .values({
      userId: sellerId,
      type: 'ip',
      ipBlockId: blocks[values.block]!,
      cidr: values.range,
      unitPrefix: values.unit,
      title: values.title,
      description: values.description ?? 'Clean address space.',
      location: values.location ?? 'Frankfurt, DE',
      priceCents: values.price,
      period: values.period ?? 'month',
      subnet: isIpv4 ? (`/${values.unit}` as '/24') : null,
      ipCount: isIpv4 ? 2 ** (32 - values.unit) : null,
      status: values.status ?? 'active',
      createdAt: created,
      updatedAt: created,
    })
    .returning();
  ids[name] = row!.id;
}

async function addPackage(
  app: TestApp,
  name: string,
  values: {
    title: string;
    description?: string;
    location?: string;
    cpu?: string;
    ram?: string;
    price: number;
    status?: string;
    hoursAgo: number;
  },
) {
  const created = new Date(app.clock.now().getTime() - values.hoursAgo * HOUR);
  const [row] = await app.db
    .insert(serverPackages)
    .values({
      userId: sellerId,
      name: values.title,
      description: values.description ?? 'A fast server.',
      location: values.location ?? 'Dallas, US',
      cpu: values.cpu ?? '8 cores',
      ram: values.ram ?? '32 GB',
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

/** What the reputation checker writes for one subnet: its score and a log row (reputation.checker.ts). */
async function recordCheck(testApp: TestApp, subnet: string, score: number) {
  const [row] = await testApp.db.select().from(ipSubnets).where(eq(ipSubnets.subnet, subnet));
  await testApp.db.transaction(async (tx) => {
    await tx.update(ipSubnets).set({ reputationScore: score }).where(eq(ipSubnets.id, row!.id));
    await tx.insert(ipReputationLogs).values({ subnetId: row!.id, score, checkedAt: testApp.clock.now() });
  });
}

async function setSubnetStatus(app: TestApp, subnet: string, status: 'available' | 'leased') {
  await app.db.update(ipSubnets).set({ status }).where(eq(ipSubnets.subnet, subnet));
}

test.beforeAll(async ({ app, db }) => {
  const seller = await createUser(app, { role: 'monetizer', name: 'Mona Seller' });
  sellerId = seller.id;
  blocks.ripe = await addBlock(app, sellerId, '198.18.0.0/16', 'ripe', 'NL');
  blocks.arin = await addBlock(app, sellerId, '198.19.0.0/20', 'arin', 'US');
  blocks.apnic = await addBlock(app, sellerId, '203.0.113.0/24', 'apnic', 'SG');
  blocks.afrinic = await addBlock(app, sellerId, '198.51.100.0/24', 'afrinic', 'ZA');
  blocks.ipv6 = await addBlock(app, sellerId, '2001:db8:100::/40', 'ripe', 'DE');

  await addListing(app, 'amsterdam', {
    block: 'ripe',
    range: '198.18.0.0/24',
    unit: 24,
    title: 'Clean /24 in Amsterdam',
    location: 'Amsterdam, NL',
    price: 39900,
    hoursAgo: 1,
  });
  await addListing(app, 'apnic', {
    block: 'apnic',
    range: '203.0.113.0/24',
    unit: 24,
    title: 'Singapore /24',
    location: 'Singapore, SG',
    price: 45000,
    hoursAgo: 2.5,
  });
  await addListing(app, 'frankfurt', {
    block: 'ripe',
    range: '198.18.4.0/22',
    unit: 22,
    title: 'Frankfurt /22',
    description: 'Hosting friendly servers welcome',
    // $4,499.00 a quarter is $1,499.67 a month.
    price: 449900,
    period: 'quarter',
    hoursAgo: 3,
  });
  await addListing(app, 'units', {
    block: 'ripe',
    range: '198.18.16.0/20',
    unit: 24,
    title: 'Sixteen /24s in Rotterdam',
    location: 'Rotterdam, NL',
    // $2,400.00 a year is $200.00 a month: cheaper per month than the $399 Amsterdam /24.
    price: 240000,
    period: 'year',
    hoursAgo: 5,
  });
  await addListing(app, 'arin', {
    block: 'arin',
    range: '198.19.0.0/22',
    unit: 23,
    title: 'Ashburn /23s',
    location: 'Ashburn, US',
    price: 80000,
    hoursAgo: 6,
  });
  await addListing(app, 'ipv6', {
    block: 'ipv6',
    range: '2001:db8:100::/40',
    unit: 40,
    title: 'IPv6 /40 in Berlin',
    location: 'Berlin, DE',
    price: 9900,
    hoursAgo: 7,
  });
  await addListing(app, 'soldOut', {
    block: 'afrinic',
    range: '198.51.100.0/24',
    unit: 24,
    title: 'Johannesburg /24, leased',
    location: 'Johannesburg, ZA',
    price: 30000,
    hoursAgo: 0.5,
  });
  await setSubnetStatus(app, '198.51.100.0/24', 'leased');
  await addListing(app, 'pending', {
    block: 'ripe',
    range: '198.18.8.0/24',
    unit: 24,
    title: 'Pending Amsterdam block',
    price: 100,
    status: 'pending',
    hoursAgo: 0,
  });
  await addListing(app, 'rejected', {
    block: 'ripe',
    range: '198.18.9.0/24',
    unit: 24,
    title: 'Rejected Amsterdam block',
    price: 100,
    status: 'rejected',
    hoursAgo: 0,
  });
  await addPackage(app, 'vps', {
    title: 'Business VPS',
    location: 'Amsterdam, NL',
    cpu: '4 vCPU',
    ram: '8 GB',
    price: 3499,
    hoursAgo: 2,
  });
  await addPackage(app, 'dedicated', {
    title: 'Dedicated EPYC',
    cpu: 'AMD EPYC 7443P, 24 cores',
    ram: '256 GB ECC',
    price: 49900,
    hoursAgo: 4,
  });
  await addPackage(app, 'pendingPackage', {
    title: 'Pending Amsterdam VPS',
    price: 50,
    status: 'pending',
    hoursAgo: 0,
  });
  await db.insert(listings).values({
    userId: sellerId,
    type: 'server',
    title: 'Server listing in Amsterdam',
    description: 'Not an IP listing',
    location: 'Amsterdam, NL',
    priceCents: 1000,
    // A server listing can only exist rejected (docs/decisions/100-offer-holds.md).
    status: 'rejected',
  });

  // Checked: Amsterdam clean, Singapore in the Warning band, one /23 of the Ashburn range
  // Blacklisted (the listing takes its lowest score). Frankfurt and the others were never checked.
  await recordCheck(app, '198.18.0.0/24', 96);
  await recordCheck(app, '203.0.113.0/24', 75);
  await recordCheck(app, '198.19.0.0/24', 92);
  await recordCheck(app, '198.19.2.0/24', 40);
});

type Page = { items: MarketplaceItem[]; nextCursor: string | null };
const titles = (body: { items: Array<{ title: string }> }) => body.items.map((item) => item.title);
const search = async (app: TestApp, query: string) => {
  const response = await app.client().get(`/api/marketplace?${query}`);
  expect(response.status, `${query}: ${JSON.stringify(response.body)}`).toBe(200);
  return response.body as Page;
};
const found = async (app: TestApp, query: string) => titles(await search(app, query));
/** GET /api/marketplace/count with the same query: the total of the filters. */
const count = async (app: TestApp, query: string, testApp: TestApp = app) => {
  const response = await testApp.client().get(`/api/marketplace/count?${query}`);
  expect(response.status, `${query}: ${JSON.stringify(response.body)}`).toBe(200);
  return (response.body as { total: number }).total;
};

describe('marketplace', () => {
  test('shows only what can be bought now, newest first, with what an IP buyer compares', async ({ app }) => {
    const body = await search(app, '');
    expect(titles(body)).toEqual([
      'Clean /24 in Amsterdam',
      'Business VPS',
      'Singapore /24',
      'Frankfurt /22',
      'Dedicated EPYC',
      'Sixteen /24s in Rotterdam',
      'Ashburn /23s',
      'IPv6 /40 in Berlin',
    ]);
    expect(body).toMatchObject({
      pageSize: MARKETPLACE_PAGE_SIZE,
      hasNextPage: false,
      nextCursor: null,
      prevCursor: null,
    });
    const byTitle = (title: string) => body.items.find((item) => item.title === title)!;
    expect(byTitle('Clean /24 in Amsterdam')).toMatchObject({
      kind: 'ip',
      id: ids.amsterdam,
      location: 'Amsterdam, NL',
      priceCents: 39900,
      pricePerMonthCents: 39900,
      period: 'month',
      cidr: '198.18.0.0/24',
      ipVersion: 4,
      unitPrefix: 24,
      ipCount: 256,
      unitsTotal: 1,
      unitsFree: 1,
      rir: 'ripe',
      countryCode: 'NL',
      reputationScore: 96,
      cpu: null,
    });
    expect(byTitle('Frankfurt /22')).toMatchObject({
      priceCents: 449900,
      period: 'quarter',
      pricePerMonthCents: 149967,
      ipCount: 1024,
      // Never checked: no score rather than the default 100.
      reputationScore: null,
    });
    expect(byTitle('Sixteen /24s in Rotterdam')).toMatchObject({ unitsTotal: 16, unitsFree: 16 });
    expect(byTitle('Ashburn /23s')).toMatchObject({ reputationScore: 40, rir: 'arin', countryCode: 'US' });
    expect(byTitle('IPv6 /40 in Berlin')).toMatchObject({
      ipVersion: 6,
      unitPrefix: 40,
      ipCount: null,
      cidr: '2001:db8:100::/40',
    });
    expect(byTitle('Business VPS')).toMatchObject({
      kind: 'server',
      id: ids.vps,
      period: 'month',
      pricePerMonthCents: 3499,
      cpu: '4 vCPU',
      ram: '8 GB',
      storage: '1 TB NVMe',
      ipCount: null,
      cidr: null,
      rir: null,
      reputationScore: null,
    });
  });

  test('filters IP blocks by prefix size, RIR, country and reputation band', async ({ app }) => {
    expect(await found(app, 'prefix=24')).toEqual([
      'Clean /24 in Amsterdam',
      'Singapore /24',
      'Sixteen /24s in Rotterdam',
    ]);
    expect(await found(app, 'prefix=%2F22')).toEqual(['Frankfurt /22']);
    expect(await found(app, 'prefix=40')).toEqual(['IPv6 /40 in Berlin']);
    expect(await found(app, 'prefix=16')).toEqual([]);
    expect(await found(app, 'rir=arin')).toEqual(['Ashburn /23s']);
    expect(await found(app, 'rir=RIPE&type=ip&sort=price_asc')).toEqual([
      'IPv6 /40 in Berlin',
      'Sixteen /24s in Rotterdam',
      'Clean /24 in Amsterdam',
      'Frankfurt /22',
    ]);
    expect(await found(app, 'country=nl')).toEqual([
      'Clean /24 in Amsterdam',
      'Frankfurt /22',
      'Sixteen /24s in Rotterdam',
    ]);
    expect(await found(app, 'country=SG')).toEqual(['Singapore /24']);
    expect(await found(app, 'rep=clean')).toEqual(['Clean /24 in Amsterdam']);
    expect(await found(app, 'rep=warning')).toEqual(['Singapore /24']);
    expect(await found(app, 'rep=blacklisted')).toEqual(['Ashburn /23s']);
    expect(await found(app, 'rep=unchecked')).toEqual([
      'Frankfurt /22',
      'Sixteen /24s in Rotterdam',
      'IPv6 /40 in Berlin',
    ]);
    // Filters combine, and a filter only IP blocks have leaves servers out.
    expect(await found(app, 'country=NL&prefix=24&rep=unchecked')).toEqual(['Sixteen /24s in Rotterdam']);
    expect(await found(app, 'rir=ripe&type=server')).toEqual([]);
    expect(await count(app, 'country=NL')).toBe(3);
    expect(await count(app, 'rep=unchecked&sort=price_asc')).toBe(3);
    expect(await count(app, 'rir=ripe&type=server')).toBe(0);
  });

  test('finds listings by an address, a partial address, a network or a prefix typed in the search', async ({
    app,
  }) => {
    expect(await found(app, 'q=203.0.113')).toEqual(['Singapore /24']);
    expect(await found(app, 'q=203.0.113.5')).toEqual(['Singapore /24']);
    expect(await found(app, 'q=203.0.113.0%2F24')).toEqual(['Singapore /24']);
    expect(await found(app, 'q=198.18.5.7')).toEqual(['Frankfurt /22']);
    // A network typed finds the listings inside it too; the leased one stays out.
    expect(await found(app, 'q=198.18.0.0%2F16')).toEqual([
      'Clean /24 in Amsterdam',
      'Frankfurt /22',
      'Sixteen /24s in Rotterdam',
    ]);
    expect(await found(app, 'q=198.18.')).toEqual([
      'Clean /24 in Amsterdam',
      'Frankfurt /22',
      'Sixteen /24s in Rotterdam',
    ]);
    expect(await found(app, 'q=198.51.100')).toEqual([]);
    expect(await found(app, 'q=%2F24')).toEqual([
      'Clean /24 in Amsterdam',
      'Singapore /24',
      'Sixteen /24s in Rotterdam',
    ]);
    expect(await found(app, 'q=%2F23%20ashburn')).toEqual(['Ashburn /23s']);
    expect(await found(app, 'q=2001%3Adb8%3A100%3A%3A1')).toEqual(['IPv6 /40 in Berlin']);
    expect(await found(app, 'q=2001%3Adb8')).toEqual(['IPv6 /40 in Berlin']);
    expect(await found(app, 'q=2001%3Adb8%3A200%3A%3A%2F40')).toEqual([]);
    // Words and an address together: both must match.
    expect(await found(app, 'q=rotterdam%20198.18.20.1')).toEqual(['Sixteen /24s in Rotterdam']);
    expect(await found(app, 'q=amsterdam%20198.18.20.1')).toEqual([]);
    // `search` is another name for `q`.
    expect(await found(app, 'search=203.0.113')).toEqual(['Singapore /24']);
  });

  test('compares prices per month when sorting and in the price range', async ({ app }) => {
    expect(await found(app, 'type=ip&sort=price_asc')).toEqual([
      'IPv6 /40 in Berlin',
      'Sixteen /24s in Rotterdam',
      'Clean /24 in Amsterdam',
      'Singapore /24',
      'Ashburn /23s',
      'Frankfurt /22',
    ]);
    expect(await found(app, 'sort=price_desc')).toEqual([
      'Frankfurt /22',
      'Ashburn /23s',
      'Dedicated EPYC',
      'Singapore /24',
      'Clean /24 in Amsterdam',
      'Sixteen /24s in Rotterdam',
      'IPv6 /40 in Berlin',
      'Business VPS',
    ]);
    // Dollars per month: the yearly $2,400 listing ($200 a month) is in, the quarterly $4,499 one
    // ($1,499.67 a month) is out of 150–1,000.
    expect(await found(app, 'minPrice=150&maxPrice=1000&sort=price_asc')).toEqual([
      'Sixteen /24s in Rotterdam',
      'Clean /24 in Amsterdam',
      'Singapore /24',
      'Dedicated EPYC',
      'Ashburn /23s',
    ]);
    expect(await found(app, 'minPrice=1499.67&type=ip')).toEqual(['Frankfurt /22']);
    expect(await found(app, 'minPrice=1499.68&type=ip')).toEqual([]);
    expect(await found(app, 'maxPrice=99&sort=price_asc')).toEqual(['Business VPS', 'IPv6 /40 in Berlin']);
  });

  test('filters servers by location and by CPU/RAM words', async ({ app }) => {
    expect(await found(app, 'location=amster')).toEqual(['Clean /24 in Amsterdam', 'Business VPS']);
    expect(await found(app, 'location=dallas&type=server')).toEqual(['Dedicated EPYC']);
    expect(await found(app, 'specs=epyc')).toEqual(['Dedicated EPYC']);
    expect(await found(app, 'specs=8%20gb')).toEqual(['Business VPS']);
    expect(await found(app, 'specs=256')).toEqual(['Dedicated EPYC']);
    // CPU and RAM belong to servers only.
    expect(await found(app, 'specs=epyc&type=ip')).toEqual([]);
  });

  test('searches title, description and location by word prefix, public items only', async ({ app }) => {
    const amsterdam = await search(app, 'q=amster');
    expect(titles(amsterdam)).toEqual(['Clean /24 in Amsterdam', 'Business VPS']);
    expect(await count(app, 'q=amster')).toBe(2);
    expect(await found(app, 'q=hosting%20server')).toEqual(['Frankfurt /22']);
    expect(await found(app, 'q=AMSTERDAM&type=server')).toEqual(['Business VPS']);
    const nothing = await search(app, 'q=zanzibar');
    expect(nothing).toMatchObject({ items: [], hasNextPage: false, nextCursor: null });
    expect(await count(app, 'q=zanzibar')).toBe(0);
    // Query syntax is just text: it can neither break nor widen the search.
    for (const q of ["'", '!&|:*()', 'a & !b', "'; DROP TABLE listings; --", '999.1.2.3', '::', ':::/200']) {
      const response = await app.client().get(`/api/marketplace?q=${encodeURIComponent(q)}`);
      expect(response.status, q).toBe(200);
    }
    expect(toPrefixTsquery("  Amster'dam !&| 22 ")).toBe('amster:* & dam:* & 22:*');
    expect(toPrefixTsquery('!&|')).toBeNull();
  });

  test('keeps RIR, country, reputation and free units in step with the block, its checks and leases', async ({
    app,
    db,
  }) => {
    await db.update(ipBlocks).set({ countryCode: 'BE' }).where(eq(ipBlocks.id, blocks.ripe!));
    expect(await found(app, 'country=BE')).toEqual([
      'Clean /24 in Amsterdam',
      'Frankfurt /22',
      'Sixteen /24s in Rotterdam',
    ]);
    await db.update(ipBlocks).set({ countryCode: 'NL' }).where(eq(ipBlocks.id, blocks.ripe!));
    // A check of one /24 of the Frankfurt /22 gives the listing a score; a later drop lowers it.
    await recordCheck(app, '198.18.5.0/24', 91);
    expect(await found(app, 'rep=clean')).toEqual(['Clean /24 in Amsterdam', 'Frankfurt /22']);
    await recordCheck(app, '198.18.6.0/24', 60);
    expect(await found(app, 'rep=blacklisted')).toEqual(['Frankfurt /22', 'Ashburn /23s']);
    await recordCheck(app, '198.18.6.0/24', 100);
    expect(await found(app, 'rep=clean')).toEqual(['Clean /24 in Amsterdam', 'Frankfurt /22']);

    // Leases take units; the last one takes the listing off the marketplace until a lease ends.
    await setSubnetStatus(app, '198.18.16.0/24', 'leased');
    const partly = (await search(app, 'q=rotterdam')).items[0]!;
    expect(partly).toMatchObject({ unitsTotal: 16, unitsFree: 15 });
    await setSubnetStatus(app, '198.18.0.0/24', 'leased');
    expect(await found(app, 'q=amsterdam&type=ip')).toEqual([]);
    expect(await count(app, '')).toBe(7);
    await setSubnetStatus(app, '198.18.0.0/24', 'available');
    await setSubnetStatus(app, '198.18.16.0/24', 'available');
    expect(await found(app, 'q=amsterdam&type=ip')).toEqual(['Clean /24 in Amsterdam']);
  });

  test('answers a value it cannot use with 400 and a message, never 500', async ({ app }) => {
    const cases: Array<[string, string]> = [
      ['page=0', 'Invalid page'],
      ['page=2', 'Invalid page'],
      ['page=abc', 'Invalid page'],
      ['type=auction', 'Invalid type'],
      ['sort=oldest', 'Invalid sort'],
      [`q=${'x'.repeat(101)}`, 'Search too long'],
      ['q=a&search=b', 'Invalid search'],
      ['prefix=25', 'Invalid prefix size'],
      ['prefix=8', 'Invalid prefix size'],
      ['prefix=%2F', 'Invalid prefix size'],
      ['prefix=24&prefix=23', 'Invalid prefix size'],
      ['rir=iana', 'Invalid RIR'],
      ['country=XX', 'Invalid country'],
      ['country=Netherlands', 'Invalid country'],
      ['minPrice=-1', 'Invalid price'],
      ['maxPrice=abc', 'Invalid price'],
      ['maxPrice=1e9', 'Invalid price'],
      ['minPrice=500&maxPrice=100', 'Invalid price range'],
      ['rep=excellent', 'Invalid reputation'],
      [`location=${'x'.repeat(61)}`, 'Filter too long'],
      ['cursor=abc', 'Invalid page link'],
      ['cursor=%E2%9C%93', 'Invalid page link'],
      [
        `cursor=${encodeMarketplaceCursor({ sort: 'newest', direction: 'next', key: '2026-02-30T10:00:00.000000Z', id: ids.vps! })}`,
        'Invalid page link',
      ],
      [
        `cursor=${encodeMarketplaceCursor({ sort: 'newest', direction: 'next', key: '0000-01-01T00:00:00.000000Z', id: ids.vps! })}`,
        'Invalid page link',
      ],
      [
        `sort=price_asc&cursor=${encodeMarketplaceCursor({ sort: 'newest', direction: 'next', key: '2026-01-01T10:00:00.000000Z', id: ids.vps! })}`,
        'Invalid page link',
      ],
      ['contry=NL', 'Unknown filter'],
    ];
    for (const [query, title] of cases) {
      const response = await app.client().get(`/api/marketplace?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.title, query).toBe(title);
      expect(response.body.message, query).not.toBe('');
    }
    expect(await count(app, 'page=1')).toBe(8);
    expect((await search(app, 'page=1')).items).toHaveLength(8);
    // An empty field is a filter not set, as a form sends it.
    expect(await count(app, 'q=&rir=&country=&minPrice=&type=')).toBe(8);
    // The count takes the same query and refuses the same values.
    for (const [query, title] of cases.slice(3, 12)) {
      const response = await app.client().get(`/api/marketplace/count?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.title, query).toBe(title);
    }
  });
});

describe('marketplace paging', () => {
  let paged: TestApp;
  beforeAll(async () => {
    paged = await createTestApp();
    const seller = await createUser(paged, { role: 'monetizer' });
    const blockId = await addBlock(paged, seller.id, '198.18.0.0/16', 'ripe', 'NO');
    const base = paged.clock.now().getTime();
    // 40 listings and 20 packages; prices and creation times repeat, so only the id breaks ties.
    await paged.db.insert(listings).values(
      Array.from({ length: 40 }, (_, index) => ({
        userId: seller.id,
        type: 'ip' as const,
        ipBlockId: blockId,
        cidr: `198.18.${index}.0/24`,
        unitPrefix: 24,
        title: `Block number ${index}`,
        description: 'Paging test',
        location: 'Oslo, NO',
        priceCents: 1000 * (1 + (index % 4)),
        status: 'active' as const,
        createdAt: new Date(base - Math.floor(index / 3) * HOUR),
      })),
    );
    await paged.db.insert(serverPackages).values(
      Array.from({ length: 20 }, (_, index) => ({
        userId: seller.id,
        name: `Package number ${index}`,
        description: 'Paging test',
        location: 'Oslo, NO',
        cpu: '2 vCPU',
        ram: '4 GB',
        storage: '80 GB',
        bandwidth: '1 TB',
        priceCents: 1000 * (1 + (index % 3)),
        status: 'approved' as const,
        createdAt: new Date(base - Math.floor(index / 2) * HOUR),
      })),
    );
  });
  afterAll(async () => {
    await paged.close();
  });

  /** The order the database itself gives, to compare the pages with. */
  async function expectedOrder(sort: 'newest' | 'price_asc' | 'price_desc') {
    const order = {
      newest: sql`created_at DESC, id DESC`,
      price_asc: sql`price ASC, id ASC`,
      price_desc: sql`price DESC, id DESC`,
    }[sort];
    const rows = await queryRows<{ id: string }>(
      paged.db,
      sql`SELECT id FROM (
            SELECT id, created_at, price_per_month_cents AS price FROM listings WHERE status = 'active'
            UNION ALL SELECT id, created_at, price_cents FROM server_packages WHERE status = 'approved'
          ) AS items ORDER BY ${order}`,
    );
    return rows.map((row) => row.id);
  }

  test.for(['newest', 'price_asc', 'price_desc'] as const)(
    'walks every item once forward and back by cursor, sorted %s, ties broken by id',
    async (sort, { app }) => {
      const visitor = paged.client();
      const pages: Array<Page & { prevCursor: string | null; hasNextPage: boolean }> = [];
      let response = await visitor.get(`/api/marketplace?sort=${sort}`);
      expect(await count(app, `sort=${sort}`, paged)).toBe(60);
      pages.push(response.body);
      while (response.body.nextCursor) {
        response = await visitor.get(`/api/marketplace?sort=${sort}&cursor=${response.body.nextCursor}`);
        expect(response.status).toBe(200);
        pages.push(response.body);
      }
      expect(pages.map((page) => page.items.length)).toEqual([24, 24, 12]);
      const forward = pages.flatMap((page) => page.items.map((item) => item.id));
      expect(new Set(forward).size).toBe(60);
      expect(forward).toEqual(await expectedOrder(sort));
      expect(pages.at(-1)).toMatchObject({ hasNextPage: false, nextCursor: null });

      // Back from the last page: the same pages in reverse, until there is nothing before.
      let back = pages.at(-1)!;
      for (let index = pages.length - 2; index >= 0; index -= 1) {
        expect(back.prevCursor).not.toBeNull();
        response = await visitor.get(`/api/marketplace?sort=${sort}&cursor=${back.prevCursor}`);
        back = response.body;
        expect(back.items.map((item) => item.id)).toEqual(pages[index]!.items.map((item) => item.id));
        expect(back.hasNextPage).toBe(true);
      }
      expect(back.prevCursor).toBeNull();
    },
  );

  test('pages filtered results and a text search the same way', async ({ app }) => {
    const visitor = paged.client();
    const first = await visitor.get('/api/marketplace?type=ip&sort=price_asc&maxPrice=30');
    expect(await count(app, 'type=ip&sort=price_asc&maxPrice=30', paged)).toBe(30);
    const second = await visitor.get(
      `/api/marketplace?type=ip&sort=price_asc&maxPrice=30&cursor=${first.body.nextCursor}`,
    );
    expect(second.body.items).toHaveLength(30 - MARKETPLACE_PAGE_SIZE);
    const prices = [...first.body.items, ...second.body.items].map(
      (item: MarketplaceItem) => item.pricePerMonthCents,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(Math.max(...prices)).toBe(3000);
    expect(second.body.nextCursor).toBeNull();
    const paging = await visitor.get('/api/marketplace?q=paging&sort=price_desc');
    expect(await count(app, 'q=paging', paged)).toBe(60);
    expect(paging.body.items[0].pricePerMonthCents).toBe(4000);
  });

  test('a search by words pages the same whether its rows come from a bounded walk or the full search', async () => {
    // Every item read in order, page by page through the cursor, from the page statement itself.
    async function allPages(
      input: MarketplaceQuery,
      wordsWalkRows: number,
      wordsProbeRows = WORDS_PROBE_ROWS,
    ) {
      const ids: string[] = [];
      let cursor: string | undefined;
      for (;;) {
        const data = marketplaceQuerySchema.parse({ ...input, cursor });
        const rows = await queryRows<{
          id: string;
          created_key: string;
          price_per_month_cents: number | string;
        }>(paged.db, buildMarketplaceQueries(data, { wordsWalkRows, wordsProbeRows }).page);
        const page = rows.slice(0, MARKETPLACE_PAGE_SIZE);
        ids.push(...page.map((row) => row.id));
        if (rows.length <= MARKETPLACE_PAGE_SIZE) return ids;
        const last = page.at(-1)!;
        cursor = encodeMarketplaceCursor({
          sort: data.sort,
          direction: 'next',
          key: data.sort === 'newest' ? last.created_key : String(last.price_per_month_cents),
          id: last.id,
        });
      }
    }
    // All 60 match; 22 ('number 1': 1 and 10 to 19 of each kind), fewer than a page; the locations and
    // the CPU/RAM words; the words within one kind.
    const searches: MarketplaceQuery[] = [
      { q: 'paging' },
      { q: 'number 1' },
      { location: 'oslo' },
      { specs: '2 vcpu' },
      { q: 'number', type: 'ip' },
    ];
    for (const search of searches) {
      for (const sort of ['newest', 'price_asc', 'price_desc'] as const) {
        const input = { ...search, sort };
        // No walk: the full search, as every page read before the walk.
        const expected = await allPages(input, 0);
        expect(expected.length, JSON.stringify(input)).toBeGreaterThan(0);
        // Walks shorter than a page's matches (they fall back), longer than the rows, and the default.
        for (const walkRows of [3, 30, 1_000, WORDS_WALK_ROWS])
          expect(await allPages(input, walkRows), `${JSON.stringify(input)} walk ${walkRows}`).toEqual(
            expected,
          );
        // Probes that find the first match, or none, before the walk.
        for (const probeRows of [1, 5, 40])
          expect(
            await allPages(input, WORDS_WALK_ROWS, probeRows),
            `${JSON.stringify(input)} probe ${probeRows}`,
          ).toEqual(expected);
      }
    }
    expect(await allPages({ q: 'number 1' }, WORDS_WALK_ROWS)).toHaveLength(22);
  });

  test('a leased listing between two pages is neither repeated nor skipped around', async () => {
    const visitor = paged.client();
    const first = await visitor.get('/api/marketplace?type=ip');
    const firstIds = first.body.items.map((item: MarketplaceItem) => item.id);
    // The last listing of page 1 is leased before page 2 is read: the cursor still holds its place.
    const last = first.body.items.at(-1) as MarketplaceItem;
    await paged.db.update(ipSubnets).set({ status: 'leased' }).where(eq(ipSubnets.subnet, last.cidr!));
    const second = await visitor.get(`/api/marketplace?type=ip&cursor=${first.body.nextCursor}`);
    const secondIds = second.body.items.map((item: MarketplaceItem) => item.id);
    expect(secondIds.filter((id: string) => firstIds.includes(id))).toEqual([]);
    expect(firstIds.length + secondIds.length).toBe(40);
  });
});

/** A server of its own holding `packages` approved server packages ('Counted', in Oslo), for `check`. */
async function withCountedPackages(packages: number, check: (big: TestApp) => Promise<void>) {
  const big = await createTestApp();
  try {
    const seller = await createUser(big, { role: 'monetizer' });
    await big.db.execute(sql`
      INSERT INTO server_packages (user_id, name, description, location, cpu, ram, storage, bandwidth,
                                   price_cents, status)
      SELECT ${seller.id}, 'Package ' || i, 'Counted', 'Oslo, NO', '2 vCPU', '4 GB', '80 GB', '1 TB',
             1000 + i, 'approved'
      FROM generate_series(1, ${packages}) AS i`);
    await check(big);
  } finally {
    await big.close();
  }
}

describe('marketplace count', () => {
  test('stops at the cap: more than 10,000 matches read as 10,001 ("10,000+")', async ({ app }) => {
    await withCountedPackages(MARKETPLACE_COUNT_LIMIT + 50, async (big) => {
      expect(await count(app, '', big)).toBe(MARKETPLACE_COUNT_LIMIT + 1);
      expect(await count(app, 'maxPrice=20', big)).toBe(1000);
    });
  });

  test('counts a search by words to the lower cap, and says which cap it counted to', async () => {
    await withCountedPackages(MARKETPLACE_WORDS_COUNT_LIMIT + 5, async (big) => {
      const answer = async (query: string) =>
        (await big.client().get(`/api/marketplace/count?${query}`)).body;
      const words = { total: MARKETPLACE_WORDS_COUNT_LIMIT + 1, limit: MARKETPLACE_WORDS_COUNT_LIMIT };
      // The search box's words, the location and CPU/RAM are words; '1,000+' on screen.
      expect(await answer('q=counted')).toEqual(words);
      expect(await answer('location=oslo')).toEqual(words);
      expect(await answer('specs=vcpu')).toEqual(words);
      // Fewer matches than the cap are counted exactly.
      expect(await answer('q=counted&maxPrice=15')).toEqual({
        total: 500,
        limit: MARKETPLACE_WORDS_COUNT_LIMIT,
      });
      // No words: the catalogue's cap.
      expect(await answer('type=server')).toEqual({
        total: MARKETPLACE_WORDS_COUNT_LIMIT + 5,
        limit: MARKETPLACE_COUNT_LIMIT,
      });
      // An address is no word: the search box's range keeps the catalogue's cap.
      expect((await answer('q=198.51.100.0%2F24')).limit).toBe(MARKETPLACE_COUNT_LIMIT);
    });
  });
});

describe('listing detail', () => {
  test('shows a public IP listing with its provider to anyone', async ({ app, db }) => {
    const response = await app.client().get(`/api/marketplace/listings/${ids.amsterdam}`);
    expect(response.status).toBe(200);
    const [seller] = await db.select().from(users).where(eq(users.id, sellerId));
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

  test('shows an approved server package in the same shape, priced per month', async ({ app }) => {
    const response = await app.client().get(`/api/marketplace/server-packages/${ids.vps}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      kind: 'server',
      title: 'Business VPS',
      period: 'month',
      cpu: '4 vCPU',
      ram: '8 GB',
      priceCents: 3499,
      provider: { name: 'Mona Seller' },
    });
    expect(response.body.features).toContain('CPU: 4 vCPU');
  });

  test("answers 'Listing Not Found' for missing and non-public items; owners and admins still see theirs", async ({
    app,
    db,
  }) => {
    const notFound = {
      code: 'not_found',
      title: 'Listing Not Found',
      message: 'The listing you are looking for does not exist or is no longer available.',
    };
    const stranger = await signInAs(app, { role: 'leaser' });
    const admin = await signInAs(app, { role: 'admin' });
    for (const path of [
      `/api/marketplace/listings/${ids.pending}`,
      `/api/marketplace/listings/${ids.rejected}`,
      `/api/marketplace/server-packages/${ids.pendingPackage}`,
      '/api/marketplace/listings/00000000-0000-4000-8000-000000000000',
      `/api/marketplace/server-packages/${ids.amsterdam}`,
    ]) {
      for (const client of [app.client(), stranger.client]) {
        const response = await client.get(path);
        expect(response.status).toBe(404);
        expect(response.body).toEqual(notFound);
      }
    }
    const owner = app.client();
    const [seller] = await db.select().from(users).where(eq(users.id, sellerId));
    await db.update(users).set({ emailVerifiedAt: app.clock.now() }).where(eq(users.id, sellerId));
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
  test('fills a living marketplace from documentation ranges only', async () => {
    const demo = await createTestApp();
    try {
      await resetDemoUsers(demo.ctx);
      await seedCatalog(demo.ctx);
      await seedCatalog(demo.ctx); // a second run adds nothing
      expect((await demo.client().get('/api/marketplace/count')).body.total).toBe(19);
      const titlesOf = async (query: string) =>
        titles((await demo.client().get(`/api/marketplace?${query}`)).body);
      expect(await titlesOf('q=198.51.100')).toEqual(['ARIN /24 for US East workloads']);
      expect(await titlesOf('rir=lacnic&prefix=20')).toEqual(['São Paulo /20 for ISPs']);
      expect(await titlesOf('country=ZA&sort=price_asc')).toEqual([
        'Johannesburg /23s for hosting',
        'Johannesburg /19 for carriers',
      ]);
      const blocks = await demo.db.select().from(ipBlocks);
      expect(blocks).toHaveLength(11);
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
