import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { users } from '../../../platform/db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, signInAs } from '../../../test/factories';
import { buildMultipart, SAMPLE_FILES } from '../../../test/api-client';
import { MINUTE } from '../../../platform/clock';
import { DEMO_PASSWORD } from '@netlease/shared/auth';
import { resetDemoUsers } from '../../demo/demo/demo.service';
import { seedDemoTickets } from '../../support/tickets/tickets.demo';
import { seedDemoKyc } from '../../accounts/kyc/kyc.demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('staff panel data', () => {
  it('is refused to leasers, monetizers and visitors', async () => {
    const { client: leaser } = await signInAs(t);
    const { client: monetizer } = await signInAs(t, { role: 'monetizer' });
    expect((await leaser.get('/api/staff/dashboard')).status).toBe(403);
    expect((await monetizer.get('/api/staff/dashboard')).status).toBe(403);
    const visitor = await t.client().get('/api/staff/dashboard');
    expect(visitor.status).toBe(401);
  });

  it('counts users, pending KYC and open (open or in progress) tickets, and lists the newest', async () => {
    const { client: staff } = await signInAs(t, { role: 'staff', name: 'Sam Staff' });
    const { client: admin } = await signInAs(t, { role: 'admin' });
    const { user: opener, client } = await signInAs(t);
    const ids: string[] = [];
    for (const title of ['First', 'Second', 'Third']) {
      t.clock.advance(MINUTE);
      ids.push((await client.post('/api/tickets', { title, description: 'Help' })).body.ticket.id);
    }
    await staff.put(`/api/tickets/${ids[0]}/status`, { status: 'in_progress' });
    await staff.put(`/api/tickets/${ids[1]}/status`, { status: 'resolved' });
    const form = buildMultipart({ country: 'NL' }, [
      { field: 'idProof', filename: 'id.png', contentType: 'image/png', content: SAMPLE_FILES.png },
    ]);
    await client.send('POST', '/api/kyc', form.body, form.headers);
    for (let index = 0; index < 11; index += 1) {
      t.clock.advance(MINUTE);
      await createUser(t, { email: `newest-${index}@example.com` });
    }
    const [total] = await t.db.select({ total: count() }).from(users);

    const response = await staff.get('/api/staff/dashboard');
    expect(response.status).toBe(200);
    const dashboard = response.body;
    expect(dashboard.stats).toEqual({ totalUsers: total!.total, pendingKyc: 1, openTickets: 2 });
    expect(dashboard.pendingKyc).toEqual([expect.objectContaining({ email: opener.email })]);
    expect(dashboard.openTickets.map((ticket: { title: string }) => ticket.title)).toEqual([
      'Third',
      'First',
    ]);
    expect(dashboard.openTickets[0].openedBy.email).toBe(opener.email);
    expect(dashboard.recentProfiles).toHaveLength(10);
    expect(dashboard.recentProfiles[0]).toMatchObject({ email: 'newest-10@example.com', role: 'leaser' });

    expect((await admin.get('/api/staff/dashboard')).status).toBe(200);
  });
});

describe('demo data', () => {
  it('gives the staff panel two leaser tickets and one pending KYC request with readable documents', async () => {
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
      expect(dashboard.pendingKyc[0].email).toBe('newcomer@netlease.demo');
      const document = await staff.get(dashboard.pendingKyc[0].documents.id);
      expect(document.headers['content-type']).toBe('application/pdf');
      const ticket = await staff.get(`/api/tickets/${dashboard.openTickets[0].id}`);
      expect(ticket.body.ticket.openedBy.email).toBe('leaser@netlease.demo');
      expect(ticket.body.messages.length).toBeGreaterThan(0);
    } finally {
      await demo.close();
    }
  });
});
