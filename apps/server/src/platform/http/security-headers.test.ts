import { expect } from 'vitest';
import { test } from '../../test/server-test';

test('sends the security headers on every answer', async ({ app }) => {
  const response = await app.client().get('/api/health');
  expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
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
