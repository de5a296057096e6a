import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@netlease/shared/payments';
import { parseEnv } from '../../../platform/env';
import { orders, paymentIntents, payments, stripeEvents } from '../../../platform/db/schema/index';
import { MINUTE } from '../../../platform/clock';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAs } from '../../../test/factories';
import { expectLedgerBalanced } from '../../../test/ledger-checks';
import { TEST_CARD, createServerPackage } from '../../../test/checkout-factories';
import { settleCardPayments } from './settle-card-payments';
import { STRIPE_WEBHOOK_PATH } from './card-payments.routes';
import { startFakeStripe, type FakePaymentIntent, type FakeStripe } from './fake-stripe';
import { PRODUCTION_ENV } from '../../../test/production-env';

/**
 * Stripe as the card processor (docs/decisions/199-stripe-gateway.md), against a fake Stripe API on
 * 127.0.0.1: the checkout creates a PaymentIntent keyed by our intent's id, the browser confirms it,
 * and the signed webhook settles the payment once, whatever order and however often events arrive.
 */
let t: TestApp;
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({ demoMode: false, stripe: { env: stripe.env, client: stripe.client } });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

/** Delivers an event as Stripe does: the exact JSON bytes, signed, with no session or CSRF token. */
async function deliver(event: object, options: { signature?: string | null; body?: string } = {}) {
  const payload = JSON.stringify(event);
  const signature = options.signature === undefined ? stripe.sign(payload, nowSeconds()) : options.signature;
  const response = await t.app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload: options.body ?? payload,
  });
  return { status: response.statusCode, body: response.json() };
}

async function packageForSale(stockCount = 5) {
  const seller = await signInAs(t, { role: 'monetizer' });
  return createServerPackage(t, seller.user.id, { priceCents: 10_000, stockCount });
}

/** A buyer who has started a card checkout: Stripe holds a PaymentIntent for them to confirm. */
async function startCheckout(stockCount = 5) {
  const pkg = await packageForSale(stockCount);
  const buyer = await signInAs(t, { role: 'leaser' });
  const key = `checkout-${buyer.user.id}`;
  const started = await buyer.client.post(
    '/api/checkout',
    { itemType: 'server', itemId: pkg.id, method: 'card' },
    { headers: { 'idempotency-key': key } },
  );
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const intent: FakePaymentIntent = stripe.intentOf(started.body.paymentId);
  return { ...buyer, pkg, key, started, intent, paymentId: started.body.paymentId as string };
}

async function ordersOf(userId: string) {
  return t.db.select().from(orders).where(eq(orders.leaserId, userId));
}

async function intentRow(id: string) {
  const [row] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
  return row!;
}

describe('a card checkout through Stripe', () => {
  it('creates a PaymentIntent with our intent id as idempotency key and answers its client secret', async () => {
    const before = stripe.requests.length;
    const { user, started, intent, paymentId } = await startCheckout();
    expect(started.body).toEqual({
      status: 'requires_confirmation',
      paymentId,
      clientSecret: intent.client_secret,
    });
    const created = stripe.requests.slice(before).filter((request) => request.path === '/v1/payment_intents');
    expect(created).toHaveLength(1);
    expect(created[0]!.idempotencyKey).toBe(paymentId);
    expect(created[0]!.form.get('amount')).toBe('10500');
    expect(created[0]!.form.get('currency')).toBe('usd');
    expect(await intentRow(paymentId)).toMatchObject({
      status: 'pending',
      chargeId: intent.id,
      responseStatus: null,
    });
    expect(await ordersOf(user.id)).toHaveLength(0);
  });

  it('never takes card details: a request carrying a card is refused before Stripe is asked', async () => {
    const pkg = await packageForSale();
    const { user, client } = await signInAs(t, { role: 'leaser' });
    const before = stripe.requests.length;
    const response = await client.post('/api/checkout', {
      itemType: 'server',
      itemId: pkg.id,
      method: 'card',
      card: TEST_CARD,
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      title: PAYMENT_MESSAGES.cardDetailsNotAccepted.title,
      message: PAYMENT_MESSAGES.cardDetailsNotAccepted.description,
    });
    expect(stripe.requests.length).toBe(before);
    expect(await t.db.select().from(paymentIntents).where(eq(paymentIntents.userId, user.id))).toHaveLength(
      0,
    );
  });

  it('a retry with the same Idempotency-Key answers the same PaymentIntent without creating another', async () => {
    const { client, pkg, key, intent } = await startCheckout();
    const before = stripe.requests.length;
    const retry = await client.post(
      '/api/checkout',
      { itemType: 'server', itemId: pkg.id, method: 'card' },
      { headers: { 'idempotency-key': key } },
    );
    expect(retry.status).toBe(202);
    expect(retry.body.clientSecret).toBe(intent.client_secret);
    const created = stripe.requests.slice(before).filter((request) => request.path === '/v1/payment_intents');
    expect(created).toHaveLength(0);
  });

  it('the signed payment_intent.succeeded webhook places the order; the buyer follows it and a retry replays it', async () => {
    const { user, client, pkg, key, intent, paymentId } = await startCheckout();
    expect((await client.get(`/api/card-payments/${paymentId}`)).body).toEqual({
      id: paymentId,
      status: 'pending',
      answer: null,
    });
    const delivered = await deliver(stripe.event('payment_intent.succeeded', stripe.pay(intent)));
    expect(delivered).toEqual({ status: 200, body: { received: true, outcome: 'settled' } });
    const placed = await ordersOf(user.id);
    expect(placed).toHaveLength(1);
    const followed = await client.get(`/api/card-payments/${paymentId}`);
    expect(followed.body).toMatchObject({
      status: 'succeeded',
      answer: { status: 201, body: { orderId: placed[0]!.id } },
    });
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, placed[0]!.id));
    expect(payment).toMatchObject({ gateway: 'card', status: 'success', transactionId: intent.id });
    const retry = await client.post(
      '/api/checkout',
      { itemType: 'server', itemId: pkg.id, method: 'card' },
      { headers: { 'idempotency-key': key } },
    );
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    await expectLedgerBalanced(t);
  });

  it('only the payer follows a payment: a visitor is 401, another user 404', async () => {
    const { paymentId } = await startCheckout();
    const other = await signInAs(t, { role: 'leaser' });
    expect((await t.client().get(`/api/card-payments/${paymentId}`)).status).toBe(401);
    expect((await other.client.get(`/api/card-payments/${paymentId}`)).status).toBe(404);
  });
});

describe('the Stripe webhook signature', () => {
  it('refuses a missing, a wrong and a stale signature, and a changed payload, with 400 and no change', async () => {
    const { user, intent, paymentId } = await startCheckout();
    const event = stripe.event('payment_intent.succeeded', stripe.pay(intent));
    const payload = JSON.stringify(event);
    const refusals = [
      await deliver(event, { signature: null }),
      await deliver(event, { signature: stripe.sign(payload, nowSeconds(), 'whsec_someoneelsessecret') }),
      await deliver(event, { signature: stripe.sign(payload, nowSeconds() - 10 * 60) }),
      await deliver(event, { body: payload.replace('"amount":10500', '"amount":10') }),
      await deliver(event, { signature: 't=1,v1=nothex' }),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(400);
      expect(refusal.body).toMatchObject({ code: 'bad_request', title: 'Invalid webhook' });
    }
    expect(refusals[0]!.body.message).toBe('The Stripe-Signature header is missing.');
    expect(refusals[1]!.body.message).toBe('The Stripe-Signature header does not match this payload.');
    expect(await ordersOf(user.id)).toHaveLength(0);
    expect(await intentRow(paymentId)).toMatchObject({ status: 'pending' });
    expect(await t.db.select().from(stripeEvents).where(eq(stripeEvents.eventId, event.id))).toHaveLength(0);
  });
});

describe('replayed and out-of-order Stripe events', () => {
  it('applies a replayed event once: the second delivery of the same id is a duplicate', async () => {
    const { user, intent } = await startCheckout();
    const event = stripe.event('payment_intent.succeeded', stripe.pay(intent));
    const answers = [await deliver(event), await deliver(event)];
    expect(answers.map((answer) => answer.body.outcome)).toEqual(['settled', 'duplicate']);
    // Stripe may also send the same news as another event: it finds the payment already settled.
    expect((await deliver(stripe.event('payment_intent.succeeded', intent))).body.outcome).toBe('ignored');
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect(await t.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(1);
    await expectLedgerBalanced(t);
  });

  it('ten concurrent deliveries of one event make one order', async () => {
    const { user, intent } = await startCheckout();
    const event = stripe.event('payment_intent.succeeded', stripe.pay(intent));
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(await ordersOf(user.id)).toHaveLength(1);
    await expectLedgerBalanced(t);
  });

  it('records one settlement once: concurrent replays and the same news under other ids are not settled again', async () => {
    const { user, intent, paymentId } = await startCheckout();
    const paid = stripe.pay(intent);
    const event = stripe.event('payment_intent.succeeded', paid);
    const sameNews = [1, 2, 3].map(() => stripe.event('payment_intent.succeeded', paid));
    // PGlite answers within the event loop's current turn, so one delivery would finish before the
    // next one reads anything; a turn's pause before each transaction lets them overlap as on
    // PostgreSQL, where every delivery reads the intent pending before the first one settles it.
    const transaction = t.db.transaction.bind(t.db);
    const spy = vi.spyOn(t.db, 'transaction').mockImplementation(async (...args) => {
      await new Promise((resolve) => setImmediate(resolve));
      return transaction(...args);
    });
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => deliver(event)),
      ...sameNews.map((other) => deliver(other)),
    ]).finally(() => spy.mockRestore());
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    const outcomes = answers.map((answer) => answer.body.outcome as string);
    expect(outcomes.filter((outcome) => outcome === 'settled')).toHaveLength(1);
    // Every other delivery changed nothing: a repeat of the event id, or another event about the
    // payment that is settled already.
    expect(outcomes.slice(6).every((outcome) => ['settled', 'ignored'].includes(outcome))).toBe(true);
    const recorded = await t.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.paymentIntentId, paymentId));
    expect(recorded).toHaveLength(4);
    expect(recorded.filter((row) => row.outcome === 'settled')).toHaveLength(1);
    expect(recorded.filter((row) => row.outcome === 'ignored')).toHaveLength(3);
    // The recorded settlement is the event whose delivery answered 'settled'.
    const settledIndex = outcomes.indexOf('settled');
    const settledEvent = settledIndex < 6 ? event : sameNews[settledIndex - 6]!;
    expect(recorded.find((row) => row.outcome === 'settled')?.eventId).toBe(settledEvent.id);
    expect(await ordersOf(user.id)).toHaveLength(1);
    await expectLedgerBalanced(t);
  });

  it('a failed attempt keeps the payment open: a success after it still places the order', async () => {
    const { user, intent, paymentId } = await startCheckout();
    const failed = stripe.event('payment_intent.payment_failed', stripe.decline(intent));
    const succeeded = stripe.event('payment_intent.succeeded', stripe.pay(intent));
    expect((await deliver(failed)).body.outcome).toBe('noted');
    expect(await intentRow(paymentId)).toMatchObject({
      status: 'pending',
      failureReason: PAYMENT_MESSAGES.cardDeclined.description,
      cardLast4: '0002',
    });
    expect((await deliver(succeeded)).body.outcome).toBe('settled');
    expect(await ordersOf(user.id)).toHaveLength(1);
  });

  it('an old failure delivered after the success changes nothing', async () => {
    const { user, intent, paymentId } = await startCheckout();
    const failed = stripe.event('payment_intent.payment_failed', stripe.decline(intent));
    const succeeded = stripe.event('payment_intent.succeeded', stripe.pay(intent));
    expect((await deliver(succeeded)).body.outcome).toBe('settled');
    expect((await deliver(failed)).body.outcome).toBe('ignored');
    expect(await intentRow(paymentId)).toMatchObject({ status: 'succeeded', responseStatus: 201 });
    expect(await ordersOf(user.id)).toHaveLength(1);
  });

  it('a cancellation closes the payment; a success reported after it is refunded, not delivered', async () => {
    const { user, client, intent, paymentId } = await startCheckout();
    const snapshot = structuredClone(intent);
    expect(
      (await deliver(stripe.event('payment_intent.canceled', { ...snapshot, status: 'canceled' }))).body
        .outcome,
    ).toBe('settled');
    expect((await client.get(`/api/card-payments/${paymentId}`)).body).toMatchObject({
      status: 'abandoned',
      answer: { status: 409, body: { title: PAYMENT_MESSAGES.paymentNotCompleted.title } },
    });
    const before = stripe.requests.length;
    const late = await deliver(stripe.event('payment_intent.succeeded', stripe.pay(intent)));
    expect(late.body.outcome).toBe('refunded');
    const refunds = stripe.requests.slice(before).filter((request) => request.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.idempotencyKey).toBe(`refund:${paymentId}`);
    expect(refunds[0]!.form.get('payment_intent')).toBe(intent.id);
    expect(await intentRow(paymentId)).toMatchObject({ status: 'refunded', responseStatus: 409 });
    expect(await ordersOf(user.id)).toHaveLength(0);
  });

  it('a cancellation after a failed attempt keeps the refusal as a failed payment', async () => {
    const { user, intent, paymentId } = await startCheckout();
    const declined = stripe.decline(intent, 'insufficient_funds');
    expect((await deliver(stripe.event('payment_intent.payment_failed', declined))).body.outcome).toBe(
      'noted',
    );
    const cancelled = await deliver(
      stripe.event('payment_intent.canceled', { ...declined, status: 'canceled' }),
    );
    expect(cancelled.body.outcome).toBe('settled');
    expect(await intentRow(paymentId)).toMatchObject({ status: 'declined', responseStatus: 422 });
    const [payment] = await t.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(payment).toMatchObject({
      status: 'failed',
      failureReason: PAYMENT_MESSAGES.cardInsufficientFunds.description,
    });
  });

  it('acknowledges and ignores events about PaymentIntents that are not ours or do not match', async () => {
    const { user, intent } = await startCheckout();
    const paid = stripe.pay(intent);
    const strangers = [
      stripe.event('payment_intent.succeeded', { ...paid, metadata: {} }),
      stripe.event('payment_intent.succeeded', { ...paid, metadata: { netlease_payment: 'not-a-uuid' } }),
      stripe.event('payment_intent.succeeded', {
        ...paid,
        metadata: { netlease_payment: '00000000-0000-4000-8000-000000000000' },
      }),
      stripe.event('payment_intent.succeeded', { ...paid, amount: 1 }),
      stripe.event('payment_intent.succeeded', { ...paid, id: 'pi_someoneelse' }),
      stripe.event('charge.refunded', paid),
    ];
    for (const event of strangers) {
      expect(await deliver(event)).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
    }
    expect(await ordersOf(user.id)).toHaveLength(0);
  });
});

describe('the reconciler with Stripe', () => {
  async function runReconciler(advance = 3 * MINUTE) {
    t.clock.advance(advance);
    return settleCardPayments(t.ctx);
  }

  it('asks Stripe when the webhook is lost and places the order once', async () => {
    const { user, intent, paymentId } = await startCheckout();
    stripe.pay(intent);
    await runReconciler();
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect(await intentRow(paymentId)).toMatchObject({
      status: 'succeeded',
      cardLast4: '4242',
      cardBrand: 'visa',
    });
    // The webhook arriving afterwards finds it settled.
    expect((await deliver(stripe.event('payment_intent.succeeded', intent))).body.outcome).toBe('ignored');
    expect(await ordersOf(user.id)).toHaveLength(1);
  });

  it('leaves an unconfirmed payment to the buyer, then cancels it with Stripe after the window', async () => {
    const { user, intent, paymentId } = await startCheckout();
    await runReconciler();
    expect(await intentRow(paymentId)).toMatchObject({ status: 'pending' });
    const before = stripe.requests.length;
    await runReconciler(31 * MINUTE);
    const cancels = stripe.requests
      .slice(before)
      .filter((request) => request.path === `/v1/payment_intents/${intent.id}/cancel`);
    expect(cancels).toHaveLength(1);
    expect(intent.status).toBe('canceled');
    expect(await intentRow(paymentId)).toMatchObject({ status: 'abandoned', responseStatus: 409 });
    expect(await ordersOf(user.id)).toHaveLength(0);
  });
});

describe('a deposit through Stripe', () => {
  it('credits the wallet once when the webhook says it is paid', async () => {
    const { user, client } = await signInAs(t, { role: 'leaser' });
    const started = await client.post('/api/deposits', { amountCents: 7_000, gateway: 'card' });
    expect(started.status).toBe(202);
    const intent = stripe.intentOf(started.body.paymentId);
    const event = stripe.event('payment_intent.succeeded', stripe.pay(intent));
    await deliver(event);
    await deliver(event);
    expect((await client.get('/api/wallet')).body.balance).toBe(7_000);
    const deposits = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, user.id), eq(payments.type, 'deposit')));
    expect(deposits).toHaveLength(1);
    await expectLedgerBalanced(t);
  });
});

describe('gateways by configuration', () => {
  it('offers only the card through Stripe, with the publishable key for Stripe.js', async () => {
    const methods = await t.client().get('/api/payments/methods');
    expect(methods.body).toEqual({
      gateways: [{ id: 'card', label: 'Stripe (Credit/Debit Card)', availability: 'live' }],
      cardProcessor: 'stripe',
      stripePublishableKey: stripe.env.STRIPE_PUBLISHABLE_KEY,
    });
    expect((await t.client().get('/api/config')).body).toEqual({ demoMode: false, cardPayments: 'stripe' });
  });

  it('refuses a gateway that is not configured with 400', async () => {
    const { client } = await signInAs(t, { role: 'leaser' });
    for (const gateway of ['paypal', 'crypto', 'razorpay', 'wise']) {
      const response = await client.post('/api/deposits', { amountCents: 1_000, gateway });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        title: PAYMENT_MESSAGES.gatewayNotConfigured.title,
        message: PAYMENT_MESSAGES.gatewayNotConfigured.description,
      });
    }
  });

  it('documents the webhook in the OpenAPI document', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toContain(STRIPE_WEBHOOK_PATH);
  });

  it('lets the web app load Stripe.js and its card fields (Content-Security-Policy)', async () => {
    // The pages' policy: every answer a browser renders carries it (docs/decisions/309).
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self' https://js.stripe.com");
    expect(policy).toContain('https://hooks.stripe.com');
    expect(policy).toContain('https://api.stripe.com');
  });

  it('needs the Stripe keys and the webhook secret, each named when missing or malformed', () => {
    expect(() => parseEnv({ ...PRODUCTION_ENV, CARD_GATEWAY: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY: is required when CARD_GATEWAY=stripe[\s\S]*STRIPE_PUBLISHABLE_KEY: is required[\s\S]*STRIPE_WEBHOOK_SECRET: is required/,
    );
    expect(() => parseEnv({ ...stripe.env, ...PRODUCTION_ENV, STRIPE_SECRET_KEY: 'pk_live_abc' })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret key/,
    );
    expect(() => parseEnv({ ...stripe.env, ...PRODUCTION_ENV, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: must be the webhook endpoint's signing secret/,
    );
    expect(() =>
      parseEnv({ ...stripe.env, ...PRODUCTION_ENV, STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' }),
    ).toThrow(/STRIPE_PUBLISHABLE_KEY: is a live key but STRIPE_SECRET_KEY is a test key/);
    expect(parseEnv({ ...stripe.env, ...PRODUCTION_ENV }).CARD_GATEWAY).toBe('stripe');
  });
});
