import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRODUCTION_NODE_FLAGS } from '../../apps/server/src/production-node-flags';
import { startSmtpSink, type SmtpSink } from '../../apps/server/src/test/smtp-sink';

/** What every process the bench starts gets: no other variable of the caller leaks into a run. */
const processEnv = (port: number) => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
});

/**
 * Production refuses to start without a mail server: the bench's processes mail (invoices, in the
 * background) to one mail server the bench runs on 127.0.0.1, which keeps what it is sent.
 */
let mailServer: Promise<SmtpSink> | undefined;
export const BENCH_MAIL_FROM = 'Bench Networks <billing@bench.example>';
export async function benchMailUrl(): Promise<string> {
  mailServer ??= startSmtpSink({ keepsProcessAlive: false });
  return (await mailServer).url;
}

/** Production refuses to start without the invoice issuer (docs/PRODUCT.md "Invoices"). */
export const BENCH_INVOICE_ISSUER = {
  INVOICE_ISSUER_NAME: 'Bench Networks B.V.',
  INVOICE_ISSUER_ADDRESS: 'Herengracht 1;1015 BA Amsterdam;Netherlands',
  INVOICE_ISSUER_COUNTRY: 'NL',
  INVOICE_VAT_RATE: '21',
};

export interface RunningServer {
  name: string;
  base: string;
  port: number;
  /** The server's process id (its CPU time is read from /proc, lib/cpu-time.ts). */
  pid: number;
  /** The port its inspector opens on when sent SIGUSR1 (lib/heap.ts); none unless asked for. */
  inspectPort?: number;
  stop(): Promise<void>;
  /** What the server printed (warnings and errors; LOG_LEVEL=warn). */
  output(): string;
}

/** A free TCP port on 127.0.0.1 (asked from the OS, then released for the server to take). */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Compiles the server as production does (apps/server/scripts/build.mjs: one ES module bundled by
 * esbuild, no TypeScript compiler at run time) into a folder of the bench's own, so a parallel build
 * of apps/server/dist never mixes in. Returns the path of main.js.
 */
export async function buildServer(root: string, outDir: string): Promise<string> {
  await runNode(root, [path.join(root, 'apps/server/scripts/build.mjs'), outDir], 'server build');
  return path.join(outDir, 'main.js');
}

/**
 * Starts the compiled server (plain node, as `npm run start:prod` runs it: NODE_ENV=production,
 * PRODUCTION_NODE_FLAGS) on 127.0.0.1, demo mode off, jobs on. Plain HTTP on the loopback address, so
 * cookies are not marked Secure (COOKIE_SECURE=false): no TLS terminator here.
 * With `cpuProfileDir`, the process runs under V8's sampling profiler (--cpu-prof) and writes its
 * profile there when it stops. With `inspectPort`, node is told a port on 127.0.0.1 for its inspector
 * (`--inspect-port`), which stays closed until the bench sends SIGUSR1 (lib/heap.ts).
 */
export async function startServer(options: {
  name: string;
  root: string;
  entry: string;
  databaseUrl: string;
  webDistDir: string;
  cpuProfileDir?: string;
  inspectPort?: boolean;
  /** Settings on top of the bench's (CATALOGUE_CACHE=false for the uncached reads). */
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const port = await findFreePort();
  const base = `http://127.0.0.1:${port}`;
  const profiling = options.cpuProfileDir
    ? ['--cpu-prof', '--cpu-prof-dir', options.cpuProfileDir, '--cpu-prof-name', `${options.name}.cpuprofile`]
    : [];
  if (options.cpuProfileDir) mkdirSync(options.cpuProfileDir, { recursive: true });
  const inspectPort = options.inspectPort ? await findFreePort() : undefined;
  const inspecting = inspectPort === undefined ? [] : [`--inspect-port=127.0.0.1:${inspectPort}`];
  const child: ChildProcess = spawn(
    process.execPath,
    [...profiling, ...inspecting, ...PRODUCTION_NODE_FLAGS, options.entry],
    {
      cwd: options.root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...processEnv(port),
        PUBLIC_URL: base,
        DATABASE_URL: options.databaseUrl,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'netlease-bench-data-')),
        WEB_DIST_DIR: options.webDistDir,
        DEMO_MODE: 'false',
        COOKIE_SECURE: 'false',
        LOG_LEVEL: 'warn',
        JOBS_ENABLED: 'true',
        ...BENCH_INVOICE_ISSUER,
        SMTP_URL: await benchMailUrl(),
        MAIL_FROM: BENCH_MAIL_FROM,
        ...options.env,
      },
    },
  );
  const watched = watchOutput(child);
  await waitForHealth(child, base, options.name, watched.output);
  return { ...running(options.name, base, port, child, watched), ...(inspectPort ? { inspectPort } : {}) };
}

/**
 * The bare Fastify reference (bench/lib/bare-fastify.mjs): the server's Fastify with one route
 * answering what its GET /api/health answers, in a process of its own on 127.0.0.1, run by node as
 * the server is (goal G4: our /api/health against it, same load, same run).
 */
export async function startBareFastify(root: string): Promise<RunningServer> {
  const port = await findFreePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(root, 'bench/lib/bare-fastify.mjs')],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: processEnv(port),
    },
  );
  const watched = watchOutput(child);
  await waitForHealth(child, base, 'bare Fastify', watched.output);
  return running('bare-fastify', base, port, child, watched);
}

/**
 * Resident memory of a process (VmRSS of /proc/<pid>/status) in bytes, read from outside so the
 * server needs no route for it; undefined where /proc is missing or the process is gone.
 */
export function readRssBytes(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

function watchOutput(child: ChildProcess) {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { output: () => output, exited };
}

async function waitForHealth(child: ChildProcess, base: string, name: string, output: () => string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server ${name} stopped at start:\n${output()}`);
    const ok = await fetch(`${base}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server ${name} did not answer /api/health within 60 s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function running(
  name: string,
  base: string,
  port: number,
  child: ChildProcess,
  watched: ReturnType<typeof watchOutput>,
): RunningServer {
  return {
    name,
    base,
    port,
    pid: child.pid!,
    output: watched.output,
    async stop() {
      // SIGTERM: the server drains and exits through process.exit, which is when --cpu-prof writes.
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await watched.exited;
      clearTimeout(timer);
    },
  };
}

/** Builds the web app into a folder of the bench's own, so a parallel `npm test` build never mixes in. */
export function buildWeb(root: string, outDir: string): Promise<void> {
  return runNode(
    root,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      'apps/web',
      '--logLevel',
      'warn',
      '--emptyOutDir',
      '--outDir',
      path.relative(path.join(root, 'apps/web'), outDir),
    ],
    'web build',
  );
}

function runNode(root: string, args: string[], what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${what} failed (exit ${code})`)),
    );
  });
}
