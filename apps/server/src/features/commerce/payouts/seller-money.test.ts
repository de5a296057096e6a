import { describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { walletHolds } from '../../../platform/db/schema/index';
import { MINUTE } from '../../../platform/clock';
import type { TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { signInAgain, signInAs } from '../../../test/factories';
import { getWallet } from '../wallet/wallet.service';
import { expectLedgerBalanced } from '../../../test/ledger-checks';
import { createServerPackage, fundWallet } from '../../../test/checkout-factories';
import { releaseDueHolds } from '../orders/orders.jobs';
import { callWithToken, createTokenFor } from '../../../test/api-token-helpers';

/* The seller's money view, /payouts (docs/PRODUCT.md "Payouts", "Wallet"). */

const bank = {
  country: 'DE',
  account_holder: 'Mona Seller',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
};

/** A buyer pays $100.00 for a $95.00 server package of `sellerId`: $95.00 goes on hold for the seller. */
async function sellOne(app: TestApp, sellerId: string, title: string) {
  const buyer = await signInAs(app);
  await fundWallet(buyer.client, 10_000);
  const pkg = await createServerPackage(app, sellerId, { priceCents: 9_500, stockCount: 1, name: title });
  const response = await buyer.client.post('/api/checkout', {
    itemType: 'server',
    itemId: pkg.id,
    method: 'wallet',
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.orderId as string;
}

describe('GET /api/payouts/balance', () => {
  test('adds up a released sale, a sale on hold and a paid-out payout as the ledger does', async ({
    app,
    db,
    seller,
    admin,
  }) => {
    const released = await sellOne(app, seller.user.id, 'Released box');
    await seller.client.post(`/api/orders/${released}/status`, { status: 'provisioning' });
    await seller.client.post(`/api/orders/${released}/status`, { status: 'active' });

    // While held, the release date shown is the one the release job keeps to, to the minute.
    const before = (await seller.client.get('/api/payouts/balance')).body;
    expect(before).toMatchObject({ available: 0, onHold: 9_500, lifetimeEarnings: 9_500, paidOut: 0 });
    expect(before.saleHolds).toEqual([
      {
        id: expect.any(String),
        orderId: released,
        orderTitle: expect.any(String),
        amount: 9_500,
        releaseAt: expect.any(String),
        waitsFor: 'date',
      },
    ]);
    const releaseAt = new Date(before.saleHolds[0].releaseAt);
    app.clock.set(new Date(releaseAt.getTime() - MINUTE));
    await releaseDueHolds(app.ctx);
    expect((await getWallet(db, seller.user.id)).onHoldBalance).toBe(9_500);
    app.clock.set(releaseAt);
    await releaseDueHolds(app.ctx);
    expect(await getWallet(db, seller.user.id)).toEqual({ balance: 9_500, onHoldBalance: 0 });

    // Moving the clock ended the sessions.
    seller = { ...seller, client: await signInAgain(app, seller.user) };
    const adminClient = await signInAgain(app, admin.user);
    const held = await sellOne(app, seller.user.id, 'Held box');
    const requested = await seller.client.post('/api/payouts', {
      amountCents: 4_000,
      method: 'bank',
      details: bank,
    });
    expect(requested.status).toBe(201);
    const paid = await adminClient.post(`/api/admin/payouts/${requested.body.payout.id}/mark-paid`, {
      reference: 'WIRE-2026-0042',
    });
    expect(paid.status).toBe(200);

    const money = (await seller.client.get('/api/payouts/balance')).body;
    const [hold] = await db.select().from(walletHolds).where(eq(walletHolds.orderId, held));
    expect(money).toEqual({
      available: 5_500,
      onHold: 9_500,
      saleHolds: [
        {
          id: hold!.id,
          orderId: held,
          orderTitle: expect.any(String),
          amount: 9_500,
          // Never activated: it waits for activation, its date being 30 days after the sale.
          releaseAt: hold!.releaseAt.toISOString(),
          waitsFor: 'activation',
        },
      ],
      bidHolds: 0,
      lifetimeEarnings: 19_000,
      paidOut: 4_000,
    });
    // The two balances are the wallet's, and on hold is exactly the holds listed.
    const wallet = await getWallet(db, seller.user.id);
    expect([money.available, money.onHold]).toEqual([wallet.balance, wallet.onHoldBalance]);
    expect(
      money.saleHolds.reduce((sum: number, h: { amount: number }) => sum + h.amount, 0) + money.bidHolds,
    ).toBe(money.onHold);
    // Earned = still held + available + paid out, for a seller who neither deposited nor bought.
    expect(money.lifetimeEarnings).toBe(money.onHold + money.available + money.paidOut);
    await expectLedgerBalanced(app);

    // The seller reads the payment reference on their payout history.
    const history = (await seller.client.get('/api/payouts')).body.payouts;
    expect(history[0]).toMatchObject({ status: 'paid', paymentReference: 'WIRE-2026-0042' });
  });

  test('shows each user only their own money; a visitor gets 401; a read token may read it', async ({
    app,
    seller,
  }) => {
    await sellOne(app, seller.user.id, 'Mine');
    const other = await signInAs(app, { role: 'monetizer' });
    const theirs = (await other.client.get('/api/payouts/balance')).body;
    expect(theirs).toMatchObject({ available: 0, onHold: 0, saleHolds: [], lifetimeEarnings: 0 });
    expect((await app.client().get('/api/payouts/balance')).status).toBe(401);
    const token = await createTokenFor(seller.client, { scope: 'read' });
    const read = await callWithToken(app, token.secret, 'GET', '/api/payouts/balance');
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ onHold: 9_500, lifetimeEarnings: 9_500 });
  });
});

describe('POST /api/admin/payouts/:id/mark-paid', () => {
  async function requestedPayout(app: TestApp) {
    const seller = await signInAs(app, { role: 'monetizer' });
    await fundWallet(seller.client, 2_000);
    const { body } = await seller.client.post('/api/payouts', {
      amountCents: 2_000,
      method: 'bank',
      details: bank,
    });
    return { seller, id: body.payout.id as string };
  }

  test('requires a single-line payment reference, beside the field', async ({ app }) => {
    const { seller, id } = await requestedPayout(app);
    const admin = await signInAs(app, { role: 'admin' });
    for (const body of [{ reference: '   ' }, {}, { reference: 'WIRE\n42' }]) {
      const refused = await admin.client.post(`/api/admin/payouts/${id}/mark-paid`, body);
      expect(refused.status).toBe(400);
      expect(refused.body.field).toBe('reference');
    }
    const blank = await admin.client.post(`/api/admin/payouts/${id}/mark-paid`, { reference: '' });
    expect(blank.body).toMatchObject({
      title: 'Payment reference required',
      message: 'Please enter the reference of the transfer, as the bank or service shows it.',
      field: 'reference',
    });
    expect((await seller.client.get('/api/payouts')).body.payouts[0]).toMatchObject({
      status: 'requested',
      paymentReference: null,
    });
    const paid = await admin.client.post(`/api/admin/payouts/${id}/mark-paid`, {
      reference: '  SEPA 0042  ',
    });
    expect(paid.body.payout).toMatchObject({ status: 'paid', paymentReference: 'SEPA 0042' });
  });

  test('refuses visitors, sellers and every API token', async ({ app }) => {
    const { seller, id } = await requestedPayout(app);
    const admin = await signInAs(app, { role: 'admin' });
    const body = { reference: 'WIRE-1' };
    expect((await app.client().post(`/api/admin/payouts/${id}/mark-paid`, body)).status).toBe(401);
    expect((await seller.client.post(`/api/admin/payouts/${id}/mark-paid`, body)).status).toBe(403);
    const token = await createTokenFor(admin.client, { scope: 'trade' });
    const refused = await callWithToken(
      app,
      token.secret,
      'POST',
      `/api/admin/payouts/${id}/mark-paid`,
      body,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.title).toBe('Not available with an API token');
    expect((await seller.client.get('/api/payouts')).body.payouts[0].status).toBe('requested');
  });
});
