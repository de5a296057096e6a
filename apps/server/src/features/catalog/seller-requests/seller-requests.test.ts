import { describe, expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, notifications, sellerRequests, users } from '../../../platform/db/schema/index';
import type { TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { signInAs } from '../../../test/factories';
import type { ApiClient } from '../../../test/api-client';

const REQUEST = {
  companyName: 'Example Networks B.V.',
  offering: 'ip_blocks',
  description: 'Two /22 blocks in the RIPE region, announced from Amsterdam.',
};

/** A leaser whose identity is verified, signed in: the one kind of user who may ask. */
const verifiedLeaser = (app: TestApp, name = 'Lea Verified') =>
  signInAs(app, { role: 'leaser', kycStatus: 'approved', name });

let admin: Awaited<ReturnType<typeof signInAs>> | undefined;
async function adminClient(app: TestApp) {
  admin ??= await signInAs(app, { role: 'admin', name: 'Ada Admin' });
  return admin;
}

async function roleOf(app: TestApp, userId: string) {
  const [row] = await app.db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role;
}

async function askToSell(client: ApiClient, body: Record<string, unknown> = REQUEST) {
  return client.post('/api/seller-requests', body);
}

describe('asking to become a seller', () => {
  test('refuses a leaser whose identity is not verified, and says what to do', async ({ app }) => {
    for (const kycStatus of ['not_started', 'pending', 'rejected', 'flagged'] as const) {
      const { client } = await signInAs(app, { role: 'leaser', kycStatus });
      const response = await askToSell(client);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        code: 'forbidden',
        title: 'Verification required',
        message: 'Only verified identities can sell on Netlease. Complete your KYC verification first.',
      });
      expect((await client.get('/api/seller-requests/mine')).body).toMatchObject({
        kycStatus,
        latest: null,
        canRequest: false,
      });
    }
  });

  test('records a verified leaser’s request as pending, and refuses a second one while it waits', async ({
    app,
    db,
  }) => {
    const { user, client } = await verifiedLeaser(app);
    expect((await client.get('/api/seller-requests/mine')).body).toEqual({
      role: 'leaser',
      kycStatus: 'approved',
      latest: null,
      canRequest: true,
    });
    const response = await askToSell(client, { ...REQUEST, companyName: '  Example Networks B.V.  ' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      title: 'Request Sent',
      message: 'An admin will review your request to become a seller.',
      request: { ...REQUEST, status: 'pending', rejectionReason: null, reviewedAt: null },
    });
    const again = await askToSell(client, { ...REQUEST, offering: 'servers' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Your request to become a seller is already waiting for review.');
    expect((await client.get('/api/seller-requests/mine')).body).toMatchObject({
      latest: { status: 'pending' },
      canRequest: false,
    });
    const [audit] = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, user.id), eq(auditLogs.action, 'user.seller_request_submitted')));
    expect(audit).toMatchObject({
      actorId: user.id,
      targetType: 'user',
      after: { sellerRequestId: response.body.request.id, companyName: REQUEST.companyName },
    });
  });

  test('keeps one pending request when five submissions race', async ({ app, db }) => {
    const { user, client } = await verifiedLeaser(app, 'Lea Racer');
    const answers = await Promise.all(Array.from({ length: 5 }, () => askToSell(client)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(4);
    const rows = await db.select().from(sellerRequests).where(eq(sellerRequests.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  test('answers each validation message', async ({ app }) => {
    const { client } = await verifiedLeaser(app);
    const missing = 'Please enter your company name, choose what you want to sell and describe it.';
    const cases: Array<[Record<string, unknown>, { title: string; message: string }]> = [
      [{}, { title: 'Missing fields', message: missing }],
      [
        { ...REQUEST, companyName: '   ' },
        { title: 'Missing fields', message: missing },
      ],
      [
        { ...REQUEST, offering: 'cars' },
        { title: 'Missing fields', message: missing },
      ],
      [
        { ...REQUEST, companyName: 'X' },
        { title: 'Invalid company name', message: 'The company name must be 2 to 200 characters long.' },
      ],
      [
        { ...REQUEST, description: 'IPs' },
        { title: 'Invalid description', message: 'Describe what you want to sell in 10 to 2000 characters.' },
      ],
      [
        { ...REQUEST, description: 'x'.repeat(2001) },
        { title: 'Invalid description', message: 'Describe what you want to sell in 10 to 2000 characters.' },
      ],
    ];
    for (const [body, expected] of cases) {
      const response = await askToSell(client, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body).toMatchObject(expected);
    }
  });

  test('counts characters as the database does: an emoji is one', async ({ app }) => {
    // The schema and the table's checks (migration 1610) agree, so nothing the schema accepts fails
    // in the database.
    const { client } = await verifiedLeaser(app);
    const one = await askToSell(client, { ...REQUEST, companyName: '🚀' });
    expect(one.body.title).toBe('Invalid company name');
    const two = await askToSell(client, { ...REQUEST, companyName: '🚀🚀', description: '🛰'.repeat(10) });
    expect(two.status).toBe(201);
  });

  test('is for leasers: a monetizer already sells, staff and admins do not; a visitor must log in', async ({
    app,
    seller: monetizer,
  }) => {
    expect((await askToSell(monetizer.client)).body).toMatchObject({
      title: 'Request not sent',
      message: 'Your account can already sell.',
    });
    for (const role of ['staff', 'admin'] as const) {
      const { client } = await signInAs(app, { role, kycStatus: 'approved' });
      const response = await askToSell(client);
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('Staff and admin accounts cannot become sellers.');
    }
    expect((await askToSell(app.client())).status).toBe(401);
    expect((await app.client().get('/api/seller-requests/mine')).status).toBe(401);
  });
});

describe('admin review', () => {
  test('approves: the role becomes monetizer at once, the user is notified, and it is audited', async ({
    app,
    db,
  }) => {
    const { user, client } = await verifiedLeaser(app, 'Sam Seller');
    const created = await askToSell(client);
    const id = created.body.request.id as string;
    // A leaser cannot register addresses before the approval (docs/PRODUCT.md "Accounts").
    expect((await client.get('/api/auctions/blocks')).status).toBe(403);

    const { client: adminApi, user: adminUser } = await adminClient(app);
    const queue = await adminApi.get('/api/admin/seller-requests');
    expect(queue.status).toBe(200);
    expect(queue.body.requests).toContainEqual(
      expect.objectContaining({
        id,
        userId: user.id,
        userName: 'Sam Seller',
        userEmail: user.email,
        kycStatus: 'approved',
        companyName: REQUEST.companyName,
        offering: 'ip_blocks',
        status: 'pending',
      }),
    );

    const approved = await adminApi.post(`/api/admin/seller-requests/${id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toEqual({
      title: 'Seller approved',
      message: 'The user is now a monetizer and has been told.',
    });
    expect(await roleOf(app, user.id)).toBe('monetizer');
    // The same session now has the seller's pages: roles are read from the account on each request.
    expect((await client.get('/api/auth/session')).body.user.role).toBe('monetizer');
    expect((await client.get('/api/auctions/blocks')).status).toBe(200);
    expect((await client.get('/api/seller-requests/mine')).body).toMatchObject({
      role: 'monetizer',
      latest: { id, status: 'approved' },
      canRequest: false,
    });

    const [notice] = await db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notice).toMatchObject({
      type: 'seller_request',
      title: 'You can now sell on Netlease',
      link: '/my-ip-blocks',
    });
    const audits = await db.select().from(auditLogs).where(eq(auditLogs.actorId, adminUser.id));
    expect(audits).toContainEqual(
      expect.objectContaining({
        action: 'user.seller_request_approved',
        targetType: 'user',
        targetId: user.id,
        after: { status: 'approved', sellerRequestId: id },
      }),
    );
    expect(audits).toContainEqual(
      expect.objectContaining({
        action: 'user.role_changed',
        targetType: 'user',
        targetId: user.id,
        before: { role: 'leaser' },
        after: { role: 'monetizer', sellerRequestId: id },
      }),
    );
    expect((await adminApi.get('/api/admin/seller-requests')).body.requests).not.toContainEqual(
      expect.objectContaining({ id }),
    );

    // Decided once: a second decision is refused.
    const twice = await adminApi.post(`/api/admin/seller-requests/${id}/reject`, { reason: 'Late' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This request has already been reviewed.');
  });

  test('rejects only with a reason, which the user reads; the role stays and they may ask again', async ({
    app,
    db,
  }) => {
    const { user, client } = await verifiedLeaser(app, 'Rita Rejected');
    const id = (await askToSell(client)).body.request.id as string;
    const { client: adminApi } = await adminClient(app);
    for (const body of [{}, { reason: '' }, { reason: '   ' }]) {
      const refused = await adminApi.post(`/api/admin/seller-requests/${id}/reject`, body);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        title: 'Reason required',
        message: 'Please provide a reason for rejection.',
      });
    }
    const rejected = await adminApi.post(`/api/admin/seller-requests/${id}/reject`, {
      reason: 'Please tell us which registry holds your blocks.',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.title).toBe('Seller request rejected');
    expect(await roleOf(app, user.id)).toBe('leaser');
    expect((await client.get('/api/seller-requests/mine')).body).toMatchObject({
      latest: {
        id,
        status: 'rejected',
        rejectionReason: 'Please tell us which registry holds your blocks.',
      },
      canRequest: true,
    });
    const [notice] = await db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(notice?.message).toBe(
      'Your request to become a seller was rejected: Please tell us which registry holds your blocks.',
    );
    const [audit] = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, user.id), eq(auditLogs.action, 'user.seller_request_rejected')));
    expect(audit?.after).toEqual({
      status: 'rejected',
      sellerRequestId: id,
      rejectionReason: 'Please tell us which registry holds your blocks.',
    });
    expect(
      (await askToSell(client, { ...REQUEST, description: 'Two /22 blocks, registered with RIPE NCC.' }))
        .status,
    ).toBe(201);
  });

  test('refuses to approve a user who is no longer a verified leaser', async ({ app, db }) => {
    const { user, client } = await verifiedLeaser(app, 'Fay Flagged');
    const id = (await askToSell(client)).body.request.id as string;
    await db.update(users).set({ kycStatus: 'flagged' }).where(eq(users.id, user.id));
    const { client: adminApi } = await adminClient(app);
    const refused = await adminApi.post(`/api/admin/seller-requests/${id}/approve`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "This user's identity is no longer verified; reject the request instead.",
    );
    expect(await roleOf(app, user.id)).toBe('leaser');
  });

  test('refuses to approve a user who was suspended while the request waited', async ({ app }) => {
    const { user, client } = await verifiedLeaser(app, 'Sam Suspended');
    const id = (await askToSell(client)).body.request.id as string;
    const { client: adminApi } = await adminClient(app);
    expect(
      (await adminApi.post(`/api/staff/users/${user.id}/suspend`, { reason: 'Chargeback fraud' })).status,
    ).toBe(200);
    const refused = await adminApi.post(`/api/admin/seller-requests/${id}/approve`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This account is suspended; reactivate it first or reject the request.',
    );
    expect(await roleOf(app, user.id)).toBe('leaser');
  });

  test('is for admins only: staff, leasers and visitors are refused; unknown ids are not found', async ({
    app,
    db,
  }) => {
    const { client } = await verifiedLeaser(app);
    const id = (await askToSell(client)).body.request.id as string;
    const staff = await signInAs(app, { role: 'staff' });
    for (const caller of [staff.client, client]) {
      expect((await caller.get('/api/admin/seller-requests')).status).toBe(403);
      expect((await caller.post(`/api/admin/seller-requests/${id}/approve`)).status).toBe(403);
      expect((await caller.post(`/api/admin/seller-requests/${id}/reject`, { reason: 'No' })).status).toBe(
        403,
      );
    }
    const visitor = app.client();
    expect((await visitor.get('/api/admin/seller-requests')).status).toBe(401);
    expect((await visitor.post(`/api/admin/seller-requests/${id}/approve`)).status).toBe(401);
    const { client: adminApi } = await adminClient(app);
    for (const unknown of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await adminApi.post(`/api/admin/seller-requests/${unknown}/approve`)).status).toBe(404);
    }
    const [row] = await db.select().from(sellerRequests).where(eq(sellerRequests.id, id));
    expect(row?.status).toBe('pending');
  });

  test('decides a request once when two admins approve and reject it at the same time', async ({
    app,
    db,
  }) => {
    const { user, client } = await verifiedLeaser(app, 'Cora Concurrent');
    const id = (await askToSell(client)).body.request.id as string;
    const { client: first } = await adminClient(app);
    const second = await signInAs(app, { role: 'admin', name: 'Second Admin' });
    const [approve, reject] = await Promise.all([
      first.post(`/api/admin/seller-requests/${id}/approve`),
      second.client.post(`/api/admin/seller-requests/${id}/reject`, { reason: 'Duplicate account.' }),
    ]);
    expect([approve.status, reject.status].sort()).toEqual([200, 409]);
    const [row] = await db.select().from(sellerRequests).where(eq(sellerRequests.id, id));
    expect(await roleOf(app, user.id)).toBe(row?.status === 'approved' ? 'monetizer' : 'leaser');
  });
});
