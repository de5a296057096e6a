import { afterAll, beforeAll, expect, it, describe } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppContext } from './platform/app-context';
import { startJobs } from './platform/jobs/scheduler';

/**
 * The real server process (src/main.ts): on SIGTERM it finishes the requests it is serving, ends
 * live event streams cleanly, lets the job runs under way finish and exits 0
 * (docs/decisions/185-operations.md). Runs once, on an embedded database of its own.
 */
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 3200 + Math.floor(Math.random() * 600);
const base = `http://127.0.0.1:${PORT}`;
let server: ChildProcess;

async function signIn(email: string, password: string) {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const csrfCookie = (csrf.headers.getSetCookie()[0] ?? '').split(';')[0]!;
  const { token } = (await csrf.json()) as { token: string };
  return { csrfCookie, token, body: JSON.stringify({ email, password }) };
}

describe('graceful shutdown', () => {
  beforeAll(async () => {
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        PORT: String(PORT),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'netlease-drain-')),
        DATABASE_URL: '',
        DEMO_MODE: 'true',
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        JOBS_ENABLED: 'false',
      },
      stdio: 'ignore',
    });
    // Starting takes seconds on an idle machine (migrations, demo data); the margin is for a machine
    // busy with other test runs.
    for (let attempt = 0; attempt < 600; attempt += 1) {
      if (
        await fetch(`${base}/api/health`)
          .then((response) => response.ok)
          .catch(() => false)
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('server did not start');
  }, 180_000);
  afterAll(() => {
    server.kill('SIGKILL');
  });

  it('drains in-flight requests, closes live streams and exits 0', async () => {
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);
    const login = await signIn('leaser@netlease.demo', 'demo-password-2026');
    const first = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': login.token, cookie: login.csrfCookie },
      body: login.body,
    });
    const session = first.headers
      .getSetCookie()
      .find((line) => line.startsWith('nl_session='))!
      .split(';')[0]!;
    const stream = await fetch(`${base}/api/events`, { headers: { cookie: session } });
    expect(stream.status).toBe(200);
    const streamEnded = (async () => {
      const reader = stream.body!.getReader();
      for (;;) if ((await reader.read()).done) return true;
    })();

    // Several sign-ins (argon2 makes each take a while) are under way when SIGTERM arrives.
    const inFlight = Array.from({ length: 4 }, () =>
      fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-csrf-token': login.token,
          cookie: login.csrfCookie,
        },
        body: login.body,
      }).then((response) => response.status),
    );
    const firstDone = await Promise.race(inFlight);
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    server.kill('SIGTERM');

    expect(firstDone).toBe(200);
    expect(await Promise.all(inFlight)).toEqual([200, 200, 200, 200]);
    expect(await streamEnded).toBe(true);
    expect(await exited).toBe(0);
  }, 60_000);
});

describe('stopping the jobs', () => {
  it('starts no new run and resolves once the runs under way have finished', async () => {
    const events: string[] = [];
    let finish = () => {};
    const slow = {
      name: 'slow',
      everyMs: 60_000,
      run: () =>
        new Promise<void>((resolve) => {
          events.push('started');
          finish = () => {
            events.push('finished');
            resolve();
          };
        }),
    };
    const jobs = startJobs({} as AppContext, [slow]);
    expect(events).toEqual(['started']);

    let isStopped = false;
    const stopping = jobs.stop().then(() => {
      isStopped = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(isStopped).toBe(false);
    finish();
    await stopping;
    expect(events).toEqual(['started', 'finished']);
  });
});
