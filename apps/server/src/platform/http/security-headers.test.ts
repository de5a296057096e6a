import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { test } from '../../test/server-test';
import { createTestApp, createTestWebDist, type TestApp } from '../../test/test-app';
import { DATA_CONTENT_SECURITY_POLICY } from './security-headers';

/**
 * Every answer of the server carries security headers (docs/decisions/309): the API's JSON the data
 * headers, the web app's pages and files and the API's documents Helmet's whole set.
 */
describe('security headers on every answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDist: createTestWebDist() });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['/api/health', '/api/nothing-here', '/api/auth/session'])(
    'sends the data headers with %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-type']).toMatch(/json/);
      expect(response.headers['content-security-policy']).toBe(DATA_CONTENT_SECURITY_POLICY);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cache-control']).toBe('private, no-store');
    },
  );

  it.each(['/', '/marketplace', '/favicon.svg', '/api/docs'])(
    'sends the page headers with %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const policy = response.headers['content-security-policy'];
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    },
  );
});

test('answers unknown API paths and malformed bodies with the error model, never a stack trace', async ({
  app,
}) => {
  const client = app.client();
  const missing = await client.get('/api/nothing-here');
  expect(missing.status).toBe(404);
  expect(missing.body).toMatchObject({ code: 'not_found' });
  const malformed = await client.post('/api/auth/login', undefined, {
    headers: { 'content-type': 'application/json' },
  });
  expect(malformed.status).toBeLessThan(500);
  const broken = await app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json', 'x-csrf-token': 'x' },
    payload: '{"email": ',
  });
  expect(broken.statusCode).toBeGreaterThanOrEqual(400);
  expect(broken.statusCode).toBeLessThan(500);
  expect(broken.body).not.toMatch(/at .*\.(ts|js):\d+/);
});
