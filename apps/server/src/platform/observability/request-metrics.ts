import { Counter, type Metric, type Registry } from 'prom-client';

/** The upper bounds of the request duration histogram, in seconds. */
export const REQUEST_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const REQUESTS = {
  name: 'netlease_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code.',
};
const DURATION = {
  name: 'netlease_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status code.',
  type: 'histogram',
  aggregator: 'sum',
};

interface RequestLabels {
  method: string;
  route: string;
  status_code: string;
}

/** One (method, route, status) of the answers so far. */
interface RequestSeries {
  labels: RequestLabels;
  count: number;
  sum: number;
  /** Answers per bucket, not cumulative: one entry per bound, the last for those above every bound. */
  perBucket: number[];
}

/** The histogram's samples of one series, in the order and shape prom-client's Histogram gives them. */
function histogramValues({ labels, count, sum, perBucket }: RequestSeries) {
  let cumulative = 0;
  const buckets = REQUEST_DURATION_BUCKETS.map((bound, index) => {
    cumulative += perBucket[index]!;
    return { labels: { le: bound, ...labels }, value: cumulative, metricName: `${DURATION.name}_bucket` };
  });
  return [
    ...buckets,
    { labels: { le: '+Inf', ...labels }, value: count, metricName: `${DURATION.name}_bucket` },
    { labels, value: sum, metricName: `${DURATION.name}_sum` },
    { labels, value: count, metricName: `${DURATION.name}_count` },
  ];
}

/**
 * The request counter and the request duration histogram (docs/deploy/README.md "Metrics"), counted
 * in place: an answer costs one Map lookup and a few additions. prom-client's own Counter and
 * Histogram validated, copied and hashed the labels on every answer, about a fifth of the CPU of a
 * trivial request (docs/decisions/311). prom-client still registers both and writes the exposition:
 * the counter is its Counter, filled from these totals when scraped; the histogram answers `get()`
 * in the shape prom-client's Histogram does, so the text is the same.
 */
export function registerRequestMetrics(registry: Registry) {
  const series = new Map<string, RequestSeries>();
  new Counter({
    ...REQUESTS,
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const { labels, count } of series.values()) this.inc(labels, count);
    },
  });
  const duration = {
    ...DURATION,
    get: () => ({ ...DURATION, values: [...series.values()].flatMap(histogramValues) }),
    reset: () => series.clear(),
  };
  registry.registerMetric(duration as unknown as Metric);

  return function recordRequest(method: string, route: string, statusCode: number, seconds: number) {
    const key = `${method} ${statusCode} ${route}`;
    let answered = series.get(key);
    if (!answered) {
      answered = {
        labels: { method, route, status_code: String(statusCode) },
        count: 0,
        sum: 0,
        perBucket: new Array<number>(REQUEST_DURATION_BUCKETS.length + 1).fill(0),
      };
      series.set(key, answered);
    }
    let bucket = 0;
    while (bucket < REQUEST_DURATION_BUCKETS.length && seconds > REQUEST_DURATION_BUCKETS[bucket]!) bucket++;
    answered.perBucket[bucket]! += 1;
    answered.count += 1;
    answered.sum += seconds;
  };
}
