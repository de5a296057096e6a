import { describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { userRatings, users } from '../../../platform/db/schema/index';
import type { TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { createUser, signInAs } from '../../../test/factories';
import { createOwnedObjects } from '../../../test/owned-objects';
import { MINUTE } from '../../../platform/clock';
import { callWithToken, createTokenFor } from '../../../test/api-token-helpers';

let objects: ReturnType<typeof createOwnedObjects>;
test.beforeAll(async ({ app }) => {
  objects = createOwnedObjects(app);
});

const NOBODY = '00000000-0000-4000-8000-000000000000';

/** A seller with one offer of each kind live, and one of each waiting for review. */
async function sellerWithOffers(app: TestApp) {
  const seller = await createUser(app, { role: 'monetizer', name: 'Mona Provider' });
  await app.db
    .update(users)
    .set({ companyName: 'Secret Holdings', contactPhone: '+31201234567' })
    .where(eq(users.id, seller.id));
  const listing = await objects.listing(seller.id, 'active');
  const hiddenListing = await objects.listing(seller.id, 'pending');
  app.clock.advance(MINUTE);
  const pkg = await objects.serverPackage(seller.id, 'approved');
  const hiddenPackage = await objects.serverPackage(seller.id, 'pending');
  const auction = await objects.auction(seller.id, 'live');
  const hiddenAuction = await objects.auction(seller.id, 'pending_approval');
  return { seller, listing, pkg, auction, hidden: [hiddenListing.id, hiddenPackage.id, hiddenAuction.id] };
}

async function rate(
  app: TestApp,
  ratedUserId: string,
  raterName: string,
  rating: number,
  comment: string | null,
) {
  const rater = await createUser(app, { name: raterName });
  app.clock.advance(MINUTE);
  await app.db
    .insert(userRatings)
    .values({ ratedUserId, ratedByUserId: rater.id, rating, comment, createdAt: app.clock.now() });
  return rater;
}

describe('the public provider page', () => {
  test("shows a provider's card, rating and newest reviews without anything private", async ({ app }) => {
    const { seller } = await sellerWithOffers(app);
    const rater = await rate(app, seller.id, 'Leo Leaser', 4, 'Quick to route.');
    await rate(app, seller.id, 'Ana', 5, null);

    const response = await app.client().get(`/api/users/${seller.id}/public`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: seller.id,
      name: 'Mona Provider',
      avatarUrl: null,
      createdAt: seller.createdAt.toISOString(),
      averageRating: 4.5,
      ratingCount: 2,
      recentReviews: [
        { id: expect.any(String), rating: 5, comment: null, raterName: 'Ana', createdAt: expect.any(String) },
        {
          id: expect.any(String),
          rating: 4,
          comment: 'Quick to route.',
          raterName: 'Leo L.',
          createdAt: expect.any(String),
        },
      ],
    });
    const text = JSON.stringify(response.body);
    for (const secret of [seller.email, rater.email, rater.id, 'Secret Holdings', '+31201234567', 'Leaser']) {
      expect(text).not.toContain(secret);
    }
  });

  test('lists the live offers as the marketplace and the auctions page show them, nothing waiting', async ({
    app,
  }) => {
    const { seller, listing, pkg, auction, hidden } = await sellerWithOffers(app);
    const response = await app.client().get(`/api/users/${seller.id}/offers`);
    expect(response.status).toBe(200);
    expect(response.body.items.map((item: { kind: string; id: string }) => [item.kind, item.id])).toEqual([
      ['server', pkg.id],
      ['ip', listing.id],
    ]);
    expect(response.body.items[1]).toMatchObject({ title: listing.title, cidr: listing.cidr });
    expect(response.body.auctions.map((item: { id: string }) => item.id)).toEqual([auction.id]);
    expect(response.body.auctions[0]).toMatchObject({ sellerId: seller.id, sellerName: 'Mona Provider' });
    const text = JSON.stringify(response.body);
    for (const id of hidden) expect(text).not.toContain(id);
    expect(text).not.toContain(seller.email);
  });

  test('reads the same to visitors, users, staff and API tokens', async ({ app }) => {
    const { seller } = await sellerWithOffers(app);
    const { client: leaser } = await signInAs(app);
    const { client: staff } = await signInAs(app, { role: 'staff' });
    const token = await createTokenFor(leaser, { scope: 'read' });
    for (const path of [`/api/users/${seller.id}/public`, `/api/users/${seller.id}/offers`]) {
      const visitor = await app.client().get(path);
      expect(visitor.status).toBe(200);
      expect((await leaser.get(path)).body).toEqual(visitor.body);
      expect((await staff.get(path)).body).toEqual(visitor.body);
      const byToken = await callWithToken(app, token.secret, 'GET', path);
      expect(byToken.status).toBe(200);
      expect(byToken.body).toEqual(visitor.body);
    }
  });

  test('says not found for a suspended provider and for one that does not exist', async ({ app, db }) => {
    const { seller } = await sellerWithOffers(app);
    await db
      .update(users)
      .set({ suspendedAt: app.clock.now(), suspensionReason: 'Abuse reports' })
      .where(eq(users.id, seller.id));
    for (const id of [seller.id, NOBODY]) {
      for (const kind of ['public', 'offers']) {
        const response = await app.client().get(`/api/users/${id}/${kind}`);
        expect(response.status).toBe(404);
        expect(response.body).toMatchObject({
          title: 'Provider not found',
          message: 'This provider does not exist or is not active.',
        });
        expect(JSON.stringify(response.body)).not.toContain('Abuse reports');
      }
    }
    expect((await app.client().get('/api/users/not-a-user/offers')).status).toBe(400);
  });
});
