import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from '../platform/env';
import { buildApp, type BuildAppOptions } from '../app';
import { createTestClock, type TestClock } from '../platform/clock';
import type { Mailer, MailMessage } from '../platform/mail/mailer';
import { createLocalStorage } from '../platform/storage/storage';
import { openSharedTestDatabase, openTestDatabase } from './test-databases';
import { createApiClient } from './api-client';

/**
 * A whole server on a database of its own in the migrated template's state, with an injected clock
 * and a mailer that keeps what it sends. Tests talk to it through `app.inject` like a browser would.
 */
export async function createTestApp(
  options: {
    demoMode?: boolean;
    start?: Date;
    /** Card payments through Stripe: CARD_GATEWAY and STRIPE_* settings, and a client for a local fake. */
    stripe?: { env: Record<string, string>; client: NonNullable<BuildAppOptions['stripeClient']> };
    sameDatabaseAs?: { databaseUrl?: string };
    clock?: TestClock;
    /** Storage settings (STORAGE_DRIVER and S3_*) for a server whose files go to a test bucket. */
    storageEnv?: Record<string, string>;
    /** A built web app's folder to serve, as production does (otherwise the API alone). */
    webDist?: string;
    /** The browser tests' hooks (TEST_CONTROL), which move a clock of their own instead of `clock`. */
    testControl?: boolean;
    /** The reverse proxies in front (TRUST_PROXY), as a deployment behind one sets them. */
    trustProxy?: string;
    /** Keeps the server's warning and error log lines in `logged` (otherwise it logs nothing). */
    keepWarnings?: boolean;
  } = {},
) {
  // A second instance on the same PostgreSQL database, as when several servers run (docs/ARCHITECTURE.md).
  const sharedUrl = options.sameDatabaseAs?.databaseUrl;
  const handle = sharedUrl ? await openSharedTestDatabase(sharedUrl) : await openTestDatabase();
  const clock = options.clock ?? createTestClock(options.start);
  const sentMail: MailMessage[] = [];
  const mailer: Mailer = { send: async (message) => void sentMail.push(message) };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'netlease-test-'));
  const logged: Array<Record<string, unknown>> = [];
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: options.keepWarnings ? 'warn' : 'silent',
    DATA_DIR: dataDir,
    DEMO_MODE: options.demoMode === false ? 'false' : 'true',
    ...options.stripe?.env,
    PUBLIC_URL: 'http://localhost:3000',
    ...options.storageEnv,
    ...(options.webDist ? { WEB_DIST_DIR: options.webDist } : {}),
    ...(options.testControl ? { TEST_CONTROL: 'true' } : {}),
    ...(options.trustProxy ? { TRUST_PROXY: options.trustProxy } : {}),
  });
  const { app, ctx, routeTable } = await buildApp({
    env,
    handle,
    clock: options.testControl ? undefined : clock,
    stripeClient: options.stripe?.client,
    mailer,
    // With storage settings the server builds its storage from them, as it does in production.
    storage: options.storageEnv ? undefined : createLocalStorage(path.join(dataDir, 'files')),
    serveWeb: Boolean(options.webDist),
    logStream: { write: (line) => void logged.push(JSON.parse(line) as Record<string, unknown>) },
  });
  await app.ready();
  return {
    app,
    ctx,
    routeTable,
    logged,
    databaseUrl: 'url' in handle ? (handle.url as string | undefined) : sharedUrl,
    db: ctx.db,
    clock,
    sentMail,
    client: (clientOptions?: Parameters<typeof createApiClient>[1]) => createApiClient(app, clientOptions),
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A built web app of two files (index.html and favicon.svg) for `createTestApp({ webDist })`. */
export function createTestWebDist(): string {
  const webDist = path.join(mkdtempSync(path.join(tmpdir(), 'netlease-web-')), 'web');
  mkdirSync(webDist);
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Netlease</title>');
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return webDist;
}

/**
 * Two servers on one PostgreSQL database sharing a clock, as when several instances run
 * (docs/ARCHITECTURE.md); with `catalogueCache`, both keep catalogue answers (off in tests otherwise).
 */
export async function createTwoInstances(options: { catalogueCache?: boolean } = {}) {
  const a = await createTestApp();
  const b = await createTestApp({ sameDatabaseAs: a, clock: a.clock });
  if (options.catalogueCache) for (const instance of [a, b]) instance.ctx.env.CATALOGUE_CACHE = true;
  return {
    a,
    b,
    async close() {
      await b.close();
      await a.close();
    },
  };
}

/** The link mailed last to `to`, as a path with its query (e.g. /verify-email?token=...). */
export function lastMailedLink(testApp: TestApp, to: string): { path: string; token: string } {
  const message = [...testApp.sentMail].reverse().find((mail) => mail.to === to);
  const match = message?.text.match(/http:\/\/localhost:3000(\/[\w-]+\?token=([\w-]+))/);
  if (!match) throw new Error(`No link was mailed to ${to}`);
  return { path: match[1]!, token: match[2]! };
}
