import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serverPackages } from '../../../platform/db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedDemoData } from '../../demo/demo/seed-demo-data';
import { seedDemoBundle } from './bundles.demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('gives the demo monetizer one bundle: a server with a clean /24, shown on the marketplace', async () => {
  await seedDemoData(t.ctx);
  await seedDemoBundle(t.ctx); // a second run adds nothing
  const bundles = await t.db.select().from(serverPackages).where(eq(serverPackages.isBundle, true));
  const live = bundles.filter((pkg) => pkg.status === 'approved');
  expect(live.map((pkg) => pkg.name)).toEqual(['Server + /24 Bundle']);
  const response = await t.client().get(`/api/marketplace/server-packages/${live[0]!.id}/bundle`);
  expect(response.status).toBe(200);
  expect(response.body).toMatchObject({ isBundle: true, ipv4Count: 256 });
  expect(response.body.subnets.map((subnet: { subnet: string }) => subnet.subnet)).toEqual([
    '198.19.200.0/24',
  ]);
  const page = await t.client().get('/api/marketplace?type=server&q=bundle');
  const card = page.body.items.find((item: { id: string }) => item.id === live[0]!.id);
  expect(card.bundleSubnets).toEqual(['198.19.200.0/24']);
});
