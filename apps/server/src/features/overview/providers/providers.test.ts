import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userRatings, users } from '../../../platform/db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, signInAs } from '../../../test/factories';
import { createOwnedObjects } from '../../../test/owned-objects';
import { MINUTE } from '../../../platform/clock';
import { callWithToken, createTokenFor } from '../../../test/api-token-helpers';

let t: TestApp;
let objects: ReturnType<typeof createOwnedObjects>;
beforeAll(async () => {
  t = await createTestApp();
  objects = createOwnedObjects(t);
});
afterAll(async () => {
  await t.close();
});

const NOBODY = '00000000-0000-4000-8000-000000000000';

/** A seller with one offer of each kind live, and one of each waiting for review. */
async function sellerWithOffers() {
  const seller = await createUser(t, { role: 'monetizer', name: 'Mona Provider' });
  await t.db
    .update(users)
    .set({ companyName: 'Secret Holdings', contactPhone: '+31201234567' })
    .where(eq(users.id, seller.id));
  const listing = await objects.listing(seller.id, 'active');
  const hiddenListing = await objects.listing(seller.id, 'pending');
  t.clock.advance(MINUTE);
  const pkg = await objects.serverPackage(seller.id, 'approved');
  const hiddenPackage = await objects.serverPackage(seller.id, 'pending');
  const auction = await objects.auction(seller.id, 'live');
  const hiddenAuction = await objects.auction(seller.id, 'pending_approval');
  return { seller, listing, pkg, auction, hidden: [hiddenListing.id, hiddenPackage.id, hiddenAuction.id] };
}

async function rate(ratedUserId: string, raterName: string, rating: number, comment: string | null) {
  const rater = await createUser(t, { name: raterName });
  t.clock.advance(MINUTE);
  await t.db
    .insert(userRatings)
    .values({ ratedUserId, ratedByUserId: rater.id, rating, comment, createdAt: t.clock.now() });
  return rater;
}

describe('the public provider page', () => {
  it("shows a provider's card, rating and newest reviews without anything private", async () => {
    const { seller } = await sellerWithOffers();
    const rater = await rate(seller.id, 'Leo Leaser', 4, 'Quick to route.');
    await rate(seller.id, 'Ana', 5, null);

    const response = await t.client().get(`/api/users/${seller.id}/public`);
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

  it('lists the live offers as the marketplace and the auctions page show them, nothing waiting', async () => {
    const { seller, listing, pkg, auction, hidden } = await sellerWithOffers();
    const response = await t.client().get(`/api/users/${seller.id}/offers`);
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

  it('reads the same to visitors, users, staff and API tokens', async () => {
    const { seller } = await sellerWithOffers();
    const { client: leaser } = await signInAs(t);
    const { client: staff } = await signInAs(t, { role: 'staff' });
    const token = await createTokenFor(leaser, { scope: 'read' });
    for (const path of [`/api/users/${seller.id}/public`, `/api/users/${seller.id}/offers`]) {
      const visitor = await t.client().get(path);
      expect(visitor.status).toBe(200);
      expect((await leaser.get(path)).body).toEqual(visitor.body);
      expect((await staff.get(path)).body).toEqual(visitor.body);
      const byToken = await callWithToken(t, token.secret, 'GET', path);
      expect(byToken.status).toBe(200);
      expect(byToken.body).toEqual(visitor.body);
    }
  });

  it('says not found for a suspended provider and for one that does not exist', async () => {
    const { seller } = await sellerWithOffers();
    await t.db
      .update(users)
      .set({ suspendedAt: t.clock.now(), suspensionReason: 'Abuse reports' })
      .where(eq(users.id, seller.id));
    for (const id of [seller.id, NOBODY]) {
      for (const kind of ['public', 'offers']) {
        const response = await t.client().get(`/api/users/${id}/${kind}`);
        expect(response.status).toBe(404);
        expect(response.body).toMatchObject({
          title: 'Provider not found',
          message: 'This provider does not exist or is not active.',
        });
        expect(JSON.stringify(response.body)).not.toContain('Abuse reports');
      }
    }
    expect((await t.client().get('/api/users/not-a-user/offers')).status).toBe(400);
  });
});
