import { describe, expect } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { API_TOKENS_PER_USER_MAX } from '@netlease/shared/api-tokens';
import { apiTokens, auditLogs, orders, users } from '../../../platform/db/schema/index';
import { createApiTokenSecret } from '../../../platform/auth/api-tokens';
import { test } from '../../../test/server-test';
import { TEST_PASSWORD, signInAs } from '../../../test/factories';
import { DAY, MINUTE } from '../../../platform/clock';
import { createIpListing, fundWallet } from '../../../test/checkout-factories';
import { callWithToken, createTokenFor } from '../../../test/api-token-helpers';

const INVALID_TOKEN = { code: 'unauthorized', title: 'Invalid API token' };
const validInput = { name: 'Lease robot', scope: 'trade', expiresIn: '90', currentPassword: TEST_PASSWORD };

describe('creating, listing and revoking tokens', () => {
  test('shows the token once, keeps only its hash and a short prefix, and audits it', async ({
    app,
    db,
    leaser: { user, client },
  }) => {
    const created = await createTokenFor(client, { name: 'Lease robot', scope: 'read' });
    expect(created).toMatchObject({
      title: 'API token created',
      message: 'Copy it now: it will not be shown again.',
    });
    expect(created.secret).toMatch(/^nlt_[A-Za-z0-9_-]{43}$/);
    expect(created.token).toEqual({
      id: expect.any(String),
      name: 'Lease robot',
      scope: 'read',
      prefix: created.secret.slice(0, 12),
      createdAt: app.clock.now().toISOString(),
      lastUsedAt: null,
      expiresAt: new Date(app.clock.now().getTime() + 90 * DAY).toISOString(),
      isExpired: false,
    });

    const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, created.token.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.secret);

    const list = await client.get('/api/api-tokens');
    expect(list.status).toBe(200);
    expect(list.body.tokens).toEqual([created.token]);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);

    const [audit] = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'api_token.created'), eq(auditLogs.targetId, created.token.id)));
    expect(audit).toMatchObject({ actorId: user.id, targetType: 'api_token' });
    expect(JSON.stringify(audit)).not.toContain(created.secret);
  });

  test('keeps a token without expiry until it is revoked', async ({ leaser: { client } }) => {
    const created = await createTokenFor(client, { expiresIn: 'never' });
    expect(created.token.expiresAt).toBeNull();
  });

  test('refuses each invalid field with its own message', async ({ leaser: { client } }) => {
    const cases: Array<[object, string, string]> = [
      [{ name: '  ' }, 'Token name required', 'Give the token a name, so you know where it is used.'],
      [{ name: 'x'.repeat(61) }, 'Token name too long', 'Use at most 60 characters for the token name.'],
      [
        { scope: 'admin' },
        'Token scope required',
        'Choose read only, read and trade, or send abuse reports only.',
      ],
      [{ expiresIn: '1000' }, 'Token expiry required', 'Choose how long the token stays valid.'],
      [
        { currentPassword: '' },
        'Current password required',
        'Please enter your current password to create a token.',
      ],
      [
        { currentPassword: 'not-my-password' },
        'Wrong current password',
        'The current password you entered is not correct.',
      ],
    ];
    for (const [change, title, message] of cases) {
      const response = await client.post('/api/api-tokens', { ...validInput, ...change });
      expect(response.status, title).toBe(400);
      expect(response.body).toMatchObject({ title, message });
    }
    const wrong = await client.post('/api/api-tokens', { ...validInput, currentPassword: 'nope-nope' });
    expect(wrong.body.field).toBe('currentPassword');
    expect((await client.get('/api/api-tokens')).body.tokens).toEqual([]);
  });

  test(`holds at most ${API_TOKENS_PER_USER_MAX} live tokens per user`, async ({
    db,
    leaser: { user, client },
  }) => {
    await db.insert(apiTokens).values(
      Array.from({ length: API_TOKENS_PER_USER_MAX }, (_, index) => {
        const secret = createApiTokenSecret();
        return {
          userId: user.id,
          name: `Token ${index}`,
          scope: 'read' as const,
          tokenHash: secret.hash,
          tokenPrefix: secret.prefix,
        };
      }),
    );
    const refused = await client.post('/api/api-tokens', validInput);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ title: 'Too many API tokens' });
  });

  test('lets only one of parallel creations take the last free place', async ({
    db,
    leaser: { user, client },
  }) => {
    await db.insert(apiTokens).values(
      Array.from({ length: API_TOKENS_PER_USER_MAX - 1 }, (_, index) => {
        const secret = createApiTokenSecret();
        return {
          userId: user.id,
          name: `Token ${index}`,
          scope: 'read' as const,
          tokenHash: secret.hash,
          tokenPrefix: secret.prefix,
        };
      }),
    );
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => client.post('/api/api-tokens', validInput)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    expect((await client.get('/api/api-tokens')).body.tokens).toHaveLength(API_TOKENS_PER_USER_MAX);
  });

  test('revokes a token: it answers 401 at once, leaves the list and is audited', async ({
    app,
    db,
    leaser: { user, client },
  }) => {
    const created = await createTokenFor(client);
    expect((await callWithToken(app, created.secret, 'GET', '/api/orders')).status).toBe(200);

    const revoked = await client.delete(`/api/api-tokens/${created.token.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({
      title: 'API token revoked',
      message: 'Programs using it can no longer reach your account.',
    });
    const refused = await callWithToken(app, created.secret, 'GET', '/api/orders');
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject(INVALID_TOKEN);
    expect(refused.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect((await client.get('/api/api-tokens')).body.tokens).toEqual([]);
    expect((await client.delete(`/api/api-tokens/${created.token.id}`)).status).toBe(404);

    const [audit] = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'api_token.revoked'), eq(auditLogs.targetId, created.token.id)));
    expect(audit).toMatchObject({ actorId: user.id, targetType: 'api_token' });
  });

  test('answers 401 to a visitor and 404 for another user’s token, which keeps working', async ({
    app,
    leaser: owner,
  }) => {
    const other = await signInAs(app);
    const created = await createTokenFor(owner.client);
    const visitor = app.client();
    expect((await visitor.get('/api/api-tokens')).status).toBe(401);
    expect((await visitor.post('/api/api-tokens', validInput)).status).toBe(401);
    expect((await visitor.delete(`/api/api-tokens/${created.token.id}`)).status).toBe(401);

    const foreign = await other.client.delete(`/api/api-tokens/${created.token.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ title: 'API token not found' });
    expect((await other.client.delete('/api/api-tokens/not-a-uuid')).status).toBe(404);
    expect((await other.client.get('/api/api-tokens')).body.tokens).toEqual([]);
    expect((await callWithToken(app, created.secret, 'GET', '/api/orders')).status).toBe(200);
  });
});

describe('Bearer requests', () => {
  test('act as the owner and record the last use (at most once a minute)', async ({
    app,
    leaser: { user, client },
  }) => {
    const created = await createTokenFor(client, { scope: 'read' });
    const profile = await callWithToken(app, created.secret, 'GET', '/api/profile');
    expect(profile.status).toBe(200);
    expect(profile.body.email).toBe(user.email);
    const usedAt = app.clock.now().toISOString();
    app.clock.advance(30_000);
    await callWithToken(app, created.secret, 'GET', '/api/orders');
    expect((await client.get('/api/api-tokens')).body.tokens[0].lastUsedAt).toBe(usedAt);
    app.clock.advance(MINUTE);
    await callWithToken(app, created.secret, 'GET', '/api/orders');
    expect((await client.get('/api/api-tokens')).body.tokens[0].lastUsedAt).toBe(
      app.clock.now().toISOString(),
    );
  });

  test('refuses unknown, malformed and empty tokens with 401', async ({ app }) => {
    for (const token of ['nlt_' + 'A'.repeat(43), 'not-a-token', '']) {
      const response = await callWithToken(app, token, 'GET', '/api/marketplace');
      expect(response.status, token).toBe(401);
      expect(response.body).toMatchObject(INVALID_TOKEN);
    }
  });

  test('lets a read token read and refuses its writes with 403', async ({
    app,
    leaser: { client },
    seller,
  }) => {
    const { listing } = await createIpListing(app, seller.user.id);
    await fundWallet(client, 50_000);
    const created = await createTokenFor(client, { scope: 'read' });
    expect((await callWithToken(app, created.secret, 'GET', '/api/wallet')).body).toEqual({
      balance: 50_000,
      onHoldBalance: 0,
    });
    const refused = await callWithToken(app, created.secret, 'POST', '/api/checkout', {
      itemType: 'ip',
      itemId: listing.id,
      method: 'wallet',
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'forbidden',
      title: 'Read-only API token',
      message:
        'This token can only read. Create a token with the trade scope to check out, manage orders or bid.',
    });
    expect((await callWithToken(app, created.secret, 'GET', '/api/wallet')).body.balance).toBe(50_000);
  });

  test('never reaches account security, tokens, payouts, staff or admin routes, even with the trade scope', async ({
    app,
    admin: { client },
  }) => {
    const created = await createTokenFor(client, { scope: 'trade' });
    const attempts: Array<[method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object]> = [
      ['GET', '/api/api-tokens'],
      ['POST', '/api/api-tokens', validInput],
      ['DELETE', `/api/api-tokens/${created.token.id}`],
      [
        'PUT',
        '/api/profile/password',
        { currentPassword: TEST_PASSWORD, password: 'x'.repeat(9), confirmPassword: 'x'.repeat(9) },
      ],
      ['PUT', '/api/profile', { name: 'Mallory' }],
      ['GET', '/api/mfa'],
      ['POST', '/api/mfa/enroll'],
      ['POST', '/api/auth/logout-everywhere'],
      ['POST', '/api/payouts', { amountCents: 1_000 }],
      ['GET', '/api/kyc'],
      ['GET', '/api/events'],
      ['GET', '/api/staff/users'],
      ['GET', '/api/admin/audit'],
      ['PUT', `/api/admin/users/${created.token.id}/role`, { role: 'admin' }],
    ];
    for (const [method, url, body] of attempts) {
      const response = await callWithToken(app, created.secret, method, url, body);
      expect(response.status, `${method} ${url}`).toBe(403);
      expect(response.body).toMatchObject({ title: 'Not available with an API token' });
    }
    // Nothing changed: the token still exists, the password still signs in.
    expect((await client.get('/api/api-tokens')).body.tokens).toHaveLength(1);
  });

  test('stops while the owner is suspended, and after the token expires', async ({
    app,
    db,
    leaser: { user, client },
  }) => {
    const created = await createTokenFor(client, { expiresIn: '7' });
    await db
      .update(users)
      .set({ suspendedAt: app.clock.now(), suspensionReason: 'Fraud check' })
      .where(eq(users.id, user.id));
    const suspended = await callWithToken(app, created.secret, 'GET', '/api/orders');
    expect(suspended.status).toBe(401);
    expect(suspended.body).toMatchObject(INVALID_TOKEN);
    await db.update(users).set({ suspendedAt: null, suspensionReason: null }).where(eq(users.id, user.id));
    expect((await callWithToken(app, created.secret, 'GET', '/api/orders')).status).toBe(200);

    app.clock.advance(7 * DAY);
    expect((await callWithToken(app, created.secret, 'GET', '/api/orders')).status).toBe(401);
  });

  test('lists an expired token as expired until it is revoked', async ({ app, leaser: { user, client } }) => {
    const created = await createTokenFor(client, { expiresIn: '7' });
    app.clock.advance(8 * DAY);
    // The browser session has ended meanwhile too: sign in again.
    await client.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    const [listed] = (await client.get('/api/api-tokens')).body.tokens;
    expect(listed).toMatchObject({ id: created.token.id, isExpired: true });
  });

  test('counts token requests against a per-token limit (429 with Retry-After)', async ({
    app,
    db,
    leaser: { client },
  }) => {
    const created = await createTokenFor(client);
    await db.execute(
      sql`INSERT INTO rate_limits (key, window_start, hits) VALUES (${`api-token:${created.token.id}`}, ${app.clock.now()}, 300)`,
    );
    const limited = await callWithToken(app, created.secret, 'GET', '/api/marketplace');
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    app.clock.advance(MINUTE);
    expect((await callWithToken(app, created.secret, 'GET', '/api/marketplace')).status).toBe(200);
  });
});

describe('Bearer and cookies together', () => {
  test('a forged Bearer header beside a session cookie is refused, never waved past the CSRF check', async ({
    app,
    db,
    seller,
    leaser: victim,
  }) => {
    await fundWallet(victim.client, 50_000);
    const { listing } = await createIpListing(app, seller.user.id);
    const checkout = { itemType: 'ip', itemId: listing.id, method: 'wallet' };

    for (const forged of ['nlt_' + 'B'.repeat(43), 'anything', '']) {
      const response = await victim.client.post('/api/checkout', checkout, {
        csrf: false,
        headers: { authorization: `Bearer ${forged}` },
      });
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject(INVALID_TOKEN);
    }
    // Another scheme (a proxy's Basic credentials) leaves the cookie rules as they are.
    const basic = await victim.client.post('/api/checkout', checkout, {
      csrf: false,
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(basic.status).toBe(403);
    expect(basic.body).toMatchObject({ title: 'Session check failed' });

    const [placed] = await db.select({ n: count() }).from(orders).where(eq(orders.leaserId, victim.user.id));
    expect(placed!.n).toBe(0);
  });

  test('a valid token beside a cookie acts as the token’s owner: the cookie is not read', async ({
    app,
    leaser: cookieUser,
  }) => {
    const tokenUser = await signInAs(app);
    const created = await createTokenFor(tokenUser.client, { scope: 'read' });
    const response = await cookieUser.client.get('/api/profile', {
      headers: { authorization: `Bearer ${created.secret}` },
    });
    expect(response.status).toBe(200);
    expect(response.body.email).toBe(tokenUser.user.email);
  });
});

describe('the API description', () => {
  test('documents the Bearer scheme in the OpenAPI document', async ({ app }) => {
    const response = await app.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json();
    expect(document.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    // Each operation says how it is called: nothing for a public one, the token only where one may.
    expect(document.security).toBeUndefined();
    expect(document.paths['/api/orders'].get.security).toEqual([{ session: [] }, { apiToken: [] }]);
    expect(document.paths['/api/checkout'].post.security).toEqual([
      { session: [], csrf: [] },
      { apiToken: [] },
    ]);
    expect(document.paths['/api/profile'].put.security).toEqual([{ session: [], csrf: [] }]);
    expect(document.paths['/api/marketplace'].get.security).toEqual([]);
    expect(document.paths['/api/auth/login'].post.security).toEqual([]);
  });
});
