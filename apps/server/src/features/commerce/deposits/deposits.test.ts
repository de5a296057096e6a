import { describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { TEST_CARDS } from '@netlease/shared/payments';
import { payments } from '../../../platform/db/schema/index';
import { test } from '../../../test/server-test';
import { signInAs } from '../../../test/factories';
import { expectLedgerBalanced } from '../../../test/ledger-checks';

const card = (number: string = TEST_CARDS.success) => ({
  holderName: 'Leo Leaser',
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  country: 'us',
});

describe('deposits', () => {
  test('adds a card deposit to the wallet with a successful payment record and history row', async ({
    app,
    db,
    leaser: { user, client },
  }) => {
    const response = await client.post('/api/deposits', {
      amountCents: 12_550,
      gateway: 'card',
      card: card(),
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      title: 'Deposit Successful',
      message: '$125.50 has been added to your wallet.',
      wallet: { balance: 12_550, onHoldBalance: 0 },
    });
    const [payment] = await db.select().from(payments).where(eq(payments.userId, user.id));
    expect(payment).toMatchObject({ status: 'success', gateway: 'card', amount: 12_550, cardLast4: '4242' });
    expect(payment!.transactionId).toMatch(/^sbx_/);

    const wallet = await client.get('/api/wallet');
    expect(wallet.body).toEqual({ balance: 12_550, onHoldBalance: 0 });
    const history = await client.get('/api/wallet/transactions');
    expect(history.body.items).toHaveLength(1);
    expect(history.body.items[0]).toMatchObject({ type: 'deposit', status: 'completed', amount: 12_550 });
    await expectLedgerBalanced(app);
  });

  test.for([
    [{ amountCents: 0 }, 'Invalid Amount', 'Please enter a valid deposit amount.'],
    [{ amountCents: -100 }, 'Invalid Amount', 'Please enter a valid deposit amount.'],
    [{ amountCents: 10.5 }, 'Invalid Amount', 'Please enter a valid deposit amount.'],
    [{ amountCents: 'abc' }, 'Invalid Amount', 'Please enter a valid deposit amount.'],
    [{ gateway: undefined }, 'Payment method required', 'Please choose a payment method.'],
    [{ card: card('4242424242424241') }, 'Invalid card number', 'Please check your card number.'],
    [{ card: { ...card(), expYear: 2025 } }, 'Card expired', 'Please check the expiry date of your card.'],
    [{ card: { ...card(), cvc: '12' } }, 'Invalid CVC', 'Please check the security code of your card.'],
    [{ card: undefined }, 'Card details required', 'Please fill in your card details.'],
  ] as const)('refuses bad input with its message (%#)', async ([override, title, message], { app, db }) => {
    const { user, client } = await signInAs(app);
    const response = await client.post('/api/deposits', {
      amountCents: 1000,
      gateway: 'card',
      card: card(),
      ...override,
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ title, message });
    expect(await db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(0);
  });

  test('answers the not-implemented notice for the other gateways', async ({ leaser: { client } }) => {
    for (const gateway of ['paypal', 'crypto', 'razorpay', 'wise']) {
      const response = await client.post('/api/deposits', { amountCents: 1000, gateway });
      expect(response.status).toBe(501);
      expect(response.body.title).toBe('Not implemented');
    }
  });

  test('keeps a declined card as a failed payment and says Deposit Failed', async ({
    db,
    leaser: { user, client },
  }) => {
    const response = await client.post('/api/deposits', {
      amountCents: 5000,
      gateway: 'card',
      card: card(TEST_CARDS.declined),
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ title: 'Deposit Failed', message: 'Your card was declined.' });
    const [payment] = await db.select().from(payments).where(eq(payments.userId, user.id));
    expect(payment).toMatchObject({ status: 'failed', transactionId: null });
    expect((await client.get('/api/wallet')).body.balance).toBe(0);
    const history = await client.get('/api/wallet/transactions');
    expect(history.body.items[0]).toMatchObject({ type: 'deposit', status: 'failed' });
  });

  test('needs a signed-in user', async ({ app }) => {
    const response = await app
      .client()
      .post('/api/deposits', { amountCents: 1000, gateway: 'card', card: card() });
    expect(response.status).toBe(401);
    expect((await app.client().get('/api/wallet')).status).toBe(401);
  });
});

describe('deposit idempotency', () => {
  test('moves money once for 10 concurrent repeats of one key and returns the first answer to all', async ({
    app,
    leaser: { client },
  }) => {
    const headers = { 'idempotency-key': 'deposit-key-1' };
    const body = { amountCents: 2_000, gateway: 'card', card: card() };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => client.post('/api/deposits', body, { headers })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((response) => response.body.paymentId)).size).toBe(1);
    expect(responses.filter((response) => response.headers['idempotent-replayed'] === 'false')).toHaveLength(
      1,
    );
    expect((await client.get('/api/wallet')).body.balance).toBe(2_000);
    await expectLedgerBalanced(app);
  });

  test('refuses the same key with a different body and moves nothing', async ({ leaser: { client } }) => {
    const headers = { 'idempotency-key': 'deposit-key-2' };
    await client.post('/api/deposits', { amountCents: 1_000, gateway: 'card', card: card() }, { headers });
    const other = await client.post(
      '/api/deposits',
      { amountCents: 9_000, gateway: 'card', card: card() },
      { headers },
    );
    expect(other.status).toBe(422);
    expect(other.body.title).toBe('Request refused');
    expect((await client.get('/api/wallet')).body.balance).toBe(1_000);
  });

  test('replays a declined answer without charging again', async ({ db, leaser: { user, client } }) => {
    const headers = { 'idempotency-key': 'deposit-key-3' };
    const body = { amountCents: 1_000, gateway: 'card', card: card(TEST_CARDS.declined) };
    const first = await client.post('/api/deposits', body, { headers });
    const again = await client.post('/api/deposits', body, { headers });
    expect(again.status).toBe(422);
    expect(again.body).toEqual(first.body);
    expect(await db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(1);
  });

  test('keeps keys per user: another user may use the same key', async ({ app, leaser: a }) => {
    const b = await signInAs(app);
    const headers = { 'idempotency-key': 'shared-key' };
    const body = { amountCents: 1_000, gateway: 'card', card: card() };
    expect((await a.client.post('/api/deposits', body, { headers })).status).toBe(201);
    expect((await b.client.post('/api/deposits', body, { headers })).status).toBe(201);
    expect((await b.client.get('/api/wallet')).body.balance).toBe(1_000);
  });
});
