import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signInAs } from '../../test/factories';
import { createServerPackage, fundWallet } from '../checkout/checkout-test-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('admin money tabs', () => {
  it('pages and filters payouts, orders, invoices, transactions and payments', async () => {
    const admin = await signInAs(t, { role: 'admin' });
    const seller = await signInAs(t, { role: 'monetizer', email: 'seller-tabs@example.com' });
    const buyer = await signInAs(t, { email: 'buyer-tabs@example.com' });
    await fundWallet(buyer.client, 100_000);
    await fundWallet(seller.client, 5_000);
    const pkg = await createServerPackage(t, seller.user.id, { stockCount: 10 });
    for (let index = 0; index < 3; index += 1) {
      await buyer.client.post('/api/checkout', { itemType: 'server', itemId: pkg.id, method: 'wallet' });
    }
    await seller.client.post('/api/payouts', {
      amountCents: 1_000,
      method: 'crypto',
      details: { wallet_address: 'bc1q' },
    });

    const orders = await admin.client.get('/api/admin/orders?email=BUYER-TABS&pageSize=2');
    expect(orders.status).toBe(200);
    expect(orders.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(orders.body.items).toHaveLength(2);
    expect(orders.body.items[0]).toMatchObject({
      leaserEmail: 'buyer-tabs@example.com',
      status: 'payment_confirmed',
    });
    const page2 = await admin.client.get('/api/admin/orders?email=buyer-tabs&pageSize=2&page=2');
    expect(page2.body.items).toHaveLength(1);
    expect((await admin.client.get('/api/admin/orders?email=seller-tabs')).body.total).toBe(3);
    expect((await admin.client.get('/api/admin/orders?status=active&email=buyer-tabs')).body.total).toBe(0);
    expect((await admin.client.get('/api/admin/orders?status=nonsense')).body.total).toBe(0);
    // LIKE wildcards in the filter are matched literally.
    expect((await admin.client.get('/api/admin/orders?email=%25')).body.total).toBe(0);

    const invoices = await admin.client.get('/api/admin/invoices?status=paid&email=buyer-tabs');
    expect(invoices.body.total).toBe(3);
    const transactions = await admin.client.get('/api/admin/transactions?email=buyer-tabs');
    expect(transactions.body.total).toBe(7);
    const payments = await admin.client.get('/api/admin/payments?email=buyer-tabs&status=success');
    expect(payments.body.total).toBe(4);
    const payouts = await admin.client.get('/api/admin/payouts?status=requested&email=seller-tabs');
    expect(payouts.body.items[0]).toMatchObject({ amount: 1_000, userEmail: 'seller-tabs@example.com' });

    const today = t.clock.now().toISOString().slice(0, 10);
    expect(
      (await admin.client.get(`/api/admin/payments?email=buyer-tabs&from=${today}&to=${today}`)).body.total,
    ).toBe(4);
    expect((await admin.client.get('/api/admin/payments?email=buyer-tabs&to=2020-01-01')).body.total).toBe(0);
    expect((await admin.client.get('/api/admin/payments?from=yesterday')).status).toBe(400);
  });

  it('is for admins only', async () => {
    const staff = await signInAs(t, { role: 'staff' });
    const leaser = await signInAs(t);
    for (const tab of ['payouts', 'orders', 'invoices', 'transactions', 'payments']) {
      expect((await staff.client.get(`/api/admin/${tab}`)).status).toBe(403);
      expect((await leaser.client.get(`/api/admin/${tab}`)).status).toBe(403);
      expect((await t.client().get(`/api/admin/${tab}`)).status).toBe(401);
    }
  });
});
