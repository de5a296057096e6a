import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestWebDist, type TestApp } from '../../test/test-app';
import { signInAs } from '../../test/factories';
import { callWithToken, createTokenFor } from '../../test/api-token-helpers';

/**
 * What an address nothing is registered for answers (docs/ARCHITECTURE.md "Web pages"): an app page
 * gets index.html with 200 (HEAD too), any other address the app's not-found page with 404, a
 * missing file name (/auctions.bak, /.env, /auctions~) 404 JSON so nobody takes it for a real file
 * (npm run scan), a known path asked with another method 405 with Allow, and an unknown API path 404
 * whatever the credentials.
 */
describe('addresses nothing is registered for', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDist: createTestWebDist() });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['/', '/marketplace', '/auction/6f1c2b1e-0000-4000-8000-000000000000', '/verify-loa/NL-ABCD-EFGH'])(
    'serves the app at %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url: `${url}?from=scan.test` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    },
  );

  it('serves a file that exists', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it.each([
    '/auctions.bak',
    '/.auctions.swp',
    '/auctions~',
    '/.env',
    '/.git/config',
    '/index.html.old',
    '/backup.zip',
  ])('answers a missing file %s with 404', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('pages and methods', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDist: createTestWebDist() });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['/', '/login', '/verify-email?token=abc', '/verify-loa/NL-ABCD-EFGH', '/orders/123/'])(
    'answers HEAD %s like GET, without a body',
    async (url) => {
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toMatch(/^text\/html/);
      expect(head.body).toBe('');
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    },
  );

  it.each(['/no-such-page', '/auction', '/orders/123/extra', '/admin/users'])(
    'answers %s with the app and 404, so it renders its not-found page',
    async (url) => {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({ method, url });
        expect(response.statusCode, method).toBe(404);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
      }
    },
  );

  it('answers another method on a page with 405 and Allow', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/login' });
    expect(response.statusCode).toBe(405);
    expect(response.headers['allow']).toBe('GET, HEAD');
  });

  it('answers a wrong method on an API path with 405, naming the methods it answers', async () => {
    const login = await t.client().get('/api/auth/login');
    expect(login.status).toBe(405);
    expect(login.headers['allow']).toBe('POST');
    expect(login.body).toEqual({
      code: 'method_not_allowed',
      title: 'Method not allowed',
      message: 'This address answers POST only.',
    });
    const health = await t.client().delete('/api/health');
    expect(health.status).toBe(405);
    expect(health.headers['allow']).toBe('GET, HEAD');
    // Signed in and without a CSRF token: still 405, not a CSRF refusal.
    const { client } = await signInAs(t);
    const withoutCsrf = await client.put('/api/auth/logout', {}, { csrf: false });
    expect(withoutCsrf.status).toBe(405);
  });

  it('sends a read with a slash too many to the one spelling, and refuses a write so spelled', async () => {
    for (const [url, location] of [
      ['/api/docs/', '/api/docs'],
      ['/api/health/?probe=1', '/api/health?probe=1'],
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(308);
      expect(response.headers['location']).toBe(location);
    }
    const write = await t.client().post('/api/auth/login/', {});
    expect(write.status).toBe(400);
    expect(write.body).toMatchObject({ code: 'bad_request', title: expect.any(String) });
  });

  it('answers errors of the API documentation in the one error shape', async () => {
    const response = await t.client().get('/api/docs/%6Ason');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'bad_request', title: expect.any(String) });
  });

  it('answers an unknown API path with 404 whatever the credentials', async () => {
    const { client } = await signInAs(t);
    const created = await createTokenFor(client, { scope: 'read' });
    const answers = [
      await t.client().get('/api/no-such-thing'),
      await client.post('/api/no-such-thing', {}),
      await callWithToken(t, created.secret, 'GET', '/api/no-such-thing'),
      await callWithToken(t, created.secret, 'POST', '/api/orders/typo'),
      await callWithToken(t, 'nlt_not-a-real-token', 'GET', '/api/no-such-thing'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 'not_found', title: 'Not found' });
    }
    expect((await client.post('/api/no-such-thing', {}, { csrf: false })).status).toBe(404);
  });

  it('answers an address the router cannot decode with 400 in the one error shape', async () => {
    for (const url of ['/api/orders/%%32', '/api/marketplace/server-packages/1.2.3.4%%32F33', '/login%%']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json()).toEqual({
        code: 'bad_request',
        title: 'Invalid address',
        message: 'Send the request to the plain address: no encoded letters, dot segments or extra slashes.',
      });
    }
  });
});
