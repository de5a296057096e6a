import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestApp, type TestApp } from '../test/test-app';
import { startFakeStripe, type FakeStripe } from '../features/commerce/card-payments/fake-stripe';

/**
 * A capability counts when a person can reach it from the screens (docs/ARCHITECTURE.md
 * "Contracts"): every /api route has a caller in the web app, or says in its own declaration
 * (`config.machineOnly`) which program calls it instead and why. A route added without a screen, or
 * a screen removed while its route stays, fails here.
 */

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Where callers are found: the web app's code, and the links the server hands the web app in its
 * answers (a letter's `loaUrl`, a ticket attachment's `url`, the seller's geofeed path), which
 * packages/shared builds for both.
 */
const WEB_SOURCES = source('../../../web/src/');
const CALLER_SOURCES = [WEB_SOURCES, source('../../../../packages/shared/src/')];
/** The route declarations (and their `/api/${string}` type) name every path; they call nothing. */
const DECLARATIONS = new Set([
  source('../../../../packages/shared/src/routes'),
  source('../../../../packages/shared/src/api-route.ts'),
]);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (DECLARATIONS.has(path)) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** One API path the code names, and the methods the file that names it sends. */
interface Call {
  path: RegExp;
  methods: Set<string>;
}

/** The text with each template placeholder `${…}` (nested ones included) written as `${}`. */
function withEmptyPlaceholders(text: string): string {
  let result = '';
  for (let at = 0; at < text.length; at++) {
    if (text[at] !== '$' || text[at + 1] !== '{') {
      result += text[at];
      continue;
    }
    let depth = 1;
    at += 2;
    while (at < text.length && depth > 0) {
      if (text[at] === '{') depth++;
      if (text[at] === '}') depth--;
      at++;
    }
    at--;
    result += '${}';
  }
  return result;
}

/**
 * The API calls the code names: each string or template literal that starts with /api/, where each
 * `${…}` stands for one path segment or none (a query string is dropped), and a template that starts
 * with a placeholder (`${base}/status`) continues each /api literal of its file. A file's methods are
 * the quoted method names it contains (`method: 'POST'`), and always GET: the api folders keep one
 * call per file, so a path and its method sit side by side.
 */
function codeCalls(): Call[] {
  const literal = /(['"`])((?:\/api\/|\$\{\}\/)[^'"`\s]*)\1/g;
  const calls: Call[] = [];
  for (const file of CALLER_SOURCES.flatMap(sourceFiles)) {
    const text = withEmptyPlaceholders(readFileSync(file, 'utf8'));
    const methods = new Set(['GET', ...[...text.matchAll(/'(POST|PUT|PATCH|DELETE)'/g)].map((m) => m[1]!)]);
    const paths = [...text.matchAll(literal)].map((match) => match[2]!.split('?')[0]!);
    const bases = paths.filter((path) => path.startsWith('/api/'));
    const continued = paths
      .filter((path) => path.startsWith('${}/'))
      .flatMap((tail) => bases.map((base) => base + tail.slice(3)));
    for (const path of [...bases, ...continued]) {
      const pattern = path
        .split('${}')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*');
      calls.push({ path: new RegExp(`^${pattern}$`), methods });
    }
  }
  return calls;
}

/**
 * The declared routes the web app calls: each `<group>Routes.<operationId>` its code names (a
 * declaration's key is its operationId, packages/shared/src/routes/routes.test.ts).
 */
function namedOperations(): Set<string> {
  const named = new Set<string>();
  for (const file of sourceFiles(WEB_SOURCES)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\b\w+Routes\.(\w+)\b/g)) named.add(match[1]!);
  }
  return named;
}

/** A route path as a sample request path: each `:param` becomes one segment. */
const samplePath = (url: string) => url.replace(/:(\w+)(\.\w+)?/g, 'x$2');

describe('route callers', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let calls: Call[];
  let operations: Set<string>;
  beforeAll(async () => {
    // With every optional route there: Stripe's webhook, the demo routes and the test hooks.
    stripe = await startFakeStripe();
    t = await createTestApp({ stripe: { env: stripe.env, client: stripe.client }, testControl: true });
    calls = codeCalls();
    operations = namedOperations();
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  it('reads the web app and the routes', () => {
    expect(operations.size).toBeGreaterThan(100);
    expect(t.routeTable.length).toBeGreaterThan(100);
  });

  const isCalled = (route: { method: string; url: string; operationId: string | undefined }) =>
    (route.operationId !== undefined && operations.has(route.operationId)) ||
    calls.some((call) => call.methods.has(route.method) && call.path.test(samplePath(route.url)));

  it('gives every route a caller in the web app or a reason why a program calls it instead', () => {
    const uncalled = t.routeTable
      .filter((route) => !route.machineOnly)
      .filter((route) => !isCalled(route))
      .map((route) => `${route.method} ${route.url}`);
    expect(uncalled).toEqual([]);
  });

  it('keeps machine-only reasons for routes no screen calls', () => {
    const called = t.routeTable
      .filter((route) => route.machineOnly)
      .filter(isCalled)
      .map((route) => `${route.method} ${route.url}`);
    expect(called).toEqual([]);
  });

  it('gives a reason, not just a flag', () => {
    const terse = t.routeTable
      .filter((route) => route.machineOnly !== undefined && route.machineOnly.trim().length < 15)
      .map((route) => `${route.method} ${route.url}`);
    expect(terse).toEqual([]);
  });
});
