import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ipReputationLogs,
  ipSubnets,
  penalties,
  serverPackages,
  userRatings,
} from '../../../platform/db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, signInAs } from '../../../test/factories';
import { createOwnedSubnet } from '../../../test/trust-fixtures';
import { MINUTE } from '../../../platform/clock';
import { dnsblQueryName, runReputationChecks, sampleAddresses } from './reputation.checker';

/**
 * docs/PRODUCT.md "Trust signals": a subnet never checked has no score wherever a score is served, a
 * user nobody rated carries the default 5.0 with a count of 0, and the admin reputation and
 * penalties lists are filtered and paged by the server.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ZONE = 'bl.example.test';

async function checkOnce(listed: Set<string>) {
  await runReputationChecks(
    t.ctx,
    { lookup: async (name) => (listed.has(name) ? ['127.0.0.2'] : []), blocklists: [ZONE] },
    { batchSize: 1000 },
  );
}

describe('a subnet never checked', () => {
  it('answers null (not yet checked) everywhere, and its score once a check has run', async () => {
    const owner = await signInAs(t, { role: 'monetizer' });
    const admin = await signInAs(t, { role: 'admin' });
    const { block, subnet, cidr } = await createOwnedSubnet(t, owner.user.id);

    const [stored] = await t.db.select().from(ipSubnets).where(eq(ipSubnets.id, subnet.id));
    expect(stored!.reputationScore).toBeNull();

    const served = async () => {
      const details = await owner.client.get(`/api/ip-blocks/${block.id}`);
      expect(details.status).toBe(200);
      const reputation = await owner.client.get('/api/reputation/subnets');
      expect(reputation.status).toBe(200);
      const available = await owner.client.get('/api/server-packages/available-subnets');
      expect(available.status).toBe(200);
      const logs = await admin.client.get(`/api/admin/reputation/logs?q=${encodeURIComponent(cidr)}`);
      expect(logs.status).toBe(200);
      const subnets: Array<{ id: string; reputationScore: number | null }> = available.body.subnets;
      return {
        details: details.body.subnets.find((row: { id: string }) => row.id === subnet.id).reputationScore as
          number | null,
        reputation: reputation.body.find((row: { subnetId: string }) => row.subnetId === subnet.id),
        available: subnets.find((row) => row.id === subnet.id)?.reputationScore,
        logs: logs.body as {
          total: number;
          items: Array<{ score: number | null; checkedAt: string | null }>;
        },
      };
    };

    const before = await served();
    expect(before.details).toBeNull();
    expect(before.reputation).toMatchObject({ score: null, checkedAt: null });
    expect(before.available).toBeNull();
    expect(before.logs.total).toBe(1);
    expect(before.logs.items[0]).toMatchObject({ subnetId: subnet.id, score: null, checkedAt: null });

    // One address of the subnet on one list: 82, Warning (decision 070's scoring).
    await checkOnce(new Set([dnsblQueryName(sampleAddresses(cidr)[0]!, ZONE)]));
    const after = await served();
    expect(after.details).toBe(82);
    expect(after.reputation).toMatchObject({ score: 82 });
    expect(after.reputation.checkedAt).not.toBeNull();
    expect(after.available).toBe(82);
    expect(after.logs.total).toBe(1);
    expect(after.logs.items[0]).toMatchObject({ subnetId: subnet.id, score: 82, listedOn: [ZONE] });
  });

  it('stays not yet checked when the checker is not configured or cannot check it (IPv6)', async () => {
    const owner = await signInAs(t, { role: 'monetizer' });
    const { subnet } = await createOwnedSubnet(t, owner.user.id);
    expect(await runReputationChecks(t.ctx, null)).toBe(0);
    const [v6] = await t.db
      .insert(ipSubnets)
      .values({ ipBlockId: subnet.ipBlockId, subnet: '2001:db8:ff::/48' })
      .returning();
    await checkOnce(new Set());
    const rows = (await owner.client.get('/api/reputation/subnets')).body as Array<{
      subnetId: string;
      score: number | null;
    }>;
    expect(rows.find((row) => row.subnetId === v6!.id)?.score).toBeNull();
    expect(rows.find((row) => row.subnetId === subnet.id)?.score).toBe(100);
    expect(await t.db.select().from(ipReputationLogs).where(eq(ipReputationLogs.subnetId, v6!.id))).toEqual(
      [],
    );
  });

  it('alerts when a subnet drops from Warning into Blacklisted, with the drop in the message', async () => {
    const owner = await signInAs(t, { role: 'monetizer' });
    const { cidr } = await createOwnedSubnet(t, owner.user.id);
    const addresses = sampleAddresses(cidr);
    await checkOnce(new Set([dnsblQueryName(addresses[0]!, ZONE)]));
    t.clock.advance(6 * 60 * MINUTE);
    await checkOnce(new Set(addresses.map((address) => dnsblQueryName(address, ZONE))));
    const list: Array<{ message: string }> = (await owner.client.get('/api/notifications')).body
      .notifications;
    expect(list.some((item) => item.message.includes(`${cidr} dropped to 60/100 (Blacklisted)`))).toBe(true);
  });
});

describe('ratings', () => {
  it('a user without ratings has the default 5.0 and a count of 0; a rating changes both', async () => {
    const seller = await signInAs(t, { role: 'monetizer', name: 'Rated Seller' });
    const rater = await createUser(t, { name: 'Rita Rater' });
    const [item] = await t.db
      .insert(serverPackages)
      .values({
        userId: seller.user.id,
        name: 'Rated box',
        description: 'A server',
        location: 'Amsterdam',
        cpu: '8 cores',
        ram: '32 GB',
        storage: '1 TB',
        bandwidth: '10 TB',
        priceCents: 9_900,
        status: 'approved',
      })
      .returning();
    const visitor = t.client();
    const provider = async () =>
      (await visitor.get(`/api/marketplace/server-packages/${item!.id}`)).body.provider;

    expect((await seller.client.get('/api/profile')).body).toMatchObject({
      averageRating: 5,
      ratingCount: 0,
    });
    expect(await provider()).toMatchObject({ averageRating: 5, ratingCount: 0 });
    expect((await seller.client.get('/api/reputation/me')).body).toMatchObject({
      averageRating: 5,
      ratingCount: 0,
      recentRatings: [],
    });

    await t.db.insert(userRatings).values([
      { ratedUserId: seller.user.id, ratedByUserId: rater.id, rating: 4, comment: 'Good' },
      { ratedUserId: seller.user.id, ratedByUserId: rater.id, rating: 3 },
    ]);
    expect((await seller.client.get('/api/profile')).body).toMatchObject({
      averageRating: 3.5,
      ratingCount: 2,
    });
    expect(await provider()).toMatchObject({ averageRating: 3.5, ratingCount: 2 });
    const mine = (await seller.client.get('/api/reputation/me')).body;
    expect(mine).toMatchObject({ averageRating: 3.5, ratingCount: 2 });
    // The rater is shown with name and avatar; the id seeds a generated one (PRODUCT.md "User reputation").
    expect(mine.recentRatings[0]).toMatchObject({
      raterId: rater.id,
      raterName: 'Rita Rater',
      raterAvatarUrl: null,
    });
  });
});

describe('admin lists page and filter on the server', () => {
  let admin: Awaited<ReturnType<typeof signInAs>>;
  let ownerEmail: string;
  let cidrs: string[];
  const scoreOf = (index: number) => (index % 3 === 0 ? 95 : index % 3 === 1 ? 80 : 40);

  beforeAll(async () => {
    // A database of its own, so the counts below are exact.
    await t.close();
    t = await createTestApp();
    admin = await signInAs(t, { role: 'admin' });
    const owner = await createUser(t, { role: 'monetizer', email: 'owner-of-many@example.com' });
    ownerEmail = owner.email;
    const subnets: Array<Awaited<ReturnType<typeof createOwnedSubnet>>> = [];
    for (let index = 0; index < 4; index += 1) subnets.push(await createOwnedSubnet(t, owner.id));
    cidrs = subnets.map((row) => row.cidr);
    // 120 checks over the first three subnets (40 each, one a minute); the fourth is never checked.
    const start = t.clock.now().getTime();
    await t.db.insert(ipReputationLogs).values(
      Array.from({ length: 120 }, (_, index) => ({
        subnetId: subnets[index % 3]!.subnet.id,
        score: scoreOf(index),
        checkedAt: new Date(start + index * MINUTE),
      })),
    );
    for (let index = 0; index < 3; index += 1)
      await t.db
        .update(ipSubnets)
        .set({ reputationScore: scoreOf(index) })
        .where(eq(ipSubnets.id, subnets[index]!.subnet.id));

    const penalised = await createUser(t, { email: 'penalised@example.com' });
    const other = await createUser(t, { email: 'someone-else@example.com' });
    const types = ['warning', 'suspension', 'dispute_lost'] as const;
    await t.db.insert(penalties).values(
      Array.from({ length: 120 }, (_, index) => ({
        userId: index % 2 === 0 ? penalised.id : other.id,
        type: types[index % 3]!,
        reason: `Reason ${index}`,
        appliedBy: admin.user.id,
        appliedAt: new Date(start + index * MINUTE),
      })),
    );
  });

  it('reputation: 50 rows a page, newest first, then the subnets not yet checked; nothing twice', async () => {
    const pages = [];
    for (let page = 1; page <= 3; page += 1) {
      const response = await admin.client.get(`/api/admin/reputation/logs?page=${page}`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ total: 121, page, pageSize: 50 });
      pages.push(response.body.items);
    }
    expect(pages.map((items) => items.length)).toEqual([50, 50, 21]);
    const rows = pages.flat();
    expect(new Set(rows.map((row: { id: string }) => row.id)).size).toBe(121);
    const times = rows.slice(0, 120).map((row: { checkedAt: string }) => Date.parse(row.checkedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(rows[120]).toMatchObject({ subnet: cidrs[3], score: null, checkedAt: null, ownerEmail });

    const small = await admin.client.get('/api/admin/reputation/logs?pageSize=10&page=13');
    expect(small.body.items).toHaveLength(1);
    expect((await admin.client.get('/api/admin/reputation/logs?page=4')).body.items).toEqual([]);
  });

  it('reputation: filters by band, by not yet checked, by subnet, address or owner email', async () => {
    const get = async (query: string) => {
      const response = await admin.client.get(`/api/admin/reputation/logs?${query}`);
      expect(response.status).toBe(200);
      return response.body as { total: number; items: Array<{ subnet: string; score: number | null }> };
    };
    const clean = await get('band=clean');
    expect(clean.total).toBe(40);
    expect(clean.items.every((row) => row.score! >= 90)).toBe(true);
    expect((await get('band=warning')).total).toBe(40);
    const blacklisted = await get('band=blacklisted&pageSize=100');
    expect(blacklisted.total).toBe(40);
    expect(blacklisted.items.every((row) => row.score! < 70)).toBe(true);
    const unchecked = await get('band=unchecked');
    expect(unchecked).toMatchObject({ total: 1, items: [{ subnet: cidrs[3], score: null }] });

    const [, third, octet] = cidrs[1]!.split('.');
    const byAddress = await get(`q=198.${third}.${octet}.7`);
    expect(byAddress.total).toBe(40);
    expect(byAddress.items.every((row) => row.subnet === cidrs[1])).toBe(true);
    expect((await get(`q=${encodeURIComponent(cidrs[2]!)}&band=blacklisted`)).total).toBe(40);
    expect((await get(`q=${encodeURIComponent(cidrs[2]!)}&band=clean`)).total).toBe(0);
    expect((await get('q=owner-of-many')).total).toBe(121);
    expect((await get('q=nobody-has-this')).total).toBe(0);
    expect((await get('q=100%25')).total).toBe(0);
  });

  it('penalties: 50 a page, newest first, filtered by user email and type', async () => {
    const first = await admin.client.get('/api/admin/penalties');
    expect(first.body).toMatchObject({ total: 120, page: 1, pageSize: 50 });
    expect(first.body.items).toHaveLength(50);
    expect(first.body.items[0].reason).toBe('Reason 119');
    const last = await admin.client.get('/api/admin/penalties?page=3');
    expect(last.body.items).toHaveLength(20);
    expect(last.body.items.at(-1).reason).toBe('Reason 0');

    const byEmail = await admin.client.get('/api/admin/penalties?email=PENALISED@');
    expect(byEmail.body.total).toBe(60);
    expect(
      byEmail.body.items.every((row: { userEmail: string }) => row.userEmail === 'penalised@example.com'),
    ).toBe(true);
    const byType = await admin.client.get('/api/admin/penalties?type=suspension&pageSize=100');
    expect(byType.body.total).toBe(40);
    expect(byType.body.items.every((row: { type: string }) => row.type === 'suspension')).toBe(true);
    const both = await admin.client.get('/api/admin/penalties?email=someone-else&type=warning');
    expect(both.body.total).toBe(20);
  });

  it('refuses values it cannot use with 400 and a message saying what it takes', async () => {
    const cases: Array<[string, string]> = [
      ['/api/admin/reputation/logs?band=excellent', 'Invalid reputation band'],
      ['/api/admin/reputation/logs?page=0', 'Invalid number'],
      ['/api/admin/reputation/logs?pageSize=101', 'Invalid number'],
      ['/api/admin/reputation/logs?page=1e3', 'Invalid number'],
      [`/api/admin/reputation/logs?q=${'x'.repeat(101)}`, ''],
      ['/api/admin/penalties?type=ban', 'Invalid penalty type'],
      ['/api/admin/penalties?page=-1', 'Invalid number'],
      ['/api/admin/penalties?pageSize=1000', 'Invalid number'],
    ];
    for (const [path, title] of cases) {
      const response = await admin.client.get(path);
      expect(response.status, path).toBe(400);
      if (title) expect(response.body.title ?? response.body.message, path).toContain(title);
    }
  });

  it('is for admins only', async () => {
    const staff = await signInAs(t, { role: 'staff' });
    const seller = await signInAs(t, { role: 'monetizer' });
    for (const path of ['/api/admin/reputation/logs', '/api/admin/penalties']) {
      expect((await t.client().get(path)).status).toBe(401);
      expect((await staff.client.get(path)).status).toBe(403);
      expect((await seller.client.get(path)).status).toBe(403);
    }
  });
});
