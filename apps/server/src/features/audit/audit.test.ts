import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser, signInAs } from '../../test/factories';
import { recordAudit } from '../../platform/audit';
import { DAY } from '../../platform/clock';
import { sql } from 'drizzle-orm';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, { role: 'admin', email: 'auditor@example.com', name: 'Audrey Auditor' });
  const other = await createUser(t, { role: 'staff', email: 'staffer@example.com' });
  await t.db.transaction(async (tx) => {
    await recordAudit(tx, {
      actorId: admin.user.id,
      action: 'ip_block.approve',
      targetType: 'ip_block',
      targetId: 'b1',
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
    await recordAudit(tx, {
      actorId: other.id,
      action: 'kyc.reject',
      targetType: 'kyc',
      targetId: 'k1',
      before: { status: 'pending' },
      after: { status: 'rejected' },
    });
    await recordAudit(tx, {
      actorId: other.id,
      action: 'note.add',
      targetType: 'note',
      targetId: '=HYPERLINK("http://x")',
    });
    for (let index = 0; index < 30; index += 1) {
      await recordAudit(tx, {
        actorId: null,
        action: 'hold.release',
        targetType: 'wallet',
        targetId: `w${index}`,
      });
    }
  });
  // One old entry, to filter by date.
  await t.db.execute(
    sql`UPDATE audit_logs SET created_at = now() - interval '40 days' WHERE target_id = 'k1'`,
  );
});
afterAll(async () => {
  await t.close();
});

describe('admin audit log', () => {
  it('pages newest first on the server', async () => {
    const first = await admin.client.get('/api/admin/audit');
    expect(first.body.entries).toHaveLength(25);
    expect(first.body.hasNext).toBe(true);
    const second = await admin.client.get('/api/admin/audit?page=2');
    expect(second.body.entries).toHaveLength(8);
    expect(second.body.hasNext).toBe(false);
    expect(first.body.actions).toEqual(['hold.release', 'ip_block.approve', 'kyc.reject', 'note.add']);
  });

  it('filters by actor, action, target type and date range', async () => {
    const byActor = await admin.client.get('/api/admin/audit?actor=audrey');
    expect(byActor.body.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'ip_block.approve',
    ]);
    expect(byActor.body.entries[0]).toMatchObject({
      actorEmail: 'auditor@example.com',
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
    const byAction = await admin.client.get('/api/admin/audit?action=kyc.reject');
    expect(byAction.body.entries).toHaveLength(1);
    const byType = await admin.client.get('/api/admin/audit?targetType=wallet');
    expect(byType.body.entries).toHaveLength(25);
    const today = new Date().toISOString().slice(0, 10);
    const recent = await admin.client.get(`/api/admin/audit?from=${today}&targetType=kyc`);
    expect(recent.body.entries).toHaveLength(0);
    const old = new Date(Date.now() - 40 * DAY).toISOString().slice(0, 10);
    const range = await admin.client.get(`/api/admin/audit?from=${old}&to=${old}`);
    expect(range.body.entries.map((entry: { targetId: string }) => entry.targetId)).toEqual(['k1']);
  });

  it('exports the current filter as CSV, defusing formulas', async () => {
    const response = await admin.client.get('/api/admin/audit/export.csv?action=kyc.reject');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = String(response.body).trim().split('\r\n');
    expect(lines[0]).toBe('time,actor_email,action,target_type,target_id,before,after');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('staffer@example.com,kyc.reject,kyc,k1');
    const formula = await admin.client.get('/api/admin/audit/export.csv?action=note.add');
    // The formula-looking cell is quoted and starts with an apostrophe, so a spreadsheet shows it as text.
    expect(String(formula.body)).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it('refuses bad filters and everyone but admins', async () => {
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
    const staff = await signInAs(t, { role: 'staff' });
    expect((await staff.client.get('/api/admin/audit')).status).toBe(403);
    expect((await t.client().get('/api/admin/audit/export.csv')).status).toBe(401);
  });
});
