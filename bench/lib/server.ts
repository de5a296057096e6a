import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningServer {
  base: string;
  port: number;
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
 * Starts the real server (apps/server/src/main.ts through tsx, as `npm start` does) on 127.0.0.1,
 * configured as in production: NODE_ENV=production, demo mode off, jobs on. Plain HTTP on the
 * loopback address, so cookies are not marked Secure (COOKIE_SECURE=false): no TLS terminator here.
 */
export async function startServer(options: {
  root: string;
  databaseUrl: string;
  webDistDir: string;
}): Promise<RunningServer> {
  const port = await findFreePort();
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(options.root, 'apps/server/src/main.ts')],
    {
      cwd: options.root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: base,
        DATABASE_URL: options.databaseUrl,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'netlease-bench-data-')),
        WEB_DIST_DIR: options.webDistDir,
        DEMO_MODE: 'false',
        COOKIE_SECURE: 'false',
        LOG_LEVEL: 'warn',
        JOBS_ENABLED: 'true',
      },
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped at start:\n${output}`);
    const ok = await fetch(`${base}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer /api/health within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    port,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Builds the web app into a folder of the bench's own, so a parallel `npm test` build never mixes in. */
export function buildWeb(root: string, outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
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
      { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`web build failed (exit ${code})`)),
    );
  });
}
