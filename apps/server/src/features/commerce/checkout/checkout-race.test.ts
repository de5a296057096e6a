import { describe, expect } from 'vitest';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { ORDER_MESSAGES } from '@netlease/shared/orders';
import { TEST_CARDS } from '@netlease/shared/payments';
import { queryRows } from '../../../platform/db/database';
import { checkoutHolds, orders, paymentIntents, payments } from '../../../platform/db/schema/index';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway';
import type { TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { signInAs } from '../../../test/factories';
import { expectLedgerBalanced } from '../../../test/ledger-checks';
import {
  TEST_CARD,
  createIpListing,
  createServerPackage,
  fundWallet,
} from '../../../test/checkout-factories';

/**
 * Many buyers paying for the last unit at once (docs/PRODUCT.md "Checkout"): one order, and every
 * other buyer hears that the unit was just taken or is held by another buyer, never 'already leased';
 * a card is charged only once the unit is secured for its buyer, so a loser is never charged.
 */

/** Each charge the card processor received, with whether its buyer held a unit of the item then. */
const charges: Array<{ key: string; userId: string; securedForBuyer: boolean }> = [];

test.beforeAll(async ({ app, db }) => {
  // The real sandbox, watched: at each charge, look at what the database holds for the charging buyer.
  const sandbox = app.ctx.payments.find('card')!;
  const watched: PaymentGateway = {
    ...sandbox,
    async charge(request) {
      const [intent] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, request.key));
      if (intent?.purpose === 'order') {
        const details = intent.request as { itemType: 'ip' | 'server'; itemId: string };
        const live = await db
          .select({ id: checkoutHolds.id })
          .from(checkoutHolds)
          .where(
            and(
              eq(checkoutHolds.userId, intent.userId),
              details.itemType === 'ip'
                ? eq(checkoutHolds.listingId, details.itemId)
                : eq(checkoutHolds.serverPackageId, details.itemId),
              gt(checkoutHolds.expiresAt, app.clock.now()),
            ),
          );
        charges.push({ key: request.key, userId: intent.userId, securedForBuyer: live.length === 1 });
      }
      return sandbox.charge(request);
    },
  };
  app.ctx.payments.find = (gateway) => (gateway === 'card' ? watched : null);
});

type Client = Awaited<ReturnType<typeof signInAs>>['client'];
const pay = (client: Client, itemType: 'ip' | 'server', itemId: string, method: 'wallet' | 'card') =>
  client.post('/api/checkout', {
    itemType,
    itemId,
    method,
    ...(method === 'card' ? { card: TEST_CARD } : {}),
  });

async function buyers(app: TestApp, count: number, funds = 0) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const signedIn = await signInAs(app, { role: 'leaser', name: 'Race Buyer' });
      if (funds > 0) await fundWallet(signedIn.client, funds);
      return signedIn;
    }),
  );
}

/** What the card processor took from these buyers for orders: charged and refunded cents. */
async function cardBooks(app: TestApp, userIds: string[]) {
  const intents = await app.db
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .where(and(inArray(paymentIntents.userId, userIds), eq(paymentIntents.purpose, 'order')));
  if (intents.length === 0) return { charged: 0, refunded: 0, count: 0 };
  const rows = await queryRows<{ amount: string; refunded: string; status: string }>(
    app.db,
    sql`SELECT amount_cents::text AS amount, refunded_cents::text AS refunded, status
        FROM sandbox_card_charges
        WHERE key IN (${sql.join(
          intents.map((intent) => sql`${intent.id}`),
          sql`, `,
        )}) AND status = 'succeeded'`,
  );
  return {
    charged: rows.reduce((sum, row) => sum + Number(row.amount), 0),
    refunded: rows.reduce((sum, row) => sum + Number(row.refunded), 0),
    count: rows.length,
  };
}

/**
 * A loser's answer: the unit was just taken, or another buyer holds it; a server package whose stock
 * already read 0 when the request began is out of stock, which is as true (which one a loser hears
 * depends on when its request read the stock). Never 'already leased', never 'refunded'.
 */
function expectLosersTold(responses: Array<{ status: number; body: Record<string, string> }>) {
  for (const response of responses) {
    expect(response.status, JSON.stringify(response.body)).toBe(409);
    const { title, message } = response.body;
    const isTakenOrHeld = [ORDER_MESSAGES.justTaken.title, ORDER_MESSAGES.heldByAnotherBuyer.title].includes(
      title!,
    );
    expect(
      isTakenOrHeld || message === ORDER_MESSAGES.outOfStock.description,
      JSON.stringify(response.body),
    ).toBe(true);
    expect(response.body.message).not.toMatch(/already leased|has been leased|refunded/i);
  }
}

describe('the last unit, many buyers at once', () => {
  test('20 wallet buyers: one order, 19 told it was just taken, nothing moved for them', async ({
    app,
    db,
    seller,
  }) => {
    const { listing } = await createIpListing(app, seller.user.id, { priceCents: 10_000 });
    const people = await buyers(app, 20, 20_000);
    const responses = await Promise.all(
      people.map((person) => pay(person.client, 'ip', listing.id, 'wallet')),
    );
    const won = responses.filter((response) => response.status === 201);
    expect(won).toHaveLength(1);
    expectLosersTold(responses.filter((response) => response.status !== 201));
    expect(await db.select().from(orders).where(eq(orders.listingId, listing.id))).toHaveLength(1);
    await expectLedgerBalanced(app);
  });

  test('20 card buyers: one charge, the winner’s, made while the unit was secured for them', async ({
    app,
    db,
    seller,
  }) => {
    const { listing } = await createIpListing(app, seller.user.id, { priceCents: 10_000 });
    const people = await buyers(app, 20);
    const ids = people.map((person) => person.user.id);
    charges.length = 0;
    const responses = await Promise.all(people.map((person) => pay(person.client, 'ip', listing.id, 'card')));
    const won = responses.filter((response) => response.status === 201);
    expect(won).toHaveLength(1);
    expectLosersTold(responses.filter((response) => response.status !== 201));
    const [order] = await db.select().from(orders).where(eq(orders.listingId, listing.id));
    // The processor was asked once, by the buyer who got the unit, while it was held for them.
    expect(charges).toEqual([{ key: expect.any(String), userId: order!.leaserId, securedForBuyer: true }]);
    expect(await cardBooks(app, ids)).toEqual({ charged: 10_500, refunded: 0, count: 1 });
    // No loser has a refunded charge among their payments; nothing of theirs is held any more.
    const failed = await db
      .select()
      .from(payments)
      .where(and(inArray(payments.userId, ids), eq(payments.status, 'failed')));
    expect(failed).toEqual([]);
    expect(await db.select().from(checkoutHolds).where(eq(checkoutHolds.listingId, listing.id))).toEqual([]);
    await expectLedgerBalanced(app);
  });

  test('10 wallet and 10 card buyers: one order; no card charged but the winner’s', async ({
    app,
    db,
    seller,
  }) => {
    const { listing } = await createIpListing(app, seller.user.id, { priceCents: 10_000 });
    const walletBuyers = await buyers(app, 10, 20_000);
    const cardBuyers = await buyers(app, 10);
    charges.length = 0;
    const responses = await Promise.all([
      ...walletBuyers.map((person) => pay(person.client, 'ip', listing.id, 'wallet')),
      ...cardBuyers.map((person) => pay(person.client, 'ip', listing.id, 'card')),
    ]);
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    expectLosersTold(responses.filter((response) => response.status !== 201));
    const [order] = await db.select().from(orders).where(eq(orders.listingId, listing.id));
    expect(charges.every((charge) => charge.securedForBuyer && charge.userId === order!.leaserId)).toBe(true);
    const books = await cardBooks(
      app,
      cardBuyers.map((person) => person.user.id),
    );
    expect(books.refunded).toBe(0);
    expect(books.count).toBe(charges.length);
    await expectLedgerBalanced(app);
  });

  test('8 card buyers for the last server: one charge, losers told it was just taken', async ({
    app,
    seller,
  }) => {
    const pkg = await createServerPackage(app, seller.user.id, { stockCount: 1, priceCents: 9_500 });
    const people = await buyers(app, 8);
    charges.length = 0;
    const responses = await Promise.all(people.map((person) => pay(person.client, 'server', pkg.id, 'card')));
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    expectLosersTold(responses.filter((response) => response.status !== 201));
    expect(charges).toHaveLength(1);
    expect(charges[0]!.securedForBuyer).toBe(true);
    expect(
      await cardBooks(
        app,
        people.map((person) => person.user.id),
      ),
    ).toEqual({
      charged: 10_000,
      refunded: 0,
      count: 1,
    });
    await expectLedgerBalanced(app);
  });
});

describe('securing the unit before the card is charged', () => {
  const declinedCard = { ...TEST_CARD, number: TEST_CARDS.declined };

  test('a declined card frees the unit its payment held; a hold of the page stays for another try', async ({
    app,
    db,
    seller,
  }) => {
    const { listing } = await createIpListing(app, seller.user.id, { priceCents: 10_000 });
    const [walkIn, fromPage] = await buyers(app, 2);
    const holdsOf = (userId: string) =>
      db
        .select()
        .from(checkoutHolds)
        .where(and(eq(checkoutHolds.userId, userId), eq(checkoutHolds.listingId, listing.id)));

    // Straight to paying, no page hold: the payment holds the unit, and the decline releases it.
    const declined = await walkIn!.client.post('/api/checkout', {
      itemType: 'ip',
      itemId: listing.id,
      method: 'card',
      card: declinedCard,
    });
    expect(declined.status).toBe(422);
    expect(declined.body.title).toBe('Payment failed');
    expect(await holdsOf(walkIn!.user.id)).toEqual([]);

    // The page held the unit first: after the decline it is still theirs.
    const opened = await fromPage!.client.post(`/api/checkout/ip/${listing.id}/hold`, {});
    expect(opened.status).toBe(201);
    const again = await fromPage!.client.post('/api/checkout', {
      itemType: 'ip',
      itemId: listing.id,
      method: 'card',
      card: declinedCard,
    });
    expect(again.status).toBe(422);
    expect((await holdsOf(fromPage!.user.id)).map((row) => row.id)).toEqual([opened.body.hold.id]);
    // Meanwhile nobody else gets it, and no card of theirs is charged.
    charges.length = 0;
    const refused = await walkIn!.client.post('/api/checkout', {
      itemType: 'ip',
      itemId: listing.id,
      method: 'card',
      card: TEST_CARD,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.title).toBe(ORDER_MESSAGES.heldByAnotherBuyer.title);
    expect(charges).toEqual([]);
  });

  test('a payment refused for want of a unit is closed uncharged; the same key replays the refusal', async ({
    app,
    db,
    seller,
  }) => {
    const pkg = await createServerPackage(app, seller.user.id, { stockCount: 1 });
    const [first, second] = await buyers(app, 2);
    expect((await pay(first!.client, 'server', pkg.id, 'card')).status).toBe(201);
    // The package is still on sale but has nothing left: refused when securing, before any charge.
    charges.length = 0;
    const key = `sold-out-${second!.user.id}`;
    const body = { itemType: 'server', itemId: pkg.id, method: 'card', card: TEST_CARD };
    const refused = await second!.client.post('/api/checkout', body, { headers: { 'idempotency-key': key } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      title: ORDER_MESSAGES.outOfStock.title,
      message: ORDER_MESSAGES.outOfStock.description,
    });
    expect(charges).toEqual([]);
    const [intent] = await db.select().from(paymentIntents).where(eq(paymentIntents.userId, second!.user.id));
    expect(intent).toMatchObject({ status: 'abandoned', responseStatus: 409, chargeId: null });
    expect(await db.select().from(checkoutHolds).where(eq(checkoutHolds.userId, second!.user.id))).toEqual(
      [],
    );
    const replayed = await second!.client.post('/api/checkout', body, {
      headers: { 'idempotency-key': key },
    });
    expect(replayed.status).toBe(409);
    expect(replayed.body).toMatchObject({ title: refused.body.title, message: refused.body.message });
    expect(charges).toEqual([]);
  });

  test("a buyer holding 3 other items pays for a 4th by wallet, but by card hears 'Too many holds'", async ({
    app,
    seller,
  }) => {
    const items = await Promise.all(
      Array.from({ length: 4 }, () => createIpListing(app, seller.user.id, { priceCents: 1_000 })),
    );
    const [person] = await buyers(app, 1, 5_000);
    for (const { listing } of items.slice(0, 3)) {
      expect((await person!.client.post(`/api/checkout/ip/${listing.id}/hold`, {})).status).toBe(201);
    }
    const fourth = items[3]!.listing.id;
    charges.length = 0;
    const byCard = await pay(person!.client, 'ip', fourth, 'card');
    expect(byCard.status).toBe(409);
    expect(byCard.body.title).toBe(ORDER_MESSAGES.tooManyHolds.title);
    expect(charges).toEqual([]);
    expect((await pay(person!.client, 'ip', fourth, 'wallet')).status).toBe(201);
  });
});
