import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  auditLogs,
  creditNotes,
  invoices,
  ipSubnets,
  ledgerJournals,
  notifications,
  orderIpLeases,
  orders,
  payments,
  serverPackages,
  transactions,
  walletHolds,
} from '../../../platform/db/schema/index';
import { queryRows, type Executor } from '../../../platform/db/database';
import { DAY } from '../../../platform/clock';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAs } from '../../../test/factories';
import { getWallet } from '../wallet/wallet.service';
import { expectLedgerBalanced } from '../../../test/ledger-checks';
import {
  TEST_CARD,
  createIpListing,
  createServerPackage,
  fundWallet,
} from '../../../test/checkout-factories';
import { lockOrder } from './order-status.service';
import type { OrderRow } from './orders.service';
import {
  creditPaidInvoices,
  refundToSource,
  releaseSellerHold,
  reverseSellerHolds,
  sendRefundToCard,
} from './order-money-steps';
import { cutLeaseTermAtNow, endOrder, notifyParties, releaseOrderInventory } from './order-end-steps';

/* Each money and end step alone (docs/decisions/267), inside a transaction on a locked order. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A server package ($95.00 + $5.00 fee) bought by a new buyer, paid from the wallet or by card. */
async function boughtPackage(method: 'wallet' | 'card' = 'wallet') {
  const seller = await signInAs(t, { role: 'monetizer' });
  const buyer = await signInAs(t);
  if (method === 'wallet') await fundWallet(buyer.client, 10_000);
  const pkg = await createServerPackage(t, seller.user.id, { priceCents: 9_500, stockCount: 3 });
  const paid = await buyer.client.post('/api/checkout', {
    itemType: 'server',
    itemId: pkg.id,
    method,
    ...(method === 'card' ? { card: TEST_CARD } : {}),
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  return { seller: seller.user, buyer: buyer.user, pkg, orderId: paid.body.orderId as string };
}

/** An IP lease bought from the wallet: the order leases one /24 of a new listing. */
async function boughtLease() {
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
  return { seller: seller.user, buyer: buyer.user, block, orderId: paid.body.orderId as string };
}

/** Runs `step` in one transaction on the order, locked as every composition locks it. */
function onLockedOrder<T>(orderId: string, step: (tx: Executor, order: OrderRow) => Promise<T>) {
  return t.db.transaction(async (tx) => step(tx, (await lockOrder(tx, orderId))!));
}

const holdsOf = (orderId: string) => t.db.select().from(walletHolds).where(eq(walletHolds.orderId, orderId));
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const saleOf = async (transactionId: string) =>
  (await t.db.select().from(transactions).where(eq(transactions.id, transactionId)))[0]!;

describe('reverseSellerHolds', () => {
  it('reverses the held hold, marks its sale failed, and returns it; a second run finds none', async () => {
    const { seller, orderId } = await boughtPackage();
    const reversed = await onLockedOrder(orderId, (tx, order) => reverseSellerHolds(tx, t.ctx, order));
    expect(reversed).toEqual([expect.objectContaining({ amount: 9_500, status: 'held' })]);
    const [hold] = await holdsOf(orderId);
    expect(hold).toMatchObject({ status: 'reversed', settledAt: t.clock.now() });
    expect(await saleOf(hold!.transactionId!)).toMatchObject({ status: 'failed' });
    // Alone it moves no money: the ledger's refund is refundToSource's.
    expect(await getWallet(t.db, seller.id)).toEqual({ balance: 0, onHoldBalance: 9_500 });
    expect(await onLockedOrder(orderId, (tx, order) => reverseSellerHolds(tx, t.ctx, order))).toEqual([]);
  });
});

describe('creditPaidInvoices', () => {
  it('credits the whole invoice while its hold was reversed, and says what is given back', async () => {
    const { orderId } = await boughtPackage();
    const given = await onLockedOrder(orderId, async (tx, order) =>
      creditPaidInvoices(
        tx,
        t.ctx,
        order,
        await reverseSellerHolds(tx, t.ctx, order),
        'Order cancelled: test',
      ),
    );
    expect(given).toEqual({ held: 9_500, fees: 500, taxes: 0 });
    const notes = await t.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
    expect(notes).toEqual([expect.objectContaining({ amount: 10_000, reason: 'Order cancelled: test' })]);
  });

  it('credits only the fee of an invoice whose hold is not reversed', async () => {
    const { orderId } = await boughtPackage();
    const given = await onLockedOrder(orderId, (tx, order) =>
      creditPaidInvoices(tx, t.ctx, order, [], 'Fee only'),
    );
    expect(given).toEqual({ held: 0, fees: 500, taxes: 0 });
    const notes = await t.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
    expect(notes).toEqual([expect.objectContaining({ amount: 500, net: 500 })]);
    // The invoice itself never changes (docs/PRODUCT.md "Invoices" → "Credit notes").
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(invoice!.status).toBe('paid');
  });
});

describe('refundToSource', () => {
  it('refunds a wallet payment to the wallet in one balanced journal', async () => {
    const { buyer, seller, orderId } = await boughtPackage();
    const refunded = await onLockedOrder(orderId, async (tx, order) => {
      await reverseSellerHolds(tx, t.ctx, order);
      return refundToSource(tx, t.ctx, order, { held: 9_500, fees: 500, taxes: 0, actorId: buyer.id });
    });
    expect(refunded).toEqual({
      total: 10_000,
      toWallet: 10_000,
      toCard: 0,
      cardLast4: null,
      cardRefundId: null,
    });
    expect(await getWallet(t.db, buyer.id)).toEqual({ balance: 10_000, onHoldBalance: 0 });
    expect(await getWallet(t.db, seller.id)).toEqual({ balance: 0, onHoldBalance: 0 });
    const refunds = await t.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.orderId, orderId), eq(transactions.type, 'escrow_refund')));
    expect(refunds).toEqual([expect.objectContaining({ amount: 10_000, status: 'completed' })]);
    await expectLedgerBalanced(t);
  });

  it('records a card payment’s refund as pending, sent to the card only after the commit', async () => {
    const { buyer, orderId } = await boughtPackage('card');
    const [charge] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.type, 'order')));
    const refunded = await onLockedOrder(orderId, async (tx, order) => {
      const given = await creditPaidInvoices(
        tx,
        t.ctx,
        order,
        await reverseSellerHolds(tx, t.ctx, order),
        'Card',
      );
      return refundToSource(tx, t.ctx, order, { ...given, actorId: buyer.id });
    });
    expect(refunded).toMatchObject({ total: charge!.amount, toWallet: 0, toCard: charge!.amount });
    expect(refunded.cardLast4).toBe(charge!.cardLast4);
    const refundRow = async () =>
      (await t.db.select().from(payments).where(eq(payments.id, refunded.cardRefundId!)))[0]!;
    expect(await refundRow()).toMatchObject({ type: 'refund', status: 'pending', refundOf: charge!.id });
    await sendRefundToCard(t.ctx, refunded.cardRefundId);
    expect(await refundRow()).toMatchObject({ status: 'success' });
    expect(await getWallet(t.db, buyer.id)).toEqual({ balance: 0, onHoldBalance: 0 });
    await expectLedgerBalanced(t);
  });

  it('writes nothing when nothing is given back', async () => {
    const { buyer, orderId } = await boughtPackage();
    const refunded = await onLockedOrder(orderId, (tx, order) =>
      refundToSource(tx, t.ctx, order, { held: 0, fees: 0, taxes: 0, actorId: buyer.id }),
    );
    expect(refunded).toMatchObject({ total: 0, toWallet: 0, toCard: 0, cardRefundId: null });
    const journals = await t.db
      .select()
      .from(ledgerJournals)
      .where(and(eq(ledgerJournals.referenceId, orderId), eq(ledgerJournals.kind, 'refund')));
    expect(journals).toEqual([]);
  });
});

describe('releaseSellerHold', () => {
  it('moves the hold to the seller’s available balance, completes the sale, audits and tells the seller', async () => {
    const { seller, orderId } = await boughtPackage();
    const [hold] = await holdsOf(orderId);
    await onLockedOrder(orderId, (tx, order) => releaseSellerHold(tx, t.ctx, hold!, order.title));
    expect(await getWallet(t.db, seller.id)).toEqual({ balance: 9_500, onHoldBalance: 0 });
    expect((await holdsOf(orderId))[0]).toMatchObject({ status: 'released' });
    expect(await saleOf(hold!.transactionId!)).toMatchObject({
      status: 'completed',
      toWalletType: 'available',
    });
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.targetId, hold!.id));
    expect(audit).toEqual([expect.objectContaining({ action: 'wallet_hold.released', actorId: null })]);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(told.map((row) => row.type)).toContain('funds_released');
    await expectLedgerBalanced(t);
  });
});

describe('releaseOrderInventory', () => {
  it('returns a server package’s unit to stock', async () => {
    const { pkg, orderId } = await boughtPackage();
    const stock = async () =>
      (await t.db.select().from(serverPackages).where(eq(serverPackages.id, pkg.id)))[0]!.stockCount;
    expect(await stock()).toBe(2);
    await onLockedOrder(orderId, (tx, order) => releaseOrderInventory(tx, order, 'ended'));
    expect(await stock()).toBe(3);
  });

  it('frees a lease’s subnets; a cancelled lease also gives up its term, an ended one keeps it', async () => {
    for (const mode of ['cancelled', 'ended'] as const) {
      const { block, orderId } = await boughtLease();
      await onLockedOrder(orderId, (tx, order) => releaseOrderInventory(tx, order, mode));
      const [subnet] = await t.db.select().from(ipSubnets).where(eq(ipSubnets.ipBlockId, block.id));
      expect(subnet!.status).toBe('available');
      const [lease] = await t.db.select().from(orderIpLeases).where(eq(orderIpLeases.orderId, orderId));
      expect(lease!.isActive).toBe(mode === 'ended');
    }
  });
});

describe('cutLeaseTermAtNow', () => {
  it('ends the lease’s term at now and keeps where it started', async () => {
    const { orderId } = await boughtLease();
    const termOf = async () => {
      const [row] = await queryRows<{ lower: Date | string; upper: Date | string }>(
        t.db,
        sql`SELECT lower(term) AS lower, upper(term) AS upper FROM order_ip_leases WHERE order_id = ${orderId}`,
      );
      return { lower: new Date(row!.lower).getTime(), upper: new Date(row!.upper).getTime() };
    };
    const before = await termOf();
    t.clock.advance(5 * DAY);
    await onLockedOrder(orderId, (tx, order) => cutLeaseTermAtNow(tx, t.ctx, order));
    expect(await termOf()).toEqual({ lower: before.lower, upper: t.clock.now().getTime() });
  });
});

describe('endOrder', () => {
  it('writes the status, the end time and the reason, and audits them as order.<status>', async () => {
    const { buyer, orderId } = await boughtPackage();
    await onLockedOrder(orderId, (tx, order) =>
      endOrder(tx, t.ctx, order, {
        status: 'dispute',
        actorId: buyer.id,
        reason: 'Never delivered',
        details: { cause: 'dispute' },
      }),
    );
    expect(await orderRow(orderId)).toMatchObject({
      status: 'dispute',
      endedAt: t.clock.now(),
      endReason: 'Never delivered',
    });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, orderId), eq(auditLogs.action, 'order.disputed')));
    expect(audit).toMatchObject({
      actorId: buyer.id,
      before: { status: 'payment_confirmed' },
      after: { status: 'dispute', cause: 'dispute' },
    });
  });

  it('leaves the end reason empty without one, and switches auto-renew off only when asked', async () => {
    const { orderId } = await boughtPackage();
    await t.db.update(orders).set({ autoRenews: true }).where(eq(orders.id, orderId));
    await onLockedOrder(orderId, (tx, order) =>
      endOrder(tx, t.ctx, order, { status: 'completed', actorId: null }),
    );
    expect(await orderRow(orderId)).toMatchObject({ status: 'completed', endReason: null, autoRenews: true });

    const second = await boughtPackage();
    await t.db.update(orders).set({ autoRenews: true }).where(eq(orders.id, second.orderId));
    await onLockedOrder(second.orderId, (tx, order) =>
      endOrder(tx, t.ctx, order, {
        status: 'completed',
        actorId: null,
        reason: 'Ended early',
        stopRenewal: true,
      }),
    );
    expect(await orderRow(second.orderId)).toMatchObject({ endReason: 'Ended early', autoRenews: false });
  });
});

describe('notifyParties', () => {
  it('tells the buyer and the seller, each with their own link', async () => {
    const { buyer, seller, orderId } = await boughtPackage();
    await onLockedOrder(orderId, (tx, order) =>
      notifyParties(tx, order, {
        type: 'order_status',
        title: 'Step test',
        message: 'Both parties read this.',
        link: (userId) => (userId === buyer.id ? '/invoices' : '/orders'),
      }),
    );
    const told = await t.db.select().from(notifications).where(eq(notifications.title, 'Step test'));
    expect(told.map((row) => [row.userId, row.link]).sort()).toEqual(
      [
        [buyer.id, '/invoices'],
        [seller.id, '/orders'],
      ].sort(),
    );
  });
});
