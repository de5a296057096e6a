import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  auditLogs,
  creditNotes,
  invoices,
  ipSubnets,
  orders,
  serverPackages,
  walletHolds,
} from '../../../platform/db/schema/index';
import { DAY, MINUTE } from '../../../platform/clock';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAgain, signInAs } from '../../../test/factories';
import type { ApiClient } from '../../../test/api-client';
import { getWallet } from '../wallet/wallet.service';
import { expectLedgerBalanced } from '../../../test/ledger-checks';
import { createIpListing, createServerPackage, fundWallet } from '../../../test/checkout-factories';
import { processDueOrders, releaseDueHolds } from './orders.jobs';

/** Cancel and dispute carry the reason the other party reads (docs/PRODUCT.md "Delivering a lease"). */
const REASON = 'Changed our rollout plan';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A seller, a buyer who paid $100.00 (price $95.00 + $5.00 fee) for a server package, and the order. */
async function placeOrder(options: { funds?: number; autoRenews?: boolean } = {}) {
  const seller = await signInAs(t, { role: 'monetizer' });
  const buyer = await signInAs(t);
  await fundWallet(buyer.client, options.funds ?? 10_000);
  const pkg = await createServerPackage(t, seller.user.id, { priceCents: 9_500, stockCount: 3 });
  const response = await buyer.client.post('/api/checkout', {
    itemType: 'server',
    itemId: pkg.id,
    method: 'wallet',
    autoRenews: options.autoRenews ?? false,
  });
  expect(response.status).toBe(201);
  return { seller, buyer, pkg, orderId: response.body.orderId as string };
}

/** Balances straight from the database: moving the clock by weeks ends the test sessions. */
const walletOf = (user: { user: { id: string } }) => getWallet(t.db, user.user.id);

const stockOf = async (id: string) =>
  (await t.db.select().from(serverPackages).where(eq(serverPackages.id, id)))[0]!.stockCount;
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('order status by the seller', () => {
  it('moves payment_confirmed → provisioning → active, notifying the buyer', async () => {
    const { seller, buyer, orderId } = await placeOrder();
    const skip = await seller.client.post(`/api/orders/${orderId}/status`, { status: 'active' });
    expect(skip.status).toBe(409);
    const provisioning = await seller.client.post(`/api/orders/${orderId}/status`, {
      status: 'provisioning',
    });
    expect(provisioning.status).toBe(200);
    expect(provisioning.body.order.status).toBe('provisioning');
    const active = await seller.client.post(`/api/orders/${orderId}/status`, { status: 'active' });
    expect(active.body.order.status).toBe('active');
    const titles = (await buyer.client.get('/api/notifications')).body.notifications.map(
      (notification: { title: string }) => notification.title,
    );
    expect(titles).toContain('Order active');
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.targetId, orderId));
    expect(audit.map((row) => row.action)).toContain('order.status_changed');
  });

  it('lets neither the buyer nor a stranger move the status (404)', async () => {
    const { buyer, orderId } = await placeOrder();
    const stranger = await signInAs(t, { role: 'monetizer' });
    expect(
      (await buyer.client.post(`/api/orders/${orderId}/status`, { status: 'provisioning' })).status,
    ).toBe(404);
    expect(
      (await stranger.client.post(`/api/orders/${orderId}/status`, { status: 'provisioning' })).status,
    ).toBe(404);
    expect((await t.client().post(`/api/orders/${orderId}/status`, { status: 'provisioning' })).status).toBe(
      401,
    );
  });
});

describe('cancellation and disputes before activation', () => {
  it('cancelling refunds the buyer in full (escrow_refund), reverses the hold and returns the stock', async () => {
    const { seller, buyer, pkg, orderId } = await placeOrder();
    expect(await stockOf(pkg.id)).toBe(2);
    const response = await buyer.client.post(`/api/orders/${orderId}/cancel`, { reason: REASON });
    expect(response.status).toBe(200);
    expect(response.body.order.status).toBe('cancelled');
    expect((await buyer.client.get('/api/wallet')).body).toEqual({ balance: 10_000, onHoldBalance: 0 });
    expect((await seller.client.get('/api/wallet')).body).toEqual({ balance: 0, onHoldBalance: 0 });
    expect(await stockOf(pkg.id)).toBe(3);
    const history = (await buyer.client.get('/api/wallet/transactions')).body.items;
    expect(history).toContainEqual(
      expect.objectContaining({ type: 'escrow_refund', status: 'completed', amount: 10_000 }),
    );
    const sellerHistory = (await seller.client.get('/api/wallet/transactions')).body.items;
    expect(sellerHistory).toEqual([expect.objectContaining({ type: 'escrow_release', status: 'failed' })]);
    // The invoice stays paid and is credited in full by a credit note (docs/PRODUCT.md "Invoices").
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(invoice!.status).toBe('paid');
    const credits = await t.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice!.id));
    expect(credits).toEqual([expect.objectContaining({ amount: 10_000, net: 10_000, tax: 0 })]);
    expect((await buyer.client.post(`/api/orders/${orderId}/cancel`, { reason: REASON })).status).toBe(409);
    await expectLedgerBalanced(t);
  });

  it('a cancellation re-sent with its Idempotency-Key replays the answer and refunds once', async () => {
    const { buyer, orderId } = await placeOrder();
    const headers = { 'idempotency-key': `cancel-${orderId}` };
    const first = await buyer.client.post(`/api/orders/${orderId}/cancel`, { reason: REASON }, { headers });
    const again = await buyer.client.post(`/api/orders/${orderId}/cancel`, { reason: REASON }, { headers });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.order).toEqual(first.body.order);
    expect((await buyer.client.get('/api/wallet')).body.balance).toBe(10_000);
    await expectLedgerBalanced(t);
  });

  it('a dispute by the buyer refunds too; the seller cannot open one; nothing after activation', async () => {
    const { seller, buyer, orderId } = await placeOrder();
    expect((await seller.client.post(`/api/orders/${orderId}/dispute`, { reason: REASON })).status).toBe(404);
    const disputed = await buyer.client.post(`/api/orders/${orderId}/dispute`, { reason: REASON });
    expect(disputed.body.order.status).toBe('dispute');
    expect((await buyer.client.get('/api/wallet')).body.balance).toBe(10_000);

    const second = await placeOrder();
    await second.seller.client.post(`/api/orders/${second.orderId}/status`, { status: 'provisioning' });
    await second.seller.client.post(`/api/orders/${second.orderId}/status`, { status: 'active' });
    expect(
      (await second.buyer.client.post(`/api/orders/${second.orderId}/cancel`, { reason: REASON })).status,
    ).toBe(409);
    expect(
      (await second.buyer.client.post(`/api/orders/${second.orderId}/dispute`, { reason: REASON })).status,
    ).toBe(409);
    await expectLedgerBalanced(t);
  });

  it('cancelling an IP order frees its subnets for a new lease', async () => {
    const seller = await signInAs(t, { role: 'monetizer' });
    const buyer = await signInAs(t);
    await fundWallet(buyer.client, 100_000);
    const { listing, block } = await createIpListing(t, seller.user.id, { priceCents: 10_000 });
    const first = await buyer.client.post('/api/checkout', {
      itemType: 'ip',
      itemId: listing.id,
      method: 'wallet',
    });
    await seller.client.post(`/api/orders/${first.body.orderId}/cancel`, { reason: REASON });
    const [subnet] = await t.db.select().from(ipSubnets).where(eq(ipSubnets.ipBlockId, block.id));
    expect(subnet!.status).toBe('available');
    const again = await buyer.client.post('/api/checkout', {
      itemType: 'ip',
      itemId: listing.id,
      method: 'wallet',
    });
    expect(again.status).toBe(201);
  });
});

describe('seller holds', () => {
  it('releases the seller share at day 30 and not before (escrow_release)', async () => {
    const { seller, orderId } = await placeOrder();
    await seller.client.post(`/api/orders/${orderId}/status`, { status: 'provisioning' });
    await seller.client.post(`/api/orders/${orderId}/status`, { status: 'active' });
    const [hold] = await t.db.select().from(walletHolds).where(eq(walletHolds.orderId, orderId));
    t.clock.set(new Date(hold!.releaseAt.getTime() - MINUTE));
    await releaseDueHolds(t.ctx);
    expect(await walletOf(seller)).toEqual({ balance: 0, onHoldBalance: 9_500 });

    t.clock.set(hold!.releaseAt);
    await Promise.all([releaseDueHolds(t.ctx), releaseDueHolds(t.ctx), releaseDueHolds(t.ctx)]);
    expect(await walletOf(seller)).toEqual({ balance: 9_500, onHoldBalance: 0 });
    const history = (await (await signInAgain(t, seller.user)).get('/api/wallet/transactions')).body.items;
    expect(history[0]).toMatchObject({
      type: 'escrow_release',
      status: 'completed',
      toWalletType: 'available',
    });
    expect(hold!.releaseAt.getTime() - (await orderRow(orderId)).createdAt.getTime()).toBe(30 * DAY);
    await expectLedgerBalanced(t);
  });

  it('keeps the hold of an order that was never activated, so a late cancellation can still refund', async () => {
    const { seller, buyer, orderId } = await placeOrder();
    t.clock.advance(31 * DAY);
    await releaseDueHolds(t.ctx);
    expect((await walletOf(seller)).onHoldBalance).toBe(9_500);
    expect(
      (await (await signInAgain(t, buyer.user)).post(`/api/orders/${orderId}/cancel`, { reason: REASON }))
        .status,
    ).toBe(200);
    expect((await walletOf(buyer)).balance).toBe(10_000);
  });
});

describe('end of term and renewals', () => {
  async function activate(seller: { client: ApiClient }, orderId: string) {
    await seller.client.post(`/api/orders/${orderId}/status`, { status: 'provisioning' });
    await seller.client.post(`/api/orders/${orderId}/status`, { status: 'active' });
  }

  it('completes an order at the end of its term when it does not auto-renew, returning the stock', async () => {
    const { seller, pkg, orderId } = await placeOrder();
    await activate(seller, orderId);
    const order = await orderRow(orderId);
    t.clock.set(new Date(order.renewalDate.getTime() - MINUTE));
    await processDueOrders(t.ctx);
    expect((await orderRow(orderId)).status).toBe('active');
    t.clock.set(order.renewalDate);
    await processDueOrders(t.ctx);
    expect((await orderRow(orderId)).status).toBe('completed');
    expect(await stockOf(pkg.id)).toBe(3);
  });

  it('renews from the wallet when funds suffice: a second paid invoice and a new term', async () => {
    const { seller, buyer, orderId } = await placeOrder({ funds: 20_000, autoRenews: true });
    await activate(seller, orderId);
    const order = await orderRow(orderId);
    t.clock.set(order.renewalDate);
    await Promise.all([processDueOrders(t.ctx), processDueOrders(t.ctx)]);
    const renewed = await orderRow(orderId);
    expect(renewed.status).toBe('active');
    expect(renewed.renewalDate.getTime()).toBeGreaterThan(order.renewalDate.getTime());
    expect((await walletOf(buyer)).balance).toBe(0);
    const paid = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.status, 'paid')));
    expect(paid).toHaveLength(2);
    expect((await walletOf(seller)).onHoldBalance + (await walletOf(seller)).balance).toBe(19_000);
    await expectLedgerBalanced(t);
  });

  it('suspends with an overdue invoice when funds are short, resumes after a deposit, cancels after the grace', async () => {
    const { seller, buyer, orderId } = await placeOrder({ funds: 10_000, autoRenews: true });
    await activate(seller, orderId);
    const order = await orderRow(orderId);
    t.clock.set(order.renewalDate);
    await processDueOrders(t.ctx);
    expect((await orderRow(orderId)).status).toBe('suspended');
    const overdue = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.status, 'overdue')));
    expect(overdue).toHaveLength(1);
    expect((await (await signInAgain(t, buyer.user)).get('/api/invoices')).body.invoices[0].status).toBe(
      'overdue',
    );

    await fundWallet(await signInAgain(t, buyer.user), 10_000);
    t.clock.advance(DAY);
    await processDueOrders(t.ctx);
    expect((await orderRow(orderId)).status).toBe('active');
    const [settled] = await t.db.select().from(invoices).where(eq(invoices.id, overdue[0]!.id));
    expect(settled!.status).toBe('paid');

    // Next term: no money this time, and nobody pays within the grace period.
    const next = await orderRow(orderId);
    t.clock.set(next.renewalDate);
    await processDueOrders(t.ctx);
    expect((await orderRow(orderId)).status).toBe('suspended');
    t.clock.advance(6 * DAY);
    await processDueOrders(t.ctx);
    expect((await orderRow(orderId)).status).toBe('suspended');
    t.clock.advance(DAY);
    await processDueOrders(t.ctx);
    expect((await orderRow(orderId)).status).toBe('cancelled');
    await expectLedgerBalanced(t);
  });

  it('lets the buyer switch auto-renew on and off, and nobody else', async () => {
    const { seller, buyer, orderId } = await placeOrder();
    const on = await buyer.client.put(`/api/orders/${orderId}/auto-renew`, { autoRenews: true });
    expect(on.body.order.autoRenews).toBe(true);
    expect((await seller.client.put(`/api/orders/${orderId}/auto-renew`, { autoRenews: false })).status).toBe(
      404,
    );
  });
});
