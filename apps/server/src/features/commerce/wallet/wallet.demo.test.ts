import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, users } from '../../../platform/db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedDemoData } from '../../demo/demo/seed-demo-data';
import { expectLedgerBalanced } from '../../../test/ledger-checks';
import { getWallet } from './wallet.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo money', () => {
  it('gives the demo leaser a balance and orders, the monetizer released sales and a payout, all balanced', async () => {
    await seedDemoData(t.ctx);
    const [leaser] = await t.db.select().from(users).where(eq(users.email, 'leaser@netlease.demo'));
    const [monetizer] = await t.db.select().from(users).where(eq(users.email, 'monetizer@netlease.demo'));
    expect((await getWallet(t.db, leaser!.id)).balance).toBeGreaterThan(0);
    const sold = await t.db.select().from(orders).where(eq(orders.monetizerId, monetizer!.id));
    expect(sold.map((order) => order.status).sort()).toEqual(['active', 'payment_confirmed']);
    const seller = await getWallet(t.db, monetizer!.id);
    expect(seller.onHoldBalance).toBeGreaterThan(0);
    await expectLedgerBalanced(t);
  });
});
