import { describe, expect } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { TEST_PASSWORD, signInAs } from '../../../test/factories';
import type { ApiClient } from '../../../test/api-client';
import { DAY } from '../../../platform/clock';
import { createServerPackage, fundWallet } from '../../../test/checkout-factories';

/** Moves the clock on; sessions expire while it does, so the users sign in again. */
async function advanceDays(
  app: TestApp,
  days: number,
  ...users: Array<{ user: { email: string }; client: ApiClient }>
) {
  app.clock.advance(days * DAY);
  for (const { user, client } of users) {
    await client.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
  }
}

describe('platform fees and order volume by week (the /admin chart)', () => {
  test('sums the fees account and the paid orders per UTC week, empty weeks as zeros', async ({
    app,
    admin,
    seller,
    leaser: buyer,
  }) => {
    await fundWallet(buyer.client, 100_000);
    const pkg = await createServerPackage(app, seller.user.id, { priceCents: 9_500, stockCount: 10 });
    const buy = () =>
      buyer.client.post('/api/checkout', { itemType: 'server', itemId: pkg.id, method: 'wallet' });
    // 2026-01-15 is a Thursday: its week starts on Monday 2026-01-12.
    expect((await buy()).status).toBe(201);
    expect((await buy()).status).toBe(201);
    await advanceDays(app, 7, admin, buyer);
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

  test('is for admins only', async ({ app }) => {
    expect((await app.client().get('/api/admin/money/weekly')).status).toBe(401);
    for (const role of ['leaser', 'monetizer', 'staff'] as const) {
      const user = await signInAs(app, { role });
      expect((await user.client.get('/api/admin/money/weekly')).status).toBe(403);
    }
  });
});
