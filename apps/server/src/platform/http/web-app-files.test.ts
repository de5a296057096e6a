import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/test-app';
import { IMMUTABLE_ASSET, REVALIDATE } from './web-app-files';

const SCRIPT = `export const message = ${JSON.stringify('lease an address block '.repeat(200))};\n`;
const PAGE = `<!doctype html><title>Netlease</title><script type="module" src="/assets/index-abc123.js"></script>${' '.repeat(2000)}`;

/**
 * The built web app as the server sends it: the precompressed copy the browser asks for (brotli
 * first, then gzip, else the file itself), `Vary: Accept-Encoding`, hashed assets cached for a year
 * and index.html revalidated, on its own address and as the single-page app fallback.
 */
describe('web app files', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'netlease-web-files-'));
    const webDist = path.join(dataDir, 'web');
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    const write = (name: string, text: string) => {
      writeFileSync(path.join(webDist, name), text);
      writeFileSync(path.join(webDist, `${name}.br`), brotliCompressSync(text));
      writeFileSync(path.join(webDist, `${name}.gz`), gzipSync(text));
    };
    write('index.html', PAGE);
    write('assets/index-abc123.js', SCRIPT);
    // A file the build left uncompressed (too small to be worth it).
    writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    ({ app, close } = await createTestApp({ webDist }));
  });
  afterAll(async () => {
    await close?.();
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends a hashed script as brotli when the browser accepts it, cached for a year', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE_ASSET);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
  });

  it('sends gzip to a browser without brotli, and the file itself to one asking for neither', async () => {
    const gzipped = await get('/assets/index-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);
    expect(gzipped.headers['cache-control']).toBe(IMMUTABLE_ASSET);

    const plain = await get('/assets/index-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE_ASSET);
  });

  it.each(['/', '/index.html', '/marketplace', '/auctions?status=live'])(
    'sends the page at %s compressed and always revalidated',
    async (url) => {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe(REVALIDATE);
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(PAGE);
    },
  );

  it('sends a file without a compressed copy as it is, revalidated', async () => {
    const response = await get('/favicon.svg', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(REVALIDATE);
  });

  it('gives the compressed copies no address of their own', async () => {
    for (const url of ['/assets/index-abc123.js.br', '/assets/index-abc123.js.gz', '/index.html.br']) {
      expect((await get(url, 'br')).statusCode).toBe(404);
    }
  });
});
