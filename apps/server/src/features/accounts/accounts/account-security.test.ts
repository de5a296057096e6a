import { describe, expect } from 'vitest';
import net, { type AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../../platform/db/schema/index';
import { type TestApp, lastMailedLink } from '../../../test/test-app';
import { test } from '../../../test/server-test';
import { createUser, signInAs, signUpBody, TEST_PASSWORD } from '../../../test/factories';
import type { ApiClient } from '../../../test/api-client';
import { notifyUser } from '../notifications/notifications.service';
import { SIGN_IN_LIMITS } from './sign-in-limits';

/**
 * Accounts that cannot be taken over (decision 003): one spelling per API path before the CSRF
 * check, sessions and their live streams ended together, mailed links revoked, the current password
 * asked, and sign-in limits that count failures per account and address.
 */
let port: number;
test.beforeAll(async ({ app }) => {
  await app.app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.app.server.address() as AddressInfo).port;
});

const cookieOf = (client: ApiClient) =>
  [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/**
 * Sends one request with exactly this request target over a socket: `fetch` and `app.inject` both
 * tidy a path (dot segments, backslashes) before the server sees it, and the point is what the
 * server does with the untidy one.
 */
function sendRaw(method: string, target: string, headers: Record<string, string>, body = '') {
  return new Promise<{ status: number; head: string }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      const lines = [
        `${method} ${target} HTTP/1.1`,
        'Host: 127.0.0.1',
        'Connection: close',
        `Content-Length: ${Buffer.byteLength(body)}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    });
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('end', () => {
      const head = text.split('\r\n\r\n')[0] ?? '';
      resolve({ status: Number(head.split(' ')[1]), head });
    });
    socket.on('error', reject);
  });
}

describe('one spelling per API path, before the CSRF check', () => {
  const LOGOUT_SPELLINGS = [
    '/%61pi/auth/logout',
    '/api/./auth/logout',
    '//api/auth/logout',
    '/api/auth/logout/',
    '/API/auth/logout',
    '/api/auth/%6Cogout',
    '/api/%2e/auth/logout',
    '/api/x/../auth/logout',
    '/api/auth//logout',
    '/api\\auth\\logout',
    'http://evil.example/api/auth/logout',
  ];

  test.for(LOGOUT_SPELLINGS)(
    'refuses POST %s without the CSRF token and keeps the session',
    async (target, { app }) => {
      const { client } = await signInAs(app);
      const response = await sendRaw('POST', target, {
        cookie: cookieOf(client),
        origin: 'https://evil.example',
      });
      expect([400, 403, 404]).toContain(response.status);
      expect(response.head).not.toMatch(/set-cookie: nl_session=;/i);
      expect((await client.get('/api/profile')).status).toBe(200);
    },
  );

  test('refuses a second spelling even with a valid token: 400 before the route runs', async ({
    leaser: { client },
  }) => {
    const { body: csrf } = await client.get<{ token: string }>('/api/auth/csrf');
    const response = await sendRaw('POST', '/%61pi/auth/logout', {
      cookie: cookieOf(client),
      'x-csrf-token': csrf.token,
    });
    expect(response.status).toBe(400);
    expect((await client.get('/api/profile')).status).toBe(200);
    // The plain spelling with the token still signs out.
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    expect((await client.get('/api/profile')).status).toBe(401);
  });

  test('refuses encoded spellings of forgot-password and demo reset: no mail, no reset', async ({
    app,
    db,
  }) => {
    const user = await createUser(app);
    const mailsBefore = app.sentMail.length;
    for (const target of ['/%61pi/auth/forgot-password', '/api/auth/forgot-password/']) {
      const response = await sendRaw(
        'POST',
        target,
        { 'content-type': 'application/json', origin: 'https://evil.example' },
        JSON.stringify({ email: user.email }),
      );
      expect([400, 403]).toContain(response.status);
    }
    expect(app.sentMail.length).toBe(mailsBefore);
    const [before] = await db.select().from(users).where(eq(users.email, 'leaser@netlease.demo'));
    const reset = await sendRaw('POST', '/api/demo/%72eset-users', { origin: 'https://evil.example' });
    expect([400, 403]).toContain(reset.status);
    const [after] = await db.select().from(users).where(eq(users.email, 'leaser@netlease.demo'));
    expect(after?.passwordHash).toBe(before?.passwordHash);
  });

  test('asks the CSRF token of every route, and answers an address nothing serves with 404', async ({
    app,
  }) => {
    // The check is not tied to /api: a route anywhere would be guarded (the only routes outside /api
    // are reads). An address nothing answers has nothing to guard: 404, never a CSRF refusal that
    // would tell a typo from a route (docs/ARCHITECTURE.md "Web pages").
    const typo = await sendRaw('POST', '/not-an-api-path', { origin: 'https://evil.example' });
    expect(typo.status).toBe(404);
    const { client } = await signInAs(app);
    const route = await sendRaw('POST', '/api/auth/logout', {
      cookie: cookieOf(client),
      origin: 'https://evil.example',
    });
    expect(route.status).toBe(403);
    expect((await client.get('/api/profile')).status).toBe(200);
  });

  test('still serves the plain spellings with query strings and encoded reserved characters', async ({
    leaser: { user, client },
  }) => {
    expect((await client.get('/api/notifications?page=1')).status).toBe(200);
    // %2F is not an unreserved character: it stays a part of the parameter, not a separator.
    expect((await client.get(`/api/users/${user.id}%2Fx/public`)).status).toBe(400);
    expect((await client.get(`/api/users/${user.id}/public`)).status).toBe(200);
  });
});

/** A live-event stream over a real connection, read until it ends or `timeoutMs` passes. */
async function openStream(cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}/api/events`, {
    headers: { cookie },
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const titles: string[] = [];
  let buffer = '';
  let isEnded = false;
  /** Reads until `title` arrives (true) or the stream ends or times out (false). */
  async function waitFor(title: string | null, timeoutMs = 20_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!isEnded && (title === null || !titles.includes(title))) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) return false;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), remaining)),
      ]);
      if (chunk === 'timeout') return false;
      if (chunk.done) {
        isEnded = true;
        break;
      }
      buffer += new TextDecoder().decode(chunk.value);
      const frames = buffer.split('\n\n');
      buffer = frames.pop() ?? '';
      for (const frame of frames) {
        const data = frame.split('\n').find((line) => line.startsWith('data: '));
        if (data) titles.push((JSON.parse(data.slice(6)) as { data: { title: string } }).data.title);
      }
    }
    return title !== null && titles.includes(title);
  }
  return {
    status: response.status,
    titles,
    waitFor,
    /** Waits for the server to end the stream; true if it did. */
    async waitForEnd(timeoutMs = 20_000) {
      await waitFor(null, timeoutMs);
      return isEnded;
    },
    close: () => controller.abort(),
  };
}

const notify = (app: TestApp, userId: string, title: string) =>
  app.db.transaction((tx) => notifyUser(tx, userId, { type: 'test', title, message: title }));

describe('ending sessions ends their live streams', () => {
  test('closes a stream opened before sign-out-everywhere; nothing after it is delivered', async ({
    app,
    leaser: { user, client },
  }) => {
    const otherDevice = app.client({ ip: '127.40.0.2' });
    await otherDevice.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    const stream = await openStream(cookieOf(client));
    expect(stream.status).toBe(200);
    await notify(app, user.id, 'before sign-out');
    expect(await stream.waitFor('before sign-out')).toBe(true);

    expect((await otherDevice.post('/api/auth/logout-everywhere')).status).toBe(200);
    await notify(app, user.id, 'after sign-out');
    expect(await stream.waitForEnd()).toBe(true);
    expect(stream.titles).toEqual(['before sign-out']);
    expect((await client.get('/api/profile')).status).toBe(401);
  });

  test('a password change closes the streams of the other sessions and keeps this one', async ({
    app,
    leaser: { user, client },
  }) => {
    const otherDevice = app.client({ ip: '127.40.0.3' });
    await otherDevice.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    const mine = await openStream(cookieOf(client));
    const theirs = await openStream(cookieOf(otherDevice));
    const changed = await client.put('/api/profile/password', {
      currentPassword: TEST_PASSWORD,
      password: 'changed-password-1',
      confirmPassword: 'changed-password-1',
    });
    expect(changed.status).toBe(200);
    await notify(app, user.id, 'after the change');
    expect(await theirs.waitForEnd()).toBe(true);
    expect(theirs.titles).toEqual([]);
    expect(await mine.waitFor('after the change')).toBe(true);
    mine.close();
    expect((await otherDevice.get('/api/profile')).status).toBe(401);
    expect((await client.get('/api/profile')).status).toBe(200);
  });

  test('a password reset closes every stream; signing out one device closes only its stream', async ({
    app,
    leaser: { user, client },
  }) => {
    const otherDevice = app.client({ ip: '127.40.0.4' });
    await otherDevice.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    const mine = await openStream(cookieOf(client));
    const theirs = await openStream(cookieOf(otherDevice));
    await otherDevice.post('/api/auth/logout');
    await notify(app, user.id, 'after one sign-out');
    expect(await theirs.waitForEnd()).toBe(true);
    expect(await mine.waitFor('after one sign-out')).toBe(true);

    await app.client({ ip: '127.40.0.5' }).post('/api/auth/forgot-password', { email: user.email });
    const { token } = lastMailedLink(app, user.email);
    const reset = await app.client({ ip: '127.40.0.5' }).post('/api/auth/reset-password', {
      token,
      password: 'after-reset-pass',
      confirmPassword: 'after-reset-pass',
    });
    expect(reset.status).toBe(200);
    await notify(app, user.id, 'after the reset');
    expect(await mine.waitForEnd()).toBe(true);
    expect(mine.titles).toEqual(['after one sign-out']);
  });
});

describe('mailed links', () => {
  const resetWith = (app: TestApp, token: string, password = 'brand-new-pass') =>
    app.client({ ip: '127.41.0.9' }).post('/api/auth/reset-password', {
      token,
      password,
      confirmPassword: password,
    });

  test('a newer reset link revokes the older one', async ({ app }) => {
    const user = await createUser(app);
    const visitor = app.client({ ip: '127.41.0.1' });
    await visitor.post('/api/auth/forgot-password', { email: user.email });
    const older = lastMailedLink(app, user.email).token;
    await visitor.post('/api/auth/forgot-password', { email: user.email });
    const newer = lastMailedLink(app, user.email).token;
    expect(newer).not.toBe(older);
    const refused = await resetWith(app, older);
    expect(refused.status).toBe(400);
    expect(refused.body.title).toBe('Link expired');
    expect((await resetWith(app, newer)).status).toBe(200);
  });

  test('a password change revokes reset links and a pending email change', async ({
    app,
    leaser: { user, client },
  }) => {
    await app.client({ ip: '127.41.0.2' }).post('/api/auth/forgot-password', { email: user.email });
    const resetToken = lastMailedLink(app, user.email).token;
    await client.put('/api/profile', { name: user.name, email: 'moved-away@example.com' });
    const emailToken = lastMailedLink(app, 'moved-away@example.com').token;

    const changed = await client.put('/api/profile/password', {
      currentPassword: TEST_PASSWORD,
      password: 'changed-password-2',
      confirmPassword: 'changed-password-2',
    });
    expect(changed.status).toBe(200);
    expect((await resetWith(app, resetToken)).body.title).toBe('Link expired');
    expect((await client.post('/api/auth/confirm-email', { token: emailToken })).status).toBe(400);
    const profile = await client.get('/api/profile');
    expect(profile.body).toMatchObject({ email: user.email, pendingEmail: null });
  });

  test('a reset uses its link once and revokes the others', async ({ app, leaser: { user, client } }) => {
    await client.put('/api/profile', { name: user.name, email: 'second-home@example.com' });
    const emailToken = lastMailedLink(app, 'second-home@example.com').token;
    await app.client({ ip: '127.41.0.3' }).post('/api/auth/forgot-password', { email: user.email });
    const { token } = lastMailedLink(app, user.email);
    expect((await resetWith(app, token)).status).toBe(200);
    expect((await resetWith(app, token, 'another-pass-1')).status).toBe(400);
    const other = app.client({ ip: '127.41.0.4' });
    await other.post('/api/auth/login', { email: user.email, password: 'brand-new-pass' });
    expect((await other.post('/api/auth/confirm-email', { token: emailToken })).status).toBe(400);
  });

  test('a newer verification link revokes the older one', async ({ app }) => {
    const visitor = app.client({ ip: '127.41.0.5' });
    const email = 'twice-verified@example.com';
    await visitor.post('/api/auth/register', signUpBody({ name: 'Vera', email, password: 'long-enough-1' }));
    const older = lastMailedLink(app, email).token;
    await visitor.post('/api/auth/resend-verification', { email });
    const newer = lastMailedLink(app, email).token;
    expect((await visitor.post('/api/auth/verify-email', { token: older })).status).toBe(400);
    expect((await visitor.post('/api/auth/verify-email', { token: newer })).status).toBe(200);
  });
});

describe('changing the password asks for the current one', () => {
  const change = (client: ApiClient, currentPassword?: string) =>
    client.put('/api/profile/password', {
      ...(currentPassword === undefined ? {} : { currentPassword }),
      password: 'next-password-1',
      confirmPassword: 'next-password-1',
    });

  test('refuses a missing or wrong current password, and waits longer after repeated guesses', async ({
    app,
    leaser: { user, client },
  }) => {
    for (const missing of [undefined, '']) {
      const response = await change(client, missing);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'bad_request',
        title: 'Current password required',
        message: 'Please enter your current password to choose a new one.',
      });
    }
    const wrong = await change(client, 'not-my-password');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      code: 'bad_request',
      title: 'Wrong current password',
      message: 'The current password you entered is not correct.',
      field: 'currentPassword',
    });
    for (let guess = 2; guess <= SIGN_IN_LIMITS.pair.freeFailures + 1; guess += 1) {
      expect((await change(client, `guess-${guess}`)).status).toBe(400);
    }
    const waiting = await change(client, TEST_PASSWORD);
    expect(waiting.status).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    expect(waiting.body).toMatchObject({
      title: 'Too many attempts',
      message: 'Please wait 1 second before trying again.',
    });
    app.clock.advance(1000);
    expect((await change(client, TEST_PASSWORD)).status).toBe(200);
    const signIn = await app
      .client({ ip: '127.42.0.1' })
      .post('/api/auth/login', { email: user.email, password: 'next-password-1' });
    expect(signIn.status).toBe(200);
  });
});

describe('sign-in limits count failures per account and address', () => {
  const signIn = (app: TestApp, ip: string, email: string, password: string) =>
    app.client({ ip }).post('/api/auth/login', { email, password });

  test(
    'twenty wrong passwords from one address get growing delays, never a 500',
    { timeout: 120_000 },
    async ({ app }) => {
      const user = await createUser(app);
      const statuses: number[] = [];
      const waits: number[] = [];
      for (let wrong = 1; wrong <= 20; wrong += 1) {
        let response = await signIn(app, '127.43.0.1', user.email, `wrong-${wrong}`);
        if (response.status === 429) {
          expect(response.body.title).toBe('Too many attempts');
          const wait = Number(response.headers['retry-after']);
          waits.push(wait);
          app.clock.advance(wait * 1000);
          response = await signIn(app, '127.43.0.1', user.email, `wrong-${wrong}`);
        }
        statuses.push(response.status);
      }
      expect(statuses.every((status) => status === 401)).toBe(true);
      expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900, 900]);
      // The owner, from that address, waits out the delay too, then signs in; that resets the pair.
      expect((await signIn(app, '127.43.0.1', user.email, TEST_PASSWORD)).status).toBe(429);
      app.clock.advance(900_000);
      expect((await signIn(app, '127.43.0.1', user.email, TEST_PASSWORD)).status).toBe(200);
      for (let wrong = 1; wrong <= SIGN_IN_LIMITS.pair.freeFailures + 1; wrong += 1) {
        expect((await signIn(app, '127.43.0.1', user.email, `again-${wrong}`)).status).toBe(401);
      }
    },
  );

  test('lets no more than the free failures through when guesses arrive all at once', async ({ app }) => {
    const user = await createUser(app);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => signIn(app, '127.43.0.2', user.email, `parallel-${index}`)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401).length).toBe(SIGN_IN_LIMITS.pair.freeFailures + 1);
    expect(statuses.filter((status) => status === 429).length).toBe(
      20 - SIGN_IN_LIMITS.pair.freeFailures - 1,
    );
  });

  test('a success resets the counter of its pair', async ({ app }) => {
    const user = await createUser(app);
    for (let round = 0; round < 3; round += 1) {
      for (let wrong = 1; wrong <= SIGN_IN_LIMITS.pair.freeFailures; wrong += 1) {
        expect((await signIn(app, '127.43.0.3', user.email, `round-${round}-${wrong}`)).status).toBe(401);
      }
      expect((await signIn(app, '127.43.0.3', user.email, TEST_PASSWORD)).status).toBe(200);
    }
  });

  test('failures from address A never stop the owner signing in from address B', async ({ app }) => {
    const user = await createUser(app);
    for (let wrong = 1; wrong <= 12; wrong += 1) {
      const response = await signIn(app, '127.44.0.1', user.email, `attacker-${wrong}`);
      expect([401, 429]).toContain(response.status);
    }
    expect((await signIn(app, '127.44.0.1', user.email, TEST_PASSWORD)).status).toBe(429);
    expect((await signIn(app, '127.44.0.2', user.email, TEST_PASSWORD)).status).toBe(200);
  });

  test('an account attacked from many addresses stops those addresses, not a fresh one', async ({
    app,
    db,
  }) => {
    const user = await createUser(app);
    expect((await signIn(app, '127.44.1.1', user.email, 'attacker-guess')).status).toBe(401);
    // As if the rest of a botnet had failed on this account already this hour.
    await db.execute(
      sql`UPDATE rate_limits SET hits = ${SIGN_IN_LIMITS.account.max}
          WHERE key = ${`sign-in:account:${user.email}`}`,
    );
    const stopped = await signIn(app, '127.44.1.1', user.email, 'attacker-guess-2');
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(app, '127.44.1.2', user.email, 'owner-typo')).status).toBe(401);
    expect((await signIn(app, '127.44.1.3', user.email, TEST_PASSWORD)).status).toBe(200);
  });

  test('caps failures per address across accounts, and successes do not count', async ({ app, db }) => {
    const office = '127.45.0.1';
    // As if this address had already failed on many accounts in this window.
    await db.execute(
      sql`INSERT INTO rate_limits (key, window_start, hits)
          VALUES (${`sign-in:address:${office}`}, ${app.clock.now()}, ${SIGN_IN_LIMITS.address.max - 2})`,
    );
    // A team behind the office address signs in: were successes counted, the third would be refused.
    const team = await Promise.all(Array.from({ length: 6 }, () => createUser(app)));
    for (const member of team) {
      expect((await signIn(app, office, member.email, TEST_PASSWORD)).status).toBe(200);
    }
    for (const account of ['sprayed-1@example.com', 'sprayed-2@example.com']) {
      expect((await signIn(app, office, account, 'Summer2026!')).status).toBe(401);
    }
    const capped = await signIn(app, office, 'one-more@example.com', 'Summer2026!');
    expect(capped.status).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(app, '127.45.0.2', team[0]!.email, TEST_PASSWORD)).status).toBe(200);
  });
});
