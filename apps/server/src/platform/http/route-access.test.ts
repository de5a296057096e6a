import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app';
import { registerAuth } from '../auth/auth-plugin';

/**
 * Every route says who may call it (docs/PRODUCT.md "Roles and access"), or the server does not start.
 * Whether what a route says is right is checked elsewhere, against a table written independently of the
 * routes: `quality/authorization-matrix.test.ts` (docs/decisions/085-quality-suites.md).
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('route access declarations', () => {
  it('every API route declares who may call it', () => {
    expect(t.routeTable.length).toBeGreaterThan(10);
    expect(t.routeTable.filter((route) => route.access === 'undeclared')).toEqual([]);
  });

  it('refuses to register an API route that does not say who may call it', async () => {
    const app = Fastify();
    registerAuth(app, {
      db: t.db,
      clock: t.clock,
      sessions: { idleMinutes: 60, maxDays: 30 },
    });
    expect(() => app.get('/api/undeclared', async () => ({ ok: true }))).toThrow(
      'Route GET /api/undeclared does not declare who may call it (config.access).',
    );
    // Routes outside the API (the web app's files) need no declaration.
    expect(() => app.get('/assets/app.js', async () => '')).not.toThrow();
    await app.close();
  });
});
