import { describe, expect } from 'vitest';
import { DEMO_PASSWORD } from '@netlease/shared/auth';
import type { TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { createUser, signUpBody, TEST_PASSWORD } from '../../../test/factories';
import type { ApiClient } from '../../../test/api-client';
import { createMailer } from '../../../platform/mail/mailer';
import { OUTBOX_COOKIE } from './outbox-access';
import { resetDemoUsers } from './demo.service';

/**
 * Demo mode on a public address (docs/decisions/130-demo-mode-safety.md): the outbox shows a browser
 * only the mail it may read, and demo reset is for the machine running the demo or an admin.
 */
let visitorCount = 0;

test.beforeAll(async ({ app, db }) => {
  // The test app keeps mail in memory; this suite needs the real outbox writer demo mode uses.
  app.ctx.mailer = createMailer({ db: db, from: app.ctx.env.MAIL_FROM });
  await resetDemoUsers(app.ctx);
});

/** A browser somewhere on the internet (documentation addresses, one per browser). */
const outsider = (app: TestApp) => app.client({ ip: `203.0.113.${(visitorCount += 1)}` });
/** A browser on the machine running the demo. */
const local = (app: TestApp) => app.client({ ip: '127.0.0.1' });

async function outbox(client: ApiClient) {
  const response = await client.get('/api/demo/outbox');
  expect(response.status).toBe(200);
  return response.body as {
    seesAll: boolean;
    messages: Array<{ to: string; subject: string; text: string }>;
  };
}
const linkIn = (text: string) =>
  text.match(/\/(?:reset-password|verify-email|confirm-email)\?token=[\w-]+/)?.[0];

async function signedIn(client: ApiClient, email: string, password = TEST_PASSWORD) {
  const response = await client.post('/api/auth/login', { email, password });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return client;
}

describe('the demo outbox on a public address', () => {
  test("does not show a visitor the reset link they asked for someone else's account", async ({ app }) => {
    const victim = await createUser(app, { email: 'victim@example.com' });
    const attacker = outsider(app);
    const asked = await attacker.post('/api/auth/forgot-password', { email: victim.email });
    expect(asked.status).toBe(200);
    expect(attacker.cookies.has(OUTBOX_COOKIE)).toBe(false);
    expect((await outbox(attacker)).messages).toEqual([]);
    // Neither does a forged or stolen-looking cookie, nor another visitor.
    attacker.cookies.set(OUTBOX_COOKIE, 'x'.repeat(43));
    expect((await outbox(attacker)).messages).toEqual([]);
    expect((await outbox(outsider(app))).messages).toEqual([]);
    // Signed in as the public demo admin (its password is on the sign-in page): still nothing.
    const demoAdmin = await signedIn(outsider(app), 'admin@netlease.demo', DEMO_PASSWORD);
    const seenByDemoAdmin = await outbox(demoAdmin);
    expect(seenByDemoAdmin.seesAll).toBe(false);
    expect(seenByDemoAdmin.messages.some((mail) => mail.to === victim.email)).toBe(false);

    // The recipient, signed in, reads their own mail; an admin of one's own reads everything.
    const owner = await signedIn(outsider(app), victim.email);
    const own = await outbox(owner);
    expect(own.messages).toHaveLength(1);
    expect(own.messages[0]).toMatchObject({ to: victim.email, subject: 'Reset your Netlease password' });
    const admin = await createUser(app, { role: 'admin', email: 'own-admin@example.com' });
    const adminView = await outbox(await signedIn(outsider(app), admin.email));
    expect(adminView.seesAll).toBe(true);
    expect(adminView.messages.some((mail) => mail.to === victim.email)).toBe(true);
  });

  test('shows a registering browser its own verification link, in an httpOnly cookie, and no one else', async ({
    app,
  }) => {
    const browser = outsider(app);
    const registered = await browser.post(
      '/api/auth/register',
      signUpBody({ name: 'Reg Istered', email: 'Reg@Example.com', password: 'long-enough-1' }),
    );
    expect(registered.status).toBe(201);
    const setCookie = ([] as string[]).concat(registered.headers['set-cookie'] as string | string[]);
    const outboxCookie = setCookie.find((line) => line.startsWith(`${OUTBOX_COOKIE}=`));
    expect(outboxCookie).toMatch(/HttpOnly/i);
    expect(outboxCookie).toMatch(/SameSite=Strict/i);

    const mine = await outbox(browser);
    expect(mine.messages).toHaveLength(1);
    const link = linkIn(mine.messages[0]!.text);
    expect(link).toMatch(/^\/verify-email\?token=/);
    expect((await outbox(outsider(app))).messages).toEqual([]);

    // A visitor who asks for a new link for that unverified account does not see it...
    const other = outsider(app);
    await other.post('/api/auth/resend-verification', { email: 'reg@example.com' });
    expect((await outbox(other)).messages).toEqual([]);
    // ...and neither does one signing in without the password; with it, the new link is theirs.
    expect(
      (await other.post('/api/auth/login', { email: 'reg@example.com', password: 'wrong-pass-1' })).status,
    ).toBe(401);
    expect((await outbox(other)).messages).toEqual([]);
    const withPassword = outsider(app);
    const refused = await withPassword.post('/api/auth/login', {
      email: 'reg@example.com',
      password: 'long-enough-1',
    });
    expect(refused.status).toBe(403);
    const resent = (await outbox(withPassword)).messages;
    expect(resent.map((mail) => mail.to)).toEqual(['reg@example.com']);

    // The newest link works (a newer link replaces the older ones).
    const token = linkIn(resent[0]!.text)!.split('token=')[1];
    expect((await withPassword.post('/api/auth/verify-email', { token })).status).toBe(200);
    await signedIn(outsider(app), 'reg@example.com', 'long-enough-1');
  });

  test("shows a signed-in user the confirmation of the new address they asked for, not others' mail", async ({
    app,
  }) => {
    const user = await createUser(app, { email: 'mover@example.com', name: 'Mo Ver' });
    const browser = await signedIn(outsider(app), user.email);
    const changed = await browser.put('/api/profile', { name: 'Mo Ver', email: 'moved@example.com' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const seen = await outbox(browser);
    expect(seen.messages.map((mail) => [mail.to, mail.subject])).toEqual([
      ['moved@example.com', 'Confirm your new Netlease email'],
    ]);
    // Signed in, a reset asked for someone else's account is still not theirs to read.
    const other = await createUser(app);
    await browser.post('/api/auth/forgot-password', { email: other.email });
    expect((await outbox(browser)).messages.some((mail) => mail.to === other.email)).toBe(false);
  });
});

describe('the demo outbox on the machine running the demo', () => {
  test('shows a newcomer the reset link they asked for, and only to their browser', async ({ app }) => {
    const user = await createUser(app, { email: 'newcomer@example.com' });
    const browser = local(app);
    await browser.post('/api/auth/forgot-password', { email: user.email });
    const seen = await outbox(browser);
    expect(seen.messages).toHaveLength(1);
    expect(linkIn(seen.messages[0]!.text)).toMatch(/^\/reset-password\?token=/);
    expect((await outbox(local(app))).messages).toEqual([]);
  });

  test('does not take a request a proxy forwarded from outside for a local one', async ({ app }) => {
    const user = await createUser(app, { email: 'proxied@example.com' });
    const browser = local(app);
    const forwarded = { 'x-forwarded-for': '198.51.100.9' };
    await browser.post('/api/auth/forgot-password', { email: user.email }, { headers: forwarded });
    expect((await outbox(browser)).messages).toEqual([]);
    const reset = await browser.post(
      '/api/demo/reset-users',
      {},
      { headers: { forwarded: 'for=198.51.100.9' } },
    );
    expect(reset.status).toBe(403);
  });
});

describe('demo reset', () => {
  test('works on the machine running the demo and for an admin of one’s own', async ({ app }) => {
    const fromHere = await local(app).post('/api/demo/reset-users');
    expect(fromHere.status).toBe(200);
    expect(fromHere.body.title).toBe('Demo Users Ready!');
    const admin = await createUser(app, { role: 'admin' });
    expect((await (await signedIn(outsider(app), admin.email)).post('/api/demo/reset-users')).status).toBe(
      200,
    );
  });

  test('answers anyone else, the public demo admin included, with a clear 403', async ({ app }) => {
    const visitor = await outsider(app).post('/api/demo/reset-users');
    expect(visitor.status).toBe(403);
    expect(visitor.body).toEqual({
      code: 'forbidden',
      title: 'Demo User Setup Failed',
      message:
        'Demo users can be reset only on the machine running the demo, or by an admin account of your own.',
    });
    // X-Forwarded-For is not believed: the socket's address decides.
    const spoofed = await outsider(app).post(
      '/api/demo/reset-users',
      {},
      { headers: { 'x-forwarded-for': '127.0.0.1' } },
    );
    expect(spoofed.status).toBe(403);
    const demoAdmin = await signedIn(outsider(app), 'admin@netlease.demo', DEMO_PASSWORD);
    expect((await demoAdmin.post('/api/demo/reset-users')).status).toBe(403);
    const leaser = await signedIn(outsider(app), (await createUser(app)).email);
    expect((await leaser.post('/api/demo/reset-users')).status).toBe(403);
  });
});
