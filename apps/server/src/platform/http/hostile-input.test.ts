import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signInAs } from '../../test/factories';
import type { ApiClient } from '../../test/api-client';
import { queryRows } from '../db/database';

/**
 * Property-based: generated and hostile bodies, query strings, path parameters and headers sent to
 * every route of the route table never produce a 5xx or a stack trace, and a refused request
 * changes no data.
 */
let t: TestApp;
let clients: Record<'visitor' | 'leaser' | 'admin', ApiClient>;

// Tables whose rows legitimately change on a refused request (counters, session sliding, events).
const VOLATILE_TABLES = new Set(['rate_limits', 'sessions', 'schema_migrations', 'live_events']);

async function fingerprint(): Promise<string> {
  const tables = await queryRows<{ table_name: string }>(
    t.db,
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const parts = tables
    .filter((table) => !VOLATILE_TABLES.has(table.table_name))
    .map(
      (table) =>
        `SELECT '${table.table_name}' AS name, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS digest FROM "${table.table_name}" x`,
    );
  const rows = await queryRows<{ name: string; digest: string }>(t.db, sql.raw(parts.join(' UNION ALL ')));
  return rows
    .map((row) => `${row.name}:${row.digest}`)
    .sort()
    .join(',');
}

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '../../../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    '<script>alert(1)</script>',
    '${7*7}{{7*7}}',
    '\u0000\u202e\uffff',
    '%00',
    'NaN',
    '-1',
    '1e309',
    '9'.repeat(40),
    'a'.repeat(5000),
    '00000000-0000-4000-8000-000000000000',
    '::1/0',
    '0.0.0.0/0',
  ),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);
const hostileBody = fc.oneof(
  fc.dictionary(
    fc.oneof(
      fc.constantFrom(
        'email',
        'password',
        'amount',
        'id',
        'title',
        'status',
        'role',
        'userId',
        'price',
        '__proto__',
        'constructor',
      ),
      fc.string({ maxLength: 12 }),
    ),
    hostileValue,
    { maxKeys: 6 },
  ),
  fc.array(hostileValue, { maxLength: 3 }),
);

beforeAll(async () => {
  t = await createTestApp();
  clients = {
    visitor: t.client(),
    leaser: (await signInAs(t, { role: 'leaser' })).client,
    admin: (await signInAs(t, { role: 'admin' })).client,
  };
});
afterAll(async () => {
  await t.close();
});

describe('hostile input on every route', () => {
  it('never answers 5xx, never leaks a stack trace, and a refused request changes nothing', async () => {
    const routes = t.routeTable.filter(
      (route) => route.url !== '/api/events' && !route.url.startsWith('/api/test/'),
    );
    const failures: string[] = [];
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom<'visitor' | 'leaser' | 'admin'>('visitor', 'leaser', 'admin'),
          hostileString,
          hostileBody,
          fc.dictionary(
            fc.constantFrom('page', 'q', 'type', 'sort', 'status', 'from', 'to', 'id'),
            hostileString,
            { maxKeys: 3 },
          ),
          fc.constantFrom<Record<string, string>>(
            {},
            { 'content-type': 'text/plain' },
            { 'idempotency-key': "' OR 1=1" },
            { 'last-event-id': '-5' },
          ),
          async (who, param, body, query, headers) => {
            const path = route.url.replace(/:[A-Za-z]+/g, encodeURIComponent(param) || 'x');
            const search = new URLSearchParams(query).toString();
            const url = search ? `${path}?${search}` : path;
            const client = clients[who];
            const before = route.method === 'GET' ? '' : await fingerprint();
            const response =
              route.method === 'GET'
                ? await client.get(url, { headers })
                : route.method === 'DELETE'
                  ? await client.delete(url, { headers })
                  : await client[
                      route.method === 'PUT' ? 'put' : route.method === 'PATCH' ? 'patch' : 'post'
                    ](url, body as never, { headers });
            const text = typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
            if (response.status >= 500)
              failures.push(`${route.method} ${url} as ${who}: ${response.status} ${text.slice(0, 200)}`);
            if (/\bat [\w.<>]+ \(?[^)]*\.(ts|js):\d+/.test(text))
              failures.push(`${route.method} ${url}: stack trace in body`);
            if (route.method !== 'GET' && response.status >= 400 && (await fingerprint()) !== before) {
              failures.push(
                `${route.method} ${url} as ${who}: refused (${response.status}) but data changed`,
              );
            }
          },
        ),
        { numRuns: 6, seed: 20261122 },
      );
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
