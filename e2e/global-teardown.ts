import { readFileSync, rmSync } from 'node:fs';
import { PID_FILE, resetE2eDatabase } from './global-setup';

export default async function globalTeardown() {
  try {
    const pid = Number(readFileSync(PID_FILE, 'utf8'));
    process.kill(pid, 'SIGTERM');
    rmSync(PID_FILE, { force: true });
    await waitForExit(pid);
  } catch {
    /* already gone */
  }
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) await resetE2eDatabase(adminUrl, { create: false });
}

/** The server drains for at most 15 s (main.ts) before its database may be dropped. */
async function waitForExit(pid: number) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
