import { describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, users } from '../../../platform/db/schema/index';
import { test } from '../../../test/server-test';
import { seedDemoData } from '../../demo/demo/seed-demo-data';
import { expectLedgerBalanced } from '../../../test/ledger-checks';
import { getWallet } from './wallet.service';

describe('demo money', () => {
  test('gives the demo leaser a balance and orders, the monetizer released sales and a payout, all balanced', async ({
    app,
    db,
  }) => {
    await seedDemoData(app.ctx);
    const [leaser] = await db.select().from(users).where(eq(users.email, 'leaser@netlease.demo'));
    const [monetizer] = await db.select().from(users).where(eq(users.email, 'monetizer@netlease.demo'));
    expect((await getWallet(db, leaser!.id)).balance).toBeGreaterThan(0);
    const sold = await db.select().from(orders).where(eq(orders.monetizerId, monetizer!.id));
    expect(sold.map((order) => order.status).sort()).toEqual(['active', 'payment_confirmed']);
    const seller = await getWallet(db, monetizer!.id);
    expect(seller.onHoldBalance).toBeGreaterThan(0);
    await expectLedgerBalanced(app);
  });
});
