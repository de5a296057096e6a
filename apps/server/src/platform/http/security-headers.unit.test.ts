import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DATA_CONTENT_SECURITY_POLICY, registerSecurityHeaders } from './security-headers';

/** A Fastify with the headers registered as app.ts does, and one answer of each kind. */
async function appWithHeaders(strictTransportSecurity: boolean) {
  const app = Fastify({ logger: false });
  await registerSecurityHeaders(app, {
    contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
    strictTransportSecurity,
  });
  app.get('/data', async () => ({ ok: true }));
  app.get('/problem', async (_request, reply) =>
    reply.type('application/problem+json').send(JSON.stringify({ title: 'No' })),
  );
  app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html>'));
  app.get('/file', async (_request, reply) => reply.type('application/pdf').send(Buffer.from('%PDF-1.7')));
  app.get('/untyped', async (_request, reply) => reply.send(Buffer.from('bytes')));
  return app;
}

describe('security headers by what an answer is', () => {
  it('gives JSON the data headers: nothing may load, nothing may frame it, no sniffing', async () => {
    const app = await appWithHeaders(false);
    for (const url of ['/data', '/problem']) {
      const { headers } = await app.inject({ method: 'GET', url });
      expect(headers['content-security-policy'], url).toBe(DATA_CONTENT_SECURITY_POLICY);
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['x-frame-options'], url).toBe('DENY');
      // A page's headers mean nothing for data and are not sent with it.
      expect(headers['cross-origin-opener-policy'], url).toBeUndefined();
      expect(headers['referrer-policy'], url).toBeUndefined();
      expect(headers['strict-transport-security'], url).toBeUndefined();
    }
    await app.close();
  });

  it("gives whatever a browser may render Helmet's whole set, the page's policy over the data's", async () => {
    const app = await appWithHeaders(false);
    for (const url of ['/page', '/file', '/untyped']) {
      const { headers } = await app.inject({ method: 'GET', url });
      expect(headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(headers['referrer-policy'], url).toBe('no-referrer');
      expect(headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
    await app.close();
  });

  it('sends HSTS with data and pages alike when the site is served over HTTPS', async () => {
    const app = await appWithHeaders(true);
    for (const url of ['/data', '/page']) {
      const { headers } = await app.inject({ method: 'GET', url });
      expect(headers['strict-transport-security'], url).toMatch(/^max-age=\d+/);
    }
    await app.close();
  });
});
