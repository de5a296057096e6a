import { describe, expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { TEST_CARDS } from '@netlease/shared/payments';
import { auditLogs, transactions, wallets } from '../../../platform/db/schema/index';
import type { TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { signInAs } from '../../../test/factories';
import { createIpOrder, createOwnedSubnet } from '../../../test/trust-fixtures';
import { createDeposit } from '../../commerce/deposits/deposits.service';
import { expectLedgerBalanced } from '../../../test/ledger-checks';

async function orderBetween(app: TestApp, status: 'completed' | 'active' = 'completed') {
  const seller = await signInAs(app, { role: 'monetizer', name: 'Sam Seller' });
  const buyer = await signInAs(app, { name: 'Bea Buyer' });
  const { subnet } = await createOwnedSubnet(app, seller.user.id);
  const order = await createIpOrder(app, {
    leaserId: buyer.user.id,
    monetizerId: seller.user.id,
    subnet,
    status,
  });
  return { seller, buyer, order };
}

describe('ratings', () => {
  test('lets each party rate the other once after the order completes', async ({ app }) => {
    const { seller, buyer, order } = await orderBetween(app);
    expect((await buyer.client.get('/api/reputation/ratable-orders')).body).toEqual([
      expect.objectContaining({ orderId: order.id, counterpartyName: 'Sam Seller', role: 'leaser' }),
    ]);

    const rated = await buyer.client.post(`/api/reputation/orders/${order.id}/rating`, {
      rating: 4,
      comment: 'Clean range, quick LOA.',
    });
    expect(rated.status).toBe(201);
    expect(rated.body.title).toBe('Rating submitted');
    const twice = await buyer.client.post(`/api/reputation/orders/${order.id}/rating`, { rating: 1 });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({
      code: 'conflict',
      title: 'Already rated',
      message: 'You have already rated this order.',
    });
    expect((await buyer.client.get('/api/reputation/ratable-orders')).body).toEqual([]);
    expect(
      (await seller.client.post(`/api/reputation/orders/${order.id}/rating`, { rating: 2 })).status,
    ).toBe(201);

    const sellerView = await seller.client.get('/api/reputation/me');
    expect(sellerView.body).toMatchObject({ averageRating: 4, ratingCount: 1, totalOrders: 1 });
    expect(sellerView.body.recentRatings).toEqual([
      expect.objectContaining({
        rating: 4,
        comment: 'Clean range, quick LOA.',
        raterName: 'Bea Buyer',
        orderId: order.id,
      }),
    ]);
    expect((await buyer.client.get('/api/reputation/me')).body).toMatchObject({
      averageRating: 2,
      ratingCount: 1,
    });
  });

  test('refuses a second rating sent at the same moment', async ({ app }) => {
    const { buyer, order } = await orderBetween(app);
    const answers = await Promise.all(
      [5, 4, 3].map((rating) => buyer.client.post(`/api/reputation/orders/${order.id}/rating`, { rating })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
  });

  test('refuses strangers, unfinished orders and ratings outside 1–5', async ({ app }) => {
    const { buyer, order } = await orderBetween(app);
    const stranger = await signInAs(app);
    expect(
      (await stranger.client.post(`/api/reputation/orders/${order.id}/rating`, { rating: 5 })).status,
    ).toBe(404);
    for (const rating of [0, 6, 2.5]) {
      const response = await buyer.client.post(`/api/reputation/orders/${order.id}/rating`, { rating });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        title: 'Invalid rating',
        message: 'Please choose a rating from 1 to 5 stars.',
      });
    }
    const running = await orderBetween(app, 'active');
    const early = await running.buyer.client.post(`/api/reputation/orders/${running.order.id}/rating`, {
      rating: 5,
    });
    expect(early.status).toBe(400);
    expect(early.body.title).toBe('Cannot rate yet');
    expect((await app.client().get('/api/reputation/me')).status).toBe(401);
  });

  test('shows the default rating of 5.0 without ratings', async ({ leaser: { client } }) => {
    expect((await client.get('/api/reputation/me')).body).toEqual({
      averageRating: 5,
      ratingCount: 0,
      totalOrders: 0,
      disputesLost: 0,
      penaltiesCount: 0,
      abuse: { answeredInTime: 0, answeredLate: 0, warnings: 0, upheld: 0 },
      recentRatings: [],
      penalties: [],
    });
  });
});

describe('penalties', () => {
  test('records a warning and a lost dispute without moving money', async ({
    db,
    admin,
    seller: { user, client },
  }) => {
    const warned = await admin.client.post('/api/admin/penalties', {
      userEmail: user.email.toUpperCase(),
      type: 'warning',
      reason: 'Late LOA uploads',
    });
    expect(warned.status).toBe(201);
    expect(warned.body).toMatchObject({ title: 'Penalty applied', penalty: { type: 'warning', amount: 0 } });
    await admin.client.post('/api/admin/penalties', {
      userEmail: user.email,
      type: 'dispute_lost',
      reason: 'Order 1234',
    });
    const mine = await client.get('/api/reputation/me');
    expect(mine.body).toMatchObject({ penaltiesCount: 1, disputesLost: 1 });
    expect(mine.body.penalties.map((penalty: { type: string }) => penalty.type).sort()).toEqual([
      'dispute_lost',
      'warning',
    ]);
    const list = await admin.client.get('/api/admin/penalties');
    expect(list.body.items.find((row: { id: string }) => row.id === warned.body.penalty.id)).toMatchObject({
      userEmail: user.email,
      appliedByEmail: admin.user.email,
    });
    const audit = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, warned.body.penalty.id), eq(auditLogs.action, 'penalty.applied')));
    expect(audit).toHaveLength(1);
  });

  test('moves a fine through the ledger and refuses one the wallet cannot cover', async ({
    app,
    db,
    admin,
    leaser: { user },
  }) => {
    await createDeposit(
      app.ctx,
      user.id,
      {
        amountCents: 5_000,
        gateway: 'card',
        card: {
          holderName: 'Bea Buyer',
          number: TEST_CARDS.success,
          expMonth: 12,
          expYear: 2030,
          cvc: '123',
          country: 'us',
        },
      },
      undefined,
    );
    const tooMuch = await admin.client.post('/api/admin/penalties', {
      userEmail: user.email,
      type: 'fine',
      amountCents: 9_000,
      reason: 'Abuse',
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.title).toBe('Insufficient Balance');

    const fined = await admin.client.post('/api/admin/penalties', {
      userEmail: user.email,
      type: 'fine',
      amountCents: 1_500,
      reason: 'Abuse reports on the leased range',
    });
    expect(fined.status).toBe(201);
    const [wallet] = await db.select().from(wallets).where(eq(wallets.userId, user.id));
    expect(wallet!.balance).toBe(3_500);
    const history = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, user.id), eq(transactions.type, 'fee')));
    expect(history).toEqual([expect.objectContaining({ amount: 1_500, status: 'completed' })]);
    await expectLedgerBalanced(app);
  });

  test('validates the form and is for admins only', async ({ admin, leaser: { user, client } }) => {
    const noAmount = await admin.client.post('/api/admin/penalties', {
      userEmail: user.email,
      type: 'fine',
      reason: 'x',
    });
    expect(noAmount.status).toBe(400);
    expect(noAmount.body.title).toBe('Invalid penalty amount');
    const noReason = await admin.client.post('/api/admin/penalties', {
      userEmail: user.email,
      type: 'warning',
      reason: ' ',
    });
    expect(noReason.body.title).toBe('Missing penalty details');
    const unknown = await admin.client.post('/api/admin/penalties', {
      userEmail: 'nobody@example.com',
      type: 'warning',
      reason: 'x',
    });
    expect(unknown.status).toBe(404);
    expect(
      (await client.post('/api/admin/penalties', { userEmail: user.email, type: 'warning', reason: 'x' }))
        .status,
    ).toBe(403);
    expect((await client.get('/api/admin/penalties')).status).toBe(403);
  });
});
