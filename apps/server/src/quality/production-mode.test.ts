import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parseEnv } from '../platform/env';
import { buildApp } from '../app';
import { createTestClock } from '../platform/clock';
import { createLocalStorage } from '../platform/storage/storage';
import { mailOutbox, payments } from '../platform/db/schema/index';
import { openTestDatabase } from '../test/test-databases';
import { createApiClient } from '../test/api-client';
import { createUser, signInAs } from '../test/factories';
import type { TestApp } from '../test/test-app';
import { PRODUCTION_ENV } from '../test/production-env';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';

/**
 * The server as it is deployed: NODE_ENV=production, demo mode off, no test hooks, and mail sent
 * over SMTP (to a mail server started here). What exists only for demos and tests must not exist here: the
 * sandbox card (docs/decisions/120-two-phase-payments.md), the outbox and demo reset
 * (docs/decisions/130-demo-mode-safety.md), /api/test/*. parseEnv and buildApp are the ones `npm start`
 * uses; only the database (a fresh migrated copy) and the data folder are the test's.
 */
let production: TestApp;
let smtp: SmtpSink;
let close: () => Promise<void>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  const handle = await openTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'netlease-production-'));
  const env = parseEnv({
    ...PRODUCTION_ENV,
    DEMO_MODE: 'false',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://netlease.example',
    SMTP_URL: smtp.url,
  });
  const clock = createTestClock();
  const { app, ctx, routeTable } = await buildApp({
    env,
    handle,
    clock,
    storage: createLocalStorage(path.join(dataDir, 'files')),
    serveWeb: false,
  });
  await app.ready();
  // The factories need only the database, the clock and a client: the same shape as createTestApp's.
  production = {
    app,
    ctx,
    routeTable,
    db: ctx.db,
    clock,
    sentMail: [],
    client: (options?: { ip?: string }) => createApiClient(app, options),
  } as unknown as TestApp;
  close = async () => {
    await app.close();
    await handle.close();
    await smtp.close();
  };
});
afterAll(async () => {
  await close();
});

const TEST_CARD = {
  number: '4242424242424242',
  holderName: 'Prod User',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  country: 'us',
};

describe('a production server (NODE_ENV=production, demo mode off)', () => {
  it('is configured as deployed: no demo mode, no sandbox card, no test hooks, secure cookies', () => {
    const { env } = production.ctx;
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      DEMO_MODE: false,
      CARD_GATEWAY: 'none',
      TEST_CONTROL: false,
      COOKIE_SECURE: true,
    });
  });

  it('tells the web app that card payments are not offered', async () => {
    const config = await production.client().get('/api/config');
    expect(config.status).toBe(200);
    expect(config.body).toEqual({ demoMode: false, cardPayments: 'none' });
  });

  it('refuses a deposit by card (no card gateway configured) with 400 and moves no money', async () => {
    const { user, client } = await signInAs(production);
    const deposit = await client.post('/api/deposits', {
      amountCents: 100_000_000,
      gateway: 'card',
      card: TEST_CARD,
    });
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(400);
    expect(deposit.body).toMatchObject({ code: 'bad_request', title: 'Payment method not available' });
    expect((await client.get('/api/wallet')).body).toEqual({ balance: 0, onHoldBalance: 0 });
    expect(await production.db.select().from(payments).where(eq(payments.userId, user.id))).toEqual([]);
  });

  it('mails over SMTP, and has no demo outbox and no demo reset (404, not registered)', async () => {
    const visitor = production.client({ ip: '127.0.0.1' });
    const user = await createUser(production, { email: 'prod-reset@example.com' });
    expect((await visitor.post('/api/auth/forgot-password', { email: user.email })).status).toBe(200);
    const [mail, ...more] = smtp.received.filter((received) => received.to.includes(user.email));
    expect(more).toEqual([]);
    expect(mail!.data).toContain('https://netlease.example/reset-password?token=');
    expect(await production.db.select().from(mailOutbox)).toEqual([]);

    expect((await visitor.get('/api/demo/outbox')).status).toBe(404);
    expect((await visitor.post('/api/demo/reset-users')).status).toBe(404);
    const admin = await signInAs(production, { role: 'admin' });
    expect((await admin.client.get('/api/demo/outbox')).status).toBe(404);
    expect((await admin.client.post('/api/demo/reset-users')).status).toBe(404);
    expect(production.routeTable.some((route) => route.url.startsWith('/api/demo/'))).toBe(false);
  });

  it('has no test hooks (/api/test/*)', async () => {
    const visitor = production.client();
    expect(production.routeTable.some((route) => route.url.startsWith('/api/test/'))).toBe(false);
    expect((await visitor.post('/api/test/clock/advance', { ms: 1000 })).status).toBe(404);
    expect((await visitor.post('/api/test/rate-limits/reset')).status).toBe(404);
    expect((await visitor.post('/api/test/jobs/run')).status).toBe(404);
    expect((await visitor.post('/api/test/notify', { email: 'x@example.com' })).status).toBe(404);
    const user = await createUser(production, { email: 'prod-session@example.com' });
    expect((await visitor.post('/api/test/session', { email: user.email })).status).toBe(404);
  });
});

describe('parseEnv in production', () => {
  const base = { ...PRODUCTION_ENV, LOG_LEVEL: 'silent' };

  it('refuses to start without the issuer of invoices, naming each missing setting', () => {
    const { INVOICE_ISSUER_NAME: _name, INVOICE_VAT_RATE: _rate, ...withoutIssuer } = base;
    expect(() => parseEnv(withoutIssuer)).toThrow(/INVOICE_ISSUER_NAME.*required in production/s);
    expect(() => parseEnv(withoutIssuer)).toThrow(/INVOICE_VAT_RATE/);
    expect(() => parseEnv({ ...base, INVOICE_ISSUER_VAT_ID: 'NL123' })).toThrow(
      /INVOICE_ISSUER_VAT_ID.*not a valid VAT number for Netherlands/s,
    );
    expect(() => parseEnv({ ...base, INVOICE_VAT_RATE: '21%' })).toThrow(/INVOICE_VAT_RATE/);
    // Demo mode, forced on, invoices as the demo issuer.
    expect(parseEnv({ NODE_ENV: 'production', DEMO_MODE: 'true', LOG_LEVEL: 'silent' }).DEMO_MODE).toBe(true);
  });

  it('refuses to start without its public address, unless demo mode is forced on', () => {
    const { PUBLIC_URL: _address, ...withoutAddress } = base;
    expect(() => parseEnv(withoutAddress)).toThrow(/PUBLIC_URL.*required in production/s);
    expect(parseEnv({ ...withoutAddress, DEMO_MODE: 'true' }).PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('refuses to start without a mail server and its sender, unless demo mode is forced on', () => {
    const { SMTP_URL: _smtp, ...withoutMail } = base;
    expect(() => parseEnv(withoutMail)).toThrow(/SMTP_URL.*required in production/s);
    expect(() => parseEnv({ ...withoutMail, DATABASE_URL: 'postgres://db.example/netlease' })).toThrow(
      /SMTP_URL/,
    );
    expect(() => parseEnv({ ...base, SMTP_URL: 'mail.example:25' })).toThrow(/SMTP_URL.*smtp:\/\//s);
    const { MAIL_FROM: _from, ...withoutSender } = base;
    expect(() => parseEnv(withoutSender)).toThrow(/MAIL_FROM.*required in production/s);
    // The demo shows its mail at /outbox, from the default sender.
    expect(parseEnv({ ...withoutMail, DEMO_MODE: 'true' }).SMTP_URL).toBeUndefined();
    expect(parseEnv({ ...withoutSender, DEMO_MODE: 'true' }).MAIL_FROM).toBe(
      'Netlease <no-reply@netlease.local>',
    );
  });

  it('refuses the sandbox card processor, even with demo mode forced on', () => {
    expect(() => parseEnv({ ...base, CARD_GATEWAY: 'sandbox' })).toThrow(/CARD_GATEWAY/);
    expect(() => parseEnv({ ...base, CARD_GATEWAY: 'sandbox', DEMO_MODE: 'true' })).toThrow(/CARD_GATEWAY/);
  });

  it('refuses the test hooks', () => {
    expect(() => parseEnv({ ...base, TEST_CONTROL: 'true' })).toThrow(/TEST_CONTROL/);
    expect(() => parseEnv({ ...base, TEST_CONTROL: '1' })).toThrow(/TEST_CONTROL/);
  });

  it('leaves demo mode and the sandbox off by default, on PostgreSQL or the embedded database', () => {
    for (const source of [base, { ...base, DATABASE_URL: 'postgres://db.example/netlease' }]) {
      expect(parseEnv(source)).toMatchObject({ DEMO_MODE: false, CARD_GATEWAY: 'none', TEST_CONTROL: false });
    }
  });
});
