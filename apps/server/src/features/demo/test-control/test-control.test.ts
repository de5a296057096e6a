import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser } from '../../../test/factories';

// The browser tests' hooks answer with the shapes their shared reply schemas declare.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ testControl: true });
});
afterAll(async () => {
  await t.close();
});

describe('test control', () => {
  it('moves the server clock forward and tells the new time', async () => {
    const client = t.client();
    const before = Date.now();
    const response = await client.post('/api/test/clock/advance', { ms: 3_600_000 });
    expect(response.status).toBe(200);
    expect(Date.parse(response.body.now)).toBeGreaterThanOrEqual(before + 3_600_000);
  });

  it('notifies a user by email address and answers with the notification', async () => {
    const user = await createUser(t);
    const response = await t.client().post('/api/test/notify', {
      email: user.email.toUpperCase(),
      title: 'Hello',
      message: 'A test notice',
      link: null,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ title: 'Hello', message: 'A test notice', status: 'unread' });
    const unknown = await t.client().post('/api/test/notify', {
      email: 'nobody@example.com',
      title: 'x',
      message: 'x',
      link: null,
    });
    expect(unknown.status).toBe(404);
  });

  it('runs every job and resets the rate limits', async () => {
    const client = t.client();
    const jobs = await client.post('/api/test/jobs/run');
    expect(jobs.status).toBe(200);
    expect(jobs.body.ran).toContain('settle-card-payments');
    const reset = await client.post('/api/test/rate-limits/reset');
    expect(reset).toMatchObject({ status: 200, body: { reset: true } });
  });

  it('signs a browser in by cookie as an existing user, ending the session it had', async () => {
    const leaser = await createUser(t);
    const admin = await createUser(t, { role: 'admin' });
    const browser = t.client();
    const first = await browser.post('/api/test/session', { email: leaser.email.toUpperCase() });
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({ id: leaser.id, email: leaser.email, role: 'leaser' });
    expect((await browser.get('/api/auth/session')).body).toMatchObject({
      user: { id: leaser.id },
      mfaPending: false,
    });
    const leaserCookie = browser.cookies.get('nl_session');

    const second = await browser.post('/api/test/session', { email: admin.email });
    expect(second.body.user).toMatchObject({ id: admin.id, role: 'admin' });
    expect((await browser.get('/api/staff/users')).status).toBe(200);
    // The leaser's session ended: its cookie, kept elsewhere, no longer signs anyone in.
    const stale = t.client();
    stale.cookies.set('nl_session', leaserCookie!);
    expect((await stale.get('/api/auth/session')).body).toMatchObject({ user: null });
  });

  it('signs in only an account a password would let in, MFA still to pass', async () => {
    const unknown = await t.client().post('/api/test/session', { email: 'nobody@example.com' });
    expect(unknown.status).toBe(404);
    const unverified = await createUser(t);
    await t.db.execute(sql`UPDATE users SET email_verified_at = NULL WHERE id = ${unverified.id}`);
    expect((await t.client().post('/api/test/session', { email: unverified.email })).status).toBe(404);
    const suspended = await createUser(t);
    await t.db.execute(
      sql`UPDATE users SET suspended_at = now(), suspension_reason = 'Test' WHERE id = ${suspended.id}`,
    );
    expect((await t.client().post('/api/test/session', { email: suspended.email })).status).toBe(404);

    const withMfa = await createUser(t);
    await t.db.execute(sql`UPDATE users SET mfa_enabled = true WHERE id = ${withMfa.id}`);
    const browser = t.client();
    expect((await browser.post('/api/test/session', { email: withMfa.email })).status).toBe(200);
    expect((await browser.get('/api/auth/session')).body).toEqual({ user: null, mfaPending: true });
  });

  it('is not there without TEST_CONTROL', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.client().post('/api/test/jobs/run');
      expect(response.status).toBe(404);
      const user = await createUser(plain);
      const session = await plain.client().post('/api/test/session', { email: user.email });
      expect(session.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
