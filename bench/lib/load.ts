import autocannon, { type AutocannonRequest } from 'autocannon';

export interface LoadResult {
  name: string;
  what: string;
  seconds: number;
  connections: number;
  /** Server processes the connections were split across. */
  processes: number;
  /** Answers received (any status). */
  responses: number;
  ok: number;
  /** Non-2xx answers by status code. */
  refused: Record<string, number>;
  /** Connection errors and timeouts (no answer at all). */
  errors: number;
  okPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** The machine's 1-minute load average when the scenario started (other work on the machine). */
  load1?: number;
  /** CPU milliseconds per 2xx answer: the server processes, PostgreSQL, the whole machine. */
  cpuPerOk?: { server: number; postgres: number; machine: number };
  /** Rows inserted, updated or deleted per 2xx answer (write paths only), from PostgreSQL's statistics. */
  rowWritesPerOk?: number;
}

export const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/**
 * One bounded autocannon run. Latencies come from every answer (autocannon's own histogram has no
 * p95), and statuses are counted here so refusals are reported, not hidden in the rate. With several
 * bases (server processes on one database), the connections are split evenly across them and the
 * runs go at the same time: the figures are those of the whole.
 */
export async function measure(options: {
  name: string;
  what: string;
  base: string | string[];
  requests: AutocannonRequest[];
  seconds: number;
  connections: number;
}): Promise<LoadResult> {
  const bases = Array.isArray(options.base) ? options.base : [options.base];
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const runs = bases.map((base, index) => {
    const connections = Math.max(
      1,
      Math.floor(options.connections / bases.length) + (index < options.connections % bases.length ? 1 : 0),
    );
    const instance = autocannon({
      url: base,
      connections,
      pipelining: 1,
      duration: options.seconds,
      timeout: 30,
      requests: options.requests,
    });
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    });
    return instance;
  });
  const results = await Promise.all(runs);
  const duration = Math.max(...results.map((result) => result.duration));
  latencies.sort((a, b) => a - b);
  let ok = 0;
  const refused: Record<string, number> = {};
  for (const [status, count] of statuses) {
    if (status >= 200 && status < 300) ok += count;
    else refused[status] = count;
  }
  return {
    name: options.name,
    what: options.what,
    seconds: duration,
    connections: options.connections,
    processes: bases.length,
    responses: latencies.length,
    ok,
    refused,
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
    okPerSecond: ok / duration,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    p99: quantile(latencies, 0.99),
  };
}

export interface Session {
  email: string;
  cookie: string;
  csrf: string;
}

function mergeCookies(jar: Map<string, string>, response: Response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair!.indexOf('=');
    jar.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
  }
}
const cookieHeader = (jar: Map<string, string>) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** A real sign-in through the API (CSRF token, POST /api/auth/login), as the web app does it. */
export async function signIn(base: string, email: string, password: string): Promise<Session> {
  const jar = new Map<string, string>();
  const first = await fetch(`${base}/api/auth/csrf`);
  mergeCookies(jar, first);
  const { token } = (await first.json()) as { token: string };
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookieHeader(jar), 'x-csrf-token': token },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`sign-in of ${email} failed: ${login.status} ${await login.text()}`);
  mergeCookies(jar, login);
  await login.arrayBuffer();
  if (!jar.has('nl_session')) throw new Error(`sign-in of ${email} set no session cookie`);
  // A token for the signed-in session, as the web app asks for one after signing in.
  const after = await fetch(`${base}/api/auth/csrf`, { headers: { cookie: cookieHeader(jar) } });
  mergeCookies(jar, after);
  const { token: csrf } = (await after.json()) as { token: string };
  return { email, cookie: cookieHeader(jar), csrf };
}
