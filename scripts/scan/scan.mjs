// Security scan (docs/decisions/085): Debian's wapiti and sqlmap against a demo server on
// 127.0.0.1 (embedded PGlite in a temporary DATA_DIR, demo data), bounded in scope and time.
// Reports go to scripts/scan/reports/ (raw output ignored by git); REPORT.md summarises them.
//
//   npm run scan                  (needs: apt-get install -y wapiti sqlmap)
//   SCAN_PORT=3930 SCAN_MINUTES=3 npm run scan
//
// No traffic leaves the machine: the only target is 127.0.0.1, wapiti runs without the modules
// that call out (ssrf, xxe, wapp, nikto) and without bug reports, and both tools get a dead HTTP
// proxy for anything that is not 127.0.0.1.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REPORTS = path.join(ROOT, 'scripts/scan/reports');
const PORT = Number(process.env.SCAN_PORT ?? 3918);
const PROXY_PORT = PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const WAPITI_SECONDS = Number(process.env.SCAN_MINUTES ?? 3) * 60;
const SQLMAP_SECONDS = 240;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** wapiti findings looked at and accepted, with the reason; any other finding fails the scan. */
const ACCEPTED = [
  {
    category: 'HTTP Secure Headers',
    info: /X-XSS-Protection/,
    reason:
      'sent as "0" on purpose (helmet, OWASP): the old browsers\' XSS filter is itself an attack surface; the CSP does that job',
  },
  {
    category: 'HTTP Secure Headers',
    info: /Strict-Transport-Security/,
    reason:
      'sent over HTTPS only (COOKIE_SECURE, on in production); the demo server runs on plain http://127.0.0.1',
  },
  {
    category: 'Secure Flag cookie',
    info: /nl_session|nl_csrf/,
    reason:
      'Secure is set when COOKIE_SECURE is on (the default in production); the demo server runs on plain http://127.0.0.1',
  },
];
const acceptedReason = (category, item) =>
  ACCEPTED.find((entry) => entry.category === category && entry.info.test(item.info ?? ''))?.reason;
/** Vulnerabilities and anomalies (a 500, a timeout) not on the accepted list. */
const unacceptedFindings = (report) =>
  Object.entries({ ...report?.vulnerabilities, ...report?.anomalies }).flatMap(([category, items]) =>
    items.filter((item) => !acceptedReason(category, item)),
  );

const missing = ['wapiti', 'sqlmap'].filter((tool) => spawnSync('which', [tool]).status !== 0);
if (missing.length > 0) {
  console.error(
    `Missing: ${missing.join(', ')}. Install them (Debian/Ubuntu) with:\n\n  sudo apt-get install -y wapiti sqlmap\n`,
  );
  process.exit(2);
}

// Outbound HTTP from the scanners goes to a closed port; the target is exempt.
const OFFLINE_ENV = {
  ...process.env,
  http_proxy: 'http://127.0.0.1:9',
  https_proxy: 'http://127.0.0.1:9',
  HTTP_PROXY: 'http://127.0.0.1:9',
  HTTPS_PROXY: 'http://127.0.0.1:9',
  no_proxy: '127.0.0.1',
  NO_PROXY: '127.0.0.1',
};

/* ---------- the demo server ---------- */

const dataDir = mkdtempSync(path.join(tmpdir(), 'netlease-scan-'));
let serverLog = '';
const webDist = path.join(ROOT, 'apps/web/dist');
const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.join(ROOT, 'apps/server'),
  env: {
    ...process.env,
    DATABASE_URL: '',
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DEMO_MODE: 'true',
    LOG_LEVEL: 'error',
    ...(existsSync(path.join(webDist, 'index.html')) ? { WEB_DIST_DIR: webDist } : {}),
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.on('data', (chunk) => (serverLog += chunk));
server.stderr.on('data', (chunk) => (serverLog += chunk));

async function waitUntilReady() {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`demo server exited:\n${serverLog}`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`demo server did not start:\n${serverLog}`);
}

/**
 * Sign-in is limited per address (20 per 15 minutes), which would stop sqlmap after a few requests
 * and prove nothing. This local relay gives each connection its own loopback source address
 * (127.0.x.y), so the scanner's payloads reach the handler; it forwards to 127.0.0.1 only.
 */
function startAddressRotatingRelay() {
  let next = 0;
  const relay = net.createServer((inbound) => {
    next += 1;
    const localAddress = `127.0.${1 + (Math.floor(next / 250) % 250)}.${1 + (next % 250)}`;
    const outbound = net.connect({ host: '127.0.0.1', port: PORT, localAddress });
    inbound.pipe(outbound).pipe(inbound);
    const close = () => {
      inbound.destroy();
      outbound.destroy();
    };
    inbound.on('error', close);
    outbound.on('error', close);
  });
  return new Promise((resolve) => relay.listen(PROXY_PORT, '127.0.0.1', () => resolve(relay)));
}

/* ---------- the scanners ---------- */

function run(command, args, { seconds, logFile }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { env: OFFLINE_ENV, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGTERM'), seconds * 1000);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      writeFileSync(logFile, output);
      resolve({ code, signal, output, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

async function runWapiti(name, startUrls, cookieFile) {
  const out = path.join(REPORTS, `${name}.json`);
  const args = [
    ...(cookieFile ? ['-c', cookieFile] : []),
    '-u',
    `${BASE}/`,
    '--scope',
    'folder',
    ...startUrls.flatMap((url) => ['-s', url]),
    // No -x: wapiti 3.0.4 cannot compile any exclusion on Python 3.11 (re.error). It only sends
    // GETs and HTML forms, and the app has no GET that changes state, so nothing needs excluding.
    '-m',
    'blindsql,sql,exec,file,xss,permanentxss,crlf,redirect,http_headers,cookieflags,csp,methods,backup,htaccess,shellshock',
    '-l',
    '1',
    '-d',
    '3',
    '--max-links-per-page',
    '50',
    '--max-files-per-dir',
    '50',
    '--max-scan-time',
    String(WAPITI_SECONDS),
    '--max-attack-time',
    '40',
    '-t',
    '10',
    '--flush-session',
    '--store-session',
    path.join(dataDir, `${name}-session`),
    '--store-config',
    path.join(dataDir, `${name}-config`),
    '--endpoint',
    'http://127.0.0.1:9/',
    '--no-bugreport',
    '-f',
    'json',
    '-o',
    out,
    '-v',
    '1',
  ];
  const result = await run('wapiti', args, {
    seconds: WAPITI_SECONDS + 120,
    logFile: path.join(REPORTS, `${name}.log`),
  });
  const report = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : null;
  return { ...result, name, startUrls, report };
}

/**
 * Signs in as the demo admin (packages/shared/src/auth.ts DEMO_USERS, DEMO_PASSWORD), who may read
 * the most, and writes the session cookie in wapiti's JSON cookie format.
 */
async function writeAdminCookieFile() {
  const csrf = await fetch(`${BASE}/api/auth/csrf`);
  const token = (await csrf.json()).token;
  const cookies = new Map(csrf.headers.getSetCookie().map((line) => line.split(';')[0].split('=')));
  const login = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': token,
      cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    },
    body: JSON.stringify({ email: 'admin@netlease.demo', password: 'demo-password-2026' }),
  });
  if (!login.ok) throw new Error(`demo admin sign-in failed: ${login.status}`);
  for (const line of login.headers.getSetCookie()) {
    const [name, value] = line.split(';')[0].split('=');
    cookies.set(name, value);
  }
  const jar = Object.fromEntries(
    [...cookies].map(([name, value]) => [
      name,
      { value, version: 0, secure: false, expires: null, port: null },
    ]),
  );
  const file = path.join(dataDir, 'admin-cookies.json');
  writeFileSync(file, JSON.stringify({ '127.0.0.1': { '/': jar } }));
  return file;
}

/**
 * Every GET route of the API without a path parameter, from the OpenAPI document, with its query
 * parameters filled in (an enum's first value, 1 for numbers, "test" otherwise). The live event
 * stream is left out: it never ends.
 */
async function listApiGetUrls() {
  const document = await (await fetch(`${BASE}/api/docs/json`)).json();
  return Object.entries(document.paths)
    .filter(
      ([route, operations]) => operations.get && !route.includes('{') && !route.startsWith('/api/events'),
    )
    .map(([route, operations]) => {
      const query = new URLSearchParams();
      for (const parameter of operations.get.parameters ?? []) {
        if (parameter.in !== 'query') continue;
        const schema = parameter.schema ?? {};
        const value =
          schema.enum?.[0] ?? (schema.type === 'integer' || schema.type === 'number' ? 1 : 'test');
        query.set(parameter.name, String(value));
      }
      return `${BASE}${route}${query.size > 0 ? `?${query}` : ''}`;
    });
}

async function runSqlmap(name, args) {
  const result = await run(
    'sqlmap',
    [
      ...args,
      '--batch',
      '--level',
      '3',
      '--risk',
      '2',
      '--dbms',
      'PostgreSQL',
      '--time-sec',
      '2',
      '--timeout',
      '15',
      '--retries',
      '1',
      '--flush-session',
      '--disable-coloring',
      // A field the server validates (an email) looks like "type casting" to sqlmap; test it anyway.
      '--answers',
      'skip those kind=N',
      '--output-dir',
      path.join(REPORTS, 'sqlmap'),
    ],
    { seconds: SQLMAP_SECONDS, logFile: path.join(REPORTS, `sqlmap-${name}.log`) },
  );
  const lines = result.output.split(/[\r\n]+/);
  const findings = lines.filter((line) =>
    /is vulnerable|appears to be .*injectable|might be injectable|Parameter: .* \(/i.test(line),
  );
  const verdict = lines
    .filter((line) =>
      /do not appear to be injectable|does not seem to be injectable|^\d+ \(.*\) - \d+ times/i.test(line),
    )
    .map((line) =>
      line
        .replace(/^.*?\[(INFO|WARNING|ERROR|CRITICAL)\] /, '')
        .replace(/\. Try to increase.*$/, '')
        .trim(),
    );
  const requests = (result.output.match(/HTTP requests/g) ?? []).length;
  return { name, ...result, findings, verdict, requests };
}

/* ---------- the run ---------- */

async function main() {
  rmSync(REPORTS, { recursive: true, force: true, maxRetries: 2 });
  mkdirSync(REPORTS, { recursive: true });
  writeFileSync(path.join(REPORTS, '.gitignore'), '*\n!.gitignore\n!REPORT.md\n');
  const started = new Date();
  console.log(`scan: demo server on ${BASE} (PGlite in ${dataDir})`);
  await waitUntilReady();
  const relay = await startAddressRotatingRelay();

  // Real ids and a CSRF token from the demo data, as a browser would get them.
  const market = await (await fetch(`${BASE}/api/marketplace?type=ip`)).json();
  const listingId = market.items?.find((item) => item.kind === 'ip')?.id;
  const packages = await (await fetch(`${BASE}/api/marketplace?type=server`)).json();
  const packageId = packages.items?.find((item) => item.kind === 'server')?.id;
  const csrfResponse = await fetch(`${BASE}/api/auth/csrf`);
  const csrfToken = (await csrfResponse.json()).token;
  const csrfCookie = csrfResponse.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!listingId || !packageId || !csrfToken) throw new Error('demo data or CSRF token missing');

  const startUrls = [
    `${BASE}/marketplace`,
    `${BASE}/auctions`,
    `${BASE}/api/marketplace?q=cloud&type=all&sort=newest&page=1`,
    `${BASE}/api/marketplace/listings/${listingId}`,
    `${BASE}/api/marketplace/server-packages/${packageId}`,
    `${BASE}/api/auctions?status=live`,
    `${BASE}/api/loas/verify/NL-ABCD-EFGH`,
    `${BASE}/api/docs/json`,
  ];
  console.log(`wapiti (visitor): up to ${WAPITI_SECONDS} s ...`);
  const wapitiRuns = [await runWapiti('wapiti-visitor', startUrls)];
  const apiUrls = await listApiGetUrls();
  console.log(
    `wapiti (signed in as the demo admin, ${apiUrls.length} API routes): up to ${WAPITI_SECONDS} s ...`,
  );
  wapitiRuns.push(await runWapiti('wapiti-admin', apiUrls, await writeAdminCookieFile()));

  const login = `${BASE.replace(String(PORT), String(PROXY_PORT))}/api/auth/login`;
  // A failed sign-in is a 401 by design; sqlmap would otherwise stop at the first answer.
  const loginHeaders = [
    '--ignore-code',
    '401',
    '--headers',
    `X-CSRF-Token: ${csrfToken}\nContent-Type: application/json`,
    '--cookie',
    csrfCookie,
  ];
  const sqlmapRuns = [];
  /** A failed sign-in, with sqlmap probing the body's `parameter`. */
  const signInProbe = (parameter, ...extra) => [
    '-u',
    login,
    '--method',
    'POST',
    '--data',
    '{"email":"leaser@example.com","password":"wrong-password"}',
    '-p',
    parameter,
    ...extra,
    ...loginHeaders,
  ];
  const targets = [
    [
      'marketplace-search',
      ['-u', `${BASE}/api/marketplace?q=cloud&type=all&sort=newest&page=1`, '-p', 'q,type,sort,page'],
    ],
    ['listing-detail', ['-u', `${BASE}/api/marketplace/listings/${listingId}*`]],
    ['sign-in-email', signInProbe('email')],
    // A new email on each request, so the per-account limit (8 per 15 minutes) stays out of the way.
    ['sign-in-password', signInProbe('password', '--randomize', 'email')],
  ];
  for (const [name, args] of targets) {
    console.log(`sqlmap: ${name} ...`);
    sqlmapRuns.push(await runSqlmap(name, args));
  }
  relay.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  const serverErrors = serverLog.split('\n').filter((line) => /"level":50|unhandled error/.test(line));
  rmSync(dataDir, { recursive: true, force: true });

  writeFileSync(
    path.join(REPORTS, 'REPORT.md'),
    summarise({ started, wapitiRuns, sqlmapRuns, serverErrors }),
  );
  console.log(readFileSync(path.join(REPORTS, 'REPORT.md'), 'utf8'));
  const wapitiFindings = wapitiRuns.reduce((sum, run) => sum + unacceptedFindings(run.report).length, 0);
  const sqlFindings = sqlmapRuns.reduce((sum, runResult) => sum + runResult.findings.length, 0);
  const isComplete = wapitiRuns.every((run) => run.report);
  process.exit(isComplete && wapitiFindings + sqlFindings + serverErrors.length === 0 ? 0 : 1);
}

function summarise({ started, wapitiRuns, sqlmapRuns, serverErrors }) {
  const section = (title, groups) => {
    const entries = Object.entries(groups ?? {}).filter(([, items]) => items.length > 0);
    if (entries.length === 0) return [`#### ${title}`, '', 'None.', ''];
    return [
      `#### ${title}`,
      '',
      ...entries.flatMap(([category, items]) => [
        `- **${category}** (${items.length})`,
        ...items
          .slice(0, 10)
          .map(
            (item) =>
              `  - ${item.method} ${item.path}${item.parameter ? ` [${item.parameter}]` : ''}: ${item.info}${
                acceptedReason(category, item) ? ` (accepted: ${acceptedReason(category, item)})` : ''
              }`,
          ),
      ]),
      '',
    ];
  };
  const wapitiSection = (run, title) => [
    `### ${title}`,
    '',
    `Start URLs (${run.startUrls.length}): ${run.startUrls.map((url) => `\`${url.replace(BASE, '')}\``).join(', ')}.`,
    '',
    `Exit: ${run.code ?? run.signal} after ${run.seconds} s; ${run.output.match(/Wapiti found \d+ URLs and forms/)?.[0] ?? 'no crawl summary'}; ${run.report ? 'report read' : '**no report written**'}. Findings not accepted: **${unacceptedFindings(run.report).length}**.`,
    '',
    ...section('Vulnerabilities', run.report?.vulnerabilities),
    ...section('Anomalies', run.report?.anomalies),
    ...section('Additional findings', run.report?.additionals),
  ];
  return [
    '# Security scan report',
    '',
    'Written by `npm run scan` (scripts/scan/scan.mjs); see docs/decisions/085-quality-suites.md. Raw',
    'output (wapiti-*.json, *.log, sqlmap/) stays in this folder and is not committed.',
    '',
    `- Run: ${started.toISOString()} against a demo server (PGlite, demo data) on 127.0.0.1 only`,
    `- Tools: ${spawnSync('wapiti', ['--version']).stdout?.toString().trim().split('\n').pop() || 'wapiti'}, sqlmap ${spawnSync('sqlmap', ['--version']).stdout?.toString().trim().split('\n')[0]}`,
    '',
    '## wapiti',
    '',
    `Modules: blindsql, sql, exec, file, xss, permanentxss, crlf, redirect, http_headers, cookieflags, csp, methods,`,
    `backup, htaccess, shellshock (level 1, depth 3, at most ${WAPITI_SECONDS} s a pass). Left out: ssrf, xxe, wapp, nikto`,
    '(they call hosts outside this machine), buster and brute_login_form (brute force).',
    '',
    ...wapitiSection(wapitiRuns[0], 'As a visitor: the pages and the public API'),
    ...wapitiSection(wapitiRuns[1], 'Signed in as the demo admin: every GET route of the API (OpenAPI)'),
    '## sqlmap',
    '',
    'Level 3, risk 2, PostgreSQL payloads, `--batch`; the sign-in runs send each request from its own',
    'loopback address (127.0.x.y) so the per-address limit does not hide the handler.',
    '',
    '| target | exit | seconds | findings | verdict |',
    '|---|---|---:|---|---|',
    ...sqlmapRuns.map(
      (runResult) =>
        `| ${runResult.name} | ${runResult.code ?? runResult.signal} | ${runResult.seconds} | ${runResult.findings.length === 0 ? 'none' : runResult.findings.map((line) => line.trim()).join('<br>')} | ${[...new Set(runResult.verdict)].join('<br>') || '(see log)'} |`,
    ),
    '',
    '## Server',
    '',
    serverErrors.length === 0
      ? 'The demo server logged no unhandled error during the scan.'
      : `The demo server logged ${serverErrors.length} unhandled error(s):\n\n${serverErrors
          .slice(0, 5)
          .map((line) => `    ${line.slice(0, 300)}`)
          .join('\n')}`,
    '',
  ].join('\n');
}

main().catch((error) => {
  console.error(error);
  server.kill('SIGKILL');
  process.exit(1);
});
