import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { DEMO_PASSWORD } from '@netlease/shared/auth';
import { auctions, users } from '../../../platform/db/schema/index';
import { parseEnv } from '../../../platform/env';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { startFakeStripe, type FakeStripe } from '../../commerce/card-payments/fake-stripe';
import { getWallet } from '../../commerce/wallet/wallet.service';
import { DEMO_SEED_STEPS, seedDemoDataIfEmpty } from './seed-demo-data';

/**
 * A demo's first start fills the empty database all or nothing (docs/PRODUCT.md "Demo mode"), and
 * works whichever card processor the server runs with.
 */
async function countUsers(t: TestApp) {
  const [row] = await t.db.select({ total: count() }).from(users);
  return row?.total ?? 0;
}

describe('a first start that fails half way', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('leaves the database empty, so the next start seeds all of it, once, whoever starts at the same time', async () => {
    const failing = [
      ...DEMO_SEED_STEPS.slice(0, 3),
      {
        name: 'a step that fails',
        run: async () => {
          throw new Error('the processor refused');
        },
      },
      ...DEMO_SEED_STEPS.slice(3),
    ];
    await expect(seedDemoDataIfEmpty(t.ctx, failing)).rejects.toThrow('the processor refused');
    expect(await countUsers(t)).toBe(0);

    // Two servers starting together on the database: one seeds, the other finds it seeded.
    const started = await Promise.all([seedDemoDataIfEmpty(t.ctx), seedDemoDataIfEmpty(t.ctx)]);
    expect(started.sort()).toEqual([false, true]);
    const demoAccounts = await t.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.email, 'leaser@netlease.demo'));
    expect(demoAccounts).toHaveLength(1);
    expect(await t.db.select().from(auctions)).not.toHaveLength(0);
    expect(await seedDemoDataIfEmpty(t.ctx)).toBe(false);
    // Seeding the whole demo twice takes a while on a busy machine.
  }, 120_000);
});

describe('demo mode with Stripe taking the cards', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({ stripe: { env: stripe.env, client: stripe.client } });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  it('is a valid configuration', () => {
    const env = parseEnv({ NODE_ENV: 'development', DEMO_MODE: 'true', ...stripe.env });
    expect(env).toMatchObject({ DEMO_MODE: true, CARD_GATEWAY: 'stripe' });
  });

  it("seeds the demo's past card payments with the sandbox, never asking Stripe, and offers Stripe's card", async () => {
    const asked = stripe.requests.length;
    expect(await seedDemoDataIfEmpty(t.ctx)).toBe(true);
    expect(stripe.requests.length).toBe(asked);
    const [leaser] = await t.db.select().from(users).where(eq(users.email, 'leaser@netlease.demo'));
    expect((await getWallet(t.db, leaser!.id)).balance).toBeGreaterThan(0);
    expect(await t.db.select().from(auctions)).not.toHaveLength(0);

    const methods = await t.client().get('/api/payments/methods');
    expect(methods.body.cardProcessor).toBe('stripe');
    expect(methods.body.gateways).toContainEqual(
      expect.objectContaining({ id: 'card', availability: 'live' }),
    );
    // The demo leaser's next card payment goes to Stripe, confirmed in the browser.
    const buyer = t.client({ ip: '198.51.100.7' });
    const signIn = await buyer.post('/api/auth/login', {
      email: 'leaser@netlease.demo',
      password: DEMO_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    const deposit = await buyer.post('/api/deposits', { amountCents: 5_000, gateway: 'card' });
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(202);
    expect(deposit.body.status).toBe('requires_confirmation');
    expect(stripe.requests.length).toBeGreaterThan(asked);
  }, 120_000);
});
