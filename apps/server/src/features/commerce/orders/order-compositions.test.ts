import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  auditLogs,
  creditNotes,
  ipSubnets,
  notifications,
  orders,
  payments,
  serverPackages,
  walletHolds,
} from '../../../platform/db/schema/index';
import { DAY } from '../../../platform/clock';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAgain, signInAs } from '../../../test/factories';
import { completeLeasePaperwork } from '../../../test/trust-fixtures';
import { getWallet } from '../wallet/wallet.service';
import { expectLedgerBalanced } from '../../../test/ledger-checks';
import {
  TEST_CARD,
  createIpListing,
  createServerPackage,
  fundWallet,
} from '../../../test/checkout-factories';
import { endOrderEarly, lockOrder } from './order-status.service';
import { processDueOrders, releaseDueHolds } from './orders.jobs';

/*
 * The operations composed of the order steps (docs/decisions/267, docs/ARCHITECTURE.md "Money steps"):
 * what each leaves behind, and the ledger balanced after each. The operations' own rules and refusals
 * are tested with their routes (orders.test.ts, lease-delivery.test.ts, abuse-staff.test.ts).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const holdOf = async (orderId: string) =>
  (await t.db.select().from(walletHolds).where(eq(walletHolds.orderId, orderId)))[0]!;
const auditActions = async (orderId: string) =>
  (await t.db.select().from(auditLogs).where(eq(auditLogs.targetId, orderId))).map((row) => row.action);

/** An IP lease bought from the wallet ($100.00 + $5.00 fee) and activated by its seller. */
async function activeLease() {
  const seller = await signInAs(t, { role: 'monetizer' });
  const buyer = await signInAs(t);
  await fundWallet(buyer.client, 50_000);
  const { listing, block } = await createIpListing(t, seller.user.id, { priceCents: 10_000 });
  const paid = await buyer.client.post('/api/checkout', {
    itemType: 'ip',
    itemId: listing.id,
    method: 'wallet',
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  const orderId = paid.body.orderId as string;
  await completeLeasePaperwork(t, { buyer, seller, orderId });
  for (const status of ['provisioning', 'active']) {
    expect((await seller.client.post(`/api/orders/${orderId}/status`, { status })).status).toBe(200);
  }
  return { seller, buyer, block, orderId };
}

describe('refunding compositions', () => {
  it('an upheld claim reverses the hold, credits the invoice, refunds the wallet and frees the range', async () => {
    const { seller, buyer, block, orderId } = await activeLease();
    const before = await getWallet(t.db, buyer.user.id);
    const opened = await buyer.client.post(`/api/orders/${orderId}/claims`, {
      category: 'not_routable',
      description: 'Upstream filters drop every announcement of it.',
    });
    expect(opened.status).toBe(201);
    const staff = await signInAs(t, { role: 'staff' });
    const decided = await staff.client.post(`/api/staff/claims/${opened.body.claim.id}/decision`, {
      decision: 'refund',
    });
    expect(decided.status).toBe(200);

    expect(await orderRow(orderId)).toMatchObject({ status: 'cancelled', endedAt: t.clock.now() });
    expect(await holdOf(orderId)).toMatchObject({ status: 'reversed' });
    expect((await getWallet(t.db, buyer.user.id)).balance - before.balance).toBe(10_500);
    expect(await getWallet(t.db, seller.user.id)).toEqual({ balance: 0, onHoldBalance: 0 });
    const notes = await t.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
    expect(notes).toEqual([expect.objectContaining({ amount: 10_500 })]);
    const [subnet] = await t.db.select().from(ipSubnets).where(eq(ipSubnets.ipBlockId, block.id));
    expect(subnet!.status).toBe('available');
    expect(await auditActions(orderId)).toContain('order.cancelled');
    const told = await t.db.select().from(notifications).where(eq(notifications.type, 'order_refund'));
    expect(told.map((row) => row.userId).sort()).toEqual([buyer.user.id, seller.user.id].sort());
    await expectLedgerBalanced(t);
  });

  it('a dispute of a card-paid order refunds the card after the commit, leaving the ledger balanced', async () => {
    const seller = await signInAs(t, { role: 'monetizer' });
    const buyer = await signInAs(t);
    const pkg = await createServerPackage(t, seller.user.id, { priceCents: 9_500 });
    const paid = await buyer.client.post('/api/checkout', {
      itemType: 'server',
      itemId: pkg.id,
      method: 'card',
      card: TEST_CARD,
    });
    expect(paid.status).toBe(201);
    const disputed = await buyer.client.post(`/api/orders/${paid.body.orderId}/dispute`, {
      reason: 'The server never came up',
    });
    expect(disputed.status).toBe(200);
    expect(disputed.body.order.status).toBe('dispute');
    const [refund] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, paid.body.orderId), eq(payments.type, 'refund')));
    expect(refund).toMatchObject({ status: 'success' });
    expect(await getWallet(t.db, buyer.user.id)).toEqual({ balance: 0, onHoldBalance: 0 });
    expect(await auditActions(paid.body.orderId)).toContain('order.disputed');
    await expectLedgerBalanced(t);
  });
});

describe('ending compositions without a refund', () => {
  it('ending a lease early frees the range and completes the order; the hold is released when due', async () => {
    const { seller, buyer, block, orderId } = await activeLease();
    const staff = await signInAs(t, { role: 'staff' });
    t.clock.advance(3 * DAY);
    await t.db.transaction(async (tx) => {
      const order = (await lockOrder(tx, orderId))!;
      await endOrderEarly(tx, t.ctx, order, { actorId: staff.user.id, reason: 'Repeated abuse' });
    });
    expect(await orderRow(orderId)).toMatchObject({
      status: 'completed',
      endedAt: t.clock.now(),
      endReason: 'Repeated abuse',
      autoRenews: false,
    });
    const [subnet] = await t.db.select().from(ipSubnets).where(eq(ipSubnets.ipBlockId, block.id));
    expect(subnet!.status).toBe('available');
    // No refund: the buyer's money stays paid, the seller's hold stays until its date.
    expect(await holdOf(orderId)).toMatchObject({ status: 'held' });
    expect(await t.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId))).toEqual([]);
    expect(await getWallet(t.db, buyer.user.id)).toEqual({ balance: 39_500, onHoldBalance: 0 });
    await expectLedgerBalanced(t);

    t.clock.advance(28 * DAY);
    await releaseDueHolds(t.ctx);
    expect(await holdOf(orderId)).toMatchObject({ status: 'released' });
    expect(await getWallet(t.db, seller.user.id)).toEqual({ balance: 10_000, onHoldBalance: 0 });
    await expectLedgerBalanced(t);
  });

  it('the natural end of a term completes the order, gives the stock back and tells both parties', async () => {
    const seller = await signInAs(t, { role: 'monetizer' });
    const buyer = await signInAs(t);
    await fundWallet(buyer.client, 10_000);
    const pkg = await createServerPackage(t, seller.user.id, { priceCents: 9_500, stockCount: 3 });
    const paid = await buyer.client.post('/api/checkout', {
      itemType: 'server',
      itemId: pkg.id,
      method: 'wallet',
    });
    const orderId = paid.body.orderId as string;
    for (const status of ['provisioning', 'active']) {
      await seller.client.post(`/api/orders/${orderId}/status`, { status });
    }
    t.clock.set((await orderRow(orderId)).renewalDate);
    await processDueOrders(t.ctx);
    expect(await orderRow(orderId)).toMatchObject({ status: 'completed', endReason: null });
    const [stock] = await t.db.select().from(serverPackages).where(eq(serverPackages.id, pkg.id));
    expect(stock!.stockCount).toBe(3);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, orderId), eq(auditLogs.action, 'order.completed')));
    expect(audit).toMatchObject({ actorId: null, after: { status: 'completed' } });
    const told = await t.db.select().from(notifications).where(eq(notifications.type, 'order_completed'));
    expect(told.map((row) => row.userId).sort()).toEqual([buyer.user.id, seller.user.id].sort());
    await expectLedgerBalanced(t);

    const hold = await holdOf(orderId);
    t.clock.set(new Date(Math.max(t.clock.now().getTime(), hold.releaseAt.getTime())));
    await releaseDueHolds(t.ctx);
    expect(await holdOf(orderId)).toMatchObject({ status: 'released' });
    expect((await getWallet(t.db, seller.user.id)).balance).toBe(9_500);
    const sellerHistory = (await (await signInAgain(t, seller.user)).get('/api/wallet/transactions')).body
      .items;
    expect(sellerHistory[0]).toMatchObject({ type: 'escrow_release', status: 'completed' });
    await expectLedgerBalanced(t);
  });
});
