import { describe, expect } from 'vitest';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { test } from '../../test/server-test';
import { COMPRESSION_THRESHOLD_BYTES, PRIVATE_ANSWER } from './api-answers';

describe('how API answers travel', () => {
  test('compresses a large JSON answer as the client asks, brotli first', async ({ app }) => {
    const plain = await app.app.inject({ method: 'GET', url: '/api/docs/json' });
    const brotli = await app.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);

    const gzip = await app.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  test('sends a small answer as it is', async ({ app }) => {
    const response = await app.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ ok: true });
    // Serialized once at start (decision 275), sent as any JSON answer is.
    expect(response.body).toBe('{"ok":true}');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-length']).toBe('11');
    // Served without compression's hooks (decision 275): its answer is as small as the health check's.
    const config = await app.app.inject({
      method: 'GET',
      url: '/api/config',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(config.headers['content-encoding']).toBeUndefined();
    expect(config.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES / 4);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES / 4);
  });

  test('refuses a compressed request body instead of inflating it', async ({ app }) => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(12) })),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  test('marks API answers private and unstored unless the route says otherwise', async ({
    app,
    leaser: { client },
  }) => {
    for (const url of ['/api/profile', '/api/orders', '/api/wallet']) {
      const response = await client.get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(PRIVATE_ANSWER);
    }
    expect((await app.client().get('/api/auth/session')).headers['cache-control']).toBe(PRIVATE_ANSWER);
    // A route with its own rule keeps it: the public statistics may be cached for a while.
    expect((await app.client().get('/api/public/stats')).headers['cache-control']).toMatch(
      /^public, max-age=/,
    );
  });
});
