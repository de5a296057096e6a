import { describe, expect } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ORDER_MESSAGES } from '@netlease/shared/orders';
import { PAYMENT_MESSAGES } from '@netlease/shared/payments';
import { parseEnv } from '../../../platform/env';
import { queryRows } from '../../../platform/db/database';
import { orders, paymentIntents, payments, serverPackages } from '../../../platform/db/schema/index';
import { createPaymentGateways, type PaymentGateway } from '../../../platform/payments/payment-gateway';
import { MINUTE } from '../../../platform/clock';
import type { TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { signInAs } from '../../../test/factories';
import { expectLedgerBalanced } from '../../../test/ledger-checks';
import { TEST_CARD, createServerPackage, fundWallet } from '../../../test/checkout-factories';
import { settleCardPayments } from './settle-card-payments';
import { PRODUCTION_ENV } from '../../../test/production-env';

/**
 * Card payments in two phases (docs/decisions/120-two-phase-payments.md): an intent is committed
 * before the gateway is called, a crash at any point is settled by the job or by a retry with the
 * same Idempotency-Key, a charge for something no longer on sale is refunded, and refunds of card
 * orders go back to the card.
 */
let realFind: TestApp['ctx']['payments']['find'];
test.beforeAll(async ({ app }) => {
  realFind = app.ctx.payments.find;
});
test.afterEach(({ app }) => {
  app.ctx.payments.find = realFind;
});

/** Makes the card gateway misbehave as a crash or a lost answer would look from here. */
function interceptGateway(app: TestApp, wrap: (real: PaymentGateway) => Partial<PaymentGateway>) {
  const real = realFind('card')!;
  const wrapped: PaymentGateway = { ...real, ...wrap(real) };
  app.ctx.payments.find = (gateway) => (gateway === 'card' ? wrapped : realFind(gateway));
}

const crash = () => new Error('connection reset by peer');

async function sandboxCharges(app: TestApp) {
  return queryRows<{ key: string; amount_cents: string; refunded_cents: string }>(
    app.db,
    sql`SELECT key, amount_cents::text, refunded_cents::text FROM sandbox_card_charges`,
  );
}

async function runReconciler(app: TestApp) {
  app.clock.advance(3 * MINUTE);
  return settleCardPayments(app.ctx);
}

async function buyer(app: TestApp) {
  return signInAs(app, { role: 'leaser' });
}

async function packageForSale(app: TestApp, stockCount = 5) {
  const seller = await signInAs(app, { role: 'monetizer' });
  return createServerPackage(app, seller.user.id, { priceCents: 10_000, stockCount });
}

const cardCheckout = (itemId: string) => ({ itemType: 'server', itemId, method: 'card', card: TEST_CARD });

describe('two-phase card checkout', () => {
  test('commits the intent before charging, then the order with the charge as its source', async ({
    app,
    db,
  }) => {
    const pkg = await packageForSale(app);
    const { user, client } = await buyer(app);
    let intentsDuringCharge: unknown[] = [];
    interceptGateway(app, (real) => ({
      async charge(request) {
        // Phase 1 is committed: another connection sees the intent while the gateway is asked.
        intentsDuringCharge = await db
          .select()
          .from(paymentIntents)
          .where(eq(paymentIntents.id, request.key));
        return real.charge(request);
      },
    }));
    const response = await client.post('/api/checkout', cardCheckout(pkg.id));
    expect(response.status).toBe(201);
    expect(intentsDuringCharge).toHaveLength(1);
    const [intent] = await db.select().from(paymentIntents).where(eq(paymentIntents.userId, user.id));
    expect(intent).toMatchObject({
      status: 'succeeded',
      purpose: 'order',
      amountCents: 10_500,
      responseStatus: 201,
    });
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, response.body.orderId));
    expect(payment).toMatchObject({ gateway: 'card', status: 'success', transactionId: intent!.chargeId });
    await expectLedgerBalanced(app);
  });

  test('settles a charge whose answer was lost: the job writes the order once; a retry replays it', async ({
    app,
    db,
  }) => {
    const pkg = await packageForSale(app);
    const { user, client } = await buyer(app);
    interceptGateway(app, (real) => ({
      async charge(request) {
        await real.charge(request);
        throw crash();
      },
    }));
    const key = `lost-${user.id}`;
    // The injected crash's 500 is what no declaration promises.
    const cut = await client.post('/api/checkout', cardCheckout(pkg.id), {
      headers: { 'idempotency-key': key },
      checkReply: false,
    });
    expect(cut.status).toBe(500);
    expect(await db.select().from(orders).where(eq(orders.leaserId, user.id))).toHaveLength(0);
    app.ctx.payments.find = realFind;

    expect(await runReconciler(app)).toBeGreaterThanOrEqual(1);
    const placed = await db.select().from(orders).where(eq(orders.leaserId, user.id));
    expect(placed).toHaveLength(1);
    const retry = await client.post('/api/checkout', cardCheckout(pkg.id), {
      headers: { 'idempotency-key': key },
    });
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body.orderId).toBe(placed[0]!.id);
    const charges = await sandboxCharges(app);
    expect(charges.filter((charge) => charge.amount_cents === '10500').length).toBeGreaterThanOrEqual(1);
    await expectLedgerBalanced(app);
  });

  test('a retry with the same key completes a cut-off payment without charging twice', async ({
    app,
    db,
  }) => {
    const pkg = await packageForSale(app);
    const { user, client } = await buyer(app);
    let calls = 0;
    interceptGateway(app, (real) => ({
      async charge(request) {
        calls += 1;
        const result = await real.charge(request);
        if (calls === 1) throw crash();
        return result;
      },
    }));
    const key = `retry-${user.id}`;
    expect(
      (
        await client.post('/api/checkout', cardCheckout(pkg.id), {
          headers: { 'idempotency-key': key },
          checkReply: false,
        })
      ).status,
    ).toBe(500);
    const retry = await client.post('/api/checkout', cardCheckout(pkg.id), {
      headers: { 'idempotency-key': key },
    });
    expect(retry.status).toBe(201);
    const [intent] = await db.select().from(paymentIntents).where(eq(paymentIntents.userId, user.id));
    const charges = await queryRows(db, sql`SELECT 1 FROM sandbox_card_charges WHERE key = ${intent!.id}`);
    expect(charges).toHaveLength(1);
    expect(await db.select().from(orders).where(eq(orders.leaserId, user.id))).toHaveLength(1);
  });

  test('abandons an intent whose charge was never made (a crash before the gateway call)', async ({
    app,
    db,
  }) => {
    const pkg = await packageForSale(app);
    const { user, client } = await buyer(app);
    interceptGateway(app, () => ({
      async charge() {
        throw crash();
      },
    }));
    expect((await client.post('/api/checkout', cardCheckout(pkg.id), { checkReply: false })).status).toBe(
      500,
    );
    app.ctx.payments.find = realFind;
    await runReconciler(app);
    const [intent] = await db.select().from(paymentIntents).where(eq(paymentIntents.userId, user.id));
    expect(intent).toMatchObject({ status: 'abandoned', responseStatus: 409 });
    expect(await db.select().from(orders).where(eq(orders.leaserId, user.id))).toHaveLength(0);
  });

  test('refunds the card when the item is gone by the time the charge is applied', async ({ app, db }) => {
    const pkg = await packageForSale(app, 1);
    const rival = await buyer(app);
    await fundWallet(rival.client, 50_000);
    const { user, client } = await buyer(app);
    interceptGateway(app, (real) => ({
      async charge(request) {
        const result = await real.charge(request);
        // The last unit was secured for the card's buyer before the charge: another buyer cannot take it.
        const refused = await rival.client.post('/api/checkout', {
          itemType: 'server',
          itemId: pkg.id,
          method: 'wallet',
        });
        expect(refused.status).toBe(409);
        expect(refused.body.title).toBe('Held by another buyer');
        // The package leaves the marketplace (staff suspend it) while the card is being charged.
        await db.update(serverPackages).set({ status: 'suspended' }).where(eq(serverPackages.id, pkg.id));
        return result;
      },
    }));
    const response = await client.post('/api/checkout', cardCheckout(pkg.id));
    expect(response.status).toBe(409);
    expect(response.body.message).toContain(PAYMENT_MESSAGES.chargeRefunded.description);
    const [intent] = await db.select().from(paymentIntents).where(eq(paymentIntents.userId, user.id));
    expect(intent).toMatchObject({ status: 'refunded' });
    const [charge] = await queryRows<{ refunded_cents: string; amount_cents: string }>(
      db,
      sql`SELECT refunded_cents::text, amount_cents::text FROM sandbox_card_charges WHERE key = ${intent!.id}`,
    );
    expect(charge!.refunded_cents).toBe(charge!.amount_cents);
    expect(await db.select().from(orders).where(eq(orders.leaserId, user.id))).toHaveLength(0);
    expect((await client.get('/api/wallet')).body.balance).toBe(0);
    await expectLedgerBalanced(app);
  });

  test('refunds the card when the price changed while it was charged', async ({ app, db }) => {
    const pkg = await packageForSale(app);
    const { user, client } = await buyer(app);
    interceptGateway(app, (real) => ({
      async charge(request) {
        const result = await real.charge(request);
        // The seller raises the price while the processor answers: the charge no longer pays for it.
        await db.update(serverPackages).set({ priceCents: 12_000 }).where(eq(serverPackages.id, pkg.id));
        return result;
      },
    }));
    const response = await client.post('/api/checkout', cardCheckout(pkg.id));
    expect(response.status).toBe(409);
    expect(response.body.title).toBe(ORDER_MESSAGES.priceChanged.title);
    expect(response.body.message).toContain(ORDER_MESSAGES.priceChanged.description);
    expect(response.body.message).toContain(PAYMENT_MESSAGES.chargeRefunded.description);
    const [intent] = await db.select().from(paymentIntents).where(eq(paymentIntents.userId, user.id));
    expect(intent).toMatchObject({ status: 'refunded' });
    const charge = (await sandboxCharges(app)).find((row) => row.key === intent!.id);
    expect(charge).toMatchObject({ amount_cents: '10500', refunded_cents: '10500' });
    expect(await db.select().from(orders).where(eq(orders.leaserId, user.id))).toHaveLength(0);
    const [unsold] = await db.select().from(serverPackages).where(eq(serverPackages.id, pkg.id));
    expect(unsold!.stockCount).toBe(5);
    await expectLedgerBalanced(app);
  });

  test('ten concurrent requests with one key make one charge and one order', async ({ app, db }) => {
    const pkg = await packageForSale(app);
    const { user, client } = await buyer(app);
    const key = `burst-${user.id}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.post('/api/checkout', cardCheckout(pkg.id), { headers: { 'idempotency-key': key } }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((answer) => answer.body.orderId)).size).toBe(1);
    expect(await db.select().from(orders).where(eq(orders.leaserId, user.id))).toHaveLength(1);
    const [intent] = await db.select().from(paymentIntents).where(eq(paymentIntents.userId, user.id));
    expect(
      await queryRows(db, sql`SELECT 1 FROM sandbox_card_charges WHERE key = ${intent!.id}`),
    ).toHaveLength(1);
  });
});

describe('refunds go back to where the money came from', () => {
  test('cancelling a card-paid order refunds the card, not the wallet', async ({ app, db }) => {
    const pkg = await packageForSale(app);
    const { user, client } = await buyer(app);
    const paid = await client.post('/api/checkout', cardCheckout(pkg.id));
    expect(paid.status).toBe(201);
    const cancelled = await client.post(`/api/orders/${paid.body.orderId}/cancel`, {
      reason: 'No longer needed',
    });
    expect(cancelled.status).toBe(200);
    expect((await client.get('/api/wallet')).body).toMatchObject({ balance: 0 });
    const [refund] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, user.id), eq(payments.type, 'refund')));
    expect(refund).toMatchObject({ status: 'success', amount: 10_500, orderId: paid.body.orderId });
    const [intent] = await db.select().from(paymentIntents).where(eq(paymentIntents.userId, user.id));
    const [charge] = await queryRows<{ refunded_cents: string }>(
      db,
      sql`SELECT refunded_cents::text FROM sandbox_card_charges WHERE key = ${intent!.id}`,
    );
    expect(charge!.refunded_cents).toBe('10500');
    // A payout cannot turn a card payment into cash: nothing reached the wallet.
    const payout = await client.post('/api/payouts', {
      amountCents: 10_500,
      method: 'paypal',
      details: { paypal_email: 'x@example.com' },
    });
    expect(payout.status).not.toBe(201);
    await expectLedgerBalanced(app);
  });

  test('a refund the gateway did not confirm is sent again by the job', async ({ app, db }) => {
    const pkg = await packageForSale(app);
    const { user, client } = await buyer(app);
    const paid = await client.post('/api/checkout', cardCheckout(pkg.id));
    interceptGateway(app, () => ({
      async refund() {
        throw crash();
      },
    }));
    expect(
      (await client.post(`/api/orders/${paid.body.orderId}/cancel`, { reason: 'No longer needed' })).status,
    ).toBe(200);
    const pending = await db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, user.id), eq(payments.type, 'refund')));
    expect(pending[0]!.status).toBe('pending');
    app.ctx.payments.find = realFind;
    await runReconciler(app);
    const [done] = await db.select().from(payments).where(eq(payments.id, pending[0]!.id));
    expect(done!.status).toBe('success');
  });
});

describe('two-phase card deposit', () => {
  test('credits a deposit whose answer was lost exactly once', async ({ app }) => {
    const { user, client } = await buyer(app);
    interceptGateway(app, (real) => ({
      async charge(request) {
        await real.charge(request);
        throw crash();
      },
    }));
    const body = { amountCents: 7_000, gateway: 'card', card: TEST_CARD };
    expect(
      (
        await client.post('/api/deposits', body, {
          headers: { 'idempotency-key': `d-${user.id}` },
          checkReply: false,
        })
      ).status,
    ).toBe(500);
    app.ctx.payments.find = realFind;
    await runReconciler(app);
    await runReconciler(app);
    expect((await client.get('/api/wallet')).body.balance).toBe(7_000);
    const retry = await client.post('/api/deposits', body, {
      headers: { 'idempotency-key': `d-${user.id}` },
    });
    expect(retry.status).toBe(201);
    expect((await client.get('/api/wallet')).body.balance).toBe(7_000);
    await expectLedgerBalanced(app);
  });
});

describe('the gateways offered', () => {
  test('a demo lists all five gateways: the card as sandbox, the others marked demo', async ({ app }) => {
    const methods = await app.client().get('/api/payments/methods');
    expect(methods.status).toBe(200);
    expect(methods.body).toEqual({
      gateways: [
        { id: 'paypal', label: 'PayPal', availability: 'demo' },
        { id: 'card', label: 'Stripe (Credit/Debit Card)', availability: 'sandbox' },
        { id: 'crypto', label: 'Crypto', availability: 'demo' },
        { id: 'razorpay', label: 'Razorpay', availability: 'demo' },
        { id: 'wise', label: 'Wise', availability: 'demo' },
      ],
      cardProcessor: 'sandbox',
      stripePublishableKey: null,
    });
  });

  test('a server that is not a demo lists only what it can charge, and refuses the rest with 400', async ({
    db,
  }) => {
    const env = parseEnv({ ...PRODUCTION_ENV });
    const gateways = await createPaymentGateways(env, db);
    expect(gateways.methods()).toEqual({ gateways: [], cardProcessor: 'none', stripePublishableKey: null });
    for (const gateway of ['card', 'paypal'] as const) {
      expect(() => gateways.require(gateway)).toThrow(
        expect.objectContaining({ status: 400, title: PAYMENT_MESSAGES.gatewayNotConfigured.title }),
      );
    }
  });
});

describe('the sandbox card in production', () => {
  test('does not exist: the server refuses to start with it and offers no card without it', () => {
    expect(() => parseEnv({ ...PRODUCTION_ENV, CARD_GATEWAY: 'sandbox' })).toThrow(/CARD_GATEWAY/);
    expect(parseEnv({ ...PRODUCTION_ENV }).CARD_GATEWAY).toBe('none');
    expect(parseEnv({ NODE_ENV: 'production', DEMO_MODE: 'true' }).CARD_GATEWAY).toBe('none');
    expect(() =>
      parseEnv({ NODE_ENV: 'development', DATABASE_URL: 'postgres://x/y', CARD_GATEWAY: 'sandbox' }),
    ).toThrow(/CARD_GATEWAY/);
    expect(parseEnv({ NODE_ENV: 'test' }).CARD_GATEWAY).toBe('sandbox');
  });
});
