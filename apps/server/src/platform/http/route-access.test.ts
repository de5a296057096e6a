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
    const notDeclared =
      'Route GET /api/undeclared is not registered from a declaration in packages/shared/src/routes (serve()).';
    expect(() => app.get('/api/undeclared', async () => ({ ok: true }))).toThrow(notDeclared);
    // Saying who may call it is not enough: what a token needs comes from the declaration too.
    expect(() =>
      app.get('/api/undeclared', { config: { access: 'user' } }, async () => ({ ok: true })),
    ).toThrow(notDeclared);
    // Routes outside the API (the web app's files) need no declaration.
    expect(() => app.get('/assets/app.js', async () => '')).not.toThrow();
    await app.close();
  });
});
