import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('sends the security headers on every answer', async () => {
  const response = await t.client().get('/api/health');
  expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
});

it('answers unknown API paths and malformed bodies with the error model, never a stack trace', async () => {
  const client = t.client();
  const missing = await client.get('/api/nothing-here');
  expect(missing.status).toBe(404);
  expect(missing.body).toMatchObject({ code: 'not_found' });
  const malformed = await client.post('/api/auth/login', undefined, {
    headers: { 'content-type': 'application/json' },
  });
  expect(malformed.status).toBeLessThan(500);
  const broken = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json', 'x-csrf-token': 'x' },
    payload: '{"email": ',
  });
  expect(broken.statusCode).toBeGreaterThanOrEqual(400);
  expect(broken.statusCode).toBeLessThan(500);
  expect(broken.body).not.toMatch(/at .*\.(ts|js):\d+/);
});
