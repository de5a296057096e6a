import { describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DashboardOverview } from '@netlease/shared/dashboard';
import {
  auctions,
  conversationMessages,
  conversations,
  ipBlocks,
  ipSubnets,
  kycVerifications,
  listings,
  loaRecords,
  notifications,
  orders,
  payouts,
  tickets,
  walletHolds,
} from '../../../platform/db/schema/index';
import { DAY } from '../../../platform/clock';
import type { TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { signInAs } from '../../../test/factories';
import { createIpOrder } from '../../../test/trust-fixtures';
import type { ApiClient } from '../../../test/api-client';
import {
  createIpListing,
  createServerPackage,
  fundWallet,
  nextTestCidr,
} from '../../../test/checkout-factories';

async function overviewOf(client: ApiClient): Promise<DashboardOverview> {
  const response = await client.get<DashboardOverview>('/api/dashboard/overview');
  expect(response.status).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return response.body;
}

/** An approved /24 block with its one subnet, in its own range. */
async function ownedSubnet(app: TestApp, ownerId: string, status: 'approved' | 'pending' = 'approved') {
  const cidr = nextTestCidr(24);
  const [block] = await app.db
    .insert(ipBlocks)
    .values({ userId: ownerId, cidr, rir: 'ripe', countryCode: 'NL', loaFileKey: 'test/loa.pdf', status })
    .returning();
  const [subnet] = await app.db.insert(ipSubnets).values({ ipBlockId: block!.id, subnet: cidr }).returning();
  return { block: block!, subnet: subnet! };
}

async function openTicket(
  app: TestApp,
  openedBy: string,
  status: 'open' | 'in_progress' | 'resolved',
  assignedTo?: string,
) {
  await app.db.insert(tickets).values({ openedBy, title: `Ticket ${status}`, status, assignedTo });
}

describe('GET /api/dashboard/overview', () => {
  test('refuses visitors', async ({ app }) => {
    expect((await app.client().get('/api/dashboard/overview')).status).toBe(401);
  });

  test("a leaser sees their own wallet, leases, tickets and unread items, and nobody else's", async ({
    app,
    db,
    leaser,
  }) => {
    const other = await signInAs(app, { role: 'leaser' });
    const seller = await signInAs(app, { role: 'monetizer' });
    await fundWallet(leaser.client, 12_345);
    await fundWallet(other.client, 99_999);

    // Two active leases, one renewing within 7 days; a completed one and another buyer's do not count.
    const soon = await createIpOrder(app, {
      leaserId: leaser.user.id,
      monetizerId: seller.user.id,
      subnet: (await ownedSubnet(app, seller.user.id)).subnet,
    });
    await db
      .update(orders)
      .set({ renewalDate: new Date(app.clock.now().getTime() + 3 * DAY) })
      .where(eq(orders.id, soon.id));
    for (const [leaserId, status] of [
      [leaser.user.id, 'active'],
      [leaser.user.id, 'completed'],
      [other.user.id, 'active'],
    ] as const) {
      await createIpOrder(app, {
        leaserId,
        monetizerId: seller.user.id,
        subnet: (await ownedSubnet(app, seller.user.id)).subnet,
        status,
      });
    }

    await openTicket(app, leaser.user.id, 'open');
    await openTicket(app, leaser.user.id, 'in_progress');
    await openTicket(app, leaser.user.id, 'resolved');
    await openTicket(app, other.user.id, 'open');

    await db.insert(notifications).values([
      { userId: leaser.user.id, type: 'test', title: 'one', message: 'one' },
      { userId: leaser.user.id, type: 'test', title: 'two', message: 'two' },
      { userId: leaser.user.id, type: 'test', title: 'read', message: 'read', status: 'read' },
      { userId: other.user.id, type: 'test', title: 'theirs', message: 'theirs' },
    ]);

    // The provider wrote twice, the leaser once: two unread messages in one conversation.
    const [conversation] = await db
      .insert(conversations)
      .values({
        customerId: leaser.user.id,
        providerId: seller.user.id,
        listingKind: 'ip',
        listingTitle: 'A /24',
      })
      .returning();
    await db.insert(conversationMessages).values([
      { conversationId: conversation!.id, senderId: seller.user.id, body: 'Hello' },
      { conversationId: conversation!.id, senderId: leaser.user.id, body: 'Hi' },
      { conversationId: conversation!.id, senderId: seller.user.id, body: 'Anything else?' },
    ]);

    // Two saved offers (an IP listing and a server package); the other buyer's saved one is theirs.
    const listing = await createIpListing(app, seller.user.id);
    const serverPackage = await createServerPackage(app, seller.user.id);
    for (const [client, path] of [
      [leaser.client, `/api/saved-listings/ip/${listing.listing.id}`],
      [leaser.client, `/api/saved-listings/server/${serverPackage.id}`],
      [other.client, `/api/saved-listings/ip/${listing.listing.id}`],
    ] as const) {
      expect((await client.put(path)).status).toBe(200);
    }

    const overview = await overviewOf(leaser.client);
    expect(overview).toEqual({
      account: {
        availableCents: 12_345,
        onHoldCents: 0,
        activeLeases: 2,
        renewalsDue: 1,
        openTickets: 2,
        unreadMessages: 2,
        conversationsWithUnread: 1,
        unreadNotifications: 2,
        savedListings: 2,
      },
    });
    // The seller's side of the same conversation: their own message is not unread for them.
    expect((await overviewOf(seller.client)).account).toMatchObject({
      unreadMessages: 1,
      conversationsWithUnread: 1,
    });
    expect((await overviewOf(other.client)).account).toMatchObject({
      availableCents: 99_999,
      activeLeases: 1,
      openTickets: 1,
      unreadNotifications: 1,
      unreadMessages: 0,
      savedListings: 1,
    });
  });

  test("a monetizer also sees live listings, leased addresses, items in review and this month's earnings", async ({
    app,
    db,
    seller,
  }) => {
    const otherSeller = await signInAs(app, { role: 'monetizer' });
    const buyer = await signInAs(app, { role: 'leaser' });
    await fundWallet(buyer.client, 100_000);

    const whole = await createIpListing(app, seller.user.id, { subnet: '/24', priceCents: 20_000 });
    const split = await createIpListing(app, seller.user.id, {
      cidr: nextTestCidr(22),
      subnet: '/24',
      priceCents: 15_000,
    });
    await createIpListing(app, seller.user.id, { status: 'pending' });
    await createServerPackage(app, seller.user.id, { status: 'pending' });
    await createServerPackage(app, otherSeller.user.id, { status: 'pending' });
    await ownedSubnet(app, seller.user.id, 'pending');
    // A live listing whose new text waits for review.
    await db
      .update(listings)
      .set({ pendingChanges: { title: 'New title' }, changesSubmittedAt: app.clock.now() })
      .where(eq(listings.id, split.listing.id));
    await db.insert(auctions).values({
      sellerId: seller.user.id,
      ipBlockId: (await ownedSubnet(app, seller.user.id)).block.id,
      reservePrice: 10_000,
      startTime: app.clock.now(),
      endTime: new Date(app.clock.now().getTime() + DAY),
      status: 'pending_approval',
    });

    // Two sales in January; the second is disputed (refunded), so only the first is earned.
    const buy = (listingId: string) =>
      buyer.client.post('/api/checkout', { itemType: 'ip', itemId: listingId, method: 'wallet' });
    expect((await buy(whole.listing.id)).status).toBe(201);
    const disputed = await buy(split.listing.id);
    expect(disputed.status).toBe(201);
    expect(
      (
        await buyer.client.post(`/api/orders/${disputed.body.orderId}/dispute`, {
          reason: 'No longer needed',
        })
      ).status,
    ).toBe(200);

    const overview = await overviewOf(seller.client);
    expect(Object.keys(overview).sort()).toEqual(['account', 'selling']);
    expect(overview.account).toMatchObject({ availableCents: 0, onHoldCents: 20_000 });
    expect(overview.selling).toEqual({
      liveListings: 2,
      leasedOutListings: 1,
      leasedIpv4Addresses: 256,
      pending: { listings: 1, serverPackages: 1, ipBlocks: 1, changes: 1, auctions: 1 },
      earningsThisMonthCents: 20_000,
      monthStart: '2026-01-01T00:00:00.000Z',
    });

    // Another seller sees none of it.
    expect((await overviewOf(otherSeller.client)).selling).toMatchObject({
      liveListings: 0,
      leasedIpv4Addresses: 0,
      pending: { listings: 0, serverPackages: 1, ipBlocks: 0, changes: 0, auctions: 0 },
      earningsThisMonthCents: 0,
    });
    // A leaser's answer has no selling section at all.
    expect((await overviewOf(buyer.client)).selling).toBeUndefined();

    // A sale of the last second of December is last month's.
    await db
      .update(walletHolds)
      .set({ createdAt: new Date('2025-12-31T23:59:59.999Z') })
      .where(eq(walletHolds.userId, seller.user.id));
    expect((await overviewOf(seller.client)).selling?.earningsThisMonthCents).toBe(0);
  });

  test('staff see the support queues platform-wide, and no admin figures', async ({
    app,
    db,
    staff,
    leaser,
  }) => {
    const before = (await overviewOf(staff.client)).staff!;

    await db.insert(kycVerifications).values({ userId: leaser.user.id, idDocumentKey: 'kyc/id.png' });
    await openTicket(app, leaser.user.id, 'open');
    await openTicket(app, leaser.user.id, 'in_progress', staff.user.id);
    await openTicket(app, leaser.user.id, 'resolved');

    const overview = await overviewOf(staff.client);
    expect(Object.keys(overview).sort()).toEqual(['account', 'staff']);
    expect(overview.staff).toEqual({
      pendingKyc: before.pendingKyc + 1,
      openTickets: before.openTickets + 2,
      unassignedTickets: before.unassignedTickets + 1,
    });
    // Staff see their own account figures, not the tickets of the queue.
    expect(overview.account.openTickets).toBe(0);
    expect((await overviewOf(leaser.client)).staff).toBeUndefined();
  });

  test('admins see the staff queues plus approvals, payouts and disputes', async ({
    app,
    db,
    admin,
    seller,
    leaser: buyer,
  }) => {
    const first = await overviewOf(admin.client);
    expect(Object.keys(first).sort()).toEqual(['account', 'admin', 'staff']);
    const before = first.admin!;

    await createIpListing(app, seller.user.id, { status: 'pending' });
    await createServerPackage(app, seller.user.id, { status: 'pending' });
    await ownedSubnet(app, seller.user.id, 'pending');
    const live = await createIpListing(app, seller.user.id);
    await db
      .update(listings)
      .set({ pendingChanges: { title: 'New title' } })
      .where(eq(listings.id, live.listing.id));
    await db.insert(auctions).values({
      sellerId: seller.user.id,
      ipBlockId: (await ownedSubnet(app, seller.user.id)).block.id,
      reservePrice: 10_000,
      startTime: app.clock.now(),
      endTime: new Date(app.clock.now().getTime() + DAY),
      status: 'pending_approval',
    });
    const leased = await ownedSubnet(app, seller.user.id);
    const order = await createIpOrder(app, {
      leaserId: buyer.user.id,
      monetizerId: seller.user.id,
      subnet: leased.subnet,
    });
    await db.insert(loaRecords).values({
      orderId: order.id,
      monetizerId: seller.user.id,
      buyerId: buyer.user.id,
      ipBlockId: leased.block.id,
      source: 'upload',
      fileKey: 'loa/test.pdf',
      issuedAt: app.clock.now(),
    });
    await db.insert(payouts).values({
      monetizerId: seller.user.id,
      amount: 7_500,
      method: 'paypal',
      details: { email: 'seller@example.com' },
    });
    await createIpOrder(app, {
      leaserId: buyer.user.id,
      monetizerId: seller.user.id,
      subnet: (await ownedSubnet(app, seller.user.id)).subnet,
      status: 'dispute',
    });

    const after = (await overviewOf(admin.client)).admin!;
    expect(after).toEqual({
      pending: {
        listings: before.pending.listings + 1,
        serverPackages: before.pending.serverPackages + 1,
        ipBlocks: before.pending.ipBlocks + 1,
        changes: before.pending.changes + 1,
        auctions: before.pending.auctions + 1,
        loas: before.pending.loas + 1,
      },
      payoutsRequested: before.payoutsRequested + 1,
      payoutsRequestedCents: before.payoutsRequestedCents + 7_500,
      openDisputes: before.openDisputes + 1,
    });
    const staffOnly = await signInAs(app, { role: 'staff' });
    expect((await overviewOf(staffOnly.client)).admin).toBeUndefined();
  });
});
