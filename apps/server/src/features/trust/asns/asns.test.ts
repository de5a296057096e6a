import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, notifications } from '../../../platform/db/schema/index';
import { createTestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { createUser, signInAs } from '../../../test/factories';
import { asnRecords } from '../../../platform/db/schema/index';
import { ADMIN_ASNS_PAGE_SIZE, ASN_MESSAGES } from '@netlease/shared/asns';

// Assignable numbers (not special-purpose, docs/decisions/230-lease-delivery.md).
let nextAsn = 200_000;
const anAsn = (overrides: Record<string, unknown> = {}) => ({
  asnNumber: `AS${nextAsn++}`,
  organization: 'Example Networks',
  rir: 'RIPE',
  country: 'de',
  ...overrides,
});

describe('Add ASN', () => {
  test('submits an ASN as pending, upper-cases the country and accepts the AS prefix', async ({
    app,
    seller: { client },
  }) => {
    const created = await client.post('/api/asns', anAsn({ asnNumber: 'as 4199999999' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'ASN Submitted',
      message: 'Your ASN is pending verification.',
      asn: {
        asnNumber: 4199999999,
        organization: 'Example Networks',
        rir: 'RIPE',
        country: 'DE',
        status: 'pending',
      },
    });
    app.clock.advance(1000);
    const plain = await client.post('/api/asns', anAsn({ asnNumber: '1', country: '', rir: 'arin' }));
    expect(plain.status).toBe(201);
    expect(plain.body.asn).toMatchObject({ asnNumber: 1, country: null, rir: 'ARIN' });

    const list = await client.get('/api/asns');
    expect(list.body.map((asn: { asnNumber: number }) => asn.asnNumber)).toEqual([1, 4199999999]);
  });

  test.for([
    [{ asnNumber: '' }, 'Missing fields', 'Please fill all required fields.'],
    [{ organization: '  ' }, 'Missing fields', 'Please fill all required fields.'],
    [{ rir: undefined }, 'Missing fields', 'Please fill all required fields.'],
    [{ asnNumber: '0' }, 'Invalid ASN', 'Enter an AS number from 1 to 4294967295, such as AS64500.'],
    [{ asnNumber: '4294967296' }, 'Invalid ASN', 'Enter an AS number from 1 to 4294967295, such as AS64500.'],
    [{ asnNumber: 'AS-12' }, 'Invalid ASN', 'Enter an AS number from 1 to 4294967295, such as AS64500.'],
    [{ asnNumber: '12.5' }, 'Invalid ASN', 'Enter an AS number from 1 to 4294967295, such as AS64500.'],
    [{ asnNumber: 'AS64512' }, 'Reserved ASN', ASN_MESSAGES.reservedAsn.description],
    [{ asnNumber: '4294967295' }, 'Reserved ASN', ASN_MESSAGES.reservedAsn.description],
    [{ asnNumber: 'AS23456' }, 'Reserved ASN', ASN_MESSAGES.reservedAsn.description],
    [{ rir: 'other' }, 'Invalid RIR', 'Please choose one of ARIN, RIPE, APNIC, AFRINIC or LACNIC.'],
    [{ country: 'DEU' }, 'Invalid country code', 'Choose a country from the list.'],
    [{ country: 'XX' }, 'Invalid country code', 'Choose a country from the list.'],
    [{ country: 'Netherlands' }, 'Invalid country code', 'Choose a country from the list.'],
  ] as const)('refuses %o with its message', async ([overrides, title, message], { app }) => {
    const { client } = await signInAs(app);
    const response = await client.post('/api/asns', anAsn(overrides));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'bad_request', title, message });
  });

  test('takes the country as an ISO 3166-1 code: NE is Niger, nl is stored as NL', async ({
    seller: { client },
  }) => {
    const niger = await client.post('/api/asns', anAsn({ country: 'NE' }));
    expect(niger.status).toBe(201);
    expect(niger.body.asn.country).toBe('NE');
    const netherlands = await client.post('/api/asns', anAsn({ country: ' nl ' }));
    expect(netherlands.status).toBe(201);
    expect(netherlands.body.asn.country).toBe('NL');
    const refused = await client.post('/api/asns', anAsn({ country: 'Netherlands' }));
    expect(refused.status).toBe(400);
    const list = await client.get('/api/asns');
    expect(list.body.map((asn: { country: string | null }) => asn.country).sort()).toEqual(['NE', 'NL']);
  });

  test('keeps an ASN unique on the platform, also under parallel submissions', async ({
    app,
    leaser: first,
  }) => {
    const second = await signInAs(app);
    const body = anAsn();
    expect((await first.client.post('/api/asns', body)).status).toBe(201);
    const taken = await second.client.post('/api/asns', { ...body, asnNumber: body.asnNumber.slice(2) });
    expect(taken.status).toBe(409);
    expect(taken.body.title).toBe('Submission Failed');

    const racing = anAsn();
    const clients = await Promise.all(Array.from({ length: 5 }, () => signInAs(app)));
    const answers = await Promise.all(clients.map(({ client }) => client.post('/api/asns', racing)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  test('lists only the caller’s ASNs and refuses visitors', async ({ app, leaser: owner }) => {
    const other = await signInAs(app);
    await owner.client.post('/api/asns', anAsn());
    expect((await other.client.get('/api/asns')).body).toEqual([]);
    expect((await app.client().get('/api/asns')).status).toBe(401);
    expect((await app.client().post('/api/asns', anAsn())).status).toBe(401);
  });
});

describe('admin review', () => {
  test('refuses to approve a reserved number sent before the rule, and documentation numbers off demo', async ({
    app,
    db,
  }) => {
    const owner = await signInAs(app, { role: 'monetizer' });
    const admin = await signInAs(app, { role: 'admin' });
    const [privateAsn] = await db
      .insert(asnRecords)
      .values({ userId: owner.user.id, asnNumber: 64_513, organization: 'Private', rir: 'RIPE' })
      .returning();
    const refused = await admin.client.post(`/api/admin/asns/${privateAsn!.id}/approve`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      title: 'Reserved ASN',
      message: ASN_MESSAGES.reservedAsn.description,
    });
    const rejected = await admin.client.post(`/api/admin/asns/${privateAsn!.id}/reject`, {
      reason: 'private',
    });
    expect(rejected.status).toBe(200);

    const live = await createTestApp({ demoMode: false });
    try {
      const seller = await signInAs(live, { role: 'monetizer' });
      const documentation = await seller.client.post('/api/asns', anAsn({ asnNumber: 'AS64500' }));
      expect(documentation.status).toBe(400);
      expect(documentation.body).toMatchObject({
        message: ASN_MESSAGES.documentationAsnOutsideDemo.description,
        field: 'asnNumber',
      });
    } finally {
      await live.close();
    }
  });

  test('approves: the owner is notified, the action audited', async ({ db, seller: owner, admin }) => {
    const { body } = await owner.client.post('/api/asns', anAsn());

    const pending = await admin.client.get('/api/admin/asns');
    expect(pending.body.items.find((row: { id: string }) => row.id === body.asn.id)).toMatchObject({
      userEmail: owner.user.email,
      organization: 'Example Networks',
      rir: 'RIPE',
    });

    const approved = await admin.client.post(`/api/admin/asns/${body.asn.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.title).toBe('Item has been approved.');
    expect((await owner.client.get('/api/asns')).body[0].status).toBe('approved');

    const [notice] = await db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(notice).toMatchObject({ title: 'ASN Approved', link: '/my-asns' });
    const audit = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, body.asn.id), eq(auditLogs.action, 'asn.approved')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(admin.user.id);

    const twice = await admin.client.post(`/api/admin/asns/${body.asn.id}/reject`, { reason: 'late' });
    expect(twice.status).toBe(409);
    expect(
      (await admin.client.get('/api/admin/asns')).body.items.some(
        (row: { id: string }) => row.id === body.asn.id,
      ),
    ).toBe(false);
  });

  test('rejects only with a reason, and a rejected ASN can be claimed again', async ({
    app,
    db,
    leaser: owner,
    admin,
  }) => {
    const submitted = anAsn();
    const { body } = await owner.client.post('/api/asns', submitted);

    const noReason = await admin.client.post(`/api/admin/asns/${body.asn.id}/reject`, { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toEqual({
      code: 'bad_request',
      title: 'Reason required',
      message: 'Please provide a reason for rejection.',
      field: 'reason',
    });
    const missing = await admin.client.post(`/api/admin/asns/${body.asn.id}/reject`, {});
    expect(missing.body.title).toBe('Reason required');

    const rejected = await admin.client.post(`/api/admin/asns/${body.asn.id}/reject`, {
      reason: 'Not in the RIPE database',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.asn).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Not in the RIPE database',
    });
    const [notice] = await db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(notice!.message).toContain('Not in the RIPE database');

    const realHolder = await signInAs(app);
    expect((await realHolder.client.post('/api/asns', submitted)).status).toBe(201);
  });

  test('is for admins only; an unknown id answers 404', async ({ app, seller: { client: monetizer } }) => {
    const { client: staff } = await signInAs(app, { role: 'staff' });
    const { client: admin } = await signInAs(app, { role: 'admin' });
    expect((await monetizer.get('/api/admin/asns')).status).toBe(403);
    expect((await staff.get('/api/admin/asns')).status).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await admin.post(`/api/admin/asns/${unknown}/approve`)).status).toBe(404);
  });
});

describe('the admin asns tab', () => {
  test('pages past 50 rows and filters by status and search on the server', async ({ app, db, admin }) => {
    const tag = randomUUID().slice(0, 8);
    const owner = await createUser(app, { role: 'monetizer', email: `paging-owner-${tag}@example.com` });
    const other = await createUser(app, { role: 'monetizer', email: `another-owner-${tag}@example.com` });
    // Numbers far from the other tests' own, so the shared database never holds them twice.
    const firstNumber = 4_100_000_000;
    await db.insert(asnRecords).values(
      Array.from({ length: ADMIN_ASNS_PAGE_SIZE + 5 }, (_, index) => ({
        userId: owner.id,
        asnNumber: firstNumber + index,
        organization: index === 3 ? `Findable Transit ${tag}` : 'Paged Networks',
        rir: 'RIPE' as const,
        status: index < 2 ? ('approved' as const) : ('pending' as const),
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
      })),
    );
    await db
      .insert(asnRecords)
      .values({ userId: other.id, asnNumber: firstNumber - 1, organization: 'Other', rir: 'ARIN' });
    const ownerQuery = `q=${encodeURIComponent(owner.email)}`;

    // Pending is the default filter: the review queue.
    const first = await admin.client.get(`/api/admin/asns?${ownerQuery}`);
    expect(first.body).toMatchObject({
      total: ADMIN_ASNS_PAGE_SIZE + 3,
      page: 1,
      pageSize: ADMIN_ASNS_PAGE_SIZE,
    });
    expect(first.body.items).toHaveLength(ADMIN_ASNS_PAGE_SIZE);
    expect(first.body.items[0].asnNumber).toBe(firstNumber + ADMIN_ASNS_PAGE_SIZE + 4);
    const second = await admin.client.get(`/api/admin/asns?${ownerQuery}&page=2`);
    expect(second.body.items.map((row: { asnNumber: number }) => row.asnNumber)).toEqual([
      firstNumber + 4,
      firstNumber + 3,
      firstNumber + 2,
    ]);
    expect((await admin.client.get(`/api/admin/asns?${ownerQuery}&status=approved`)).body.total).toBe(2);
    expect((await admin.client.get(`/api/admin/asns?${ownerQuery}&status=rejected`)).body.total).toBe(0);
    expect((await admin.client.get(`/api/admin/asns?${ownerQuery}&status=all`)).body.total).toBe(
      ADMIN_ASNS_PAGE_SIZE + 5,
    );
    const byNumber = await admin.client.get(`/api/admin/asns?status=all&q=AS${firstNumber + 3}`);
    expect(byNumber.body.items.map((row: { organization: string }) => row.organization)).toEqual([
      `Findable Transit ${tag}`,
    ]);
    expect((await admin.client.get(`/api/admin/asns?q=findable%20transit%20${tag}`)).body.total).toBe(1);
    const byOtherEmail = await admin.client.get(`/api/admin/asns?q=another-owner-${tag}`);
    expect(byOtherEmail.body.items.map((row: { asnNumber: number }) => row.asnNumber)).toEqual([
      firstNumber - 1,
    ]);
    // A '%' typed in the box is a character to find, not a pattern matching everything.
    expect((await admin.client.get('/api/admin/asns?status=all&q=%25')).body.total).toBe(0);
  });

  test('refuses a status or page it does not know with a message', async ({ admin }) => {
    const status = await admin.client.get('/api/admin/asns?status=maybe');
    expect(status.status).toBe(400);
    expect(status.body).toMatchObject({
      title: 'Invalid status',
      message: 'The status must be pending, approved, rejected or all.',
    });
    const page = await admin.client.get('/api/admin/asns?page=0');
    expect(page.status).toBe(400);
    expect(page.body).toMatchObject({
      title: 'Invalid number',
      message: 'Use a whole number from 1 to 10000.',
    });
  });
});
