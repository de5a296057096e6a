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

const balances = (points: Array<{ balance: number }>) => points.map((point) => point.balance);
const onHold = (points: Array<{ onHoldBalance: number }>) => points.map((point) => point.onHoldBalance);

describe('wallet balance history (the /wallet chart)', () => {
  test('gives the closing balances of each day from the user’s own ledger postings only', async ({
    app,
    leaser: buyer,
    seller,
  }) => {
    const other = await signInAs(app);
    await fundWallet(buyer.client, 20_000); // 2026-01-15
    await advanceDays(app, 2, buyer, seller, other); // 2026-01-17
    const pkg = await createServerPackage(app, seller.user.id, { priceCents: 9_500 });
    const checkout = await buyer.client.post('/api/checkout', {
      itemType: 'server',
      itemId: pkg.id,
      method: 'wallet',
    });
    expect(checkout.status).toBe(201);
    await fundWallet(other.client, 7_777);

    const mine = await buyer.client.get('/api/wallet/balance-history?days=7');
    expect(mine.status).toBe(200);
    expect(mine.body.days).toBe(7);
    expect(mine.body.hasMovements).toBe(true);
    expect(mine.body.points.map((point: { date: string }) => point.date)).toEqual([
      '2026-01-11',
      '2026-01-12',
      '2026-01-13',
      '2026-01-14',
      '2026-01-15',
      '2026-01-16',
      '2026-01-17',
    ]);
    // 200.00 deposited, then 95.00 + the 5.00 fee paid: the other user's deposit is not in it.
    expect(balances(mine.body.points)).toEqual([0, 0, 0, 0, 20_000, 20_000, 10_000]);
    expect(onHold(mine.body.points)).toEqual([0, 0, 0, 0, 0, 0, 0]);

    const sales = await seller.client.get('/api/wallet/balance-history?days=7');
    expect(onHold(sales.body.points)).toEqual([0, 0, 0, 0, 0, 0, 9_500]);
    expect(balances(sales.body.points)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    const others = await other.client.get('/api/wallet/balance-history?days=7');
    expect(balances(others.body.points)).toEqual([0, 0, 0, 0, 0, 0, 7_777]);

    // The last point always equals the wallet now.
    const wallet = await buyer.client.get('/api/wallet');
    expect(mine.body.points.at(-1)).toMatchObject({
      balance: wallet.body.balance,
      onHoldBalance: wallet.body.onHoldBalance,
    });

    // Movements before the window carry into its first day; a quiet window says so.
    await advanceDays(app, 10, buyer);
    const quiet = await buyer.client.get('/api/wallet/balance-history?days=7');
    expect(balances(quiet.body.points)).toEqual(Array(7).fill(10_000));
    expect(quiet.body.hasMovements).toBe(false);
    const byDefault = await buyer.client.get('/api/wallet/balance-history');
    expect(byDefault.body.points).toHaveLength(30);
    expect(byDefault.body.hasMovements).toBe(true);
  });

  test('refuses visitors and out-of-range windows', async ({ app }) => {
    expect((await app.client().get('/api/wallet/balance-history')).status).toBe(401);
    const user = await signInAs(app);
    expect((await user.client.get('/api/wallet/balance-history?days=1000')).status).toBe(400);
    expect((await user.client.get('/api/wallet/balance-history?days=abc')).status).toBe(400);
    const empty = await user.client.get('/api/wallet/balance-history?days=7');
    expect(empty.body).toMatchObject({ hasMovements: false });
    expect(balances(empty.body.points)).toEqual(Array(7).fill(0));
  });
});
