import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { REQUEST_DURATION_BUCKETS, registerRequestMetrics } from './request-metrics';

/** Answers of several series, on and between the bounds, below the first and above the last. */
const ANSWERS: Array<[method: string, route: string, status: number, seconds: number]> = [
  ['GET', '/api/health', 200, 0.0004],
  ['GET', '/api/health', 200, 0.005],
  ['GET', '/api/health', 200, 0.0051],
  ['GET', '/api/orders/:id', 404, 0.25],
  ['POST', '/api/checkout', 201, 0.7],
  ['POST', '/api/checkout', 201, 12],
  ['GET', 'not_found', 404, 0.01],
  ['GET', '/api/health', 200, 10],
];

/** The same answers through prom-client's own Counter and Histogram, as the server counted them before. */
async function asPromClientWrites() {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'netlease_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'netlease_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code.',
    labelNames,
    buckets: REQUEST_DURATION_BUCKETS,
    registers: [registry],
  });
  for (const [method, route, status, seconds] of ANSWERS) {
    const labels = { method, route, status_code: String(status) };
    requests.inc(labels);
    duration.observe(labels, seconds);
  }
  return registry.metrics();
}

describe('the request metrics', () => {
  it('read exactly as prom-client writes its own counter and histogram of the same answers', async () => {
    const registry = new Registry();
    const record = registerRequestMetrics(registry);
    for (const [method, route, status, seconds] of ANSWERS) record(method, route, status, seconds);
    const text = await registry.metrics();
    expect(text).toBe(await asPromClientWrites());
    expect(text).toContain(
      'netlease_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health",status_code="200"} 2',
    );
    expect(text).toContain(
      'netlease_http_requests_total{method="POST",route="/api/checkout",status_code="201"} 2',
    );
  });

  it('keep counting between scrapes and start again when the registry is reset', async () => {
    const registry = new Registry();
    const record = registerRequestMetrics(registry);
    record('GET', '/api/health', 200, 0.001);
    await registry.metrics();
    record('GET', '/api/health', 200, 0.001);
    expect(await registry.metrics()).toContain(
      'netlease_http_requests_total{method="GET",route="/api/health",status_code="200"} 2',
    );
    registry.resetMetrics();
    record('GET', '/api/health', 200, 0.001);
    const text = await registry.metrics();
    expect(text).toContain(
      'netlease_http_requests_total{method="GET",route="/api/health",status_code="200"} 1',
    );
    expect(text).toContain(
      'netlease_http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"} 1',
    );
  });
});
