import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signInAs } from '../../test/factories';
import type { ApiClient } from '../../test/api-client';

/**
 * Generated from the server's own route table: every private route refuses a visitor (401) and
 * every role-restricted route refuses the roles it does not admit (403). A route added without an
 * access rule cannot even be registered (the server refuses to start).
 */
let t: TestApp;
let clients: Record<'visitor' | 'leaser' | 'monetizer' | 'staff' | 'admin', ApiClient>;

beforeAll(async () => {
  t = await createTestApp();
  clients = {
    visitor: t.client(),
    leaser: (await signInAs(t, { role: 'leaser' })).client,
    monetizer: (await signInAs(t, { role: 'monetizer' })).client,
    staff: (await signInAs(t, { role: 'staff' })).client,
    admin: (await signInAs(t, { role: 'admin' })).client,
  };
});
afterAll(async () => {
  await t.close();
});

const REFUSED: Record<string, Array<keyof typeof clients>> = {
  user: ['visitor'],
  monetizer: ['visitor', 'leaser', 'staff', 'admin'],
  staff: ['visitor', 'leaser', 'monetizer'],
  admin: ['visitor', 'leaser', 'monetizer', 'staff'],
  'pending-mfa': ['visitor'],
};

const fillPath = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

describe('route access', () => {
  it('every API route declares who may call it', () => {
    expect(t.routeTable.length).toBeGreaterThan(10);
    expect(t.routeTable.filter((route) => route.access === 'undeclared')).toEqual([]);
  });

  it('refuses every forbidden caller of every route', async () => {
    const failures: string[] = [];
    for (const route of t.routeTable) {
      for (const who of REFUSED[route.access] ?? []) {
        const client = clients[who];
        const path = fillPath(route.url);
        const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
        const response =
          method === 'GET'
            ? await client.get(path)
            : method === 'DELETE'
              ? await client.delete(path)
              : await client[method === 'POST' ? 'post' : method === 'PUT' ? 'put' : 'patch'](path, {});
        const expected = who === 'visitor' ? 401 : 403;
        if (response.status !== expected)
          failures.push(`${route.method} ${route.url} as ${who}: ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
