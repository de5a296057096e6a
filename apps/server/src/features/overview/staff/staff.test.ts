import { describe, expect } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { users } from '../../../platform/db/schema/index';
import { createTestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { createUser, signInAs } from '../../../test/factories';
import { buildMultipart, SAMPLE_FILES } from '../../../test/api-client';
import { MINUTE } from '../../../platform/clock';
import { DEMO_PASSWORD } from '@netlease/shared/auth';
import { resetDemoUsers } from '../../demo/demo/demo.service';
import { seedDemoTickets } from '../../support/tickets/tickets.demo';
import { seedDemoKyc } from '../../accounts/kyc/kyc.demo';
import { createOwnedObjects } from '../../../test/owned-objects';
import { callWithToken, createTokenFor } from '../../../test/api-token-helpers';

describe('staff panel data', () => {
  test('is refused to leasers, monetizers and visitors', async ({ app }) => {
    const { client: leaser } = await signInAs(app);
    const { client: monetizer } = await signInAs(app, { role: 'monetizer' });
    expect((await leaser.get('/api/staff/dashboard')).status).toBe(403);
    expect((await monetizer.get('/api/staff/dashboard')).status).toBe(403);
    const visitor = await app.client().get('/api/staff/dashboard');
    expect(visitor.status).toBe(401);
  });

  test('counts users, pending KYC and open (open or in progress) tickets', async ({ app, db }) => {
    const { client: staff } = await signInAs(app, { role: 'staff', name: 'Sam Staff' });
    const { client: admin } = await signInAs(app, { role: 'admin' });
    const { user: opener, client } = await signInAs(app);
    const ids: string[] = [];
    for (const title of ['First', 'Second', 'Third']) {
      app.clock.advance(MINUTE);
      ids.push((await client.post('/api/tickets', { title, description: 'Help' })).body.ticket.id);
    }
    await staff.put(`/api/tickets/${ids[0]}/status`, { status: 'in_progress' });
    await staff.put(`/api/tickets/${ids[1]}/status`, { status: 'resolved' });
    const form = buildMultipart({ country: 'NL' }, [
      { field: 'idProof', filename: 'id.png', contentType: 'image/png', content: SAMPLE_FILES.png },
    ]);
    await client.send('POST', '/api/kyc', form.body, form.headers);
    await createUser(app, { email: 'newest@example.com' });
    const [total] = await db.select({ total: count() }).from(users);

    const response = await staff.get('/api/staff/dashboard');
    expect(response.status).toBe(200);
    const dashboard = response.body;
    // The counts alone: each tab reads its own list (the KYC queue, the ticket queue, users).
    expect(dashboard).toEqual({ stats: { totalUsers: total!.total, pendingKyc: 1, openTickets: 2 } });
    const queue = (await staff.get('/api/staff/kyc')).body;
    expect(queue.requests).toEqual([expect.objectContaining({ email: opener.email })]);

    expect((await admin.get('/api/staff/dashboard')).status).toBe(200);
  });
});

describe('demo data', () => {
  test('gives the staff panel two leaser tickets and one pending KYC request with readable documents', async () => {
    const demo = await createTestApp();
    try {
      await resetDemoUsers(demo.ctx);
      await seedDemoTickets(demo.ctx);
      await seedDemoKyc(demo.ctx);
      // Running the steps again adds nothing.
      await seedDemoTickets(demo.ctx);
      await seedDemoKyc(demo.ctx);
      const staff = demo.client();
      await staff.post('/api/auth/login', { email: 'staff@netlease.demo', password: DEMO_PASSWORD });
      const dashboard = (await staff.get('/api/staff/dashboard')).body;
      expect(dashboard.stats).toMatchObject({ pendingKyc: 1, openTickets: 2 });
      // The demo seller is verified; a newcomer seller waits in the queue.
      const { requests } = (await staff.get('/api/staff/kyc')).body;
      expect(requests[0].email).toBe('newcomer@netlease.demo');
      const document = await staff.get(requests[0].documents.id);
      expect(document.headers['content-type']).toBe('application/pdf');
      const { tickets } = (await staff.get('/api/staff/tickets')).body;
      const ticket = await staff.get(`/api/tickets/${tickets[0].id}`);
      expect(ticket.body.ticket.openedBy.email).toBe('leaser@netlease.demo');
      expect(ticket.body.messages.length).toBeGreaterThan(0);
    } finally {
      await demo.close();
    }
  });
});

describe('the customer beside a ticket (GET /api/staff/tickets/:id/customer)', () => {
  test("gives staff the opener's account, KYC state and newest orders, each linked to its lease page", async ({
    app,
    db,
  }) => {
    const objects = createOwnedObjects(app);
    const { user: opener, client } = await signInAs(app, { name: 'Cora Customer', role: 'monetizer' });
    const seller = await createUser(app, { role: 'monetizer' });
    const buyer = await createUser(app);
    const { user: staffUser, client: staff } = await signInAs(app, { role: 'staff' });
    const bought = await objects.ipOrder(opener.id, seller.id);
    app.clock.advance(MINUTE);
    const sold = await objects.ipOrder(buyer.id, opener.id, 'active');
    app.clock.advance(MINUTE);
    // Staff who traded with the customer themselves may open that lease page.
    const withStaff = await objects.ipOrder(staffUser.id, opener.id, 'active');
    await objects.kycRequest(opener.id, 'pending');
    await db.update(users).set({ kycStatus: 'pending' }).where(eq(users.id, opener.id));
    const ticket = (await client.post('/api/tickets', { title: 'Where is my LOA?', description: 'Help' }))
      .body.ticket;

    const response = await staff.get(`/api/staff/tickets/${ticket.id}/customer`);
    expect(response.status).toBe(200);
    expect(response.body.account).toEqual({
      id: opener.id,
      name: 'Cora Customer',
      email: opener.email,
      role: 'monetizer',
      status: 'active',
      suspensionReason: null,
      createdAt: opener.createdAt.toISOString(),
    });
    expect(response.body.kyc).toMatchObject({ status: 'pending', reviewedAt: null });
    expect(response.body.kyc.submittedAt).toEqual(expect.any(String));
    expect(response.body.orderCount).toBe(3);
    expect(response.body.orders.map((order: { id: string; as: string }) => [order.id, order.as])).toEqual([
      [withStaff.id, 'monetizer'],
      [sold.id, 'monetizer'],
      [bought.id, 'leaser'],
    ]);
    expect(response.body.orders[2]).toMatchObject({
      title: bought.title,
      itemType: 'ip_subnet',
      status: 'payment_confirmed',
      amount: 10_000,
      prefix: expect.stringMatching(/^198\.1[89]\./),
    });
    // Staff read every lease page the panel links (docs/PRODUCT.md "Delivering a lease").
    for (const order of [withStaff, sold, bought])
      expect((await staff.get(`/api/orders/${order.id}/delivery`)).status).toBe(200);
    expect((await staff.get(`/api/orders/${withStaff.id}/delivery`)).body.as).toBe('leaser');
    expect((await staff.get(`/api/orders/${sold.id}/delivery`)).body.as).toBe('staff');

    // A suspended customer shows as such, with the reason.
    await db
      .update(users)
      .set({ suspendedAt: app.clock.now(), suspensionReason: 'Chargebacks' })
      .where(eq(users.id, opener.id));
    const suspended = await staff.get(`/api/staff/tickets/${ticket.id}/customer`);
    expect(suspended.body.account).toMatchObject({ status: 'suspended', suspensionReason: 'Chargebacks' });
  });

  test('is for staff and admins in a browser only; a missing ticket is not found', async ({
    app,
    leaser: { client: opener },
    seller: { client: monetizer },
  }) => {
    const { client: staff } = await signInAs(app, { role: 'staff' });
    const { client: admin } = await signInAs(app, { role: 'admin' });
    const ticket = (await opener.post('/api/tickets', { title: 'Hello', description: 'Help' })).body.ticket;
    const path = `/api/staff/tickets/${ticket.id}/customer`;
    expect((await app.client().get(path)).status).toBe(401);
    // Not even the ticket's own opener: this is staff's view of them.
    expect((await opener.get(path)).status).toBe(403);
    expect((await monetizer.get(path)).status).toBe(403);
    expect((await admin.get(path)).status).toBe(200);
    for (const missing of ['00000000-0000-4000-8000-000000000000', 'not-a-ticket']) {
      const answer = await staff.get(`/api/staff/tickets/${missing}/customer`);
      expect(answer.status).toBe(404);
      expect(answer.body.title).toBe('Ticket not found');
    }
    // Staff powers are the website's: a staff member's API token is refused, whatever its scope.
    for (const scope of ['read', 'trade'] as const) {
      const token = await createTokenFor(staff, { scope });
      const refused = await callWithToken(app, token.secret, 'GET', path);
      expect(refused.status).toBe(403);
    }
  });
});
