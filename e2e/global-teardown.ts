import { readFileSync, rmSync } from 'node:fs';
import { PID_FILE } from './global-setup';

export default async function globalTeardown() {
  try {
    const pid = Number(readFileSync(PID_FILE, 'utf8'));
    process.kill(pid, 'SIGTERM');
    rmSync(PID_FILE, { force: true });
  } catch {
    /* already gone */
  }
}
