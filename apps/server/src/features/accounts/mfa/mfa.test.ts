import { describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { users } from '../../../platform/db/schema/index';
import type { TestApp } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { createUser, signInAs, TEST_PASSWORD } from '../../../test/factories';
import type { ApiClient } from '../../../test/api-client';
import { MINUTE } from '../../../platform/clock';

const STEP = 30_000;
const codeNow = (app: TestApp, secret: string) =>
  generate({ secret, epoch: Math.floor(app.clock.now().getTime() / 1000) });

/** A signed-in user who has enrolled and confirmed MFA; the clock is moved past the confirm code's step. */
async function userWithMfa(app: TestApp) {
  const { user, client } = await signInAs(app);
  const enrollment = await client.post('/api/mfa/enroll');
  expect(enrollment.status).toBe(200);
  const secret = enrollment.body.secret as string;
  const confirmed = await client.post('/api/mfa/confirm', { code: await codeNow(app, secret) });
  expect(confirmed.status).toBe(200);
  app.clock.advance(STEP);
  return { user, client, secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

/** Signs in with the password only: the client holds a session still waiting for its code. */
async function passwordStep(app: TestApp, email: string) {
  const client = app.client({
    ip: `127.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  const response = await client.post('/api/auth/login', { email, password: TEST_PASSWORD });
  expect(response.status).toBe(200);
  expect(response.body.mfaRequired).toBe(true);
  return client;
}

/** The password step from a chosen address. */
async function passwordStepFrom(app: TestApp, email: string, ip: string) {
  const client = app.client({ ip });
  const response = await client.post('/api/auth/login', { email, password: TEST_PASSWORD });
  expect(response.status).toBe(200);
  expect(response.body.mfaRequired).toBe(true);
  return client;
}

const sessionCookie = (client: ApiClient) => client.cookies.get('nl_session');

describe('enrollment', () => {
  test('shows a QR image and the secret, and turns MFA on only after a correct code', async ({
    app,
    db,
    leaser: { user, client },
  }) => {
    expect((await client.get('/api/mfa')).body).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });

    const enrollment = await client.post('/api/mfa/enroll');
    expect(enrollment.status).toBe(200);
    expect(enrollment.body.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(enrollment.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrollment.body.otpauthUrl).toContain(`secret=${enrollment.body.secret}`);

    const wrong = await client.post('/api/mfa/confirm', { code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.title).toBe('MFA Verification Failed');
    expect((await client.get('/api/mfa')).body.enabled).toBe(false);

    const confirmed = await client.post('/api/mfa/confirm', {
      code: await codeNow(app, enrollment.body.secret),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.title).toBe('MFA Enabled Successfully!');
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);

    const status = await client.get('/api/mfa');
    expect(status.body).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.mfaEnabled).toBe(true);

    const again = await client.post('/api/mfa/enroll');
    expect(again.status).toBe(409);
    expect(again.body.title).toBe('MFA Enrollment Failed');
  });

  test('confirms with a code typed in groups ("522 410")', async ({ app, leaser: { client } }) => {
    const enrollment = await client.post('/api/mfa/enroll');
    const code = await codeNow(app, enrollment.body.secret);
    const confirmed = await client.post('/api/mfa/confirm', {
      code: ` ${code.slice(0, 3)} ${code.slice(3)} `,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.title).toBe('MFA Enabled Successfully!');
    expect((await client.get('/api/mfa')).body.enabled).toBe(true);
  });

  test('refuses confirm without enrollment and visitors everywhere', async ({ app, leaser: { client } }) => {
    const early = await client.post('/api/mfa/confirm', { code: '123456' });
    expect(early.status).toBe(400);
    expect(early.body.title).toBe('MFA Verification Failed');
    const visitor = app.client();
    expect((await visitor.get('/api/mfa')).status).toBe(401);
    expect((await visitor.post('/api/mfa/enroll')).status).toBe(401);
    expect((await visitor.post('/api/auth/mfa/verify', { code: '123456' })).status).toBe(401);
  });
});

describe('sign-in with MFA', () => {
  test('keeps the session pending until a code is verified, then rotates it', async ({ app }) => {
    const { user, secret } = await userWithMfa(app);
    const client = await passwordStep(app, user.email);
    const pendingCookie = sessionCookie(client);

    // Bypass attempts: the pending session is not a signed-in user anywhere.
    expect((await client.get('/api/auth/session')).body).toEqual({ user: null, mfaPending: true });
    expect((await client.get('/api/profile')).status).toBe(401);
    expect((await client.get('/api/mfa')).status).toBe(401);
    expect((await client.post('/api/mfa/disable', { code: await codeNow(app, secret) })).status).toBe(401);
    expect((await client.post('/api/auth/logout-everywhere')).status).toBe(401);

    const verified = await client.post('/api/auth/mfa/verify', { code: await codeNow(app, secret) });
    expect(verified.status).toBe(200);
    expect(verified.body.user.id).toBe(user.id);
    expect(verified.body.usedRecoveryCode).toBe(false);
    expect(sessionCookie(client)).not.toBe(pendingCookie);
    expect((await client.get('/api/profile')).status).toBe(200);

    // The old pending cookie was deleted, not promoted.
    const replay = app.client();
    replay.cookies.set('nl_session', pendingCookie!);
    expect((await replay.get('/api/auth/session')).body).toEqual({ user: null, mfaPending: false });
    expect((await replay.get('/api/profile')).status).toBe(401);

    // A full session has nothing to verify.
    expect((await client.post('/api/auth/mfa/verify', { code: '123456' })).status).toBe(401);
  });

  test('accepts a code once: the same code is refused on a second sign-in', async ({ app }) => {
    const { user, secret } = await userWithMfa(app);
    const code = await codeNow(app, secret);
    const first = await passwordStep(app, user.email);
    expect((await first.post('/api/auth/mfa/verify', { code })).status).toBe(200);

    const second = await passwordStep(app, user.email);
    const reused = await second.post('/api/auth/mfa/verify', { code });
    expect(reused.status).toBe(400);
    expect(reused.body.title).toBe('MFA Verification Failed');
    expect((await second.get('/api/profile')).status).toBe(401);

    app.clock.advance(STEP);
    expect((await second.post('/api/auth/mfa/verify', { code: await codeNow(app, secret) })).status).toBe(
      200,
    );
  });

  test('lets only one of two parallel requests use a code', async ({ app }) => {
    const { user, secret } = await userWithMfa(app);
    const clients = await Promise.all([passwordStep(app, user.email), passwordStep(app, user.email)]);
    const code = await codeNow(app, secret);
    const answers = await Promise.all(clients.map((client) => client.post('/api/auth/mfa/verify', { code })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  test('refuses wrong codes and an old code', async ({ app }) => {
    const { user, secret } = await userWithMfa(app);
    const client = await passwordStep(app, user.email);
    for (const code of ['', 'abcdef', '12345', '1234567']) {
      const response = await client.post('/api/auth/mfa/verify', { code });
      expect(response.status).toBe(400);
    }
    const stale = await codeNow(app, secret);
    app.clock.advance(3 * STEP);
    const late = await client.post('/api/auth/mfa/verify', { code: stale });
    expect(late.status).toBe(400);
    expect(late.body).toEqual({
      code: 'bad_request',
      title: 'MFA Verification Failed',
      message: 'The code is invalid or has already been used.',
    });
  });

  test('accepts a code typed in groups, as authenticator apps show it ("522 410", "12 34 56")', async ({
    app,
  }) => {
    const { user, secret } = await userWithMfa(app);
    const halves = await passwordStep(app, user.email);
    const code = await codeNow(app, secret);
    const signedIn = await halves.post('/api/auth/mfa/verify', {
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.id).toBe(user.id);

    app.clock.advance(STEP);
    const pairs = await passwordStep(app, user.email);
    const paired = (await codeNow(app, secret)).match(/../g)!.join(' ');
    expect(paired).toMatch(/^\d\d \d\d \d\d$/);
    expect((await pairs.post('/api/auth/mfa/verify', { code: paired })).status).toBe(200);
  });

  test('still refuses letters, short codes and blanks typed with spaces, with the same messages', async ({
    app,
  }) => {
    const { user, secret } = await userWithMfa(app);
    const client = await passwordStep(app, user.email);
    const digits = await codeNow(app, secret);
    for (const code of [
      `${digits.slice(0, 2)}a ${digits.slice(3)}`,
      'abc def',
      `${digits.slice(0, 3)} ${digits.slice(3, 5)}`,
    ]) {
      const response = await client.post('/api/auth/mfa/verify', { code });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        code: 'bad_request',
        title: 'MFA Verification Failed',
        message: 'The code is invalid or has already been used.',
      });
    }
    const blank = await client.post('/api/auth/mfa/verify', { code: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.title).toBe('Invalid code');
    expect(blank.body.message).toBe('Enter the 6-digit code from your authenticator app.');
    // Only spaces are removed: a tab or another separator still makes it no code.
    const tabbed = await client.post('/api/auth/mfa/verify', {
      code: `${digits.slice(0, 3)}\t${digits.slice(3)}`,
    });
    expect(tabbed.status).toBe(400);
    expect((await client.get('/api/auth/session')).body).toEqual({ user: null, mfaPending: true });
    expect((await client.post('/api/auth/mfa/verify', { code: digits })).status).toBe(200);
  });

  test('accepts each recovery code once', async ({ app }) => {
    const { user, recoveryCodes } = await userWithMfa(app);
    const client = await passwordStep(app, user.email);
    const used = await client.post('/api/auth/mfa/verify', { code: recoveryCodes[0]!.toUpperCase() });
    expect(used.status).toBe(200);
    expect(used.body.usedRecoveryCode).toBe(true);
    expect((await client.get('/api/mfa')).body.recoveryCodesLeft).toBe(9);

    const again = await passwordStep(app, user.email);
    expect((await again.post('/api/auth/mfa/verify', { code: recoveryCodes[0] })).status).toBe(400);
  });

  test('says a recovery code used twice has already been used; an unknown one gets the general message', async ({
    app,
  }) => {
    const { user, client, recoveryCodes } = await userWithMfa(app);
    const first = await passwordStep(app, user.email);
    expect((await first.post('/api/auth/mfa/verify', { code: recoveryCodes[1] })).status).toBe(200);

    const second = await passwordStep(app, user.email);
    const reused = await second.post('/api/auth/mfa/verify', {
      code: ` ${recoveryCodes[1]!.toUpperCase()} `,
    });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({
      code: 'bad_request',
      title: 'MFA Verification Failed',
      message: 'This recovery code has already been used.',
    });
    const unknown = await second.post('/api/auth/mfa/verify', { code: 'aaaaa-aaaaa' });
    expect(unknown.body.message).toBe('The code is invalid or has already been used.');
    // Another user's spent code is not this user's: the general message.
    const other = await userWithMfa(app);
    const othersCode = await passwordStep(app, other.user.email);
    const foreign = await othersCode.post('/api/auth/mfa/verify', { code: recoveryCodes[1] });
    expect(foreign.body.message).toBe('The code is invalid or has already been used.');

    // Turning MFA off with the spent code says the same, under its own title.
    const disable = await client.post('/api/mfa/disable', { code: recoveryCodes[1] });
    expect(disable.status).toBe(400);
    expect(disable.body).toEqual({
      code: 'bad_request',
      title: 'Failed to disable MFA',
      message: 'This recovery code has already been used.',
    });
    expect((await client.get('/api/mfa')).body).toMatchObject({ enabled: true, recoveryCodesLeft: 9 });
  });

  test('slows down wrong codes per address: the owner elsewhere still signs in, and a recovery code passes from the slowed address', async ({
    app,
  }) => {
    const { user, secret, recoveryCodes } = await userWithMfa(app);
    const attacker = await passwordStepFrom(app, user.email, '203.0.113.61');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      statuses.push((await attacker.post('/api/auth/mfa/verify', { code: '000000' })).status);
    }
    // Four wrong codes are free, the fifth is checked and makes the next one wait a second.
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    const waiting = await attacker.post('/api/auth/mfa/verify', { code: await codeNow(app, secret) });
    expect(waiting.status).toBe(429);
    expect(waiting.body.title).toBe('Too many attempts');
    expect(waiting.headers['retry-after']).toBe('1');

    // The owner, on another address, is not kept out.
    const owner = await passwordStepFrom(app, user.email, '198.51.100.61');
    expect((await owner.post('/api/auth/mfa/verify', { code: await codeNow(app, secret) })).status).toBe(200);

    // A valid recovery code gets in even from the address that is slowed down.
    const recovered = await attacker.post('/api/auth/mfa/verify', { code: recoveryCodes[0] });
    expect(recovered.status).toBe(200);
    expect(recovered.body.usedRecoveryCode).toBe(true);

    // The wait grows: after a second one more guess is checked, then two seconds.
    const again = await passwordStepFrom(app, user.email, '203.0.113.61');
    app.clock.advance(1000);
    expect((await again.post('/api/auth/mfa/verify', { code: '000000' })).status).toBe(400);
    const longer = await again.post('/api/auth/mfa/verify', { code: '000000' });
    expect(longer.status).toBe(429);
    expect(longer.headers['retry-after']).toBe('2');
    app.clock.advance(16 * MINUTE);
  });

  test('checks at most the free wrong codes and one more when they arrive together from one address', async ({
    app,
  }) => {
    const { user } = await userWithMfa(app);
    const attacker = await passwordStepFrom(app, user.email, '203.0.113.62');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => attacker.post('/api/auth/mfa/verify', { code: '000000' })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    app.clock.advance(16 * MINUTE);
  });

  test('past 20 wrong codes an hour, addresses that failed on the account wait; one that has not still gets in', async ({
    app,
  }) => {
    const { user, secret } = await userWithMfa(app);
    for (let address = 1; address <= 20; address += 1) {
      const guesser = await passwordStepFrom(app, user.email, `203.0.114.${address}`);
      expect((await guesser.post('/api/auth/mfa/verify', { code: '000000' })).status).toBe(400);
    }
    const failedBefore = await passwordStepFrom(app, user.email, '203.0.114.1');
    const refused = await failedBefore.post('/api/auth/mfa/verify', { code: await codeNow(app, secret) });
    expect(refused.status).toBe(429);
    // A new address has one guess before it too has failed on the account.
    const fresh = await passwordStepFrom(app, user.email, '203.0.114.21');
    expect((await fresh.post('/api/auth/mfa/verify', { code: '000000' })).status).toBe(400);
    expect((await fresh.post('/api/auth/mfa/verify', { code: '000000' })).status).toBe(429);
    const owner = await passwordStepFrom(app, user.email, '198.51.100.62');
    expect((await owner.post('/api/auth/mfa/verify', { code: await codeNow(app, secret) })).status).toBe(200);
    app.clock.advance(61 * MINUTE);
    app.clock.advance(STEP);
    expect(
      (await failedBefore.post('/api/auth/mfa/verify', { code: await codeNow(app, secret) })).status,
    ).toBe(200);
  });

  test('a user without MFA signs in in one step', async ({ app }) => {
    const user = await createUser(app);
    const response = await app
      .client()
      .post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(response.body.mfaRequired).toBe(false);
  });
});

describe('disabling', () => {
  test('needs a current code', async ({ app }) => {
    const { user, client, secret } = await userWithMfa(app);
    const wrong = await client.post('/api/mfa/disable', { code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.title).toBe('Failed to disable MFA');

    const disabled = await client.post('/api/mfa/disable', { code: await codeNow(app, secret) });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toEqual({ title: 'MFA Disabled', message: 'Sign-ins no longer ask for a code.' });
    expect((await client.get('/api/mfa')).body.enabled).toBe(false);

    const signIn = await app.client().post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(signIn.body.mfaRequired).toBe(false);

    const notOn = await client.post('/api/mfa/disable', { code: await codeNow(app, secret) });
    expect(notOn.status).toBe(400);
    expect(notOn.body.title).toBe('Failed to disable MFA');
  });
});

describe('the code field in the API document', () => {
  test('stays a string although spaces are removed from it', async ({ app }) => {
    const response = await app.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, any>>;
    for (const path of ['/api/mfa/confirm', '/api/mfa/disable', '/api/auth/mfa/verify']) {
      const body = paths[path]!.post.requestBody.content['application/json'].schema;
      expect(body.properties.code, path).toMatchObject({ type: 'string', minLength: 1 });
    }
  });
});
