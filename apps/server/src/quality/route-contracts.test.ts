import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ROUTE_GROUPS } from '@netlease/shared/routes/index';
import { createTestApp, type TestApp } from '../test/test-app';
import { STRIPE_WEBHOOK_PATH } from '../features/commerce/card-payments/card-payments.routes';
import { startFakeStripe, type FakeStripe } from '../features/commerce/card-payments/fake-stripe';

/**
 * The API contract lives in packages/shared (docs/ARCHITECTURE.md "Contracts"): every API route
 * declares the zod schemas of its parameters, query, body and success reply, and every one of those
 * schemas is one that packages/shared exports, the same object the web app imports. A route that
 * declares a schema of its own (`params: z.object({ id: z.uuid() })` in a routes file) fails here,
 * so the web and the OpenAPI document can never drift from what the server checks.
 */

const MULTIPART = 'a multipart upload form, read and checked by readMultipartForm, not a JSON body';
const ACTION = 'an action the path names in full; there is nothing to send';

/** POST, PUT and PATCH routes that take no JSON body, each with the reason (no body schema needed). */
const NO_JSON_BODY: Record<string, string> = {
  'POST /api/ip-blocks': MULTIPART,
  'POST /api/tickets/:id/attachments': MULTIPART,
  'POST /api/kyc': MULTIPART,
  'POST /api/loas': MULTIPART,
  'POST /api/abuse/reports': MULTIPART,
  'POST /api/abuse/arf': MULTIPART,
  'POST /api/auth/logout': ACTION,
  'POST /api/auth/logout-everywhere': ACTION,
  'POST /api/notifications/:id/read': ACTION,
  'POST /api/notifications/read-all': ACTION,
  'POST /api/listings/:id/pause': ACTION,
  'POST /api/listings/:id/resume': ACTION,
  'POST /api/admin/approvals/:kind/:id/approve': ACTION,
  'POST /api/checkout/:itemType/:id/hold': ACTION,
  'POST /api/orders/:id/cancel': ACTION,
  'POST /api/orders/:id/dispute': ACTION,
  'POST /api/reverse-dns/:id/done': ACTION,
  'POST /api/reverse-dns/:id/withdraw': ACTION,
  'POST /api/abuse/cases/:id/acknowledge': ACTION,
  'POST /api/admin/payouts/:id/approve': ACTION,
  'POST /api/admin/payouts/:id/mark-paid': ACTION,
  'POST /api/auctions/:id/buy-now': "the price is the auction's Buy Now price, never taken from the request",
  'POST /api/admin/auctions/:id/approve': ACTION,
  'POST /api/mfa/enroll': 'the server makes the secret; the code comes with POST /api/mfa/confirm',
  'POST /api/admin/asns/:id/approve': ACTION,
  'POST /api/admin/loas/:id/approve': ACTION,
  'POST /api/conversations/:id/read': ACTION,
  'PUT /api/saved-listings/:kind/:id': 'saving is the PUT itself (DELETE unsaves); there is nothing to send',
  'POST /api/admin/seller-requests/:id/approve': ACTION,
  'POST /api/webhooks/:id/test': ACTION,
  'POST /api/demo/reset-users': ACTION,
  'POST /api/test/rate-limits/reset': ACTION,
  'POST /api/test/jobs/run': ACTION,
};

/** Every zod schema exported by a module of packages/shared/src (the contract). */
async function sharedSchemas(): Promise<Set<unknown>> {
  const folder = fileURLToPath(new URL('../../../../packages/shared/src/', import.meta.url));
  const modules = readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  const schemas = new Set<unknown>();
  for (const name of modules) {
    const exports = (await import(`@netlease/shared/${name.slice(0, -3)}`)) as Record<string, unknown>;
    for (const value of Object.values(exports)) if (value instanceof z.ZodType) schemas.add(value);
  }
  return schemas;
}

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const isSuccess = (status: string) => /^2\d\d$/.test(status);

describe('route contracts', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let shared: Set<unknown>;
  beforeAll(async () => {
    // With Stripe configured, in demo mode and with the browser tests' hooks, so Stripe's webhook,
    // the demo routes and the test-control routes are there too.
    stripe = await startFakeStripe();
    t = await createTestApp({ stripe: { env: stripe.env, client: stripe.client }, testControl: true });
    shared = await sharedSchemas();
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  it('collects the contract and the routes', () => {
    expect(shared.size).toBeGreaterThan(100);
    expect(t.routeTable.length).toBeGreaterThan(100);
    expect(t.routeTable.some((route) => route.url === STRIPE_WEBHOOK_PATH)).toBe(true);
    expect(t.routeTable.some((route) => route.url === '/api/test/jobs/run')).toBe(true);
  });

  it('registers every route declared in packages/shared, from its declaration', () => {
    const registered = new Map(t.routeTable.map((route) => [route.operationId, key(route)]));
    const declared = Object.values(ROUTE_GROUPS).flatMap((group) => Object.values(group));
    expect(declared.length).toBeGreaterThan(0);
    for (const route of declared)
      expect(registered.get(route.operationId)).toBe(`${route.method} ${route.path}`);
  });

  it('lists only routes that exist among the exceptions', () => {
    const routes = new Set(t.routeTable.map(key));
    const listed = Object.keys(NO_JSON_BODY);
    expect(listed.filter((route) => !routes.has(route))).toEqual([]);
  });

  it('gives every route the schemas it needs, all of them from packages/shared', () => {
    const problems: string[] = [];
    for (const route of t.routeTable) {
      const name = key(route);
      const schema = (route.schema ?? {}) as {
        params?: unknown;
        querystring?: unknown;
        body?: unknown;
        headers?: unknown;
        response?: Record<string, unknown>;
      };
      if (/:\w/.test(route.url) && !schema.params) problems.push(`${name}: no params schema`);
      if (['POST', 'PUT', 'PATCH'].includes(route.method) && !schema.body && !(name in NO_JSON_BODY))
        problems.push(`${name}: no body schema`);
      const successes = Object.keys(schema.response ?? {}).filter(isSuccess);
      if (successes.length === 0) problems.push(`${name}: no success reply schema`);
      for (const part of ['params', 'querystring', 'body', 'headers'] as const) {
        if (schema[part] && !shared.has(schema[part]))
          problems.push(`${name}: ${part} is not a shared schema`);
      }
      for (const [status, reply] of Object.entries(schema.response ?? {})) {
        // A declared route's files, empty answers and errors are made from its declaration
        // (platform/http/serve-route.ts); its JSON answers are the declaration's shared schemas.
        if (route.operationId && (!(reply instanceof z.ZodType) || reply instanceof z.ZodNull)) continue;
        if (!shared.has(reply)) problems.push(`${name}: reply ${status} is not a shared schema`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('documents every route with its schemas in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      paths: Record<
        string,
        Record<string, { parameters?: unknown[]; requestBody?: unknown; responses?: object }>
      >;
    };
    const missing: string[] = [];
    for (const route of t.routeTable) {
      const name = key(route);
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      if (!operation) {
        missing.push(`${name}: not in the document`);
        continue;
      }
      const schema = route.schema ?? {};
      if ('params' in schema && schema.params && !operation.parameters?.length)
        missing.push(`${name}: no parameters`);
      if ('body' in schema && schema.body && !operation.requestBody) missing.push(`${name}: no request body`);
      const documented = Object.keys(operation.responses ?? {}).filter(isSuccess);
      if (documented.length === 0) missing.push(`${name}: no success reply`);
    }
    expect(missing).toEqual([]);
  });
});
