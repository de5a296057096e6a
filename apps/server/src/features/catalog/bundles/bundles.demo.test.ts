import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { serverPackages } from '../../../platform/db/schema/index';
import { test } from '../../../test/server-test';
import { seedDemoData } from '../../demo/demo/seed-demo-data';
import { seedDemoBundle } from './bundles.demo';

test('gives the demo monetizer one bundle: a server with a clean /24, shown on the marketplace', async ({
  app,
  db,
}) => {
  await seedDemoData(app.ctx);
  await seedDemoBundle(app.ctx); // a second run adds nothing
  const bundles = await db.select().from(serverPackages).where(eq(serverPackages.isBundle, true));
  const live = bundles.filter((pkg) => pkg.status === 'approved');
  expect(live.map((pkg) => pkg.name)).toEqual(['Server + /24 Bundle']);
  const response = await app.client().get(`/api/marketplace/server-packages/${live[0]!.id}/bundle`);
  expect(response.status).toBe(200);
  expect(response.body).toMatchObject({ isBundle: true, ipv4Count: 256 });
  expect(response.body.subnets.map((subnet: { subnet: string }) => subnet.subnet)).toEqual([
    '198.19.200.0/24',
  ]);
  const page = await app.client().get('/api/marketplace?type=server&q=bundle');
  const card = page.body.items.find((item: { id: string }) => item.id === live[0]!.id);
  expect(card.bundleSubnets).toEqual(['198.19.200.0/24']);
});
