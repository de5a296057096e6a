import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { TEST_PASSWORD, signInAs } from '../../../test/factories';
import type { ApiClient } from '../../../test/api-client';
import { DAY } from '../../../platform/clock';
import { createServerPackage, fundWallet } from '../../../test/checkout-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Moves the clock on; sessions expire while it does, so the users sign in again. */
async function advanceDays(days: number, ...users: Array<{ user: { email: string }; client: ApiClient }>) {
  t.clock.advance(days * DAY);
  for (const { user, client } of users) {
    await client.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
  }
}

describe('platform fees and order volume by week (the /admin chart)', () => {
  it('sums the fees account and the paid orders per UTC week, empty weeks as zeros', async () => {
    const admin = await signInAs(t, { role: 'admin' });
    const seller = await signInAs(t, { role: 'monetizer' });
    const buyer = await signInAs(t);
    await fundWallet(buyer.client, 100_000);
    const pkg = await createServerPackage(t, seller.user.id, { priceCents: 9_500, stockCount: 10 });
    const buy = () =>
      buyer.client.post('/api/checkout', { itemType: 'server', itemId: pkg.id, method: 'wallet' });
    // 2026-01-15 is a Thursday: its week starts on Monday 2026-01-12.
    expect((await buy()).status).toBe(201);
    expect((await buy()).status).toBe(201);
    await advanceDays(7, admin, buyer);
    expect((await buy()).status).toBe(201);

    const weekly = await admin.client.get('/api/admin/money/weekly?weeks=3');
    expect(weekly.status).toBe(200);
    expect(weekly.body.weeks).toEqual([
      { weekStart: '2026-01-05', fees: 0, orderCount: 0, orderVolume: 0 },
      { weekStart: '2026-01-12', fees: 1_000, orderCount: 2, orderVolume: 20_000 },
      { weekStart: '2026-01-19', fees: 500, orderCount: 1, orderVolume: 10_000 },
    ]);
    const byDefault = await admin.client.get('/api/admin/money/weekly');
    expect(byDefault.body.weeks).toHaveLength(12);
    expect(byDefault.body.weeks.at(-1).weekStart).toBe('2026-01-19');
    expect((await admin.client.get('/api/admin/money/weekly?weeks=0')).status).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await t.client().get('/api/admin/money/weekly')).status).toBe(401);
    for (const role of ['leaser', 'monetizer', 'staff'] as const) {
      const user = await signInAs(t, { role });
      expect((await user.client.get('/api/admin/money/weekly')).status).toBe(403);
    }
  });
});
