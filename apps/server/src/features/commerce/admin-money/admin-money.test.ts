import { describe, expect } from 'vitest';
import { test } from '../../../test/server-test';
import { signInAs } from '../../../test/factories';
import { createServerPackage, fundWallet } from '../../../test/checkout-factories';

describe('admin money tabs', () => {
  test('pages and filters payouts, orders, invoices, transactions and payments', async ({ app, admin }) => {
    const seller = await signInAs(app, { role: 'monetizer', email: 'seller-tabs@example.com' });
    const buyer = await signInAs(app, { email: 'buyer-tabs@example.com' });
    await fundWallet(buyer.client, 100_000);
    await fundWallet(seller.client, 5_000);
    const pkg = await createServerPackage(app, seller.user.id, { stockCount: 10 });
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

    const today = app.clock.now().toISOString().slice(0, 10);
    expect(
      (await admin.client.get(`/api/admin/payments?email=buyer-tabs&from=${today}&to=${today}`)).body.total,
    ).toBe(4);
    expect((await admin.client.get('/api/admin/payments?email=buyer-tabs&to=2020-01-01')).body.total).toBe(0);
    expect((await admin.client.get('/api/admin/payments?from=yesterday')).status).toBe(400);
  });

  test('answers impossible dates and numbers with a 400 that says what to type, never a 500', async ({
    admin,
  }) => {
    for (const day of ['2026-13-45', '0000-00-00', '0000-01-01', '2026-02-30', '99999-01-01', '2026-1-5']) {
      for (const path of ['/api/admin/payments', '/api/admin/orders/export.csv']) {
        for (const filter of ['from', 'to']) {
          const response = await admin.client.get(`${path}?${filter}=${day}`);
          expect(response.status, `${path}?${filter}=${day}`).toBe(400);
          expect(response.body).toMatchObject({
            title: 'Invalid date',
            message: 'Use a real date like 2026-01-31 (years 1900 to 9999).',
          });
        }
      }
    }
    // The widest real range still works, to the last day JavaScript and PostgreSQL both know.
    const widest = await admin.client.get('/api/admin/payments?from=1900-01-01&to=9999-12-31');
    expect(widest.status).toBe(200);
    expect((await admin.client.get('/api/admin/payments?from=2024-02-29')).status).toBe(200);

    for (const [query, range] of [
      ['page=0', '1 to 10000'],
      ['page=10001', '1 to 10000'],
      ['page=1e3', '1 to 10000'],
      ['page=-1', '1 to 10000'],
      [`page=${'9'.repeat(20)}`, '1 to 10000'],
      ['pageSize=101', '1 to 100'],
      ['pageSize=0x10', '1 to 100'],
    ]) {
      const response = await admin.client.get(`/api/admin/orders?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body).toMatchObject({
        title: 'Invalid number',
        message: `Use a whole number from ${range}.`,
      });
    }
    const weeks = await admin.client.get('/api/admin/money/weekly?weeks=1e2');
    expect(weeks.status).toBe(400);
    expect(weeks.body.message).toBe('Use a whole number from 1 to 104.');
  });

  test('is for admins only', async ({ app, staff, leaser }) => {
    for (const tab of ['payouts', 'orders', 'invoices', 'transactions', 'payments']) {
      expect((await staff.client.get(`/api/admin/${tab}`)).status).toBe(403);
      expect((await leaser.client.get(`/api/admin/${tab}`)).status).toBe(403);
      expect((await app.client().get(`/api/admin/${tab}`)).status).toBe(401);
    }
  });
});

/** The first uuid of each data line: the row's id in every export (after the invoice number). */
const csvIds = (csv: string) =>
  csv
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.match(/[0-9a-f]{8}-[0-9a-f-]{27}/)?.[0]);

describe('admin money CSV exports', () => {
  test('exports exactly the rows of the current filter, paging aside, with formulas defused', async ({
    app,
    admin,
  }) => {
    const seller = await signInAs(app, { role: 'monetizer', email: 'csv-seller@example.com' });
    const buyer = await signInAs(app, { email: 'csv-buyer@example.com', name: '=HYPERLINK("http://evil")' });
    await fundWallet(buyer.client, 50_000);
    await fundWallet(seller.client, 5_000);
    const pkg = await createServerPackage(app, seller.user.id, { stockCount: 5 });
    for (let index = 0; index < 2; index += 1) {
      await buyer.client.post('/api/checkout', { itemType: 'server', itemId: pkg.id, method: 'wallet' });
    }
    const payout = await seller.client.post('/api/payouts', {
      amountCents: 1_250,
      method: 'crypto',
      details: { wallet_address: 'bc1q-secret-address' },
    });
    expect(payout.status).toBe(201);

    const cases = [
      ['orders', 'email=csv-buyer'],
      ['invoices', 'email=csv-buyer&status=paid'],
      ['transactions', 'email=csv-buyer'],
      ['payments', 'email=csv-buyer&status=success'],
      ['payouts', 'email=csv-seller&status=requested'],
    ] as const;
    for (const [tab, filter] of cases) {
      const list = await admin.client.get(`/api/admin/${tab}?${filter}&pageSize=100`);
      expect(list.body.total).toBeGreaterThan(0);
      // Page and page size are ignored: the file holds every row the filter matches.
      const csv = await admin.client.get(`/api/admin/${tab}/export.csv?${filter}&page=2&pageSize=1`);
      expect(csv.status).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.headers['content-disposition']).toBe(`attachment; filename="admin-${tab}.csv"`);
      expect(csvIds(String(csv.body))).toEqual(list.body.items.map((item: { id: string }) => item.id));
    }

    const orders = String((await admin.client.get('/api/admin/orders/export.csv?email=csv-buyer')).body);
    const [header, first] = orders.split('\r\n');
    expect(header).toBe(
      'id,created_at,status,item_type,title,leaser_email,monetizer_email,prefix,asn,amount_usd,fee_usd,total_usd,start_date,renewal_date,auto_renews',
    );
    expect(first).toContain(',payment_confirmed,server_package,Dedicated EPYC 7443,');
    expect(first).toContain('csv-buyer@example.com,csv-seller@example.com,');
    expect(first).toContain(',95.00,5.00,100.00,');

    // A filter that matches nothing gives the header alone.
    const none = await admin.client.get('/api/admin/orders/export.csv?email=csv-buyer&status=active');
    expect(String(none.body)).toBe(`${header}\r\n`);

    // The buyer's name looks like a formula: quoted, with an apostrophe, so a spreadsheet shows text.
    const transactions = String(
      (await admin.client.get('/api/admin/transactions/export.csv?email=csv-buyer')).body,
    );
    expect(transactions).toContain(`,"'=HYPERLINK(""http://evil"")",csv-buyer@example.com,`);
    expect(transactions).not.toMatch(/,=HYPERLINK/);

    // Payout account details never leave the admin page.
    const payouts = String((await admin.client.get('/api/admin/payouts/export.csv?email=csv-seller')).body);
    expect(payouts).toContain(',12.50,crypto,requested,');
    expect(payouts).not.toContain('bc1q-secret-address');

    expect((await admin.client.get('/api/admin/orders/export.csv?from=yesterday')).status).toBe(400);
  });

  test('is for admins only', async ({ app, staff, seller: monetizer, leaser }) => {
    for (const tab of ['payouts', 'orders', 'invoices', 'transactions', 'payments']) {
      const path = `/api/admin/${tab}/export.csv`;
      expect((await app.client().get(path)).status).toBe(401);
      for (const user of [staff, monetizer, leaser]) expect((await user.client.get(path)).status).toBe(403);
    }
  });
});
