import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TEST_CARDS } from '@netlease/shared/payments';
import { payments } from '../../../platform/db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAs } from '../../../test/factories';
import { expectLedgerBalanced } from '../../../test/ledger-checks';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const card = (number: string = TEST_CARDS.success) => ({
  holderName: 'Leo Leaser',
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  country: 'us',
});

describe('deposits', () => {
  it('adds a card deposit to the wallet with a successful payment record and history row', async () => {
    const { user, client } = await signInAs(t);
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
    const [payment] = await t.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(payment).toMatchObject({ status: 'success', gateway: 'card', amount: 12_550, cardLast4: '4242' });
    expect(payment!.transactionId).toMatch(/^sbx_/);

    const wallet = await client.get('/api/wallet');
    expect(wallet.body).toEqual({ balance: 12_550, onHoldBalance: 0 });
    const history = await client.get('/api/wallet/transactions');
    expect(history.body.items).toHaveLength(1);
    expect(history.body.items[0]).toMatchObject({ type: 'deposit', status: 'completed', amount: 12_550 });
    await expectLedgerBalanced(t);
  });

  it.each([
    [{ amountCents: 0 }, 'Invalid Amount', 'Please enter a valid deposit amount.'],
    [{ amountCents: -100 }, 'Invalid Amount', 'Please enter a valid deposit amount.'],
    [{ amountCents: 10.5 }, 'Invalid Amount', 'Please enter a valid deposit amount.'],
    [{ amountCents: 'abc' }, 'Invalid Amount', 'Please enter a valid deposit amount.'],
    [{ gateway: undefined }, 'Payment method required', 'Please choose a payment method.'],
    [{ card: card('4242424242424241') }, 'Invalid card number', 'Please check your card number.'],
    [{ card: { ...card(), expYear: 2025 } }, 'Card expired', 'Please check the expiry date of your card.'],
    [{ card: { ...card(), cvc: '12' } }, 'Invalid CVC', 'Please check the security code of your card.'],
    [{ card: undefined }, 'Card details required', 'Please fill in your card details.'],
  ])('refuses bad input with its message (%#)', async (override, title, message) => {
    const { user, client } = await signInAs(t);
    const response = await client.post('/api/deposits', {
      amountCents: 1000,
      gateway: 'card',
      card: card(),
      ...override,
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ title, message });
    expect(await t.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(0);
  });

  it('answers the not-implemented notice for the other gateways', async () => {
    const { client } = await signInAs(t);
    for (const gateway of ['paypal', 'crypto', 'razorpay', 'wise']) {
      const response = await client.post('/api/deposits', { amountCents: 1000, gateway });
      expect(response.status).toBe(501);
      expect(response.body.title).toBe('Not implemented');
    }
  });

  it('keeps a declined card as a failed payment and says Deposit Failed', async () => {
    const { user, client } = await signInAs(t);
    const response = await client.post('/api/deposits', {
      amountCents: 5000,
      gateway: 'card',
      card: card(TEST_CARDS.declined),
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ title: 'Deposit Failed', message: 'Your card was declined.' });
    const [payment] = await t.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(payment).toMatchObject({ status: 'failed', transactionId: null });
    expect((await client.get('/api/wallet')).body.balance).toBe(0);
    const history = await client.get('/api/wallet/transactions');
    expect(history.body.items[0]).toMatchObject({ type: 'deposit', status: 'failed' });
  });

  it('needs a signed-in user', async () => {
    const response = await t
      .client()
      .post('/api/deposits', { amountCents: 1000, gateway: 'card', card: card() });
    expect(response.status).toBe(401);
    expect((await t.client().get('/api/wallet')).status).toBe(401);
  });
});

describe('deposit idempotency', () => {
  it('moves money once for 10 concurrent repeats of one key and returns the first answer to all', async () => {
    const { client } = await signInAs(t);
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
    await expectLedgerBalanced(t);
  });

  it('refuses the same key with a different body and moves nothing', async () => {
    const { client } = await signInAs(t);
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

  it('replays a declined answer without charging again', async () => {
    const { user, client } = await signInAs(t);
    const headers = { 'idempotency-key': 'deposit-key-3' };
    const body = { amountCents: 1_000, gateway: 'card', card: card(TEST_CARDS.declined) };
    const first = await client.post('/api/deposits', body, { headers });
    const again = await client.post('/api/deposits', body, { headers });
    expect(again.status).toBe(422);
    expect(again.body).toEqual(first.body);
    expect(await t.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(1);
  });

  it('keeps keys per user: another user may use the same key', async () => {
    const a = await signInAs(t);
    const b = await signInAs(t);
    const headers = { 'idempotency-key': 'shared-key' };
    const body = { amountCents: 1_000, gateway: 'card', card: card() };
    expect((await a.client.post('/api/deposits', body, { headers })).status).toBe(201);
    expect((await b.client.post('/api/deposits', body, { headers })).status).toBe(201);
    expect((await b.client.get('/api/wallet')).body.balance).toBe(1_000);
  });
});
