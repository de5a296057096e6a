import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Api } from '../http/types';
import { queryRows, type DatabaseHandle } from '../db/database';
import { AppError } from '../errors';
import { routeConfigOf } from '../http/route-config';
import { isOperatorRequest } from './operator-access';
import { passwordHashingLoad } from '../auth/passwords';
import { registerRequestMetrics } from './request-metrics';
import { pdfDrawingLoad } from '../pdf/pdf-drawing';

/**
 * Where an answer of the public catalogue came from (features/catalog/marketplace/catalogue-cache.ts):
 * kept in memory, the read another request was making for the same key, or a database read of its own.
 */
const CATALOGUE_ANSWER_SOURCES = ['kept', 'shared', 'read'] as const;
/** How many answers came from each source since the instance started. */
export type CatalogueAnswerSources = Record<(typeof CATALOGUE_ANSWER_SOURCES)[number], number>;

/** The live events route (platform/realtime/live-events.routes.ts): one open stream per request. */
const LIVE_EVENTS_ROUTE = '/api/events';

/**
 * Prometheus metrics of one app instance (docs/decisions/185-operations.md). Each buildApp has its own
 * registry, so several apps in one process (tests, two instances) never share or clash.
 */
export function createMetrics(options: { handle: DatabaseHandle; processMetrics: boolean }) {
  const registry = new Registry();
  const registers = [registry];
  // CPU, memory, event loop lag, GC: they start observers for the life of the process, so only a
  // real server (not each test app) collects them.
  if (options.processMetrics) {
    collectDefaultMetrics({ register: registry });
    dropMisnamedGauges(registry);
  }

  const recordRequest = registerRequestMetrics(registry);
  const jobRuns = new Counter({
    name: 'netlease_job_runs_total',
    help: 'Runs of each time-based job on this instance (failed ones included).',
    labelNames: ['job'] as const,
    registers,
  });
  const jobFailures = new Counter({
    name: 'netlease_job_failures_total',
    help: 'Runs of each time-based job that ended with an error.',
    labelNames: ['job'] as const,
    registers,
  });
  const jobDuration = new Histogram({
    name: 'netlease_job_duration_seconds',
    help: 'Time one run of a job took.',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers,
  });
  const liveStreams = new Gauge({
    name: 'netlease_live_streams',
    help: 'Live event streams (server-sent events) open on this instance.',
    registers,
  });
  /** A gauge of a work limiter's places (platform/work-limiter.ts): running, and waiting their turn. */
  const limiterGauge = (name: string, help: string, load: () => { running: number; waiting: number }) =>
    new Gauge({
      name,
      help,
      labelNames: ['state'] as const,
      registers,
      collect() {
        const { running, waiting } = load();
        this.set({ state: 'running' }, running);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  limiterGauge(
    'netlease_password_hashes',
    'Password hashes (argon2) of this process running, and waiting for their turn.',
    passwordHashingLoad,
  );
  limiterGauge(
    'netlease_pdf_drawings',
    'PDFs (invoices, credit notes, letters of authorization) of this process drawing, and waiting for their turn.',
    pdfDrawingLoad,
  );
  let catalogueAnswers: (() => Readonly<CatalogueAnswerSources>) | undefined;
  new Counter({
    name: 'netlease_catalogue_answers_total',
    help: 'Answers of the public catalogue (its pages and totals) on this instance, by where they came from: kept in memory, the read another request was making, or a database read of their own.',
    labelNames: ['source'] as const,
    registers,
    collect() {
      this.reset();
      const counts = catalogueAnswers?.();
      if (!counts) return;
      for (const source of CATALOGUE_ANSWER_SOURCES) this.inc({ source }, counts[source]);
    },
  });
  new Counter({
    name: 'netlease_ledger_postings_total',
    help: 'Postings in the money ledger, read from the database (the same on every instance).',
    registers,
    async collect() {
      this.reset();
      try {
        const [row] = await queryRows<{ count: number | string }>(
          options.handle.db,
          sql`SELECT count(*) AS count FROM ledger_postings`,
        );
        this.inc(Number(row?.count ?? 0));
      } catch {
        // No sample while the database cannot be read: /api/ready says why.
      }
    },
  });

  if (options.handle.kind === 'postgres') {
    const pool = (options.handle.db as unknown as { $client: pg.Pool }).$client;
    new Gauge({
      name: 'netlease_db_pool_connections',
      help: 'Connections of the database pool, in use or idle.',
      labelNames: ['state'] as const,
      registers,
      collect() {
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new Gauge({
      name: 'netlease_db_pool_waiting',
      help: 'Queries waiting for a free connection of the database pool.',
      registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
    new Gauge({
      name: 'netlease_db_pool_max_connections',
      help: 'The size of the database pool.',
      registers,
      collect() {
        this.set(pool.options.max ?? 10);
      },
    });
  }

  return {
    registry,
    recordRequest,
    recordJobRun(job: string, seconds: number, failed: boolean) {
      jobRuns.inc({ job });
      if (failed) jobFailures.inc({ job });
      jobDuration.observe({ job }, seconds);
    },
    streamOpened() {
      liveStreams.inc();
    },
    streamClosed() {
      liveStreams.dec();
    },
    /** Where the catalogue's answers came from (its cache's counts), read when scraped. */
    countCatalogueAnswers(read: () => Readonly<CatalogueAnswerSources>) {
      catalogueAnswers = read;
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

/**
 * prom-client's defaults include gauges named like counters (nodejs_active_handles_total,
 * nodejs_active_requests_total, nodejs_active_resources_total), which `promtool check metrics`
 * refuses: only a counter may end in _total. They repeat, as one sum, the gauges kept beside them
 * (nodejs_active_handles, nodejs_active_requests, nodejs_active_resources, by type), so they go.
 * prom-client has no option to leave one default metric out.
 */
function dropMisnamedGauges(registry: Registry) {
  for (const metric of registry.getMetricsAsArray()) {
    // The typings say `type` is a numeric enum; at run time it is 'counter', 'gauge'…
    const { name, type } = metric as unknown as { name: string; type: string };
    if (name.endsWith('_total') && type !== 'counter') registry.removeSingleMetric(name);
  }
}

/**
 * The route pattern of a request ('/api/orders/:id'), never the raw URL: ids in URLs would make a
 * new time series per object. Requests no route matched share one label.
 */
function routeLabel(request: FastifyRequest): string {
  return request.is404 ? 'not_found' : (routeConfigOf(request).url ?? 'not_found');
}

/**
 * GET /metrics (Prometheus text) and the hooks that count requests and live streams. Served to the
 * machine itself (loopback with no forwarding header, as demo reset decides "local", decision 130) or
 * to a scraper sending `Authorization: Bearer <METRICS_TOKEN>`.
 */
export function registerMetrics(app: Api, metrics: Metrics, options: { token?: string }) {
  app.addHook('onRequest', (request, reply, done) => {
    if (routeConfigOf(request).url === LIVE_EVENTS_ROUTE) {
      metrics.streamOpened();
      reply.raw.once('close', () => metrics.streamClosed());
    }
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    metrics.recordRequest(request.method, routeLabel(request), reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!isOperatorRequest(request, options.token)) {
      throw new AppError(
        'forbidden',
        'Metrics are served to the machine running Netlease, or with the metrics token (METRICS_TOKEN).',
        'Access Denied',
      );
    }
    const text = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
  });
}
