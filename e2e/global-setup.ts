import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 3100);
/** One per port, so runs side by side (E2E_PORT) each stop their own server. */
export const PID_FILE = path.join(ROOT, '.tmp', `e2e-server-${port}.pid`);
/**
 * With DATABASE_URL (CI), the server runs on a fresh database of that PostgreSQL server instead of
 * embedded PGlite: PGlite answers inside the server's own event loop on one core, PostgreSQL in its
 * own processes on the other, which halves the browser suite's time on two cores. The embedded
 * database stays covered by every API test and by `npm start`.
 */
const E2E_DATABASE = `netlease_e2e_${port}`;

/** The server's DATABASE_URL on the same PostgreSQL server, pointing at the e2e database. */
const e2eDatabaseUrl = (adminUrl: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${E2E_DATABASE}`;
  return url.toString();
};

/** Drops the e2e database (its server has stopped) and, with `create`, makes it anew. */
export async function resetE2eDatabase(adminUrl: string, { create }: { create: boolean }) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${E2E_DATABASE} WITH (FORCE)`);
    if (create) await client.query(`CREATE DATABASE ${E2E_DATABASE}`);
  } finally {
    await client.end();
  }
}

async function isListening(url: string) {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

/** Starts the real server (built web app, fresh embedded database, demo data, test hooks). */
export default async function globalSetup() {
  if (await isListening(`http://127.0.0.1:${port}/api/health`)) {
    throw new Error(`Port ${port} is already in use: stop that server or set E2E_PORT to a free port.`);
  }
  mkdirSync(path.dirname(PID_FILE), { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'netlease-e2e-'));
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) await resetE2eDatabase(adminUrl, { create: true });
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: adminUrl ? e2eDatabaseUrl(adminUrl) : '',
      DEMO_MODE: 'true',
      TEST_CONTROL: 'true',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: false,
  });
  writeFileSync(PID_FILE, String(server.pid));
  // Three servers migrate and seed the demo at once (run-e2e.mjs): on two cores shared with other
  // work that took over 90 seconds.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not start within 240 seconds');
}
