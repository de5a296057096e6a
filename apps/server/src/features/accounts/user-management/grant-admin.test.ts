import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLogs, notifications, users } from '../../../platform/db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, signInAgain } from '../../../test/factories';
import { grantAdminByOperator } from './user-management.service';

/**
 * The operator's command for the first admin of a new deployment (docs/PRODUCT.md "Staff tools"):
 * each test starts from a database of its own, with no admin in it.
 */
let app: TestApp;
afterEach(async () => {
  await app.close();
});

describe('granting admin from the command line', () => {
  it('makes a registered, confirmed account an admin at once, tells them and audits it without an actor', async () => {
    app = await createTestApp({ demoMode: false });
    const user = await createUser(app, { email: 'ops@example.com', name: 'Olga Ops' });
    const before = await signInAgain(app, user);
    expect((await before.get('/api/admin/stats')).status).toBe(403);

    expect(await grantAdminByOperator(app.ctx, '  OPS@example.com ')).toEqual({
      outcome: 'granted',
      email: 'ops@example.com',
    });
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.role).toBe('admin');
    // The session already open carries the new role.
    expect((await before.get('/api/admin/stats')).status).toBe(200);
    const told = await app.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(told.map((notice) => [notice.title, notice.message])).toEqual([
      ['Role changed', 'Your role is now Admin.'],
    ]);
    const audited = await app.db.select().from(auditLogs).where(eq(auditLogs.targetId, user.id));
    expect(audited).toMatchObject([
      {
        actorId: null,
        action: 'user.role_changed',
        targetType: 'user',
        before: { role: 'leaser' },
        after: { role: 'admin' },
      },
    ]);

    // Asked again, it says so and changes nothing.
    expect(await grantAdminByOperator(app.ctx, 'ops@example.com')).toEqual({
      outcome: 'already-admin',
      email: 'ops@example.com',
    });
    expect(await app.db.select().from(auditLogs).where(eq(auditLogs.targetId, user.id))).toHaveLength(1);
  });

  it('refuses an unknown email, an unconfirmed account and a suspended one, naming what to do', async () => {
    app = await createTestApp({ demoMode: false });
    expect(await grantAdminByOperator(app.ctx, 'nobody@example.com')).toEqual({
      outcome: 'refused',
      reason: 'No account has the email nobody@example.com: register it first.',
    });

    const unconfirmed = await createUser(app, { email: 'new@example.com' });
    await app.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, unconfirmed.id));
    expect(await grantAdminByOperator(app.ctx, 'new@example.com')).toEqual({
      outcome: 'refused',
      reason: 'new@example.com is not confirmed yet: open the link mailed to it first.',
    });

    const suspended = await createUser(app, { email: 'gone@example.com' });
    await app.db
      .update(users)
      .set({ suspendedAt: app.clock.now(), suspensionReason: 'Chargebacks' })
      .where(eq(users.id, suspended.id));
    expect(await grantAdminByOperator(app.ctx, 'gone@example.com')).toEqual({
      outcome: 'refused',
      reason: 'gone@example.com is suspended: reactivate it first.',
    });

    const roles = await app.db.select({ role: users.role }).from(users);
    expect(roles.every(({ role }) => role === 'leaser')).toBe(true);
    expect(await app.db.select().from(auditLogs)).toEqual([]);
  });

  it('grants once when two operators run it at the same moment', async () => {
    app = await createTestApp({ demoMode: false });
    const user = await createUser(app, { email: 'twice@example.com' });
    const outcomes = await Promise.all([
      grantAdminByOperator(app.ctx, 'twice@example.com'),
      grantAdminByOperator(app.ctx, 'twice@example.com'),
    ]);
    expect(outcomes.map(({ outcome }) => outcome).sort()).toEqual(['already-admin', 'granted']);
    expect(await app.db.select().from(auditLogs).where(eq(auditLogs.targetId, user.id))).toHaveLength(1);
  });
});
