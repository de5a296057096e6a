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
 * changes no data. A second property sends, in bulk (10,000 requests a run, on each database),
 * values that pass a format check and still name nothing (2026-13-45, 0000-00-00, 2026-02-30, ids
 * beyond 2^53, negative pages, cursors holding impossible instants) through percent-encoded and
 * dot-segment spellings of every path: each must be a 4xx, never a 5xx.
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

/** Values with the right shape and no meaning: the kind a format check lets through to the database. */
const base64url = (text: string) => Buffer.from(text).toString('base64url');
const twoDigits = (value: number) => String(value).padStart(2, '0');
/** Days that match YYYY-MM-DD but do not exist, or that no database column stores. */
const impossibleDay = fc.oneof(
  fc.constantFrom(
    '2026-13-45',
    '0000-00-00',
    '0000-01-01',
    '2026-02-30',
    '2025-02-29',
    '2026-00-10',
    '99999-01-01',
    '9999-12-31',
    '1899-12-31',
    '-0001-01-01',
  ),
  fc
    .tuple(fc.integer({ min: 0, max: 99_999 }), fc.nat(99), fc.nat(99))
    .map(([year, month, day]) => `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}`),
);
/** Instants JavaScript parses and PostgreSQL refuses, or that do not exist. */
const impossibleInstant = fc.constantFrom(
  '0000-01-01T00:00:00.000Z',
  '2026-02-30T10:00:00Z',
  '2026-13-01T25:61:61.000Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '+010000-01-01T00:00:00.000Z',
);
/** Numbers: huge, negative, beyond 2^53, in other notations. */
const impossibleNumber = fc.oneof(
  fc.constantFrom(
    '0',
    '-0',
    '-1',
    '-9007199254740993',
    '9007199254740993',
    '18446744073709551616',
    '9'.repeat(40),
    '1e21',
    '1e309',
    '-1e309',
    '0x7fffffff',
    '1_000',
    '\u0661\u0662\u0663',
    'Infinity',
    'NaN',
    '1.5',
    '000000000000000000001',
  ),
  fc.integer({ min: -100, max: 100 }).map(String),
  fc.bigInt({ min: 2n ** 53n, max: 2n ** 80n }).map((value) => (value % 2n ? '-' : '') + String(value)),
);
/** Ids: uuid-shaped but impossible, out-of-range numbers, malformed CIDRs and AS numbers. */
const impossibleId = fc.oneof(
  fc.constantFrom(
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '00000000-0000-0000-0000-000000000000',
    '------------------------------------',
    'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
    '300.1.2.3/24',
    '1.2.3.4/33',
    '::/129',
    '2001:db8::/999',
    'AS4294967296',
    '4294967296',
  ),
  impossibleNumber,
);
/** Paging cursors ("instant|id", base64url) holding impossible instants or ids. */
const impossibleCursor = fc
  .tuple(fc.oneof(impossibleInstant, impossibleDay), fc.oneof(fc.uuid(), impossibleId))
  .map(([at, id]) => base64url(`${at}|${id}`));
const impossibleValue = fc.oneof(
  impossibleDay,
  impossibleInstant,
  impossibleNumber,
  impossibleId,
  impossibleCursor,
);

/** A value for a named field or query parameter: an impossible one of the kind its name suggests. */
function impossibleFor(name: string): fc.Arbitrary<string> {
  if (/cursor/i.test(name)) return impossibleCursor;
  if (/^(from|to)$|date|day|At$|time/i.test(name)) return fc.oneof(impossibleDay, impossibleInstant);
  if (/(^id|Id)$/.test(name)) return impossibleId;
  if (
    /page|size|days|weeks|cents|count|amount|price|month|year|limit|prefix|quantity|eventid|rating|score/i.test(
      name,
    )
  )
    return impossibleNumber;
  return impossibleValue;
}
/** In a JSON body, numbers too: JSON carries them beyond what a safe integer holds. */
const impossibleJsonNumber = fc.constantFrom(
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  -0,
  0.1,
  -1,
  1.5,
);

/** Parameter names any route might read, besides its own. */
const COMMON_QUERY_KEYS = ['page', 'pageSize', 'from', 'to', 'cursor', 'status', 'days', 'lastEventId'];
const COMMON_BODY_FIELDS = ['amountCents', 'id', 'itemId', 'startAt', 'endAt', 'page', 'quantity'];

/** Each route's own query and body field names, read from the OpenAPI document the server builds. */
let routeFields: Map<string, { query: string[]; body: string[] }>;
async function readRouteFields(app: TestApp['app']) {
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Array<{ in: string; name: string }>;
          requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
        }
      >
    >;
  };
  const fields = new Map<string, { query: string[]; body: string[] }>();
  for (const [openApiPath, operations] of Object.entries(document.paths)) {
    const url = openApiPath.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(operations)) {
      fields.set(`${method.toUpperCase()} ${url}`, {
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      });
    }
  }
  return fields;
}

/**
 * Spellings of one path a router, a proxy or a security check may each read differently: an
 * escaped letter (`/%61pi/...`), dot segments, doubled or encoded slashes, a trailing slash, a
 * `;param`, another case. Whatever the server makes of them, it answers without a 5xx.
 */
const PATH_SPELLINGS = [
  'plain',
  'escape-one',
  'escape-one-lower',
  'dot-segment',
  'dot-dot-segment',
  'encoded-dots',
  'double-slash',
  'encoded-slash',
  'trailing-slash',
  'semicolon',
  'upper-case',
  'backslash',
] as const;
function spellPath(path: string, spelling: (typeof PATH_SPELLINGS)[number], at: number): string {
  const slashes = [...path.matchAll(/\//g)].map((match) => match.index);
  const slash = slashes[at % slashes.length] ?? 0;
  const letters = [...path.matchAll(/[A-Za-z0-9]/g)].map((match) => match.index);
  const letter = letters[at % letters.length] ?? 1;
  const escaped = (lower: boolean) => {
    const hex = path.charCodeAt(letter).toString(16).padStart(2, '0');
    return `${path.slice(0, letter)}%${lower ? hex.toLowerCase() : hex.toUpperCase()}${path.slice(letter + 1)}`;
  };
  switch (spelling) {
    case 'plain':
      return path;
    case 'escape-one':
      return escaped(false);
    case 'escape-one-lower':
      return escaped(true);
    case 'dot-segment':
      return `${path.slice(0, slash)}/.${path.slice(slash)}`;
    case 'dot-dot-segment':
      return `${path.slice(0, slash)}/x/..${path.slice(slash)}`;
    case 'encoded-dots':
      return `${path.slice(0, slash)}/%2e%2E/api${path.slice(slash)}`;
    case 'double-slash':
      return `${path.slice(0, slash)}/${path.slice(slash)}`;
    case 'encoded-slash':
      return slash === 0 ? path : `${path.slice(0, slash)}%2F${path.slice(slash + 1)}`;
    case 'trailing-slash':
      return `${path}/`;
    case 'semicolon':
      return `${path};jsessionid=1`;
    case 'upper-case':
      return path.toUpperCase();
    case 'backslash':
      return slash === 0 ? path : `${path.slice(0, slash)}\\${path.slice(slash + 1)}`;
  }
}

/**
 * Requests of the bulk run: 10,000 on PGlite, which every `npm test` runs; a quarter of them again on
 * PostgreSQL (the same routes and generators, another seed share), which keeps the whole CI run short.
 */
const BULK_REQUESTS = process.env.TEST_DATABASE === 'postgres' ? 2_500 : 10_000;

beforeAll(async () => {
  t = await createTestApp();
  clients = {
    visitor: t.client(),
    leaser: (await signInAs(t, { role: 'leaser' })).client,
    admin: (await signInAs(t, { role: 'admin' })).client,
  };
  routeFields = await readRouteFields(t.app);
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

describe('format-valid impossible values and other spellings of every path', () => {
  it(`answers ${BULK_REQUESTS} or more of them with 4xx or success, never 5xx or a stack trace`, async () => {
    const routes = t.routeTable.filter(
      (route) => route.url !== '/api/events' && !route.url.startsWith('/api/test/'),
    );
    const runsPerRoute = Math.ceil(BULK_REQUESTS / routes.length);
    const failures: string[] = [];
    let sent = 0;
    const statuses = new Map<number, number>();
    const started = Date.now();

    for (const route of routes) {
      const own = routeFields.get(`${route.method} ${route.url}`) ?? { query: [], body: [] };
      const queryKey = fc.oneof(
        ...(own.query.length ? [{ arbitrary: fc.constantFrom(...own.query), weight: 3 }] : []),
        { arbitrary: fc.constantFrom(...COMMON_QUERY_KEYS), weight: 1 },
      );
      const bodyField = fc.oneof(
        ...(own.body.length ? [{ arbitrary: fc.constantFrom(...own.body), weight: 3 }] : []),
        { arbitrary: fc.constantFrom(...COMMON_BODY_FIELDS), weight: 1 },
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom<'visitor' | 'leaser' | 'admin'>('visitor', 'leaser', 'admin'),
          fc.array(impossibleId, { minLength: 3, maxLength: 3 }),
          fc.array(
            queryKey.chain((key) => impossibleFor(key).map((value) => [key, value] as [string, string])),
            { maxLength: 4 },
          ),
          fc
            .array(
              bodyField.chain((field) =>
                fc
                  .oneof(impossibleFor(field), impossibleJsonNumber)
                  .map((value) => [field, value] as [string, string | number]),
              ),
              { maxLength: 5 },
            )
            .map((entries) => Object.fromEntries(entries)),
          // Most requests take the path as written, to reach the handler; the rest respell it.
          fc.oneof(
            { arbitrary: fc.constant('plain' as const), weight: 3 },
            { arbitrary: fc.constantFrom(...PATH_SPELLINGS), weight: 2 },
          ),
          fc.nat(),
          async (who, params, query, body, spelling, at) => {
            let index = 0;
            const filled = route.url.replace(/:[A-Za-z]+/g, () => encodeURIComponent(params[index++ % 3]!));
            const search = new URLSearchParams(query).toString();
            const path = spellPath(filled, spelling, at);
            const url = search ? `${path}?${search}` : path;
            const client = clients[who];
            const response =
              route.method === 'GET'
                ? await client.get(url)
                : route.method === 'DELETE'
                  ? await client.delete(url)
                  : await client[
                      route.method === 'PUT' ? 'put' : route.method === 'PATCH' ? 'patch' : 'post'
                    ](url, body);
            sent += 1;
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
            // Per-address limits would soon answer 429 before any validation runs: start them afresh.
            if (sent % 40 === 0) await t.db.execute(sql`DELETE FROM rate_limits`);
            const text = typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
            if (response.status >= 500)
              failures.push(`${route.method} ${url} as ${who}: ${response.status} ${text.slice(0, 200)}`);
            if (/\bat [\w.<>]+ \(?[^)]*\.(ts|js):\d+/.test(text))
              failures.push(`${route.method} ${url}: stack trace in body`);
          },
        ),
        { numRuns: runsPerRoute, seed: 20260213 },
      );
      // A generated request may have signed a client out (logout, sign out everywhere): sign in again.
      for (const who of ['leaser', 'admin'] as const) {
        if (!(await clients[who].get('/api/auth/session')).body.user)
          clients[who] = (await signInAs(t, { role: who })).client;
      }
    }

    const seconds = Math.round((Date.now() - started) / 1000);
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
    console.info(
      `hostile input, impossible values: ${sent} requests to ${routes.length} routes in ${seconds} s (${byStatus.join(', ')})`,
    );
    expect(sent).toBeGreaterThanOrEqual(BULK_REQUESTS);
    expect(failures).toEqual([]);
  }, 900_000);
});

describe('a hand-made paging cursor', () => {
  it('holding an instant the database cannot store, or no uuid, starts from the top instead of a 500', async () => {
    const cursor = (text: string) => Buffer.from(text).toString('base64url');
    for (const text of [
      '0000-01-01T00:00:00.000Z|00000000-0000-4000-8000-000000000000',
      '+275760-09-13T00:00:00.000Z|00000000-0000-4000-8000-000000000000',
      '2026-01-01T00:00:00.000Z|------------------------------------',
    ]) {
      const response = await clients.leaser.get(`/api/wallet/transactions?cursor=${cursor(text)}`);
      expect(response.status, text).toBe(200);
      expect(Array.isArray(response.body.items)).toBe(true);
    }
  });
});
