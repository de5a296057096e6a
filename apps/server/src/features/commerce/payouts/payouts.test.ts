import { describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLogs, payouts } from '../../../platform/db/schema/index';
import type { TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { signInAs } from '../../../test/factories';
import { expectLedgerBalanced } from '../../../test/ledger-checks';
import { fundWallet } from '../../../test/checkout-factories';

const bank = {
  country: 'DE',
  account_holder: 'Mona Seller',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
};

async function monetizerWith(app: TestApp, cents: number) {
  const seller = await signInAs(app, { role: 'monetizer' });
  if (cents > 0) await fundWallet(seller.client, cents);
  return seller;
}

describe('payout requests', () => {
  test("reserves the amount at once and answers 'Payout Requested'", async ({ app }) => {
    const seller = await monetizerWith(app, 50_000);
    const response = await seller.client.post('/api/payouts', {
      amountCents: 30_000,
      method: 'bank',
      details: bank,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      title: 'Payout Requested',
      message: 'Your request is being reviewed.',
      payout: { amount: 30_000, method: 'bank', status: 'requested', details: bank },
    });
    expect((await seller.client.get('/api/wallet')).body.balance).toBe(20_000);
    const history = await seller.client.get('/api/payouts');
    expect(history.body.payouts).toHaveLength(1);
    const transactions = (await seller.client.get('/api/wallet/transactions')).body.items;
    expect(transactions).toContainEqual(
      expect.objectContaining({ type: 'payout', status: 'pending', amount: 30_000 }),
    );
    await expectLedgerBalanced(app);
  });

  test('pays out only to a verified identity: unverified users are refused and nothing is reserved', async ({
    app,
  }) => {
    for (const overrides of [
      { role: 'leaser' as const },
      { role: 'monetizer' as const, kycStatus: 'rejected' as const },
    ]) {
      const user = await signInAs(app, overrides);
      await fundWallet(user.client, 10_000);
      const response = await user.client.post('/api/payouts', {
        amountCents: 10_000,
        method: 'bank',
        details: bank,
      });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({
        title: 'Verification required',
        message: 'Payouts are paid only to verified identities. Complete your KYC verification first.',
      });
      expect((await user.client.get('/api/wallet')).body.balance).toBe(10_000);
    }
  });

  test.for([
    [{ amountCents: 0 }, 'Invalid Amount', 'Please enter a valid payout amount.'],
    [{ amountCents: -5 }, 'Invalid Amount', 'Please enter a valid payout amount.'],
    [{ amountCents: 'ten' }, 'Invalid Amount', 'Please enter a valid payout amount.'],
    [{ amountCents: 12.5 }, 'Invalid Amount', 'Please enter a valid payout amount.'],
    [{ method: undefined }, 'Payout method required', 'Please choose how you want to be paid.'],
    [{ method: 'cash' }, 'Payout method required', 'Please choose how you want to be paid.'],
    [
      { method: 'crypto', details: {} },
      'Payout details required',
      'Please fill in the details of your payout method.',
    ],
    [
      { method: 'paypal', details: { paypal_email: 'not-an-email' } },
      'Invalid PayPal email',
      'Please enter the email address of your PayPal account.',
    ],
  ] as const)('refuses bad input with its message (%#)', async ([override, title, message], { app }) => {
    const seller = await monetizerWith(app, 1_000);
    const base: Record<string, unknown> = { amountCents: 500, method: 'bank', details: bank };
    const response = await seller.client.post('/api/payouts', { ...base, ...override });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ title, message });
    expect((await seller.client.get('/api/wallet')).body.balance).toBe(1_000);
  });

  // Banks ask for what their country uses (docs/decisions/140-forms.md); each refusal names its
  // field so the form shows it beside that field.
  test.for([
    [{ ...bank, country: '' }, 'details.country', 'Bank country required'],
    [{ ...bank, country: 'ZZ' }, 'details.country', 'Bank country required'],
    [{ ...bank, iban: 'DE89370400440532013001' }, 'details.iban', 'Invalid IBAN'],
    [{ ...bank, iban: '' }, 'details.iban', 'Payout details required'],
    [{ ...bank, bic: 'COBA' }, 'details.bic', 'Invalid BIC/SWIFT'],
    [{ ...bank, bic: 'COBAZZFF' }, 'details.bic', 'Invalid BIC/SWIFT'],
    [
      { country: 'US', account_holder: 'A', account_number: '000123456789', routing_number: '021000022' },
      'details.routing_number',
      'Invalid routing number',
    ],
    [
      { country: 'US', account_holder: 'A', account_number: '12', routing_number: '021000021' },
      'details.account_number',
      'Invalid account number',
    ],
    [
      { country: 'CA', account_holder: 'A', account_number: '1234567', routing_number: '1234' },
      'details.routing_number',
      'Invalid routing number',
    ],
    [
      { country: 'IN', account_holder: 'A', account_number: '123456789012', ifsc_code: 'SBIN1001234' },
      'details.ifsc_code',
      'Invalid IFSC Code',
    ],
    [
      { country: 'IN', account_holder: 'A', account_number: '123456789012', ifsc_code: 'COBADEFF' },
      'details.ifsc_code',
      'Invalid IFSC Code',
    ],
  ] as const)('refuses bank details by field (%#)', async ([details, field, title], { app }) => {
    const seller = await monetizerWith(app, 1_000);
    const response = await seller.client.post('/api/payouts', { amountCents: 500, method: 'bank', details });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'bad_request', title, field });
    expect((await seller.client.get('/api/wallet')).body.balance).toBe(1_000);
  });

  test.for([
    [
      {
        country: 'us',
        account_holder: 'Ann Payee',
        account_number: '0001 2345 6789',
        routing_number: '021000021',
      },
      {
        country: 'US',
        account_holder: 'Ann Payee',
        account_number: '000123456789',
        routing_number: '021000021',
      },
    ],
    [
      { country: 'CA', account_holder: 'Cam Payee', account_number: '1234567', routing_number: '12345-003' },
      { country: 'CA', account_holder: 'Cam Payee', account_number: '1234567', routing_number: '12345003' },
    ],
    [
      {
        country: 'IN',
        account_holder: 'Ira Payee',
        account_number: '123456789012',
        ifsc_code: 'sbin0001234',
      },
      {
        country: 'IN',
        account_holder: 'Ira Payee',
        account_number: '123456789012',
        ifsc_code: 'SBIN0001234',
      },
    ],
    [
      {
        country: 'FR',
        account_holder: 'Fay Payee',
        iban: 'fr14 2004 1010 0505 0001 3m02 606',
        bic: 'bnpa fr pp',
        ifsc_code: 'ignored',
      },
      { country: 'FR', account_holder: 'Fay Payee', iban: 'FR1420041010050500013M02606', bic: 'BNPAFRPP' },
    ],
  ] as const)('keeps the bank fields of the country, normalised (%#)', async ([details, kept], { app }) => {
    const seller = await monetizerWith(app, 1_000);
    const response = await seller.client.post('/api/payouts', { amountCents: 500, method: 'bank', details });
    expect(response.status).toBe(201);
    expect(response.body.payout.details).toEqual(kept);
  });

  test("says 'Insufficient Balance' above the available balance (on-hold funds do not count)", async ({
    app,
  }) => {
    const seller = await monetizerWith(app, 1_000);
    const response = await seller.client.post('/api/payouts', {
      amountCents: 1_001,
      method: 'bank',
      details: bank,
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ title: 'Insufficient Balance' });
  });

  test('cannot spend the same money twice: 10 parallel requests for the whole balance, one succeeds', async ({
    app,
  }) => {
    const seller = await monetizerWith(app, 5_000);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        seller.client.post('/api/payouts', {
          amountCents: 5_000,
          method: 'crypto',
          details: { wallet_address: 'bc1qexample' },
        }),
      ),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    expect((await seller.client.get('/api/wallet')).body.balance).toBe(0);
    await expectLedgerBalanced(app);
  });

  test('10 concurrent repeats of one Idempotency-Key create one payout', async ({ app, db }) => {
    const seller = await monetizerWith(app, 50_000);
    const headers = { 'idempotency-key': 'payout-1' };
    const body = { amountCents: 1_000, method: 'paypal', details: { paypal_email: 'mona@example.com' } };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => seller.client.post('/api/payouts', body, { headers })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(201));
    expect(await db.select().from(payouts).where(eq(payouts.monetizerId, seller.user.id))).toHaveLength(1);
    const other = await seller.client.post('/api/payouts', { ...body, amountCents: 2_000 }, { headers });
    expect(other.status).toBe(422);
  });
});

describe('admin payout review', () => {
  test('approves and marks paid: the money leaves the platform; audited and notified', async ({
    app,
    db,
  }) => {
    const seller = await monetizerWith(app, 10_000);
    const admin = await signInAs(app, { role: 'admin' });
    const { body } = await seller.client.post('/api/payouts', {
      amountCents: 10_000,
      method: 'bank',
      details: bank,
    });
    const id = body.payout.id;
    const approved = await admin.client.post(`/api/admin/payouts/${id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.payout.status).toBe('approved');
    expect((await admin.client.post(`/api/admin/payouts/${id}/approve`)).status).toBe(409);
    const paid = await admin.client.post(`/api/admin/payouts/${id}/mark-paid`, { reference: 'WIRE-1' });
    expect(paid.body.payout).toMatchObject({ status: 'paid', paymentReference: 'WIRE-1' });
    expect((await admin.client.post(`/api/admin/payouts/${id}/reject`, { reason: 'late' })).status).toBe(409);
    expect((await seller.client.get('/api/wallet')).body.balance).toBe(0);
    const transactions = (await seller.client.get('/api/wallet/transactions')).body.items;
    expect(transactions).toContainEqual(expect.objectContaining({ type: 'payout', status: 'completed' }));
    const audit = await db.select().from(auditLogs).where(eq(auditLogs.targetId, id));
    expect(audit.map((row) => row.action).sort()).toEqual([
      'payout.approved',
      'payout.paid',
      'payout.requested',
    ]);
    const titles = (await seller.client.get('/api/notifications')).body.notifications.map(
      (n: { title: string }) => n.title,
    );
    expect(titles).toEqual(expect.arrayContaining(['Payout approved', 'Payout paid']));
    await expectLedgerBalanced(app);
  });

  test('rejects with a reason and returns the funds', async ({ app }) => {
    const seller = await monetizerWith(app, 10_000);
    const admin = await signInAs(app, { role: 'admin' });
    const { body } = await seller.client.post('/api/payouts', {
      amountCents: 4_000,
      method: 'bank',
      details: bank,
    });
    expect(
      (await admin.client.post(`/api/admin/payouts/${body.payout.id}/reject`, { reason: ' ' })).body.title,
    ).toBe('Reason required');
    const rejected = await admin.client.post(`/api/admin/payouts/${body.payout.id}/reject`, {
      reason: 'Unverified account',
    });
    expect(rejected.body.payout).toMatchObject({ status: 'rejected', rejectionReason: 'Unverified account' });
    expect((await seller.client.get('/api/wallet')).body.balance).toBe(10_000);
    await expectLedgerBalanced(app);
  });

  test('is for admins only', async ({ app }) => {
    const seller = await monetizerWith(app, 1_000);
    const staff = await signInAs(app, { role: 'staff' });
    const { body } = await seller.client.post('/api/payouts', {
      amountCents: 1_000,
      method: 'bank',
      details: bank,
    });
    expect((await seller.client.post(`/api/admin/payouts/${body.payout.id}/approve`)).status).toBe(403);
    expect(
      (await staff.client.post(`/api/admin/payouts/${body.payout.id}/mark-paid`, { reference: 'WIRE-1' }))
        .status,
    ).toBe(403);
    expect(
      (await app.client().post(`/api/admin/payouts/${body.payout.id}/reject`, { reason: 'x' })).status,
    ).toBe(401);
    expect((await app.client().get('/api/payouts')).status).toBe(401);
  });
});
