import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';
import { buildApp } from '../app';
import { createTestClock } from '../platform/clock';
import { openDatabase } from '../platform/db/database';
import { parseEnv } from '../platform/env';
import { createLocalStorage } from '../platform/storage/storage';

export const REPO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The checked-in artefacts, relative to the repository: the document and the types generated from it. */
export const OPENAPI_ARTIFACTS = {
  document: 'openapi.json',
  types: 'apps/server/src/test/generated/netlease-api.d.ts',
} as const;

/**
 * The OpenAPI document of the server as it is deployed (docs/decisions/257-openapi-artifact.md):
 * NODE_ENV=production with demo mode off, so no demo or test route is in it, and card payments
 * through Stripe, so the processor's webhook is. The Stripe keys are placeholders: the server builds
 * its Stripe client from them, which makes no request; no mail server listens at SMTP_URL, and none is
 * needed: building the document sends no mail. The database is an empty in-memory PGlite: building the document reads
 * nothing from it.
 */
export async function buildProductionDocument(): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'netlease-openapi-'));
  const handle = await openDatabase({ kind: 'pglite' });
  const env = parseEnv({
    NODE_ENV: 'production',
    DEMO_MODE: 'false',
    LOG_LEVEL: 'silent',
    INVOICE_ISSUER_NAME: 'Netlease',
    INVOICE_ISSUER_ADDRESS: 'Netlease',
    INVOICE_ISSUER_COUNTRY: 'NL',
    INVOICE_VAT_RATE: '21',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    MAIL_FROM: 'Netlease <no-reply@netlease.example>',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://netlease.example',
    CARD_GATEWAY: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_openapidocument',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_openapidocument',
    STRIPE_WEBHOOK_SECRET: 'whsec_openapidocument',
  });
  const { app } = await buildApp({
    env,
    handle,
    clock: createTestClock(),
    storage: createLocalStorage(path.join(dataDir, 'files')),
    serveWeb: false,
  });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The document's top-level fields in the order people read them. */
const TOP_LEVEL_ORDER = ['openapi', 'info', 'servers', 'security', 'tags', 'paths', 'components'];
const METHOD_ORDER = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function sortedBy<T>(record: Record<string, T>, rank: (key: string) => number = () => 0) {
  const keys = Object.keys(record).sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(keys.map((key) => [key, record[key]!]));
}
const rankIn = (order: string[]) => (key: string) =>
  order.includes(key) ? order.indexOf(key) : order.length;

type Json = Record<string, unknown>;

/**
 * The document with its maps in a stable order: paths by address, methods as OpenAPI lists them,
 * answers by status, components by name. The order of registration (which moves whenever a route
 * file does) no longer shows, so the file changes only where the API does. What a route declares
 * (the order of an operation's fields, of a schema's properties) stays as written.
 */
export function withStableKeys(document: Json): Json {
  const paths = sortedBy(document.paths as Record<string, Json>);
  for (const [address, item] of Object.entries(paths)) {
    const methods = sortedBy(item, rankIn(METHOD_ORDER));
    for (const [method, operation] of Object.entries(methods)) {
      const responses = (operation as Json).responses as Json | undefined;
      if (responses) methods[method] = { ...(operation as Json), responses: sortedBy(responses) };
    }
    paths[address] = methods;
  }
  const components = document.components
    ? Object.fromEntries(
        Object.entries(sortedBy(document.components as Record<string, Json>)).map(([kind, entries]) => [
          kind,
          sortedBy(entries),
        ]),
      )
    : undefined;
  return sortedBy({ ...document, paths, ...(components ? { components } : {}) }, rankIn(TOP_LEVEL_ORDER));
}

async function formatted(text: string, file: string) {
  const options = await prettier.resolveConfig(path.join(REPO_DIR, file));
  return prettier.format(text, { ...options, filepath: path.join(REPO_DIR, file) });
}

/**
 * The text of each artefact as `npm run openapi` writes it: the document (stable key order,
 * formatted as the repository formats JSON, trailing newline) and the TypeScript `paths` and
 * `components` generated from it by openapi-typescript, for openapi-fetch clients.
 */
export async function renderOpenApiArtifacts(
  document?: Record<string, unknown>,
): Promise<Record<keyof typeof OPENAPI_ARTIFACTS, string>> {
  const stable = withStableKeys(document ?? (await buildProductionDocument()));
  const json = await formatted(`${JSON.stringify(stable, null, 2)}\n`, OPENAPI_ARTIFACTS.document);
  const ast = await openapiTS(JSON.parse(json) as never, { silent: true });
  const header =
    '/**\n * Generated from openapi.json by `npm run openapi` (openapi-typescript). Do not edit by hand.\n */\n\n';
  const types = await formatted(header + astToString(ast), OPENAPI_ARTIFACTS.types);
  return { document: json, types };
}
