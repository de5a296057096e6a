import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { parseEnv } from '../env';
import { buildApp } from '../../app';
import { createTestClock } from '../clock';
import { createLocalStorage } from '../storage/storage';
import { auditLogs } from '../db/schema/index';
import { runJob } from '../jobs/scheduler';
import { openTestDatabase } from '../../test/test-databases';
import { createApiClient } from '../../test/api-client';
import { TEST_PASSWORD, createUser, signInAs } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { apiRoute } from '@netlease/shared/api-route';
import { okSchema } from '@netlease/shared/replies';
import { serve } from '../http/serve-route';

/**
 * Operations (docs/decisions/185-operations.md): readiness, Prometheus metrics and who may read them,
 * the request id in the response, the audit rows and the error log.
 */
const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';
/**
 * How long a test waits for the server to reach a state it reaches by itself (a stream closed, the
 * live connection noticed as lost): a wait, not a measure, so it is as long as the test allows.
 */
const STATE_WAIT = { timeout: 20_000, interval: 50 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A test app with the metrics token set and its JSON log lines kept (errors only, so nothing else). */
async function createObservedApp(
  databaseOptions: { listenRetryMs?: number } = {},
  appOptions: { processMetrics?: boolean } = {},
) {
  const handle = await openTestDatabase(databaseOptions);
  const logLines: Array<Record<string, unknown>> = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'netlease-test-'));
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    METRICS_TOKEN,
  });
  const clock = createTestClock();
  const { app, ctx, metrics } = await buildApp({
    env,
    handle,
    clock,
    mailer: { send: async () => undefined },
    storage: createLocalStorage(path.join(dataDir, 'files')),
    serveWeb: false,
    logStream: { write: (line) => void logLines.push(JSON.parse(line) as Record<string, unknown>) },
    ...appOptions,
  });
  // A route that fails unexpectedly, for the 500 log line.
  serve(
    app,
    apiRoute({
      operationId: 'failForObservabilityTest',
      method: 'GET',
      path: '/api/observability-test/fail',
      summary: 'Fail unexpectedly, for the 500 log line',
      tag: 'test',
      access: 'public',
      token: 'browser',
      replies: { 200: okSchema },
      errors: [500],
    }),
    {
      handler: async () => {
        throw new Error('something broke inside');
      },
    },
  );
  await app.ready();
  const testApp = {
    app,
    ctx,
    metrics,
    db: ctx.db,
    clock,
    logLines,
    client: (options?: { ip?: string }) => createApiClient(app, options),
    async close() {
      await app.close().catch(() => undefined);
      await handle.close().catch(() => undefined);
    },
  };
  return testApp as typeof testApp & TestApp;
}
type ObservedApp = Awaited<ReturnType<typeof createObservedApp>>;

let t: ObservedApp;
beforeAll(async () => {
  t = await createObservedApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/ready', () => {
  it('answers 200 when the database answers, every migration is applied and LISTEN is up', async () => {
    const response = await t.client().get('/api/ready');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ready: true,
      checks: { database: 'ok', migrations: 'ok', realtime: 'ok' },
    });
  });

  it('answers 503 naming a migration that is not applied', async () => {
    await t.db.execute(sql`DELETE FROM schema_migrations WHERE name = '1740_audit_request_id.sql'`);
    try {
      const response = await t.client().get('/api/ready');
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        ready: false,
        checks: { database: 'ok', migrations: '1 not applied: 1740_audit_request_id.sql', realtime: 'ok' },
      });
    } finally {
      await t.db.execute(sql`INSERT INTO schema_migrations (name) VALUES ('1740_audit_request_id.sql')`);
    }
    expect((await t.client().get('/api/ready')).status).toBe(200);
  });

  it('tells only the machine itself or the metrics token which check failed; others get the status', async () => {
    await t.db.execute(sql`DELETE FROM schema_migrations WHERE name = '1740_audit_request_id.sql'`);
    try {
      const detail = {
        ready: false,
        checks: { database: 'ok', migrations: '1 not applied: 1740_audit_request_id.sql', realtime: 'ok' },
      };
      const outside = await t.client({ ip: '203.0.113.7' }).get('/api/ready');
      expect(outside.status).toBe(503);
      expect(outside.body).toEqual({ ready: false });
      // A proxy on this machine forwards outside visitors from loopback: not the machine itself.
      const forwarded = await t.client().get('/api/ready', { headers: { 'x-forwarded-for': '203.0.113.7' } });
      expect(forwarded.body).toEqual({ ready: false });
      const wrongToken = await t
        .client({ ip: '203.0.113.7' })
        .get('/api/ready', { headers: { authorization: 'Bearer not-the-metrics-token-at-all-000' } });
      expect(wrongToken.status).toBe(503);
      expect(wrongToken.body).toEqual({ ready: false });
      // A signed-in admin elsewhere is no operator (every 127.0.0.0/8 address is the machine itself).
      const admin = await createUser(t, { role: 'admin' });
      const adminClient = t.client({ ip: '203.0.113.8' });
      expect(
        (await adminClient.post('/api/auth/login', { email: admin.email, password: TEST_PASSWORD })).status,
      ).toBe(200);
      expect((await adminClient.get('/api/ready')).body).toEqual({ ready: false });

      const scraper = await t
        .client({ ip: '203.0.113.7' })
        .get('/api/ready', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(scraper.status).toBe(503);
      expect(scraper.body).toEqual(detail);
      expect((await t.client().get('/api/ready')).body).toEqual(detail);
    } finally {
      await t.db.execute(sql`INSERT INTO schema_migrations (name) VALUES ('1740_audit_request_id.sql')`);
    }
    const outside = await t.client({ ip: '203.0.113.7' }).get('/api/ready');
    expect(outside.status).toBe(200);
    expect(outside.body).toEqual({ ready: true });
  });

  it('answers 503 when the database cannot be reached, and /api/health still answers', async () => {
    const lost = await createObservedApp();
    try {
      await lost.ctx.handle.close();
      const response = await lost.client().get('/api/ready');
      expect(response.status).toBe(503);
      expect(response.body.ready).toBe(false);
      expect(response.body.checks).toMatchObject({ database: 'unreachable', migrations: 'unknown' });
      expect((await lost.client().get('/api/health')).status).toBe(200);
    } finally {
      await lost.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE === 'postgres')(
    'answers 503 when the LISTEN connection of live events is cut',
    async () => {
      // The connection is opened again by itself (connection-loss.test.ts); here not for an hour.
      const cut = await createObservedApp({ listenRetryMs: 60 * 60_000 });
      try {
        await cut.db.execute(
          sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
              WHERE datname = current_database() AND query LIKE 'LISTEN %'`,
        );
        await vi.waitFor(async () => {
          const response = await cut.client().get('/api/ready');
          expect(response.status).toBe(503);
          expect(response.body.checks).toEqual({
            database: 'ok',
            migrations: 'ok',
            realtime: 'not listening',
          });
        }, STATE_WAIT);
      } finally {
        await cut.close();
      }
    },
  );
});

describe('GET /metrics', () => {
  it('is refused to a visitor from another address, and to a forwarded request from loopback', async () => {
    const outside = await t.client({ ip: '203.0.113.7' }).get('/metrics');
    expect(outside.status).toBe(403);
    expect(outside.body).toMatchObject({ code: 'forbidden', title: 'Access Denied' });
    const forwarded = await t.client().get('/metrics', { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(forwarded.status).toBe(403);
    const wrongToken = await t
      .client({ ip: '203.0.113.7' })
      .get('/metrics', { headers: { authorization: 'Bearer not-the-metrics-token-at-all-000' } });
    expect(wrongToken.status).toBe(403);
    // A signed-in admin is no scraper: the token or the machine itself (every 127.0.0.0/8 address is it).
    const admin = await createUser(t, { role: 'admin' });
    const adminClient = t.client({ ip: '203.0.113.8' });
    expect(
      (await adminClient.post('/api/auth/login', { email: admin.email, password: TEST_PASSWORD })).status,
    ).toBe(200);
    expect((await adminClient.get('/metrics')).status).toBe(403);
  });

  it('answers the token from anywhere and the machine itself without one', async () => {
    const withToken = await t
      .client({ ip: '203.0.113.7' })
      .get('/metrics', { headers: { authorization: `bearer ${METRICS_TOKEN}` } });
    expect(withToken.status).toBe(200);
    expect(withToken.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect((await t.client().get('/metrics')).status).toBe(200);
  });

  it('counts requests by route pattern, job runs and failures, live streams, ledger postings and the pool', async () => {
    const visitor = t.client();
    await visitor.get('/api/health');
    await visitor.get(`/api/tickets/${randomUUID()}`);
    await visitor.get('/no/such/page');
    await runJob(
      t.ctx,
      { name: 'observed-job', everyMs: 60_000, run: async () => undefined },
      { metrics: t.metrics },
    );
    const failures: string[] = [];
    await runJob(
      t.ctx,
      {
        name: 'observed-failing-job',
        everyMs: 60_000,
        run: async () => {
          throw new Error('the job failed');
        },
      },
      { metrics: t.metrics, log: { error: (_details, message) => void failures.push(message) } },
    );
    expect(failures).toEqual(['job observed-failing-job failed']);

    // One live stream open on a real socket.
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const abort = new AbortController();
    const stream = await fetch(`http://127.0.0.1:${port}/api/events?topics=auctions`, {
      signal: abort.signal,
    });
    expect(stream.status).toBe(200);

    const text = (await t.client().get<string>('/metrics')).body;
    expect(text).toContain(
      'netlease_http_requests_total{method="GET",route="/api/health",status_code="200"} 1',
    );
    expect(text).toContain(
      'netlease_http_requests_total{method="GET",route="/api/tickets/:id",status_code="401"} 1',
    );
    expect(text).toContain(
      'netlease_http_requests_total{method="GET",route="not_found",status_code="404"} 1',
    );
    expect(text).not.toContain('/no/such/page');
    expect(text).toMatch(
      /netlease_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health"/,
    );
    expect(text).toContain('netlease_job_runs_total{job="observed-job"} 1');
    expect(text).toContain('netlease_job_runs_total{job="observed-failing-job"} 1');
    expect(text).toContain('netlease_job_failures_total{job="observed-failing-job"} 1');
    expect(text).not.toContain('netlease_job_failures_total{job="observed-job"}');
    expect(text).toContain('netlease_job_duration_seconds_count{job="observed-job"} 1');
    expect(text).toContain('netlease_live_streams 1');
    expect(text).toMatch(/^netlease_ledger_postings_total \d+$/m);
    if (t.ctx.handle.kind === 'postgres') {
      expect(text).toMatch(/^netlease_db_pool_connections\{state="in_use"\} \d+$/m);
      expect(text).toMatch(/^netlease_db_pool_connections\{state="idle"\} \d+$/m);
      expect(text).toContain('netlease_db_pool_waiting 0');
      expect(text).toContain('netlease_db_pool_max_connections 20');
    }

    abort.abort();
    await vi.waitFor(async () => {
      expect((await t.client().get<string>('/metrics')).body).toContain('netlease_live_streams 0');
    }, STATE_WAIT);
  });

  it("counts the catalogue's answers by where they came from", async () => {
    const sources = () =>
      (
        t.metrics.registry.getSingleMetric('netlease_catalogue_answers_total') as unknown as {
          get: () => Promise<{ values: Array<{ labels: { source: string }; value: number }> }>;
        }
      )
        .get()
        .then(({ values }) => Object.fromEntries(values.map((v) => [v.labels.source, v.value])));
    const before = await sources();
    t.ctx.env.CATALOGUE_CACHE = true;
    try {
      for (let i = 0; i < 3; i += 1)
        expect((await t.client().get('/api/marketplace?q=metricscase')).status).toBe(200);
    } finally {
      t.ctx.env.CATALOGUE_CACHE = false;
    }
    const after = await sources();
    expect({
      kept: after.kept! - before.kept!,
      shared: after.shared! - before.shared!,
      read: after.read! - before.read!,
    }).toEqual({ kept: 2, shared: 0, read: 1 });
    const text = (await t.client().get<string>('/metrics')).body;
    expect(text).toMatch(/^netlease_catalogue_answers_total\{source="kept"\} \d+$/m);
  });

  it('passes the naming rules of `promtool check metrics`, process metrics included', async () => {
    const scraped = await createObservedApp({}, { processMetrics: true });
    try {
      const visitor = scraped.client();
      await visitor.get('/api/health');
      await visitor.get('/no/such/page');
      const response = await scraped
        .client({ ip: '203.0.113.7' })
        .get<string>('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(response.status).toBe(200);
      const families = parseExposition(response.body);
      // The defaults are there: CPU (a counter), memory, event loop, handles by type.
      expect(families.get('process_cpu_user_seconds_total')?.type).toBe('counter');
      expect(families.get('nodejs_eventloop_lag_seconds')?.type).toBe('gauge');
      expect(families.get('nodejs_active_handles')?.type).toBe('gauge');
      expect(families.get('netlease_http_requests_total')?.type).toBe('counter');
      expect(promtoolProblems(families)).toEqual([]);
    } finally {
      await scraped.close();
    }
  });

  it('tells the naming problems promtool tells (the check above can fail)', () => {
    const families = parseExposition(
      [
        '# HELP nodejs_active_handles_total Total number of active handles.',
        '# TYPE nodejs_active_handles_total gauge',
        'nodejs_active_handles_total 3',
        '# HELP jobs_done Jobs done.',
        '# TYPE jobs_done counter',
        'jobs_done 1',
        '# HELP twice Once.',
        '# TYPE twice gauge',
        '# TYPE twice gauge',
        'twice 1',
        '# HELP 9lives Bad name.',
        '# TYPE 9lives gauge',
        '9lives 1',
      ].join('\n'),
    );
    expect(promtoolProblems(families)).toEqual([
      'nodejs_active_handles_total: a gauge named *_total (only counters end in _total)',
      'jobs_done: a counter not named *_total',
      'twice: TYPE given 2 times',
      '9lives: not a valid metric name',
    ]);
  });

  it('keeps one registry per app: a second app starts from zero', async () => {
    const other = await createObservedApp();
    try {
      const text = (await other.client().get<string>('/metrics')).body;
      expect(text).not.toContain('observed-job');
      expect(text).not.toContain('route="/api/health"');
    } finally {
      await other.close();
    }
  });
});

describe('the request id', () => {
  it('is made for each request and echoed, or taken from a well-formed X-Request-Id', async () => {
    const made = await t.client().get('/api/health');
    expect(made.headers['x-request-id']).toMatch(UUID);
    const kept = await t
      .client()
      .get('/api/health', { headers: { 'x-request-id': 'edge-proxy:42:abc.DEF_9' } });
    expect(kept.headers['x-request-id']).toBe('edge-proxy:42:abc.DEF_9');
    for (const malformed of ['short', 'with space inside', 'x'.repeat(129), 'quote"inside-header']) {
      const replaced = await t.client().get('/api/health', { headers: { 'x-request-id': malformed } });
      expect(replaced.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('is written into the audit row of an audited action (request body and all)', async () => {
    const staff = await signInAs(t, { role: 'staff' });
    const target = await createUser(t);
    const given = await staff.client.post(
      `/api/staff/users/${target.id}/suspend`,
      { reason: 'Audit trail check' },
      { headers: { 'x-request-id': 'support-case-000123' } },
    );
    expect(given.status).toBe(200);
    const second = await createUser(t);
    const made = await staff.client.post(`/api/staff/users/${second.id}/suspend`, { reason: 'Another' });
    expect(made.status).toBe(200);

    const rows = await t.db
      .select({ targetId: auditLogs.targetId, requestId: auditLogs.requestId })
      .from(auditLogs)
      .where(eq(auditLogs.actorId, staff.user.id));
    expect(rows).toEqual(
      expect.arrayContaining([
        { targetId: target.id, requestId: 'support-case-000123' },
        { targetId: second.id, requestId: made.headers['x-request-id'] },
      ]),
    );
  });

  it('is in the error log line of a 500, whose body stays generic', async () => {
    const response = await t.client().get('/api/observability-test/fail', {
      headers: { 'x-request-id': 'failing-request-0001' },
    });
    expect(response.status).toBe(500);
    expect(JSON.stringify(response.body)).not.toContain('something broke inside');
    const line = t.logLines.find((entry) => entry.reqId === 'failing-request-0001');
    expect(line).toMatchObject({
      level: 50,
      msg: 'unhandled error',
      err: { message: 'something broke inside' },
    });
  });
});

/** One metric family of the Prometheus text format (version 0.0.4): its TYPE and HELP lines, its samples. */
interface MetricFamily {
  type?: string;
  typeLines: number;
  help?: string;
  samples: string[];
}

/**
 * A small reader of the Prometheus text exposition format: `# HELP name text`, `# TYPE name type`,
 * then samples `name{labels} value`. A sample is filed under its family (a histogram's _bucket, _sum
 * and _count under the histogram), or under its own name when no TYPE line announced it.
 */
function parseExposition(text: string): Map<string, MetricFamily> {
  const families = new Map<string, MetricFamily>();
  const family = (name: string) => {
    let found = families.get(name);
    if (!found) families.set(name, (found = { typeLines: 0, samples: [] }));
    return found;
  };
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const comment = /^#\s+(HELP|TYPE)\s+(\S+)(?:\s+(.*))?$/.exec(line);
    if (comment) {
      const [, kind, name, rest] = comment;
      if (kind === 'TYPE') {
        family(name!).type = rest?.trim();
        family(name!).typeLines += 1;
      } else family(name!).help = rest ?? '';
      continue;
    }
    if (line.startsWith('#')) continue;
    const sample = /^([^\s{]+)(?:\{[^}]*\})?\s+\S+(?:\s+\S+)?$/.exec(line);
    if (!sample) throw new Error(`not a sample line: ${line}`);
    const name = sample[1]!;
    const owner = [name, name.replace(/_(bucket|sum|count)$/, '')].find((candidate) => {
      const type = families.get(candidate)?.type;
      return candidate === name ? type !== undefined : type === 'histogram' || type === 'summary';
    });
    family(owner ?? name).samples.push(line);
  }
  return families;
}

/** The problems `promtool check metrics` reports about names and types, one line each. */
function promtoolProblems(families: Map<string, MetricFamily>): string[] {
  const problems: string[] = [];
  for (const [name, { type, typeLines, help }] of families) {
    if (!/^[a-zA-Z_:][a-zA-Z0-9_:]*$/.test(name)) problems.push(`${name}: not a valid metric name`);
    if (typeLines === 0) problems.push(`${name}: samples without a TYPE line`);
    if (typeLines > 1) problems.push(`${name}: TYPE given ${typeLines} times`);
    if (!help) problems.push(`${name}: no help text`);
    if (type === 'counter' && !name.endsWith('_total')) problems.push(`${name}: a counter not named *_total`);
    if (type !== undefined && type !== 'counter' && name.endsWith('_total'))
      problems.push(`${name}: a ${type} named *_total (only counters end in _total)`);
    if (type !== 'histogram' && type !== 'summary' && /_(bucket|sum|count)$/.test(name))
      problems.push(`${name}: a ${type} named like a histogram series`);
    if (/[a-z][A-Z]/.test(name)) problems.push(`${name}: camelCase`);
  }
  return problems;
}
