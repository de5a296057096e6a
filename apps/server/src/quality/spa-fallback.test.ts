import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../test/test-app';

/**
 * The web app fallback (npm run scan, wapiti "backup" module): an app path gets index.html, but a
 * missing file name (/auctions.bak, /.env, /auctions~) is a 404, so nobody takes it for a real file.
 */
describe('single-page app fallback', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'netlease-spa-'));
    const webDist = path.join(dataDir, 'web');
    mkdirSync(webDist);
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Netlease</title>');
    writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    ({ app, close } = await createTestApp({ webDist }));
  });
  afterAll(async () => {
    await close?.();
  });

  it.each(['/', '/marketplace', '/auction/6f1c2b1e-0000-4000-8000-000000000000', '/verify-loa/NL-ABCD-EFGH'])(
    'serves the app at %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url: `${url}?from=scan.test` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    },
  );

  it('serves a file that exists', async () => {
    expect((await app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
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
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});
