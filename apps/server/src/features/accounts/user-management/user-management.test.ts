import { describe, expect } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { STAFF_MESSAGES, STAFF_USERS_PAGE_SIZE } from '@netlease/shared/staff';
import { ORDER_MESSAGES } from '@netlease/shared/orders';
import { splitIntoSubnets } from '@netlease/shared/cidr';
import type { SessionUser } from '@netlease/shared/auth';
import {
  auctions,
  auditLogs,
  ipBlocks,
  ipSubnets,
  listings,
  notifications,
  serverPackages,
  sessions,
  users,
} from '../../../platform/db/schema/index';
import { AppError } from '../../../platform/errors';
import { DAY, MINUTE } from '../../../platform/clock';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { createUser, signInAs, TEST_PASSWORD } from '../../../test/factories';
import {
  createIpListing,
  createServerPackage,
  fundWallet,
  nextTestCidr,
} from '../../../test/checkout-factories';
import { checkout } from '../../commerce/checkout/checkout.service';
import { placeBid } from '../../auctions/auctions/bids.service';
import { createListing } from '../../catalog/listings/listings.service';
import { suspendUser } from './user-management.service';
import { requestPayout } from '../../commerce/payouts/payouts.service';

let staff: Awaited<ReturnType<typeof signInAs>>;
let admin: Awaited<ReturnType<typeof signInAs>>;
test.beforeAll(async ({ app }) => {
  staff = await signInAs(app, { role: 'staff', name: 'Sam Staff' });
  admin = await signInAs(app, { role: 'admin', name: 'Ada Admin' });
});

const sessionUserOf = (user: typeof users.$inferSelect): SessionUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  kycStatus: user.kycStatus,
  avatarUrl: user.avatarUrl,
  mfaEnabled: user.mfaEnabled,
});

/** A live auction of the seller on a block of its own. */
async function createLiveAuction(app: TestApp, sellerId: string) {
  const cidr = nextTestCidr(24);
  const [block] = await app.db
    .insert(ipBlocks)
    .values({
      userId: sellerId,
      cidr,
      rir: 'ripe',
      countryCode: 'NL',
      loaFileKey: 'test/loa.pdf',
      status: 'approved',
    })
    .returning();
  await app.db
    .insert(ipSubnets)
    .values(splitIntoSubnets(cidr).map((subnet) => ({ ipBlockId: block!.id, subnet })));
  const now = app.clock.now();
  const [auction] = await app.db
    .insert(auctions)
    .values({
      sellerId,
      ipBlockId: block!.id,
      reservePrice: 10_000,
      buyNowPrice: 50_000,
      minBidIncrement: 1_000,
      startTime: new Date(now.getTime() - MINUTE),
      endTime: new Date(now.getTime() + DAY),
      status: 'live',
    })
    .returning();
  return { auction: auction!, cidr };
}

const marketplaceIds = async (app: TestApp, query: string) =>
  ((await app.client().get(`/api/marketplace?${query}`)).body.items as Array<{ id: string }>).map(
    (item) => item.id,
  );

/** The error a service call threw, for the calls that raced a suspension. */
async function refusalOf(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (error instanceof AppError)
      return { status: error.status, title: error.title, message: error.userMessage };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('who may manage users', () => {
  test('lets staff and admins list, suspend and reactivate, and only admins change roles', async ({
    app,
    leaser,
    seller: monetizer,
  }) => {
    const target = await createUser(app);
    const visitor = app.client();
    for (const client of [leaser.client, monetizer.client]) {
      expect((await client.get('/api/staff/users')).status).toBe(403);
      expect((await client.post(`/api/staff/users/${target.id}/suspend`, { reason: 'x' })).status).toBe(403);
      expect(
        (await client.post(`/api/staff/users/${target.id}/reactivate`, { reason: 'Appeal upheld.' })).status,
      ).toBe(403);
      expect((await client.put(`/api/admin/users/${target.id}/role`, { role: 'staff' })).status).toBe(403);
    }
    expect((await visitor.get('/api/staff/users')).status).toBe(401);
    expect((await visitor.post(`/api/staff/users/${target.id}/suspend`, { reason: 'x' })).status).toBe(401);
    expect((await visitor.put(`/api/admin/users/${target.id}/role`, { role: 'staff' })).status).toBe(401);
    // Staff manage accounts but do not hand out roles.
    expect((await staff.client.get('/api/staff/users')).status).toBe(200);
    const byStaff = await staff.client.put(`/api/admin/users/${target.id}/role`, { role: 'monetizer' });
    expect(byStaff.status).toBe(403);
    expect((await admin.client.get('/api/staff/users')).status).toBe(200);
    // Unknown accounts answer 404 alike, whatever the id looks like.
    for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const missing = await staff.client.post(`/api/staff/users/${id}/suspend`, { reason: 'x' });
      expect(missing.status).toBe(404);
      expect(missing.body.title).toBe(STAFF_MESSAGES.userNotFound.title);
    }
  });
});

describe('the user list', () => {
  test('searches by name or email, filters by role, KYC state and status, and pages on the server', async ({
    app,
  }) => {
    const marker = `pager${Date.now()}`;
    for (let index = 0; index < STAFF_USERS_PAGE_SIZE + 5; index += 1) {
      app.clock.advance(MINUTE);
      await createUser(app, {
        email: `${marker}-${index}@example.com`,
        name: `Paged Person ${index}`,
        role: index % 5 === 0 ? 'monetizer' : 'leaser',
        kycStatus: index % 5 === 0 ? 'approved' : 'not_started',
      });
    }
    await createUser(app, { email: 'quinn@example.com', name: `Quinn ${marker}` });

    const first = await staff.client.get(`/api/staff/users?q=${marker}`);
    expect(first.body).toMatchObject({
      total: STAFF_USERS_PAGE_SIZE + 6,
      page: 1,
      pageSize: STAFF_USERS_PAGE_SIZE,
    });
    expect(first.body.users).toHaveLength(STAFF_USERS_PAGE_SIZE);
    // Newest first: the name match was made last.
    expect(first.body.users[0]).toMatchObject({
      name: `Quinn ${marker}`,
      email: 'quinn@example.com',
      role: 'leaser',
      kycStatus: 'not_started',
      status: 'active',
      emailVerified: true,
      suspendedAt: null,
    });
    const second = await staff.client.get(`/api/staff/users?q=${marker}&page=2`);
    expect(second.body.users).toHaveLength(6);
    const seen = [...first.body.users, ...second.body.users].map((user: { id: string }) => user.id);
    expect(new Set(seen).size).toBe(STAFF_USERS_PAGE_SIZE + 6);

    const sellers = await staff.client.get(`/api/staff/users?q=${marker}&role=monetizer&kyc=approved`);
    expect(sellers.body.total).toBe(5);
    expect(sellers.body.users.every((user: { role: string }) => user.role === 'monetizer')).toBe(true);
    const byEmail = await staff.client.get(`/api/staff/users?q=${marker}-7@`);
    expect(byEmail.body.users.map((user: { name: string }) => user.name)).toEqual(['Paged Person 7']);
    // Pattern characters typed in the box are plain text.
    expect((await staff.client.get('/api/staff/users?q=%25')).body.total).toBe(0);
    expect((await staff.client.get(`/api/staff/users?q=${marker}&status=suspended`)).body.total).toBe(0);
    expect((await staff.client.get('/api/staff/users?role=root')).status).toBe(400);
    expect((await staff.client.get('/api/staff/users?kyc=maybe')).status).toBe(400);
    expect((await staff.client.get('/api/staff/users?page=0')).status).toBe(400);
  });
});

describe('suspension', () => {
  test('signs the user out, refuses sign-in, hides their offers, and reactivation brings it all back', async ({
    app,
    db,
  }) => {
    const seller = await signInAs(app, { role: 'monetizer', name: 'Sus Seller' });
    const { listing, block } = await createIpListing(app, seller.user.id, { status: 'active' });
    const pending = await createIpListing(app, seller.user.id, { status: 'pending' });
    const paused = await createIpListing(app, seller.user.id, { status: 'active' });
    await db.update(listings).set({ status: 'paused' }).where(eq(listings.id, paused.listing.id));
    const box = await createServerPackage(app, seller.user.id, { name: `Suspendable ${Date.now()}` });
    const { auction } = await createLiveAuction(app, seller.user.id);
    const boxWord = box.name.split(' ')[1]!;
    expect(await marketplaceIds(app, `q=${encodeURIComponent(block.cidr)}`)).toEqual([listing.id]);
    expect(await marketplaceIds(app, `q=${boxWord}`)).toEqual([box.id]);

    const noReason = await staff.client.post(`/api/staff/users/${seller.user.id}/suspend`, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({
      title: STAFF_MESSAGES.suspensionReasonRequired.title,
      message: STAFF_MESSAGES.suspensionReasonRequired.description,
    });

    const suspended = await staff.client.post(`/api/staff/users/${seller.user.id}/suspend`, {
      reason: 'Reported for hijacked space.',
    });
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({
      title: STAFF_MESSAGES.userSuspended.title,
      user: {
        status: 'suspended',
        suspensionReason: 'Reported for hijacked space.',
        suspendedByName: 'Sam Staff',
      },
    });
    expect(
      (await staff.client.post(`/api/staff/users/${seller.user.id}/suspend`, { reason: 'again' })).status,
    ).toBe(409);

    // Signed out everywhere, and no way back in.
    expect(await db.select().from(sessions).where(eq(sessions.userId, seller.user.id))).toEqual([]);
    expect((await seller.client.get('/api/profile')).status).toBe(401);
    const signIn = await app
      .client()
      .post('/api/auth/login', { email: seller.user.email, password: TEST_PASSWORD });
    expect(signIn.status).toBe(403);
    expect(signIn.body).toMatchObject({
      title: STAFF_MESSAGES.accountSuspended.title,
      message: STAFF_MESSAGES.accountSuspended.description,
    });
    // A wrong password still reads as a wrong password: the state is told only to the account's owner.
    const wrong = await app
      .client()
      .post('/api/auth/login', { email: seller.user.email, password: 'nope-nope-nope' });
    expect(wrong.body.title).toBe('Sign in Failed');

    // Off the marketplace: the live listing, the package and the live auction; their pages too.
    expect(await marketplaceIds(app, `q=${encodeURIComponent(block.cidr)}`)).toEqual([]);
    expect(await marketplaceIds(app, `q=${boxWord}`)).toEqual([]);
    expect((await app.client().get(`/api/marketplace/listings/${listing.id}`)).status).toBe(404);
    const liveAuctions = (await app.client().get('/api/auctions')).body.auctions as Array<{ id: string }>;
    expect(liveAuctions.map((item) => item.id)).not.toContain(auction.id);
    expect((await app.client().get(`/api/auctions/${auction.id}`)).status).toBe(404);
    const statuses = async () =>
      Object.fromEntries(
        (
          await db
            .select({ id: listings.id, status: listings.status })
            .from(listings)
            .where(eq(listings.userId, seller.user.id))
        ).map((row) => [row.id, row.status]),
      );
    expect(await statuses()).toEqual({
      [listing.id]: 'suspended',
      [pending.listing.id]: 'pending',
      [paused.listing.id]: 'paused',
    });

    // Buyers cannot buy from them or bid on their auction meanwhile.
    const buyer = await signInAs(app, { name: 'Bob Buyer' });
    await fundWallet(buyer.client, 100_000);
    const bought = await buyer.client.post('/api/checkout', {
      itemType: 'ip',
      itemId: listing.id,
      method: 'wallet',
    });
    expect(bought.status).toBe(409);
    expect(bought.body.title).toBe(ORDER_MESSAGES.itemNotAvailable.title);
    const bid = await buyer.client.post(`/api/auctions/${auction.id}/bids`, { amountCents: 10_000 });
    expect(bid.status).toBe(403);
    expect(bid.body.title).toBe(STAFF_MESSAGES.sellerUnavailable.title);

    // An admin approving their waiting listing meanwhile does not put it on the marketplace.
    const approved = await admin.client.post(`/api/admin/approvals/listings/${pending.listing.id}/approve`);
    expect(approved.status).toBe(200);
    expect((await statuses())[pending.listing.id]).toBe('suspended');
    expect(await marketplaceIds(app, `q=${encodeURIComponent(pending.block.cidr)}`)).toEqual([]);

    // The user is told, the action audited with what it changed.
    const [note] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.user.id), eq(notifications.title, 'Account suspended')));
    expect(note?.message).toContain('Reported for hijacked space.');
    expect(app.sentMail.at(-1)).toMatchObject({
      to: seller.user.email,
      subject: 'Your Netlease account is suspended',
    });
    const [audit] = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, seller.user.id), eq(auditLogs.action, 'user.suspended')));
    expect(audit).toMatchObject({
      actorId: staff.user.id,
      targetType: 'user',
      before: { status: 'active' },
      after: {
        status: 'suspended',
        reason: 'Reported for hijacked space.',
        hiddenListings: 1,
        hiddenPackages: 1,
      },
    });

    const unexplained = await staff.client.post(`/api/staff/users/${seller.user.id}/reactivate`, {
      reason: ' ',
    });
    expect(unexplained.status).toBe(400);
    expect(unexplained.body).toMatchObject({
      title: STAFF_MESSAGES.reactivationReasonRequired.title,
      message: STAFF_MESSAGES.reactivationReasonRequired.description,
    });
    const reactivated = await staff.client.post(`/api/staff/users/${seller.user.id}/reactivate`, {
      reason: 'The space was ours after all.',
    });
    expect(reactivated.status).toBe(200);
    expect(reactivated.body.user).toMatchObject({
      status: 'active',
      suspensionReason: null,
      suspendedAt: null,
    });
    expect(
      (await staff.client.post(`/api/staff/users/${seller.user.id}/reactivate`, { reason: 'Again.' })).status,
    ).toBe(409);
    expect(await statuses()).toEqual({
      [listing.id]: 'active',
      [pending.listing.id]: 'active',
      [paused.listing.id]: 'paused',
    });
    expect(await marketplaceIds(app, `q=${encodeURIComponent(block.cidr)}`)).toEqual([listing.id]);
    expect(await marketplaceIds(app, `q=${boxWord}`)).toEqual([box.id]);
    expect((await app.client().get(`/api/auctions/${auction.id}`)).status).toBe(200);
    const back = await app
      .client()
      .post('/api/auth/login', { email: seller.user.email, password: TEST_PASSWORD });
    expect(back.status).toBe(200);
    const [reactivation] = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, seller.user.id), eq(auditLogs.action, 'user.reactivated')));
    expect(reactivation).toMatchObject({
      before: { status: 'suspended', reason: 'Reported for hijacked space.' },
      after: {
        status: 'active',
        reason: 'The space was ours after all.',
        restoredListings: 2,
        restoredPackages: 1,
      },
    });
    const [packageRow] = await db.select().from(serverPackages).where(eq(serverPackages.id, box.id));
    expect(packageRow?.status).toBe('approved');
  });

  test('refuses every trade a suspended account had under way: checkout, bids, listings, payouts (one check)', async ({
    app,
    db,
  }) => {
    const seller = await createUser(app, { role: 'monetizer' });
    const { listing } = await createIpListing(app, seller.id, { status: 'active' });
    const { auction } = await createLiveAuction(app, seller.id);
    const member = await signInAs(app, { role: 'monetizer', kycStatus: 'approved' });
    await fundWallet(member.client, 100_000);
    const [row] = await db.select().from(users).where(eq(users.id, member.user.id));
    // What a request that passed the session check just before the suspension goes on to do.
    const actor = sessionUserOf(row!);
    await staff.client.post(`/api/staff/users/${member.user.id}/suspend`, { reason: 'Chargebacks.' });
    const suspended = {
      status: 403,
      title: STAFF_MESSAGES.accountSuspended.title,
      message: STAFF_MESSAGES.accountSuspended.description,
    };

    expect(
      await refusalOf(
        checkout(
          app.ctx,
          actor.id,
          { itemType: 'ip', itemId: listing.id, method: 'wallet', autoRenews: false },
          undefined,
        ),
      ),
    ).toEqual(suspended);
    expect(await refusalOf(placeBid(app.ctx, actor, auction.id, { amountCents: 10_000 }))).toEqual(suspended);
    const ownBlock = await createIpListing(app, member.user.id, { status: 'pending' });
    await db.delete(listings).where(eq(listings.id, ownBlock.listing.id));
    expect(
      await refusalOf(
        createListing(app.ctx, actor.id, {
          type: 'ip',
          title: 'Late listing',
          description: 'Made after the suspension.',
          location: 'Amsterdam',
          specs: null,
          features: [],
          price: 10_000,
          period: 'month',
          subnet: '/24',
          ipBlockId: ownBlock.block.id,
          cidr: null,
        } as unknown as Parameters<typeof createListing>[2]),
      ),
    ).toEqual(suspended);
    expect(
      await refusalOf(
        requestPayout(
          app.ctx,
          actor.id,
          {
            amountCents: 1_000,
            method: 'bank',
            details: {
              country: 'DE',
              account_holder: 'Member',
              iban: 'DE89370400440532013000',
              bic: 'COBADEFFXXX',
            },
          },
          undefined,
        ),
      ),
    ).toEqual(suspended);
  });

  test('keeps staff to customer accounts and nobody suspends themselves', async ({ app }) => {
    const otherStaff = await createUser(app, { role: 'staff' });
    const otherAdmin = await createUser(app, { role: 'admin' });
    for (const target of [otherStaff, otherAdmin]) {
      const refused = await staff.client.post(`/api/staff/users/${target.id}/suspend`, { reason: 'No.' });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(STAFF_MESSAGES.staffSuspendsCustomersOnly.description);
    }
    const self = await staff.client.post(`/api/staff/users/${staff.user.id}/suspend`, { reason: 'Tired.' });
    expect(self.body.message).toBe(STAFF_MESSAGES.cannotSuspendSelf.description);
    const byAdmin = await admin.client.post(`/api/staff/users/${otherStaff.id}/suspend`, {
      reason: 'Left the team.',
    });
    expect(byAdmin.status).toBe(200);
    const back = { reason: 'Rejoined the team.' };
    expect((await staff.client.post(`/api/staff/users/${otherStaff.id}/reactivate`, back)).status).toBe(403);
    expect((await admin.client.post(`/api/staff/users/${otherStaff.id}/reactivate`, back)).status).toBe(200);
  });
});

describe('roles', () => {
  test('lets an admin change a role, tells the user and audits it; the new role applies at once', async ({
    app,
    db,
  }) => {
    const member = await signInAs(app, { name: 'Rory Role' });
    expect((await member.client.get('/api/staff/users')).status).toBe(403);
    const changed = await admin.client.put(`/api/admin/users/${member.user.id}/role`, { role: 'staff' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ title: STAFF_MESSAGES.roleChanged.title, user: { role: 'staff' } });
    expect((await member.client.get('/api/staff/users')).status).toBe(200);
    const same = await admin.client.put(`/api/admin/users/${member.user.id}/role`, { role: 'staff' });
    expect(same.status).toBe(409);
    expect((await admin.client.put(`/api/admin/users/${member.user.id}/role`, { role: 'root' })).status).toBe(
      400,
    );
    const [audit] = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, member.user.id), eq(auditLogs.action, 'user.role_changed')));
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      before: { role: 'leaser' },
      after: { role: 'staff' },
    });
    const [note] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.user.id), eq(notifications.title, 'Role changed')));
    expect(note?.message).toBe('Your role is now Staff.');
  });

  test('keeps at least one active admin, even when two admins demote each other at the same moment', async () => {
    const own = await createTestApp();
    try {
      const first = await signInAs(own, { role: 'admin' });
      const alone = await first.client.put(`/api/admin/users/${first.user.id}/role`, { role: 'leaser' });
      expect(alone.status).toBe(409);
      expect(alone.body.title).toBe(STAFF_MESSAGES.lastAdmin.title);

      const second = await signInAs(own, { role: 'admin' });
      const answers = await Promise.all([
        first.client.put(`/api/admin/users/${second.user.id}/role`, { role: 'leaser' }),
        second.client.put(`/api/admin/users/${first.user.id}/role`, { role: 'leaser' }),
      ]);
      // The loser hears 409 (last admin), or 403 when its own demotion was committed before it was read.
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const admins = await own.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins).toHaveLength(1);
    } finally {
      await own.close();
    }
  });
});

describe('the last active admin', () => {
  test("refuses to suspend the one active admin left, with the role change's reason", async () => {
    const own = await createTestApp();
    try {
      const alone = await signInAs(own, { role: 'admin', name: 'Only Admin' });
      // An admin whose request was checked just before a suspension of theirs committed.
      const late = await createUser(own, { role: 'admin' });
      await own.db
        .update(users)
        .set({ suspendedAt: own.clock.now(), suspensionReason: 'Left.' })
        .where(eq(users.id, late.id));
      expect(
        await refusalOf(suspendUser(own.ctx, sessionUserOf(late), alone.user.id, { reason: 'x' })),
      ).toEqual({
        status: 409,
        title: STAFF_MESSAGES.lastAdminSuspension.title,
        message: STAFF_MESSAGES.lastAdminSuspension.description,
      });
      const [still] = await own.db.select().from(users).where(eq(users.id, alone.user.id));
      expect(still?.suspendedAt).toBeNull();
      // A suspended staff member's queued action is refused too, even on a customer.
      const customer = await createUser(own);
      expect(
        (await refusalOf(suspendUser(own.ctx, sessionUserOf(late), customer.id, { reason: 'x' }))).status,
      ).toBe(403);
    } finally {
      await own.close();
    }
  });

  test('keeps one active admin when two admins suspend (or demote) each other at the same moment, round after round', async () => {
    const own = await createTestApp();
    try {
      for (let round = 0; round < 8; round += 1) {
        // Only this round's two admins are active.
        await own.db
          .update(users)
          .set({ suspendedAt: own.clock.now(), suspensionReason: 'An earlier round.' })
          .where(and(eq(users.role, 'admin'), isNull(users.suspendedAt)));
        const first = await signInAs(own, { role: 'admin' });
        const second = await signInAs(own, { role: 'admin' });
        // Every other round the second admin demotes instead of suspending: the two share one lock order.
        const answers = await Promise.all([
          first.client.post(`/api/staff/users/${second.user.id}/suspend`, { reason: `Round ${round}.` }),
          round % 2 === 0
            ? second.client.post(`/api/staff/users/${first.user.id}/suspend`, { reason: `Round ${round}.` })
            : second.client.put(`/api/admin/users/${first.user.id}/role`, { role: 'leaser' }),
        ]);
        const statuses = answers.map((answer) => answer.status).sort();
        // The loser hears 'Last admin' (409), or 401/403 when the winner's change reached it first.
        expect(statuses[0], JSON.stringify(answers.map((answer) => answer.body))).toBe(200);
        expect([401, 403, 409]).toContain(statuses[1]);
        const loser = answers.find((answer) => answer.status !== 200)!;
        if (loser.status === 409) expect(loser.body.title).toBe(STAFF_MESSAGES.lastAdmin.title);
        const active = await own.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'admin'), isNull(users.suspendedAt)));
        expect(active).toHaveLength(1);
      }
    } finally {
      await own.close();
    }
  });
});
