import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { splitIntoSubnets } from '@netlease/shared/cidr';
import { LEASE_TERM_MESSAGES, commitmentEndOf } from '@netlease/shared/lease-terms';
import {
  invoices,
  ipBlocks,
  ipSubnets,
  notifications,
  orders,
  renewalReminders,
} from '../../../platform/db/schema/index';
import { DAY, HOUR, MINUTE } from '../../../platform/clock';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { TEST_PASSWORD, signInAgain, signInAs } from '../../../test/factories';
import type { ApiClient } from '../../../test/api-client';
import { getWallet } from '../wallet/wallet.service';
import { createIpListing, createServerPackage, fundWallet } from '../../../test/checkout-factories';
import { processDueOrders } from './orders.jobs';
import { sendRenewalReminders } from './renewal-reminders.jobs';

/** docs/PRODUCT.md "Listings", "Checkout", "Orders"; docs/decisions/263-lease-terms.md. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const refusal = (value: { title: string; description: string }) => ({
  title: value.title,
  message: value.description,
});

/* ---------- a seller's terms ---------- */

let nextBlock = 0;
async function approvedBlock(userId: string) {
  const cidr = `198.19.${200 + (nextBlock++ % 50)}.0/24`;
  const [block] = await t.db
    .insert(ipBlocks)
    .values({ userId, cidr, rir: 'ripe', loaFileKey: 'loa-documents/test.pdf', status: 'approved' })
    .returning();
  await t.db
    .insert(ipSubnets)
    .values(splitIntoSubnets(cidr).map((subnet) => ({ ipBlockId: block!.id, subnet })));
  return block!;
}

const listingInput = (ipBlockId: string, overrides: Record<string, unknown> = {}) => ({
  type: 'ip',
  title: 'Clean /24 in Frankfurt',
  location: 'Frankfurt, DE',
  description: 'RIPE space with a clean history.',
  price: '300.00',
  period: 'quarter',
  subnet: '/24',
  specs: '',
  ipBlockId,
  ...overrides,
});

describe('a listing’s minimum term and billing periods', () => {
  it('stores them on create and edit, and reads a listing without them as before', async () => {
    const seller = await signInAs(t, { role: 'monetizer' });
    const block = await approvedBlock(seller.user.id);
    const created = await seller.client.post(
      '/api/listings',
      listingInput(block.id, { minTermMonths: 3, periodsOffered: ['year', 'quarter'] }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.listing).toMatchObject({ minTermMonths: 3, periodsOffered: ['quarter', 'year'] });

    const { ipBlockId: _block, type: _type, ...edit } = listingInput(block.id);
    const edited = await seller.client.put(`/api/listings/${created.body.listing.id}`, {
      ...edit,
      features: [],
      minTermMonths: 12,
      periodsOffered: ['year'],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.listing).toMatchObject({ minTermMonths: 12, periodsOffered: ['year'] });

    // An API client that knows nothing of terms: one month, its own period alone.
    const plain = await seller.client.put(`/api/listings/${created.body.listing.id}`, {
      ...edit,
      features: [],
    });
    expect(plain.body.listing).toMatchObject({ minTermMonths: 1, periodsOffered: ['quarter'] });
  });

  it('refuses no period, a period shorter than the term and an unknown term, naming the field', async () => {
    const seller = await signInAs(t, { role: 'monetizer' });
    const block = await approvedBlock(seller.user.id);
    for (const [terms, expected, field] of [
      [{ minTermMonths: 1, periodsOffered: [] }, LEASE_TERM_MESSAGES.noPeriodOffered, 'periodsOffered'],
      [
        { minTermMonths: 6, periodsOffered: ['quarter', 'year'] },
        LEASE_TERM_MESSAGES.periodShorterThanMinTerm,
        'periodsOffered',
      ],
      [{ minTermMonths: 2, periodsOffered: ['year'] }, LEASE_TERM_MESSAGES.invalidMinTerm, 'minTermMonths'],
    ] as const) {
      const refused = await seller.client.post('/api/listings', listingInput(block.id, terms));
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ ...refusal(expected), field });
    }
  });
});

/* ---------- checkout ---------- */

async function buyerWith(funds: number) {
  const buyer = await signInAs(t, { role: 'leaser' });
  if (funds > 0) await fundWallet(buyer.client, funds);
  return buyer;
}

describe('choosing the period at checkout', () => {
  it('shows the minimum term and each period offered with its price', async () => {
    const seller = await signInAs(t, { role: 'monetizer' });
    const { listing } = await createIpListing(t, seller.user.id, {
      priceCents: 10_000,
      period: 'month',
      minTermMonths: 3,
      periodsOffered: ['quarter', 'year'],
    });
    const buyer = await buyerWith(0);
    const summary = await buyer.client.get(`/api/checkout/ip/${listing.id}`);
    expect(summary.status).toBe(200);
    // The listing's own period is not offered: the shortest one offered is the default.
    expect(summary.body).toMatchObject({
      period: 'quarter',
      subtotal: 30_000,
      total: 30_500,
      minTermMonths: 3,
    });
    expect(summary.body.periodOptions).toEqual([
      { period: 'quarter', subtotal: 30_000, total: 30_500, renewalDate: expect.any(String) },
      { period: 'year', subtotal: 120_000, total: 120_500, renewalDate: expect.any(String) },
    ]);
  });

  it('leases by the chosen period and records it with the commitment end', async () => {
    const seller = await signInAs(t, { role: 'monetizer' });
    const { listing } = await createIpListing(t, seller.user.id, {
      priceCents: 30_000,
      period: 'quarter',
      minTermMonths: 3,
      periodsOffered: ['quarter', 'year'],
    });
    const buyer = await buyerWith(200_000);
    const paid = await buyer.client.post('/api/checkout', {
      itemType: 'ip',
      itemId: listing.id,
      method: 'wallet',
      period: 'year',
      autoRenews: true,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const order = await orderRow(paid.body.orderId);
    expect(order).toMatchObject({
      period: 'year',
      amount: 120_000,
      fee: 500,
      minTermMonths: 3,
      autoRenews: true,
    });
    expect(order.commitmentEndsAt).toEqual(commitmentEndOf(order.startDate, 3));
    expect((await getWallet(t.db, buyer.user.id)).balance).toBe(200_000 - 120_500);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoice!.amount).toBe(120_500);
  });

  it('refuses a period not offered or shorter than the minimum term (422) and an unknown one (400)', async () => {
    const seller = await signInAs(t, { role: 'monetizer' });
    const { listing } = await createIpListing(t, seller.user.id, {
      period: 'month',
      minTermMonths: 3,
      periodsOffered: ['quarter'],
    });
    // Written by hand: a listing saved before a seller could not offer a period below its term.
    const { listing: legacy } = await createIpListing(t, seller.user.id, {
      period: 'month',
      minTermMonths: 3,
      periodsOffered: ['month', 'quarter'],
    });
    const buyer = await buyerWith(100_000);
    const pay = (itemId: string, period: string) =>
      buyer.client.post('/api/checkout', { itemType: 'ip', itemId, method: 'wallet', period });
    const notOffered = await pay(listing.id, 'month');
    expect(notOffered.status).toBe(422);
    expect(notOffered.body).toMatchObject({
      ...refusal(LEASE_TERM_MESSAGES.periodNotOffered),
      field: 'period',
    });
    const tooShort = await pay(legacy.id, 'month');
    expect(tooShort.status).toBe(422);
    expect(tooShort.body).toMatchObject(refusal(LEASE_TERM_MESSAGES.periodBelowMinTerm));
    const unknown = await pay(listing.id, 'week');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ title: LEASE_TERM_MESSAGES.periodNotOffered.title });
    expect(await t.db.select().from(orders).where(eq(orders.leaserId, buyer.user.id))).toEqual([]);
  });
});

/* ---------- ending at the next renewal ---------- */

/** An active, auto-renewing server package order of a new buyer (price $95.00 + $5.00 fee). */
async function activeOrder(options: { funds?: number; autoRenews?: boolean } = {}) {
  const seller = await signInAs(t, { role: 'monetizer' });
  const buyer = await buyerWith(options.funds ?? 10_000);
  const pkg = await createServerPackage(t, seller.user.id, { priceCents: 9_500, stockCount: 3 });
  const paid = await buyer.client.post('/api/checkout', {
    itemType: 'server',
    itemId: pkg.id,
    method: 'wallet',
    autoRenews: options.autoRenews ?? true,
  });
  expect(paid.status).toBe(201);
  const orderId: string = paid.body.orderId;
  await seller.client.post(`/api/orders/${orderId}/status`, { status: 'provisioning' });
  await seller.client.post(`/api/orders/${orderId}/status`, { status: 'active' });
  return { seller, buyer, orderId };
}

const setEnd = (client: ApiClient, orderId: string, endsAtRenewal: boolean) =>
  client.put(`/api/orders/${orderId}/end-at-renewal`, { endsAtRenewal });

describe('End at next renewal', () => {
  it('is scheduled and cancelled by the buyer, audited and told to the seller', async () => {
    const { seller, buyer, orderId } = await activeOrder();
    const scheduled = await setEnd(buyer.client, orderId, true);
    expect(scheduled.status).toBe(200);
    expect(scheduled.body).toMatchObject({
      order: { id: orderId, endsAtRenewal: true, minTermMonths: 1 },
      ...refusal(LEASE_TERM_MESSAGES.endScheduled),
    });
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, seller.user.id));
    expect(told.map((row) => row.title)).toContain('Lease ending');
    const kept = await setEnd(buyer.client, orderId, false);
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({
      order: { endsAtRenewal: false },
      ...refusal(LEASE_TERM_MESSAGES.endCancelled),
    });
  });

  it('is the buyer’s alone: 401 for a visitor, 404 for the seller and others, 403 for a read token', async () => {
    const { seller, buyer, orderId } = await activeOrder();
    const stranger = await signInAs(t, { role: 'leaser' });
    expect((await setEnd(t.client(), orderId, true)).status).toBe(401);
    expect((await setEnd(seller.client, orderId, true)).status).toBe(404);
    expect((await setEnd(stranger.client, orderId, true)).status).toBe(404);
    for (const [scope, status] of [
      ['read', 403],
      ['trade', 200],
    ] as const) {
      const created = await buyer.client.post('/api/api-tokens', {
        name: `Lease robot ${scope}`,
        scope,
        expiresIn: '90',
        currentPassword: TEST_PASSWORD,
      });
      const answer = await t.app.inject({
        method: 'PUT',
        url: `/api/orders/${orderId}/end-at-renewal`,
        headers: { authorization: `Bearer ${created.body.secret}` },
        payload: { endsAtRenewal: true },
      });
      expect(answer.statusCode).toBe(status);
    }
  });

  it('refuses an order not active, within 24 hours of its renewal, or inside its minimum term (409)', async () => {
    const seller = await signInAs(t, { role: 'monetizer' });
    const buyer = await buyerWith(10_000);
    const pkg = await createServerPackage(t, seller.user.id, { priceCents: 9_500 });
    const paid = await buyer.client.post('/api/checkout', {
      itemType: 'server',
      itemId: pkg.id,
      method: 'wallet',
    });
    const notActive = await setEnd(buyer.client, paid.body.orderId, true);
    expect(notActive.status).toBe(409);
    expect(notActive.body).toMatchObject(refusal(LEASE_TERM_MESSAGES.endNotAllowed));

    const { buyer: committed, orderId: committedId } = await activeOrder();
    const row = await orderRow(committedId);
    await t.db
      .update(orders)
      .set({ minTermMonths: 12, commitmentEndsAt: commitmentEndOf(row.startDate, 12) })
      .where(eq(orders.id, committedId));
    const inside = await setEnd(committed.client, committedId, true);
    expect(inside.status).toBe(409);
    expect(inside.body).toMatchObject(refusal(LEASE_TERM_MESSAGES.endInsideCommitment));

    const { buyer: late, orderId } = await activeOrder();
    const order = await orderRow(orderId);
    expect((await setEnd(late.client, orderId, true)).status).toBe(200);
    t.clock.set(new Date(order.renewalDate.getTime() - 24 * HOUR));
    const client = await signInAgain(t, late.user);
    const tooLate = await setEnd(client, orderId, false);
    expect(tooLate.status).toBe(409);
    expect(tooLate.body).toMatchObject(refusal(LEASE_TERM_MESSAGES.endTooLate));
    expect((await orderRow(orderId)).endsAtRenewal).toBe(true);
  });

  it('makes the renewal job complete the order at its renewal date instead of charging', async () => {
    const { buyer, orderId } = await activeOrder({ funds: 20_000 });
    expect((await setEnd(buyer.client, orderId, true)).status).toBe(200);
    const order = await orderRow(orderId);
    t.clock.set(new Date(order.renewalDate.getTime() - MINUTE));
    await processDueOrders(t.ctx);
    expect((await orderRow(orderId)).status).toBe('active');
    t.clock.set(order.renewalDate);
    await processDueOrders(t.ctx);
    expect((await orderRow(orderId)).status).toBe('completed');
    expect((await getWallet(t.db, buyer.user.id)).balance).toBe(10_000);
    const paid = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.status, 'paid')));
    expect(paid).toHaveLength(1);
  });
});

/* ---------- renewal reminders ---------- */

const remindersOf = (userId: string) =>
  t.db
    .select({ title: notifications.title, message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'renewal_reminder')));

describe('renewal reminders', () => {
  it('go 7 days and 1 day before the renewal, once each, naming the amount', async () => {
    const { buyer, orderId } = await activeOrder();
    const order = await orderRow(orderId);
    const renewal = order.renewalDate.getTime();
    t.clock.set(new Date(renewal - 7 * DAY - MINUTE));
    await sendRenewalReminders(t.ctx);
    expect(await remindersOf(buyer.user.id)).toEqual([]);
    t.clock.set(new Date(renewal - 7 * DAY));
    await sendRenewalReminders(t.ctx);
    await sendRenewalReminders(t.ctx);
    const day = order.renewalDate.toISOString().slice(0, 10);
    expect(await remindersOf(buyer.user.id)).toEqual([
      {
        title: 'Renewal in 7 days',
        message: `Dedicated EPYC 7443 renews on ${day}: $100.00 will be charged to your wallet.`,
      },
    ]);
    t.clock.set(new Date(renewal - DAY));
    await sendRenewalReminders(t.ctx);
    expect((await remindersOf(buyer.user.id)).map((row) => row.title)).toEqual([
      'Renewal in 7 days',
      'Renewal tomorrow',
    ]);
    const recorded = await t.db.select().from(renewalReminders).where(eq(renewalReminders.orderId, orderId));
    expect(recorded.map((row) => [row.daysBefore, row.amountCents])).toEqual([
      [7, 10_000],
      [1, 10_000],
    ]);
  });

  it('skip orders that do not renew or end at their renewal, and send only the nearest when late', async () => {
    const ending = await activeOrder();
    expect((await setEnd(ending.buyer.client, ending.orderId, true)).status).toBe(200);
    const manual = await activeOrder({ autoRenews: false });
    const late = await activeOrder();
    t.clock.set(new Date((await orderRow(late.orderId)).renewalDate.getTime() - 12 * HOUR));
    await sendRenewalReminders(t.ctx);
    expect(await remindersOf(ending.buyer.user.id)).toEqual([]);
    expect(await remindersOf(manual.buyer.user.id)).toEqual([]);
    expect((await remindersOf(late.buyer.user.id)).map((row) => row.title)).toEqual(['Renewal tomorrow']);
  });

  it('are sent once when several instances run at the same time', async () => {
    const placed = [await activeOrder(), await activeOrder(), await activeOrder()];
    const latest = Math.max(
      ...(await Promise.all(
        placed.map(async ({ orderId }) => (await orderRow(orderId)).renewalDate.getTime()),
      )),
    );
    t.clock.set(new Date(latest - 7 * DAY));
    const counts = await Promise.all([1, 2, 3, 4].map(() => sendRenewalReminders(t.ctx)));
    const ids = placed.map(({ orderId }) => orderId);
    const recorded = (await t.db.select().from(renewalReminders)).filter((row) => ids.includes(row.orderId));
    expect(recorded).toHaveLength(3);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(3);
    for (const { buyer } of placed) expect(await remindersOf(buyer.user.id)).toHaveLength(1);
  });
});
