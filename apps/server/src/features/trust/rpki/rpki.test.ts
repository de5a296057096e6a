import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { parseVrpJson, type Vrp } from '@netlease/shared/rpki';
import { queryRows } from '../../../platform/db/database';
import { rpkiSourceState, rpkiVrps } from '../../../platform/db/schema/index';
import { parseEnv } from '../../../platform/env';
import { HOUR, MINUTE } from '../../../platform/clock';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signInAs } from '../../../test/factories';
import { DEMO_VRP_FILE, rpkiSourceFromEnv, vrpSourceAt, type VrpSource } from './rpki-source';
import { refreshRpkiVrps, type RefreshOptions } from './rpki.jobs';
import { findRoasStillAuthorising, getRouteOriginState, getRpkiSourceStatus } from './rpki.service';

/**
 * RPKI data (docs/PRODUCT.md "RPKI data", docs/decisions/231-rpki-data.md) against a VRP server run
 * by this test on 127.0.0.1: nothing leaves the machine, and no test waits for real time.
 */

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

let t: TestApp;
let server: http.Server;
let handler: Handler;
/** Every request the VRP server saw, with its headers. */
let seen: http.IncomingHttpHeaders[];
let baseUrl: string;
let logged: string[];

beforeAll(async () => {
  t = await createTestApp();
  server = http.createServer((request, response) => {
    seen.push(request.headers);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});
beforeEach(async () => {
  seen = [];
  logged = [];
  await t.db.delete(rpkiSourceState);
  await t.db.delete(rpkiVrps);
  // Each test starts well past the last one's runs (a run within 5 minutes of the last is skipped).
  t.clock.advance(HOUR);
});

const options: RefreshOptions = { log: (line) => logged.push(line) };
const httpSource = (pathname = '/vrps.json'): VrpSource => vrpSourceAt(`${baseUrl}${pathname}`);
const refresh = (source: VrpSource | null = httpSource(), extra: RefreshOptions = {}) =>
  refreshRpkiVrps(t.ctx, source, { ...options, ...extra });

/** rpki-client -j output (the AS as a number, metadata and ASPAs beside). */
function rpkiClientJson(vrps: Vrp[]) {
  return JSON.stringify({
    metadata: { buildmachine: 'validator.example.net', generated: 1768477924, roas: vrps.length },
    roas: vrps.map((vrp) => ({ ...vrp, ta: 'ripe', expires: 1768564324 })),
    aspas: [],
    bgpsec_keys: [],
  });
}
/** Routinator --format json output (the AS as "AS64500"). */
function routinatorJson(vrps: Vrp[]) {
  return JSON.stringify({
    metadata: { generated: 1768477924, generatedTime: '2026-01-15T11:52:04Z' },
    roas: vrps.map((vrp) => ({
      asn: `AS${vrp.asn}`,
      prefix: vrp.prefix,
      maxLength: vrp.maxLength,
      ta: 'arin',
    })),
  });
}

const SET_A: Vrp[] = [
  { prefix: '192.0.2.0/24', maxLength: 24, asn: 64500 },
  { prefix: '198.51.100.0/22', maxLength: 24, asn: 64501 },
  { prefix: '203.0.113.0/24', maxLength: 24, asn: 0 },
  { prefix: '2001:db8:100::/40', maxLength: 48, asn: 64500 },
];
const SET_B: Vrp[] = [
  { prefix: '192.0.2.0/24', maxLength: 24, asn: 64502 },
  { prefix: '198.18.0.0/15', maxLength: 24, asn: 64500 },
];
const LAST_MODIFIED = 'Thu, 15 Jan 2026 11:52:04 GMT';

/** Answers the body with an ETag, or 304 when the request names that ETag. */
function serveVersion(body: string, etag: string): Handler {
  return (request, response) => {
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, { ETag: etag }).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': 'application/json',
      ETag: etag,
      'Last-Modified': LAST_MODIFIED,
    });
    response.end(body);
  };
}

async function storedVrps(): Promise<Vrp[]> {
  return t.db
    .select({
      prefix: sql<string>`${rpkiVrps.prefix}::text`,
      maxLength: rpkiVrps.maxLength,
      asn: rpkiVrps.asn,
    })
    .from(rpkiVrps)
    .orderBy(asc(rpkiVrps.prefix), asc(rpkiVrps.asn));
}
const sorted = (vrps: Vrp[]) => [...vrps].sort((a, b) => a.prefix.localeCompare(b.prefix) || a.asn - b.asn);
const byPrefix = (vrps: Vrp[]) => sorted(vrps).map((vrp) => `${vrp.prefix} ${vrp.maxLength} AS${vrp.asn}`);
async function storedState() {
  const [state] = await t.db.select().from(rpkiSourceState);
  return state;
}
const stateOf = (prefix: string, originAsn: number) =>
  getRouteOriginState(t.db, t.clock, { prefix, originAsn }).then((answer) => answer.state);

describe('refreshing from an http source', () => {
  it('loads the set on the first run and stores its ETag and Last-Modified', async () => {
    handler = serveVersion(rpkiClientJson(SET_A), '"v1"');
    expect(await refresh()).toBe('loaded');
    expect(seen).toHaveLength(1);
    expect(seen[0]!['if-none-match']).toBeUndefined();
    expect(byPrefix(await storedVrps())).toEqual(byPrefix(SET_A));
    const state = await storedState();
    expect(state).toMatchObject({
      source: `${baseUrl}/vrps.json`,
      etag: '"v1"',
      lastModified: LAST_MODIFIED,
      vrpCount: 4,
      lastError: null,
    });
    expect(state!.fetchedAt).toEqual(t.clock.now());
    expect(state!.loadedAt).toEqual(t.clock.now());
    expect(await stateOf('192.0.2.0/24', 64500)).toBe('valid');
    expect(await stateOf('198.51.101.0/24', 64501)).toBe('valid');
    expect(await stateOf('198.51.100.0/25', 64501)).toBe('invalid');
    expect(await stateOf('203.0.113.0/24', 64500)).toBe('invalid');
    expect(await stateOf('198.18.0.0/24', 64500)).toBe('not_found');
    expect(await stateOf('2001:db8:100::/48', 64500)).toBe('valid');
    expect(logged).toEqual([]);
  });

  it('asks with If-None-Match next time: a 304 only moves fetched_at', async () => {
    handler = serveVersion(rpkiClientJson(SET_A), '"v1"');
    await refresh();
    const loadedAt = t.clock.now();
    t.clock.advance(10 * MINUTE);
    expect(await refresh()).toBe('unchanged');
    expect(seen).toHaveLength(2);
    expect(seen[1]!['if-none-match']).toBe('"v1"');
    expect(seen[1]!['if-modified-since']).toBe(LAST_MODIFIED);
    expect(byPrefix(await storedVrps())).toEqual(byPrefix(SET_A));
    const state = await storedState();
    expect(state!.fetchedAt).toEqual(t.clock.now());
    expect(state!.loadedAt).toEqual(loadedAt);
    expect(state!.etag).toBe('"v1"');
  });

  it('leaves the source alone when it was asked less than 5 minutes ago (another instance did)', async () => {
    handler = serveVersion(rpkiClientJson(SET_A), '"v1"');
    await refresh();
    t.clock.advance(4 * MINUTE);
    expect(await refresh()).toBe('skipped');
    expect(seen).toHaveLength(1);
  });

  it('replaces the whole set when the file changes, Routinator’s shape as well', async () => {
    handler = serveVersion(rpkiClientJson(SET_A), '"v1"');
    await refresh();
    t.clock.advance(10 * MINUTE);
    handler = serveVersion(routinatorJson(SET_B), '"v2"');
    expect(await refresh()).toBe('loaded');
    expect(seen[1]!['if-none-match']).toBe('"v1"');
    expect(byPrefix(await storedVrps())).toEqual(byPrefix(SET_B));
    expect(await storedState()).toMatchObject({ etag: '"v2"', vrpCount: 2, loadedAt: t.clock.now() });
    expect(await stateOf('192.0.2.0/24', 64500)).toBe('invalid');
    expect(await stateOf('198.18.4.0/24', 64500)).toBe('valid');
    expect(await stateOf('2001:db8:100::/48', 64500)).toBe('not_found');
  });

  it('keeps loaded_at when a new version holds the same VRPs (in another order, with duplicates)', async () => {
    handler = serveVersion(rpkiClientJson(SET_A), '"v1"');
    await refresh();
    const loadedAt = t.clock.now();
    t.clock.advance(10 * MINUTE);
    handler = serveVersion(routinatorJson([...SET_A].reverse().concat(SET_A[0]!)), '"v2"');
    expect(await refresh()).toBe('unchanged');
    const state = await storedState();
    expect(state).toMatchObject({ etag: '"v2"', vrpCount: 4, loadedAt, fetchedAt: t.clock.now() });
    expect(await storedVrps()).toHaveLength(4);
  });

  it.each([
    ['not JSON', '<html><body>Service Unavailable</body></html>', /^not VRP JSON: not JSON/],
    ['JSON without roas', '{"vrps": []}', /^not VRP JSON: not a VRP file: it has no "roas" array$/],
    [
      'one bad entry among good ones',
      JSON.stringify({ roas: [...SET_B, { prefix: '198.51.100.1/24', maxLength: 24, asn: 1 }] }),
      /^not VRP JSON: roas\[2\]: prefix "198.51.100.1\/24" has host bits set/,
    ],
  ])(
    'keeps the last good set when the new file is %s, records the error and logs one line',
    async (_, body, reason) => {
      handler = serveVersion(rpkiClientJson(SET_A), '"v1"');
      await refresh();
      const confirmedAt = t.clock.now();
      t.clock.advance(10 * MINUTE);
      handler = serveVersion(body, '"v2"');
      expect(await refresh()).toBe('failed');
      expect(byPrefix(await storedVrps())).toEqual(byPrefix(SET_A));
      const state = await storedState();
      expect(state!.lastError).toMatch(reason);
      expect(state).toMatchObject({
        etag: '"v1"',
        vrpCount: 4,
        fetchedAt: confirmedAt,
        lastErrorAt: t.clock.now(),
      });
      expect(logged).toHaveLength(1);
      expect(logged[0]).toContain(`RPKI VRPs not refreshed from ${baseUrl}/vrps.json: not VRP JSON`);
      expect(logged[0]).toContain(`keeping the 4 VRPs confirmed at ${confirmedAt.toISOString()}`);
      expect(await stateOf('192.0.2.0/24', 64500)).toBe('valid');

      // The next good answer clears the error.
      t.clock.advance(10 * MINUTE);
      handler = serveVersion(rpkiClientJson(SET_B), '"v3"');
      expect(await refresh()).toBe('loaded');
      expect(await storedState()).toMatchObject({ lastError: null, lastErrorAt: null, etag: '"v3"' });
    },
  );

  it('keeps the set and records the error when the source answers HTTP 500', async () => {
    handler = serveVersion(rpkiClientJson(SET_A), '"v1"');
    await refresh();
    t.clock.advance(10 * MINUTE);
    handler = (_request, response) => response.writeHead(500).end('{"roas": []}');
    expect(await refresh()).toBe('failed');
    expect(byPrefix(await storedVrps())).toEqual(byPrefix(SET_A));
    expect((await storedState())!.lastError).toBe('HTTP 500 Internal Server Error');
    expect(logged).toEqual([expect.stringContaining('HTTP 500 Internal Server Error; keeping the 4 VRPs')]);
  });

  it('keeps the set and records the error when the source is unreachable (a closed local port)', async () => {
    // Connection: close, so the next request opens a connection (refused) instead of reusing one.
    const serve = serveVersion(rpkiClientJson(SET_A), '"v1"');
    const flaky = http.createServer((request, response) =>
      serve(request, response.setHeader('Connection', 'close')),
    );
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    const source = vrpSourceAt(`http://127.0.0.1:${(flaky.address() as AddressInfo).port}/vrps.json`);
    expect(await refresh(source)).toBe('loaded');
    flaky.closeAllConnections();
    await new Promise((resolve) => flaky.close(resolve));

    t.clock.advance(10 * MINUTE);
    expect(await refresh(source)).toBe('failed');
    expect((await storedState())!.lastError).toMatch(/^the source did not answer \(.*ECONNREFUSED/);
    expect(byPrefix(await storedVrps())).toEqual(byPrefix(SET_A));
    expect(await stateOf('192.0.2.0/24', 64500)).toBe('valid');
    expect(logged).toEqual([expect.stringMatching(/ECONNREFUSED.*; keeping the 4 VRPs confirmed at/)]);

    // Another address is another source: its failure leaves nothing of the first one's set in force.
    t.clock.advance(10 * MINUTE);
    expect(await refresh(httpSource('/missing.json'), { maxBytes: 0 })).toBe('failed');
    expect(await t.db.select().from(rpkiSourceState)).toHaveLength(1);
    expect(await storedVrps()).toEqual([]);
    expect(await stateOf('192.0.2.0/24', 64500)).toBe('unknown');
  });

  it('refuses an answer past the size cap, declared or streamed, and keeps the set', async () => {
    handler = serveVersion(rpkiClientJson(SET_A), '"v1"');
    await refresh();
    const big = rpkiClientJson(SET_B);
    t.clock.advance(10 * MINUTE);
    handler = serveVersion(big, '"v2"');
    expect(await refresh(httpSource(), { maxBytes: big.length - 1 })).toBe('failed');
    expect((await storedState())!.lastError).toMatch(/^the file is larger than/);
    t.clock.advance(10 * MINUTE);
    // No Content-Length: the body is counted as it arrives.
    handler = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' });
      response.write(big.slice(0, 20));
      response.end(big.slice(20));
    };
    expect(await refresh(httpSource(), { maxBytes: big.length - 1 })).toBe('failed');
    expect((await storedState())!.lastError).toMatch(/^the file is larger than/);
    expect(byPrefix(await storedVrps())).toEqual(byPrefix(SET_A));
  });

  it('gives up on an answer cut short by the deadline and keeps the set', async () => {
    handler = serveVersion(rpkiClientJson(SET_A), '"v1"');
    await refresh();
    t.clock.advance(10 * MINUTE);
    // Headers and half a body, then nothing: the deadline ends it (stood in for by an abort).
    const deadline = new AbortController();
    handler = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write('{"roas": [', () =>
        deadline.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
      );
    };
    expect(await refresh(httpSource(), { signal: deadline.signal })).toBe('failed');
    expect((await storedState())!.lastError).toBe('no complete answer within 30 s');
    expect(byPrefix(await storedVrps())).toEqual(byPrefix(SET_A));
  });

  it('reads unknown once the data was last confirmed more than 24 hours ago', async () => {
    handler = serveVersion(rpkiClientJson(SET_A), '"v1"');
    await refresh();
    const confirmedAt = t.clock.now().toISOString();
    t.clock.advance(23 * HOUR);
    expect(await getRouteOriginState(t.db, t.clock, { prefix: '192.0.2.0/24', originAsn: 64500 })).toEqual({
      state: 'valid',
      dataAsOf: confirmedAt,
    });
    t.clock.advance(2 * HOUR);
    expect(await getRouteOriginState(t.db, t.clock, { prefix: '192.0.2.0/24', originAsn: 64500 })).toEqual({
      state: 'unknown',
      dataAsOf: confirmedAt,
    });
    // A source that keeps failing leaves it unknown; a 304 makes it current again.
    handler = (_request, response) => response.writeHead(503).end();
    expect(await refresh()).toBe('failed');
    expect(await stateOf('192.0.2.0/24', 64500)).toBe('unknown');
    t.clock.advance(10 * MINUTE);
    handler = serveVersion(rpkiClientJson(SET_A), '"v1"');
    expect(await refresh()).toBe('unchanged');
    expect(await stateOf('192.0.2.0/24', 64500)).toBe('valid');
  });

  it('leaves one consistent set when two refreshes run at once and get different files', async () => {
    const second =
      process.env.TEST_DATABASE === 'postgres'
        ? await createTestApp({ sameDatabaseAs: t, clock: t.clock })
        : t;
    try {
      // Both requests are held until both have arrived, then one gets set A, the other set B.
      const bodies = [
        { body: rpkiClientJson(SET_A), etag: '"a"' },
        { body: routinatorJson(SET_B), etag: '"b"' },
      ];
      const waiting: http.ServerResponse[] = [];
      handler = (_request, response) => {
        waiting.push(response);
        if (waiting.length < 2) return;
        waiting.forEach((held, index) =>
          held.writeHead(200, { ETag: bodies[index]!.etag }).end(bodies[index]!.body),
        );
      };
      const results = await Promise.all([
        refreshRpkiVrps(t.ctx, httpSource(), options),
        refreshRpkiVrps(second.ctx, httpSource(), options),
      ]);
      expect(results).toEqual(['loaded', 'loaded']);
      const state = (await t.db.select().from(rpkiSourceState))!;
      expect(state).toHaveLength(1);
      const expected = state[0]!.etag === '"a"' ? SET_A : SET_B;
      expect(byPrefix(await storedVrps())).toEqual(byPrefix(expected));
      expect(state[0]!.vrpCount).toBe(expected.length);
    } finally {
      if (second !== t) await second.close();
    }
  });
});

describe('without a source', () => {
  it('sends nothing, forgets what was loaded and reads unknown', async () => {
    handler = serveVersion(rpkiClientJson(SET_A), '"v1"');
    await refresh();
    t.clock.advance(10 * MINUTE);
    const notDemo = { ...t.ctx, env: { ...t.ctx.env, DEMO_MODE: false, RPKI_VRP_URL: undefined } };
    expect(rpkiSourceFromEnv(notDemo.env)).toBeNull();
    expect(await refreshRpkiVrps(notDemo)).toBe('no_source');
    expect(seen).toHaveLength(1);
    expect(await storedVrps()).toEqual([]);
    expect(await getRouteOriginState(t.db, t.clock, { prefix: '192.0.2.0/24', originAsn: 64500 })).toEqual({
      state: 'unknown',
      dataAsOf: null,
    });
    expect(await getRpkiSourceStatus(t.db)).toEqual({
      configured: false,
      dataAsOf: null,
      vrpCount: 0,
      lastError: null,
      lastErrorAt: null,
    });
    expect(await refreshRpkiVrps(notDemo)).toBe('no_source');
    expect(seen).toHaveLength(1);
  });

  it('reads unknown while a configured source never loaded', async () => {
    handler = (_request, response) => response.writeHead(404).end();
    expect(await refresh()).toBe('failed');
    expect(logged).toEqual([
      `RPKI VRPs not refreshed from ${baseUrl}/vrps.json: HTTP 404 Not Found; no RPKI data loaded yet`,
    ]);
    expect(await getRouteOriginState(t.db, t.clock, { prefix: '192.0.2.0/24', originAsn: 64500 })).toEqual({
      state: 'unknown',
      dataAsOf: null,
    });
    expect(await getRpkiSourceStatus(t.db)).toMatchObject({ configured: true, dataAsOf: null, vrpCount: 0 });
  });
});

describe('a file source', () => {
  it('reads a path or a file:// URL, and reads it again only when its time or size changes', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'netlease-rpki-'));
    const file = path.join(folder, 'vrps.json');
    writeFileSync(file, rpkiClientJson(SET_A));
    const relative = vrpSourceAt('vrps.json', folder);
    expect(relative).toMatchObject({ kind: 'file', path: file, key: `file:${file}` });
    expect(vrpSourceAt(pathToFileURL(file).href)).toEqual(relative);

    expect(await refresh(relative)).toBe('loaded');
    expect(byPrefix(await storedVrps())).toEqual(byPrefix(SET_A));
    expect((await storedState())!.etag).toMatch(/^mtime=\d+ size=\d+$/);
    t.clock.advance(10 * MINUTE);
    expect(await refresh(relative)).toBe('unchanged');
    expect((await storedState())!.fetchedAt).toEqual(t.clock.now());

    t.clock.advance(10 * MINUTE);
    writeFileSync(file, routinatorJson(SET_B));
    utimesSync(file, new Date('2026-02-01T00:00:00Z'), new Date('2026-02-01T00:00:00Z'));
    expect(await refresh(relative)).toBe('loaded');
    expect(byPrefix(await storedVrps())).toEqual(byPrefix(SET_B));

    t.clock.advance(10 * MINUTE);
    expect(await refresh(vrpSourceAt(path.join(folder, 'missing.json')))).toBe('failed');
    expect((await storedState())!.lastError).toMatch(/^cannot read .*missing\.json \(ENOENT\)$/);
  });

  it('ships a demo file that a demo server reads: valid, invalid and not found all show', async () => {
    const source = rpkiSourceFromEnv({ DEMO_MODE: true, RPKI_VRP_URL: undefined });
    expect(source).toMatchObject({ kind: 'file', path: DEMO_VRP_FILE });
    expect(t.ctx.env.DEMO_MODE).toBe(true);
    expect(await refreshRpkiVrps(t.ctx, undefined, options)).toBe('loaded');
    expect((await storedState())!.source).toBe(source!.key);
    // The demo lease (198.51.100.0/24 for the leaser's AS64500), the auction's block under AS 0.
    expect(await stateOf('198.51.100.0/24', 64500)).toBe('valid');
    expect(await stateOf('198.18.1.0/24', 64500)).toBe('valid');
    // The Dallas starter /24s may be announced by the leaser's AS64500 (the browser test leases one).
    expect(await stateOf('198.18.13.0/24', 64500)).toBe('valid');
    expect(await stateOf('198.18.9.0/24', 64500)).toBe('invalid');
    expect(await stateOf('192.0.2.0/24', 64501)).toBe('valid');
    expect(await stateOf('192.0.2.0/24', 64500)).toBe('invalid');
    expect(await stateOf('203.0.113.0/24', 64500)).toBe('invalid');
    expect(await stateOf('198.19.0.0/20', 64500)).toBe('not_found');
    expect(await stateOf('2001:db8:100::/40', 64501)).toBe('valid');
    expect(await stateOf('2001:db8:200::/40', 64500)).toBe('not_found');
    expect(logged).toEqual([]);
    const parsed = parseVrpJson(readFileSync(DEMO_VRP_FILE, 'utf8'));
    expect(parsed.ok && parsed.vrps.length).toBe(8);
  });
});

describe('ROAs still authorising a former lessee', () => {
  it('lists the VRPs of that AS covering the range or inside it, never AS 0 or another AS', async () => {
    const vrps: Vrp[] = [
      { prefix: '198.51.100.0/22', maxLength: 22, asn: 64500 },
      { prefix: '198.51.100.0/24', maxLength: 24, asn: 64500 },
      { prefix: '198.51.100.128/25', maxLength: 25, asn: 64500 },
      { prefix: '198.51.100.0/24', maxLength: 24, asn: 64501 },
      { prefix: '198.51.100.0/24', maxLength: 24, asn: 0 },
      { prefix: '198.51.101.0/24', maxLength: 24, asn: 64500 },
      { prefix: '2001:db8::/32', maxLength: 48, asn: 64500 },
    ];
    handler = serveVersion(rpkiClientJson(vrps), '"v1"');
    await refresh();
    expect(await findRoasStillAuthorising(t.db, { prefix: '198.51.100.0/24', asn: 64500 })).toEqual([
      { prefix: '198.51.100.0/22', maxLength: 22, asn: 64500 },
      { prefix: '198.51.100.0/24', maxLength: 24, asn: 64500 },
      { prefix: '198.51.100.128/25', maxLength: 25, asn: 64500 },
    ]);
    expect(await findRoasStillAuthorising(t.db, { prefix: '198.51.100.0/24', asn: 0 })).toEqual([]);
    expect(await findRoasStillAuthorising(t.db, { prefix: '2001:db8:1::/48', asn: 64500 })).toEqual([
      { prefix: '2001:db8::/32', maxLength: 48, asn: 64500 },
    ]);
    expect(await findRoasStillAuthorising(t.db, { prefix: '203.0.113.0/24', asn: 64500 })).toEqual([]);
  });

  it('refuses a prefix that is not a network', async () => {
    await expect(findRoasStillAuthorising(t.db, { prefix: '198.51.100.1/24', asn: 64500 })).rejects.toThrow(
      RangeError,
    );
    await expect(getRouteOriginState(t.db, t.clock, { prefix: 'nonsense', originAsn: 1 })).rejects.toThrow(
      RangeError,
    );
  });

  it('can read only the candidate rows, through the GiST index', async () => {
    // A few rows would be scanned anyway: with scans off, the plan shows the index serves >>= and &&.
    const plans = await t.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const plan = (where: ReturnType<typeof sql>) =>
        queryRows<{ 'QUERY PLAN': string }>(tx, sql`EXPLAIN SELECT * FROM rpki_vrps WHERE ${where}`);
      return [
        await plan(sql`prefix >>= '198.51.100.0/24'::cidr`),
        await plan(sql`prefix && '198.51.100.0/24'::cidr AND asn = 64500`),
      ];
    });
    for (const plan of plans) {
      expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toMatch(
        /Index.* Scan .*rpki_vrps_prefix_idx/,
      );
    }
  });
});

describe('GET /api/admin/rpki', () => {
  it('shows admins whether the data is configured, current and loading', async () => {
    const admin = await signInAs(t, { role: 'admin' });
    const empty = await admin.client.get('/api/admin/rpki');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      configured: false,
      dataAsOf: null,
      isStale: true,
      vrpCount: 0,
      lastError: null,
      lastErrorAt: null,
    });

    handler = serveVersion(rpkiClientJson(SET_A), '"v1"');
    await refresh();
    const confirmedAt = t.clock.now().toISOString();
    expect((await admin.client.get('/api/admin/rpki')).body).toEqual({
      configured: true,
      dataAsOf: confirmedAt,
      isStale: false,
      vrpCount: 4,
      lastError: null,
      lastErrorAt: null,
    });

    t.clock.advance(25 * HOUR);
    handler = (_request, response) => response.writeHead(502, 'Bad Gateway').end();
    await refresh();
    // Signed in again: the session ended in the meantime.
    const later = await signInAs(t, { role: 'admin' });
    expect((await later.client.get('/api/admin/rpki')).body).toEqual({
      configured: true,
      dataAsOf: confirmedAt,
      isStale: true,
      vrpCount: 4,
      lastError: 'HTTP 502 Bad Gateway',
      lastErrorAt: t.clock.now().toISOString(),
    });
  });

  it('refuses visitors (401) and other roles (403)', async () => {
    expect((await t.client().get('/api/admin/rpki')).status).toBe(401);
    for (const role of ['leaser', 'monetizer', 'staff'] as const) {
      const { client } = await signInAs(t, { role });
      expect((await client.get('/api/admin/rpki')).status).toBe(403);
    }
  });
});

describe('RPKI_VRP_URL', () => {
  const base = { NODE_ENV: 'test' };
  it.each([
    'https://rpki.example.net/vrps.json',
    'http://127.0.0.1:8323/json',
    'file:///var/lib/rpki-client/json',
    '/var/lib/rpki-client/json',
    'data/vrps.json',
  ])('accepts %s', (value) => {
    expect(parseEnv({ ...base, RPKI_VRP_URL: value }).RPKI_VRP_URL).toBe(value);
  });

  it.each(['ftp://rpki.example.net/vrps.json', 'http://', 'file://otherhost/vrps.json', 'rsync://x/y'])(
    'refuses %s',
    (value) => {
      expect(() => parseEnv({ ...base, RPKI_VRP_URL: value })).toThrow(/RPKI_VRP_URL: must be an http/);
    },
  );

  it('names sources without their credentials or query', () => {
    const source = vrpSourceAt('https://user:secret@rpki.example.net/vrps.json?token=abc');
    expect(source).toMatchObject({ kind: 'http', key: 'https://rpki.example.net/vrps.json?…' });
    expect(JSON.stringify(source.label)).not.toContain('secret');
  });
});
