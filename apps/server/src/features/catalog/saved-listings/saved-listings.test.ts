import { describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { splitIntoSubnets } from '@netlease/shared/cidr';
import {
  ipBlocks,
  ipSubnets,
  listings,
  savedListings,
  serverPackages,
} from '../../../platform/db/schema/index';
import type { TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { createUser, signInAs } from '../../../test/factories';
import { MINUTE } from '../../../platform/clock';

let nextThird = 0;
let providerId: string;
let listingId: string;
let pendingListingId: string;
let packageId: string;

async function addListing(app: TestApp, status: 'active' | 'pending', title: string, blockId: string) {
  const [row] = await app.db
    .insert(listings)
    .values({
      userId: providerId,
      type: 'ip',
      ipBlockId: blockId,
      title,
      description: 'Clean address space.',
      location: 'Amsterdam, NL',
      priceCents: 39900,
      period: 'month',
      // Each listing offers its own /24 of the block (one live offer per range).
      cidr: `198.18.${60 + nextThird++}.0/24`,
      unitPrefix: 24,
      subnet: '/24',
      ipCount: 256,
      status,
    })
    .returning();
  return row!.id;
}

test.beforeAll(async ({ app, db }) => {
  const provider = await createUser(app, { role: 'monetizer' });
  providerId = provider.id;
  const [block] = await db
    .insert(ipBlocks)
    .values({
      userId: providerId,
      cidr: '198.18.60.0/22',
      rir: 'ripe',
      loaFileKey: 'test/loa.pdf',
      status: 'approved',
    })
    .returning();
  await db
    .insert(ipSubnets)
    .values(splitIntoSubnets('198.18.60.0/22').map((subnet) => ({ ipBlockId: block!.id, subnet })));
  listingId = await addListing(app, 'active', 'Clean /24 in Amsterdam', block!.id);
  pendingListingId = await addListing(app, 'pending', 'Waiting for review', block!.id);
  const [pkg] = await db
    .insert(serverPackages)
    .values({
      userId: providerId,
      name: 'Dallas bare metal',
      description: 'A fast server.',
      location: 'Dallas, US',
      cpu: '8 cores',
      ram: '32 GB',
      storage: '1 TB',
      bandwidth: '10 TB',
      priceCents: 9900,
      status: 'approved',
    })
    .returning();
  packageId = pkg!.id;
});

describe('saving listings', () => {
  test('saves, lists newest first, reports the state, and removes again', async ({
    app,
    db,
    leaser: { user, client },
  }) => {
    expect((await client.get(`/api/saved-listings/ip/${listingId}`)).body).toEqual({ saved: false });

    const saved = await client.put(`/api/saved-listings/ip/${listingId}`);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      saved: true,
      title: 'Saved',
      message: 'The listing is in your saved listings.',
    });
    // Saving twice (a double click) keeps one row.
    await Promise.all([
      client.put(`/api/saved-listings/ip/${listingId}`),
      client.put(`/api/saved-listings/ip/${listingId}`),
    ]);
    app.clock.advance(MINUTE);
    expect((await client.put(`/api/saved-listings/server/${packageId}`)).status).toBe(200);
    expect((await client.get(`/api/saved-listings/ip/${listingId}`)).body).toEqual({ saved: true });

    const list = await client.get('/api/saved-listings');
    expect(list.status).toBe(200);
    expect(list.body.listings).toEqual([
      expect.objectContaining({
        kind: 'server',
        id: packageId,
        title: 'Dallas bare metal',
        period: 'month',
        priceCents: 9900,
        isAvailable: true,
      }),
      expect.objectContaining({
        kind: 'ip',
        id: listingId,
        title: 'Clean /24 in Amsterdam',
        location: 'Amsterdam, NL',
        isAvailable: true,
      }),
    ]);
    const rows = await db.select().from(savedListings).where(eq(savedListings.userId, user.id));
    expect(rows).toHaveLength(2);

    const removed = await client.delete(`/api/saved-listings/ip/${listingId}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({
      saved: false,
      title: 'Removed from saved',
      message: 'The listing is no longer in your saved listings.',
    });
    expect((await client.delete(`/api/saved-listings/ip/${listingId}`)).status).toBe(200);
    expect((await client.get('/api/saved-listings')).body.listings).toEqual([
      expect.objectContaining({ id: packageId }),
    ]);
  });

  test('shows a listing that left the marketplace as no longer available', async ({
    app,
    db,
    leaser: { client },
  }) => {
    const [block] = await db.select().from(ipBlocks).where(eq(ipBlocks.userId, providerId));
    const id = await addListing(app, 'active', 'Soon suspended', block!.id);
    await client.put(`/api/saved-listings/ip/${id}`);
    await db.update(listings).set({ status: 'suspended' }).where(eq(listings.id, id));
    expect((await client.get('/api/saved-listings')).body.listings).toEqual([
      expect.objectContaining({ id, isAvailable: false }),
    ]);
  });

  test('refuses listings the user cannot see, unknown ids and visitors', async ({
    app,
    leaser: { client },
  }) => {
    const hidden = await client.put(`/api/saved-listings/ip/${pendingListingId}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.title).toBe('Listing Not Found');
    expect((await client.put(`/api/saved-listings/ip/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await client.put(`/api/saved-listings/ip/not-a-uuid`)).status).toBe(404);
    expect((await client.put(`/api/saved-listings/server/${listingId}`)).status).toBe(404);
    expect((await client.put(`/api/saved-listings/auction/${listingId}`)).status).toBe(400);
    expect((await client.get(`/api/saved-listings/ip/not-a-uuid`)).body).toEqual({ saved: false });

    const visitor = app.client();
    expect((await visitor.get('/api/saved-listings')).status).toBe(401);
    expect((await visitor.get(`/api/saved-listings/ip/${listingId}`)).status).toBe(401);
    expect((await visitor.put(`/api/saved-listings/ip/${listingId}`)).status).toBe(401);
  });

  test("keeps each user's list to themselves", async ({ app, leaser: first }) => {
    const second = await signInAs(app);
    await first.client.put(`/api/saved-listings/ip/${listingId}`);
    expect((await second.client.get('/api/saved-listings')).body.listings).toEqual([]);
    expect((await second.client.get(`/api/saved-listings/ip/${listingId}`)).body).toEqual({ saved: false });
    // Removing "it" as another user touches only that user's list.
    await second.client.delete(`/api/saved-listings/ip/${listingId}`);
    expect((await first.client.get(`/api/saved-listings/ip/${listingId}`)).body).toEqual({ saved: true });
  });
});
