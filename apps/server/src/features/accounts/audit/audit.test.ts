import { readFileSync } from 'node:fs';
import { describe, expect } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, auditActionLabel, auditAreaOf } from '@netlease/shared/audit';
import { type TestApp, lastMailedLink } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { createUser, signInAs, TEST_PASSWORD } from '../../../test/factories';
import { createOwnedObjects } from '../../../test/owned-objects';
import { buildMultipart, SAMPLE_FILES } from '../../../test/api-client';
import { recordAudit } from '../../../platform/audit';
import { auditLogs } from '../../../platform/db/schema/index';
import { DAY } from '../../../platform/clock';

let admin: Awaited<ReturnType<typeof signInAs>>;
test.beforeAll(async ({ app, db }) => {
  admin = await signInAs(app, { role: 'admin', email: 'auditor@example.com', name: 'Audrey Auditor' });
  const other = await createUser(app, { role: 'staff', email: 'staffer@example.com' });
  await db.transaction(async (tx) => {
    await recordAudit(tx, {
      actorId: admin.user.id,
      action: 'ip_block.approved',
      targetType: 'ip_block',
      targetId: 'b1',
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
    await recordAudit(tx, {
      actorId: other.id,
      action: 'kyc.rejected',
      targetType: 'kyc',
      targetId: 'k1',
      before: { status: 'pending' },
      after: { status: 'rejected' },
    });
    await recordAudit(tx, {
      actorId: other.id,
      action: 'ticket.created',
      targetType: 'ticket',
      targetId: '=HYPERLINK("http://x")',
    });
    for (let index = 0; index < 30; index += 1) {
      await recordAudit(tx, {
        actorId: null,
        action: 'wallet_hold.released',
        targetType: 'wallet_hold',
        targetId: `w${index}`,
      });
    }
  });
  // One old entry, to filter by date.
  await db.execute(sql`UPDATE audit_logs SET created_at = now() - interval '40 days' WHERE target_id = 'k1'`);
});

describe('admin audit log', () => {
  test('pages newest first on the server', async () => {
    const first = await admin.client.get('/api/admin/audit');
    expect(first.body.entries).toHaveLength(25);
    expect(first.body.hasNext).toBe(true);
    const second = await admin.client.get('/api/admin/audit?page=2');
    expect(second.body.entries).toHaveLength(8);
    expect(second.body.hasNext).toBe(false);
    // The filter offers the one list of names, not whatever happens to be stored.
    expect(first.body.actions).toEqual([...AUDIT_ACTIONS].sort());
    expect(first.body.targetTypes).toEqual(AUDIT_TARGET_TYPES);
  });

  test('filters by actor, action, target type and date range', async () => {
    const byActor = await admin.client.get('/api/admin/audit?actor=audrey');
    expect(byActor.body.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'ip_block.approved',
    ]);
    expect(byActor.body.entries[0]).toMatchObject({
      actorEmail: 'auditor@example.com',
      actorName: 'Audrey Auditor',
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
    const byAction = await admin.client.get('/api/admin/audit?action=kyc.rejected');
    expect(byAction.body.entries).toHaveLength(1);
    const byType = await admin.client.get('/api/admin/audit?targetType=wallet_hold');
    expect(byType.body.entries).toHaveLength(25);
    const today = new Date().toISOString().slice(0, 10);
    const recent = await admin.client.get(`/api/admin/audit?from=${today}&targetType=kyc`);
    expect(recent.body.entries).toHaveLength(0);
    const old = new Date(Date.now() - 40 * DAY).toISOString().slice(0, 10);
    const range = await admin.client.get(`/api/admin/audit?from=${old}&to=${old}`);
    expect(range.body.entries.map((entry: { targetId: string }) => entry.targetId)).toEqual(['k1']);
  });

  test('exports the current filter as CSV, defusing formulas', async () => {
    const response = await admin.client.get('/api/admin/audit/export.csv?action=kyc.rejected');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = String(response.body).trim().split('\r\n');
    expect(lines[0]).toBe('time,actor_email,action,target_type,target_id,before,after');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('staffer@example.com,kyc.rejected,kyc,k1');
    const formula = await admin.client.get('/api/admin/audit/export.csv?action=ticket.created');
    // The formula-looking cell is quoted and starts with an apostrophe, so a spreadsheet shows it as text.
    expect(String(formula.body)).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  test('refuses bad filters and everyone but admins', async ({ app }) => {
    expect((await admin.client.get('/api/admin/audit?from=yesterday')).status).toBe(400);
    // Format-valid but impossible days: PostgreSQL has no year 0, February no 30th (a 500 before).
    for (const day of ['2026-13-45', '0000-00-00', '0000-01-01', '2026-02-30', '99999-01-01']) {
      for (const path of ['/api/admin/audit', '/api/admin/audit/export.csv']) {
        const response = await admin.client.get(`${path}?from=${day}&to=${day}`);
        expect(response.status, `${path} ${day}`).toBe(400);
        expect(response.body.title).toBe('Invalid date');
      }
    }
    expect((await admin.client.get('/api/admin/audit?to=9999-12-31')).status).toBe(200);
    expect((await admin.client.get('/api/admin/audit?page=0')).body.title).toBe('Invalid number');
    const staff = await signInAs(app, { role: 'staff' });
    expect((await staff.client.get('/api/admin/audit')).status).toBe(403);
    const leaser = await signInAs(app);
    expect((await leaser.client.get('/api/admin/audit')).status).toBe(403);
    const monetizer = await signInAs(app, { role: 'monetizer' });
    expect((await monetizer.client.get('/api/admin/audit/export.csv')).status).toBe(403);
    expect((await app.client().get('/api/admin/audit')).status).toBe(401);
    expect((await app.client().get('/api/admin/audit/export.csv')).status).toBe(401);
  });
});

describe('one naming scheme', () => {
  test("names every action '<area>.<past tense>', the area being the target type", () => {
    for (const action of AUDIT_ACTIONS) {
      expect(action).toMatch(/^[a-z_]+\.[a-z_]+$/);
      expect(AUDIT_TARGET_TYPES).toContain(auditAreaOf(action));
    }
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    // Each action has its words, and no two actions share them.
    const phrases = AUDIT_ACTIONS.map(auditActionLabel);
    for (const phrase of phrases) expect(phrase).toMatch(/^[A-Z][a-zA-Z' -]+$/);
    expect(new Set(phrases).size).toBe(AUDIT_ACTIONS.length);
    expect(auditActionLabel('listing.changes_approved')).toBe('Approved changes to a listing');
    expect(auditActionLabel('ip_block.created')).toBe('Registered an IP block');
    expect(auditActionLabel('something.else')).toBe('something.else');
  });

  test('renames the actions and target types stored before the scheme (migration 1510)', async ({ db }) => {
    const legacy = [
      ['ip-blocks.approve', 'ip_blocks', 'ip_block.approved', 'ip_block'],
      [
        'server-packages.changes_reject',
        'server_packages',
        'server_package.changes_rejected',
        'server_package',
      ],
      ['kyc.document_view', 'kyc_verification', 'kyc.document_viewed', 'kyc'],
      ['wallet.deposit', 'payment', 'deposit.completed', 'deposit'],
      ['mfa.enable', 'user', 'user.mfa_enabled', 'user'],
      ['loa.reject', 'loa_records', 'loa.rejected', 'loa'],
      ['penalty.apply', 'penalties', 'penalty.applied', 'penalty'],
      ['ticket.status', 'ticket', 'ticket.status_changed', 'ticket'],
    ] as const;
    for (const [action, targetType] of legacy) {
      await db.insert(auditLogs).values({ actorId: null, action, targetType, targetId: `legacy-${action}` });
    }
    const script = readFileSync(
      new URL('../../../../migrations/1510_audit_action_names.sql', import.meta.url),
      'utf8',
    );
    for (const statement of script.split(/;\s*$/m).filter((part) => /\S/.test(part.replace(/--.*$/gm, '')))) {
      await db.execute(sql.raw(statement));
    }
    for (const [action, , renamed, area] of legacy) {
      const [row] = await db
        .select()
        .from(auditLogs)
        .where(eq(auditLogs.targetId, `legacy-${action}`));
      expect(row).toMatchObject({ action: renamed, targetType: area });
    }
  });
});

describe('reads like a ledger', () => {
  test('names the target, the people and objects a change mentions, and keeps ids for hovering', async ({
    app,
  }) => {
    const seller = await signInAs(app, { role: 'monetizer', name: 'Mona Seller' });
    const staff = await signInAs(app, { role: 'staff', name: 'Sam Staff' });
    const leaser = await signInAs(app, { name: 'Lena Leaser' });
    const created = await seller.client.post('/api/server-packages', {
      name: 'Ledger box',
      description: 'A package the ledger names.',
      location: 'Frankfurt',
      cpu: '8 cores',
      ram: '32 GB',
      storage: '1 TB',
      bandwidth: '1 Gbps',
      price: '49.00',
      stockCount: 2,
    });
    expect(created.status).toBe(201);
    const ticket = (await leaser.client.post('/api/tickets', { title: 'Ledger ticket', description: 'Hi' }))
      .body.ticket;
    await staff.client.put(`/api/tickets/${ticket.id}/assignee`, { assigneeId: staff.user.id });

    const packages = await admin.client.get('/api/admin/audit?action=server_package.created&actor=mona');
    expect(packages.body.entries[0]).toMatchObject({
      actorName: 'Mona Seller',
      targetType: 'server_package',
      targetId: created.body.serverPackage.id,
      targetName: 'Ledger box',
      after: { name: 'Ledger box', priceCents: 4900, stockCount: 2 },
    });
    const assigned = await admin.client.get('/api/admin/audit?action=ticket.assigned&actor=sam');
    expect(assigned.body.entries[0]).toMatchObject({
      targetName: 'Ledger ticket',
      after: { assignedTo: staff.user.id },
    });
    expect(assigned.body.names[staff.user.id]).toBe(`Sam Staff (${staff.user.email})`);
  });
});

describe('records every creation, KYC submission and password change', () => {
  const auditedFor = (app: TestApp, targetId: string, action: string) =>
    app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, targetId), eq(auditLogs.action, action)));

  test('audits listings, IP blocks, server packages, auctions and tickets as they are created', async ({
    app,
  }) => {
    const o = createOwnedObjects(app);
    const seller = await signInAs(app, { role: 'monetizer' });
    const block = await o.approvedBlock(seller.user.id);
    const listing = await seller.client.post('/api/listings', {
      title: 'Audited range',
      location: 'Amsterdam',
      description: 'A range whose creation is audited.',
      specs: null,
      features: [],
      price: '100',
      period: 'month',
      subnet: '/24',
      type: 'ip',
      ipBlockId: block.id,
      cidr: null,
    });
    expect(listing.status).toBe(201);
    expect(await auditedFor(app, listing.body.listing.id, 'listing.created')).toHaveLength(1);

    const form = buildMultipart({ cidr: o.range(), rir: 'ripe', countryCode: 'NL' }, [
      { field: 'loa', filename: 'loa.pdf', contentType: 'application/pdf', content: SAMPLE_FILES.pdf },
    ]);
    const submitted = await seller.client.send('POST', '/api/ip-blocks', form.body, form.headers);
    expect(submitted.status).toBe(201);
    const blockId = submitted.body.block.id;
    const [blockAudit] = await auditedFor(app, blockId, 'ip_block.created');
    expect(blockAudit).toMatchObject({ actorId: seller.user.id, targetType: 'ip_block' });

    const packageCreated = await seller.client.post('/api/server-packages', {
      name: 'Audited box',
      description: 'A package whose creation is audited.',
      location: 'Paris',
      cpu: '4 cores',
      ram: '16 GB',
      storage: '500 GB',
      bandwidth: '1 Gbps',
      price: '19.00',
      stockCount: 1,
    });
    expect(
      await auditedFor(app, packageCreated.body.serverPackage.id, 'server_package.created'),
    ).toHaveLength(1);

    const now = app.clock.now().getTime();
    const auction = await seller.client.post('/api/auctions', {
      ipBlockId: (await o.approvedBlock(seller.user.id)).id,
      reservePrice: '100',
      buyNowPrice: '500',
      startTime: new Date(now).toISOString(),
      endTime: new Date(now + DAY).toISOString(),
    });
    expect(auction.status).toBe(201);
    const [auctionAudit] = await auditedFor(app, auction.body.auctionId, 'auction.created');
    expect(auctionAudit?.after).toMatchObject({ reservePrice: 10_000, buyNowPrice: 50_000 });

    const ticket = await seller.client.post('/api/tickets', { title: 'Audited', description: 'Help' });
    expect(await auditedFor(app, ticket.body.ticket.id, 'ticket.created')).toHaveLength(1);
  });

  test('audits a KYC submission, a password change and a password reset (never the password)', async ({
    app,
    db,
  }) => {
    const o = createOwnedObjects(app);
    const { user, client } = await signInAs(app);
    const form = o.kycForm();
    expect((await client.send('POST', '/api/kyc', form.body, form.headers)).status).toBe(201);
    const [kyc] = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.actorId, user.id), eq(auditLogs.action, 'kyc.submitted')));
    expect(kyc).toMatchObject({ targetType: 'kyc', after: { kycStatus: 'pending' } });

    const changed = await client.put('/api/profile/password', {
      currentPassword: TEST_PASSWORD,
      password: 'another-horse-battery',
      confirmPassword: 'another-horse-battery',
    });
    expect(changed.status).toBe(200);
    expect(await auditedFor(app, user.id, 'user.password_changed')).toHaveLength(1);

    await app.client().post('/api/auth/forgot-password', { email: user.email });
    const { token } = lastMailedLink(app, user.email);
    const reset = await app.client().post('/api/auth/reset-password', {
      token,
      password: 'third-horse-battery',
      confirmPassword: 'third-horse-battery',
    });
    expect(reset.status).toBe(200);
    const [resetAudit] = await auditedFor(app, user.id, 'user.password_reset');
    expect(JSON.stringify(resetAudit)).not.toContain('third-horse-battery');
  });
});
