import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { createPgliteTemplate, openTestDatabase, pgliteTemplateFile } from './test/test-databases';
import { PRODUCTION_ENV } from './test/production-env';
import { PRODUCTION_NODE_FLAGS } from './production-node-flags';

/**
 * `npm run start:prod` (docs/decisions/185-operations.md): the server compiled by scripts/build.mjs
 * starts with plain node and NODE_ENV=production, finds its migrations and the web app's folder, and
 * answers /api/ready, /metrics and SIGTERM like the tsx server does. It builds into its own folder
 * under dist/ (git-ignored) and boots on a copy of the test run's migrated database, so it takes
 * seconds (the build about one, the start a few).
 */
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(SERVER_DIR, 'dist', `start-prod-test-${randomBytes(4).toString('hex')}`);
let server: ChildProcess | undefined;
let base = '';
let closeDatabase: () => Promise<void> = async () => undefined;
const output: string[] = [];

/** Database settings for the compiled server: a migrated PGlite folder, or a fresh PostgreSQL copy. */
async function prepareDatabase(): Promise<Record<string, string>> {
  if (process.env.TEST_DATABASE === 'postgres') {
    const handle = await openTestDatabase();
    closeDatabase = () => handle.close();
    return { DATABASE_URL: handle.url!, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'netlease-prod-')) };
  }
  const runId = inject('testRunId');
  if (!existsSync(pgliteTemplateFile(runId))) await createPgliteTemplate(runId);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'netlease-prod-'));
  const copy = new PGlite({
    dataDir: path.join(dataDir, 'pglite'),
    loadDataDir: new Blob([readFileSync(pgliteTemplateFile(runId))]),
  });
  await copy.waitReady;
  await copy.close();
  return { DATABASE_URL: '', DATA_DIR: dataDir };
}

describe('the compiled server (npm run start:prod)', () => {
  beforeAll(async () => {
    await promisify(execFile)(process.execPath, ['scripts/build.mjs', OUT_DIR], { cwd: SERVER_DIR });
    const database = await prepareDatabase();
    server = spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, path.join(OUT_DIR, 'main.js')], {
      // Outside the source tree's working folder: nothing may depend on where it is started from.
      cwd: tmpdir(),
      env: {
        PATH: process.env.PATH,
        ...database,
        ...PRODUCTION_ENV,
        PORT: '0',
        LOG_LEVEL: 'info',
        JOBS_ENABLED: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    // The JSON log line Fastify writes once it listens names the port it was given.
    base = await new Promise<string>((resolve, reject) => {
      server!.stdout!.on('data', (chunk: Buffer) => {
        output.push(chunk.toString());
        const listening = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(output.join(''));
        if (listening) resolve(listening[1]!);
      });
      server!.on('exit', (code) => reject(new Error(`the server exited (${code}):\n${output.join('')}`)));
    });
    // Seconds on an idle machine; the margin is for a machine busy with other test runs.
  }, 120_000);
  afterAll(async () => {
    server?.kill('SIGKILL');
    await closeDatabase();
    rmSync(OUT_DIR, { recursive: true, force: true });
  });

  it('is ready, serves metrics to the machine itself and stops cleanly on SIGTERM', async () => {
    const ready = await fetch(`${base}/api/ready`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('x-request-id')).toBeTruthy();
    expect(await ready.json()).toEqual({
      ready: true,
      checks: { database: 'ok', migrations: 'ok', realtime: 'ok' },
    });
    // Production defaults: no demo, no sandbox card processor.
    expect(await (await fetch(`${base}/api/config`)).json()).toMatchObject({ demoMode: false });

    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toContain(
      'netlease_http_requests_total{method="GET",route="/api/ready",status_code="200"} 1',
    );
    expect(metrics).toContain('process_cpu_user_seconds_total');
    expect(metrics).toContain('nodejs_eventloop_lag_seconds');

    // Every log line is one JSON object; request lines carry the request id.
    const lines = output
      .join('')
      .split('\n')
      .filter((line) => line.startsWith('{'));
    const readyLog = lines
      .map((line) => JSON.parse(line) as { reqId?: string; req?: { url?: string } })
      .find((entry) => entry.req?.url === '/api/ready');
    expect(readyLog?.reqId).toBe(ready.headers.get('x-request-id'));

    const exited = new Promise<number | null>((resolve) => server!.on('exit', (code) => resolve(code)));
    server!.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);

  it('is started with the same node flags wherever production starts it', () => {
    const root = path.resolve(SERVER_DIR, '../..');
    const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
    const launch = `node ${PRODUCTION_NODE_FLAGS.join(' ')} `;
    const scripts = JSON.parse(read('apps/server/package.json')) as { scripts: Record<string, string> };
    expect(scripts.scripts['start:prod']).toContain(`${launch}dist/main.js`);
    expect(read('docs/deploy/Procfile')).toContain(`${launch}apps/server/dist/main.js`);
    expect(read('docs/deploy/netlease.service')).toContain(
      `ExecStart=/usr/bin/${launch}/opt/netlease/apps/server/dist/main.js`,
    );
    expect(read('docs/deploy/README.md')).toContain(`${launch}apps/server/dist/main.js`);
  });

  it('finds the web app where npm start does (apps/web/dist)', () => {
    // The bundle's app.ts code locates the web build from app.ts's own address (scripts/build.mjs).
    const bundle = readFileSync(path.join(OUT_DIR, 'main.js'), 'utf8');
    const appUrl = /new URL\("([^"]*\/src\/app\.ts)", import\.meta\.url\)/.exec(bundle)?.[1];
    expect(appUrl).toBeDefined();
    const appFile = fileURLToPath(new URL(appUrl!, pathToFileURL(path.join(OUT_DIR, 'main.js'))));
    expect(appFile).toBe(path.join(SERVER_DIR, 'src', 'app.ts'));
  });

  it('finds the PDF fonts in node_modules as the tsx server does', () => {
    // The PDF code resolves the font files from its own address (docs/decisions/259-pdf-fonts.md).
    const bundle = readFileSync(path.join(OUT_DIR, 'main.js'), 'utf8');
    const fontsUrl = /new URL\("([^"]*\/src\/platform\/pdf\/unicode-fonts\.ts)", import\.meta\.url\)/.exec(
      bundle,
    )?.[1];
    expect(fontsUrl).toBeDefined();
    const resolveFont = createRequire(new URL(fontsUrl!, pathToFileURL(path.join(OUT_DIR, 'main.js'))));
    for (const font of [
      '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
      '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
      '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
      '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
    ]) {
      expect(existsSync(resolveFont.resolve(font))).toBe(true);
      expect(bundle).toContain(font);
    }
  });
});
