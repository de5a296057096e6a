import { describe, expect } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { TEST_CARDS } from '@netlease/shared/payments';
import { ORDER_MESSAGES } from '@netlease/shared/orders';
import {
  invoices,
  ipSubnets,
  notifications,
  orders,
  payments,
  serverPackages,
} from '../../../platform/db/schema/index';
import type { TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { signInAs } from '../../../test/factories';
import { expectLedgerBalanced } from '../../../test/ledger-checks';
import {
  TEST_CARD,
  createIpListing,
  createServerPackage,
  fundWallet,
  nextTestCidr,
} from '../../../test/checkout-factories';

async function sellerAndBuyer(app: TestApp, funds = 0) {
  const seller = await signInAs(app, { role: 'monetizer', name: 'Mona Seller' });
  const buyer = await signInAs(app, { role: 'leaser', name: 'Leo Buyer' });
  if (funds > 0) await fundWallet(buyer.client, funds);
  return { seller, buyer };
}

describe('checkout summary', () => {
  test('shows title, provider, subtotal, the $5.00 fee, total and the buyer balance', async ({ app }) => {
    const { seller, buyer } = await sellerAndBuyer(app, 1_234);
    const pkg = await createServerPackage(app, seller.user.id, { priceCents: 4_999 });
    const response = await buyer.client.get(`/api/checkout/server/${pkg.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      itemType: 'server',
      itemId: pkg.id,
      title: 'Dedicated EPYC 7443',
      providerName: 'Mona Seller',
      period: 'month',
      subtotal: 4_999,
      fee: 500,
      total: 5_499,
      // A private customer outside the EU: no VAT (the factories' default billing profile).
      tax: expect.objectContaining({ treatment: 'not_subject', taxCents: 0, grossCents: 5_499 }),
      isOwnItem: false,
      walletBalance: 1_234,
      renewalDate: '2026-02-15T12:00:00.000Z',
      unit: null,
      hold: null,
      heldUntil: null,
      // A server package is leased by the month (docs/PRODUCT.md "Checkout").
      minTermMonths: 1,
      periodOptions: [
        { period: 'month', subtotal: 4_999, total: 5_499, renewalDate: '2026-02-15T12:00:00.000Z' },
      ],
    });
  });

  test('answers Invalid item details for a missing or unapproved item', async ({ app }) => {
    const { seller, buyer } = await sellerAndBuyer(app);
    const pending = await createServerPackage(app, seller.user.id, { status: 'pending' });
    for (const url of [
      `/api/checkout/server/${pending.id}`,
      `/api/checkout/ip/${pending.id}`,
      '/api/checkout/server/00000000-0000-4000-8000-000000000000',
    ]) {
      const response = await buyer.client.get(url);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ title: 'Error', message: 'Invalid item details' });
    }
  });
});

describe('checkout from the wallet', () => {
  test('charges price + fee, creates the order, paid invoice, payment, seller hold, and takes stock', async ({
    app,
    db,
  }) => {
    const { seller, buyer } = await sellerAndBuyer(app, 20_000);
    const pkg = await createServerPackage(app, seller.user.id, { priceCents: 9_500, stockCount: 2 });
    const response = await buyer.client.post('/api/checkout', {
      itemType: 'server',
      itemId: pkg.id,
      method: 'wallet',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      title: 'Payment successful',
      message: 'Your order for Dedicated EPYC 7443 has been confirmed.',
    });
    expect((await buyer.client.get('/api/wallet')).body).toEqual({ balance: 10_000, onHoldBalance: 0 });
    expect((await seller.client.get('/api/wallet')).body).toEqual({ balance: 0, onHoldBalance: 9_500 });

    const [order] = await db.select().from(orders).where(eq(orders.id, response.body.orderId));
    expect(order).toMatchObject({
      status: 'payment_confirmed',
      itemType: 'server_package',
      itemId: pkg.id,
      amount: 9_500,
      fee: 500,
      leaserId: buyer.user.id,
      monetizerId: seller.user.id,
    });
    expect(order!.renewalDate.toISOString()).toBe('2026-02-15T12:00:00.000Z');
    const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, order!.id));
    expect(invoice).toMatchObject({
      status: 'paid',
      amount: 10_000,
      subtotal: 9_500,
      fee: 500,
      userId: buyer.user.id,
    });
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, order!.id));
    expect(payment).toMatchObject({ status: 'success', gateway: 'wallet', amount: 10_000 });
    const [stock] = await db.select().from(serverPackages).where(eq(serverPackages.id, pkg.id));
    expect(stock!.stockCount).toBe(1);

    const history = (await buyer.client.get('/api/wallet/transactions')).body.items;
    expect(history.map((row: { type: string; amount: number }) => [row.type, row.amount])).toEqual(
      expect.arrayContaining([
        ['escrow_lock', 9_500],
        ['fee', 500],
        ['deposit', 20_000],
      ]),
    );
    const sellerHistory = (await seller.client.get('/api/wallet/transactions')).body.items;
    expect(sellerHistory[0]).toMatchObject({ type: 'escrow_release', status: 'on_hold', amount: 9_500 });
    for (const userId of [buyer.user.id, seller.user.id]) {
      const [row] = await db
        .select({ total: count() })
        .from(notifications)
        .where(eq(notifications.userId, userId));
      expect(row!.total).toBeGreaterThan(0);
    }
    const listed = await buyer.client.get('/api/orders');
    expect(listed.body.orders[0]).toMatchObject({
      id: order!.id,
      invoiceId: invoice!.id,
      monetizerName: 'Mona Seller',
    });
    const sold = await seller.client.get('/api/orders?as=monetizer');
    expect(sold.body.orders[0]).toMatchObject({ id: order!.id, invoiceId: null, leaserName: 'Leo Buyer' });
    await expectLedgerBalanced(app);
  });

  test('leases an IP listing: the subnet is leased and cannot be leased again for that term', async ({
    app,
    db,
  }) => {
    const { seller, buyer } = await sellerAndBuyer(app, 50_000);
    const { listing, block } = await createIpListing(app, seller.user.id, { priceCents: 20_000 });
    const first = await buyer.client.post('/api/checkout', {
      itemType: 'ip',
      itemId: listing.id,
      method: 'wallet',
    });
    expect(first.status).toBe(201);
    const [order] = await db.select().from(orders).where(eq(orders.id, first.body.orderId));
    const [subnet] = await db.select().from(ipSubnets).where(eq(ipSubnets.ipBlockId, block.id));
    expect(order).toMatchObject({ itemType: 'ip_subnet', itemId: subnet!.id, listingId: listing.id });
    expect(subnet!.status).toBe('leased');

    const other = await signInAs(app);
    await fundWallet(other.client, 50_000);
    const second = await other.client.post('/api/checkout', {
      itemType: 'ip',
      itemId: listing.id,
      method: 'wallet',
    });
    // The fully leased listing has left the marketplace: a page opened before hears the last unit was
    // just taken, never 'already leased'.
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      title: ORDER_MESSAGES.justTaken.title,
      message: ORDER_MESSAGES.justTaken.description,
    });
    expect((await other.client.get('/api/wallet')).body.balance).toBe(50_000);
  });

  test('leases the /24s of a /22 block one by one, then refuses', async ({ app }) => {
    const { seller, buyer } = await sellerAndBuyer(app, 200_000);
    const { listing } = await createIpListing(app, seller.user.id, {
      cidr: nextTestCidr(22),
      subnet: '/24',
      priceCents: 1_000,
    });
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      statuses.push(
        (await buyer.client.post('/api/checkout', { itemType: 'ip', itemId: listing.id, method: 'wallet' }))
          .status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 409]);
  });

  test('refuses two active leases of overlapping ranges and terms in the database itself', async ({
    app,
    db,
  }) => {
    const { seller, buyer } = await sellerAndBuyer(app, 50_000);
    const { listing } = await createIpListing(app, seller.user.id, { cidr: nextTestCidr(22), subnet: '/23' });
    const response = await buyer.client.post('/api/checkout', {
      itemType: 'ip',
      itemId: listing.id,
      method: 'wallet',
    });
    expect(response.status).toBe(201);
    // Bypass the application: an overlapping range over an overlapping term is an exclusion violation.
    const { sql } = await import('drizzle-orm');
    await expect(
      db.execute(sql`INSERT INTO order_ip_leases (order_id, ip_block_id, cidr, subnet_ids, term)
        SELECT order_id, ip_block_id, set_masklen(cidr, 24), subnet_ids, tstzrange(lower(term) + interval '1 day', upper(term) + interval '1 day')
        FROM order_ip_leases WHERE order_id = ${response.body.orderId}`),
    ).rejects.toThrow();
  });

  test.for([
    [{ method: undefined }, 400, 'Payment method required', 'Please choose a payment method.'],
    [
      { method: 'paypal' },
      501,
      'Not implemented',
      'This payment method is not available yet. Please pay with a credit or debit card.',
    ],
    [
      { method: 'crypto' },
      501,
      'Not implemented',
      'This payment method is not available yet. Please pay with a credit or debit card.',
    ],
  ] as const)(
    'refuses a missing or unimplemented method (%#)',
    async ([override, status, title, message], { app }) => {
      const { seller, buyer } = await sellerAndBuyer(app, 20_000);
      const pkg = await createServerPackage(app, seller.user.id);
      const base: Record<string, unknown> = { itemType: 'server', itemId: pkg.id, method: 'wallet' };
      const response = await buyer.client.post('/api/checkout', { ...base, ...override });
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ title, message });
    },
  );

  test("says 'Insufficient Funds' when the wallet is short, and moves nothing", async ({ app, db }) => {
    const { seller, buyer } = await sellerAndBuyer(app, 9_999);
    const pkg = await createServerPackage(app, seller.user.id, { priceCents: 9_500 });
    const response = await buyer.client.post('/api/checkout', {
      itemType: 'server',
      itemId: pkg.id,
      method: 'wallet',
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      title: 'Insufficient Funds',
      message: 'Your wallet balance is too low.',
    });
    expect((await buyer.client.get('/api/wallet')).body.balance).toBe(9_999);
    expect(await db.select().from(orders).where(eq(orders.leaserId, buyer.user.id))).toHaveLength(0);
  });

  test('refuses your own listing, an unapproved item and an out-of-stock package', async ({ app }) => {
    const { seller, buyer } = await sellerAndBuyer(app, 100_000);
    await fundWallet(seller.client, 100_000);
    const own = await createServerPackage(app, seller.user.id);
    const ownResponse = await seller.client.post('/api/checkout', {
      itemType: 'server',
      itemId: own.id,
      method: 'wallet',
    });
    expect(ownResponse.status).toBe(403);
    expect(ownResponse.body.message).toBe('You cannot lease your own listing.');

    const pending = await createServerPackage(app, seller.user.id, { status: 'pending' });
    const pendingResponse = await buyer.client.post('/api/checkout', {
      itemType: 'server',
      itemId: pending.id,
      method: 'wallet',
    });
    expect(pendingResponse.status).toBe(409);
    const { listing } = await createIpListing(app, seller.user.id, { status: 'pending' });
    expect(
      (await buyer.client.post('/api/checkout', { itemType: 'ip', itemId: listing.id, method: 'wallet' }))
        .status,
    ).toBe(409);

    const empty = await createServerPackage(app, seller.user.id, { stockCount: 0 });
    const emptyResponse = await buyer.client.post('/api/checkout', {
      itemType: 'server',
      itemId: empty.id,
      method: 'wallet',
    });
    expect(emptyResponse.status).toBe(409);
    expect(emptyResponse.body.message).toBe('This server package is out of stock.');
    expect((await buyer.client.get('/api/wallet')).body.balance).toBe(100_000);
  });

  test('answers 404 Invalid item details for an unknown item', async ({ app }) => {
    const { buyer } = await sellerAndBuyer(app, 10_000);
    const response = await buyer.client.post('/api/checkout', {
      itemType: 'server',
      itemId: '00000000-0000-4000-8000-000000000000',
      method: 'wallet',
    });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Invalid item details');
  });
});

describe('checkout by card', () => {
  test('charges the card sandbox, leaves the wallet alone and puts the seller share on hold', async ({
    app,
    db,
  }) => {
    const { seller, buyer } = await sellerAndBuyer(app);
    const pkg = await createServerPackage(app, seller.user.id, { priceCents: 9_500 });
    const response = await buyer.client.post('/api/checkout', {
      itemType: 'server',
      itemId: pkg.id,
      method: 'card',
      card: TEST_CARD,
    });
    expect(response.status).toBe(201);
    expect((await buyer.client.get('/api/wallet')).body.balance).toBe(0);
    expect((await seller.client.get('/api/wallet')).body.onHoldBalance).toBe(9_500);
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, response.body.orderId));
    expect(payment).toMatchObject({ gateway: 'card', status: 'success', amount: 10_000, cardLast4: '4242' });
    await expectLedgerBalanced(app);
  });

  test("keeps a declined card as a failed payment, says 'Payment failed' and creates no order", async ({
    app,
    db,
  }) => {
    const { seller, buyer } = await sellerAndBuyer(app);
    const pkg = await createServerPackage(app, seller.user.id, { stockCount: 1 });
    const response = await buyer.client.post('/api/checkout', {
      itemType: 'server',
      itemId: pkg.id,
      method: 'card',
      card: { ...TEST_CARD, number: TEST_CARDS.declined },
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ title: 'Payment failed', message: 'Your card was declined.' });
    expect(await db.select().from(orders).where(eq(orders.leaserId, buyer.user.id))).toHaveLength(0);
    const failed = await db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, buyer.user.id), eq(payments.status, 'failed')));
    expect(failed).toHaveLength(1);
    const [stock] = await db.select().from(serverPackages).where(eq(serverPackages.id, pkg.id));
    expect(stock!.stockCount).toBe(1);
  });
});

describe('checkout under concurrency', () => {
  test('50 parallel checkouts against a wallet that can afford 10: exactly 10 succeed, nothing goes negative', async ({
    app,
    db,
  }) => {
    const { seller, buyer } = await sellerAndBuyer(app, 100_000);
    const pkg = await createServerPackage(app, seller.user.id, { priceCents: 9_500, stockCount: 100 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        buyer.client.post('/api/checkout', { itemType: 'server', itemId: pkg.id, method: 'wallet' }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 422)).toHaveLength(40);
    expect((await buyer.client.get('/api/wallet')).body).toEqual({ balance: 0, onHoldBalance: 0 });
    expect((await seller.client.get('/api/wallet')).body).toEqual({ balance: 0, onHoldBalance: 95_000 });
    expect(await db.select().from(orders).where(eq(orders.leaserId, buyer.user.id))).toHaveLength(10);
    const [stock] = await db.select().from(serverPackages).where(eq(serverPackages.id, pkg.id));
    expect(stock!.stockCount).toBe(90);
    await expectLedgerBalanced(app);
  });

  test('sells the last unit of a package once when many buyers race for it', async ({ app, db, seller }) => {
    const pkg = await createServerPackage(app, seller.user.id, { stockCount: 3 });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => signInAs(app)));
    await Promise.all(buyers.map((buyer) => fundWallet(buyer.client, 20_000)));
    const responses = await Promise.all(
      buyers.map((buyer) =>
        buyer.client.post('/api/checkout', { itemType: 'server', itemId: pkg.id, method: 'wallet' }),
      ),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(3);
    const [stock] = await db.select().from(serverPackages).where(eq(serverPackages.id, pkg.id));
    expect(stock!.stockCount).toBe(0);
    await expectLedgerBalanced(app);
  });

  test('10 concurrent repeats of one Idempotency-Key create one order; another body is refused', async ({
    app,
    db,
  }) => {
    const { seller, buyer } = await sellerAndBuyer(app, 100_000);
    const pkg = await createServerPackage(app, seller.user.id, { priceCents: 9_500, stockCount: 20 });
    const headers = { 'idempotency-key': 'checkout-once' };
    const body = { itemType: 'server', itemId: pkg.id, method: 'wallet' };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => buyer.client.post('/api/checkout', body, { headers })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((response) => response.body.orderId)).size).toBe(1);
    expect(await db.select().from(orders).where(eq(orders.leaserId, buyer.user.id))).toHaveLength(1);
    expect((await buyer.client.get('/api/wallet')).body.balance).toBe(90_000);
    const other = await buyer.client.post('/api/checkout', { ...body, autoRenews: true }, { headers });
    expect(other.status).toBe(422);
    expect(other.body.title).toBe('Request refused');
    await expectLedgerBalanced(app);
  });
});

describe('checkout authorization', () => {
  test('needs a signed-in user', async ({ app }) => {
    const visitor = app.client();
    expect(
      (
        await visitor.post('/api/checkout', {
          itemType: 'server',
          itemId: '00000000-0000-4000-8000-000000000000',
          method: 'wallet',
        })
      ).status,
    ).toBe(401);
    expect((await visitor.get('/api/checkout/server/00000000-0000-4000-8000-000000000000')).status).toBe(401);
  });
});
