import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { startCpuMeter } from './cpu-time';
import { rowWritesSoFar } from './database';

const run = promisify(execFile);

export interface PgbenchResult {
  scale: number;
  clients: number;
  seconds: number;
  transactions: number;
  tps: number;
  p50: number;
  p95: number;
  p99: number;
  failed: number;
  /** Busy CPU milliseconds of the whole machine per transaction (pgbench and PostgreSQL together). */
  machineCpuPerTransaction: number;
  /** Rows inserted, updated or deleted per transaction, from PostgreSQL's statistics. */
  rowWritesPerTransaction: number;
}

/** pgbench from PATH, or from the Debian server package's folder. */
export function findPgbench(): string {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(path.join(dir, 'pgbench'))) return path.join(dir, 'pgbench');
  }
  const debian = '/usr/lib/postgresql/15/bin/pgbench';
  if (existsSync(debian)) return debian;
  throw new Error('pgbench not found: on Debian, apt-get install postgresql-contrib (or postgresql-client).');
}

/**
 * pgbench's built-in TPC-B-like script on its own database of the same server (initialised with
 * -i), bounded by -T. Each transaction's latency is logged (-l) so p50/p95/p99 are computed the
 * same way as for the HTTP scenarios.
 */
export async function runPgbench(options: {
  url: string;
  scale: number;
  clients: number;
  seconds: number;
}): Promise<PgbenchResult> {
  const parsed = new URL(options.url);
  const database = decodeURIComponent(parsed.pathname.slice(1));
  const env = {
    ...process.env,
    PGHOST: parsed.hostname,
    PGPORT: parsed.port || '5432',
    PGUSER: decodeURIComponent(parsed.username || 'postgres'),
    ...(parsed.password ? { PGPASSWORD: decodeURIComponent(parsed.password) } : {}),
  };
  const pgbench = findPgbench();
  await run(pgbench, ['-i', '-q', '-s', String(options.scale), database], { env });
  const logDir = mkdtempSync(path.join(tmpdir(), 'netlease-pgbench-'));
  const stats = new pg.Client({ connectionString: options.url });
  await stats.connect();
  try {
    const rowsBefore = await rowWritesSoFar(stats);
    // Only the machine's total: pgbench's backends end with it, before their time could be read.
    const cpuUsed = startCpuMeter([]);
    const { stdout } = await run(
      pgbench,
      [
        '-T',
        String(options.seconds),
        '-c',
        String(options.clients),
        '-j',
        String(Math.min(options.clients, 2)),
        '-l',
        '--log-prefix',
        path.join(logDir, 'log'),
        database,
      ],
      { env },
    );
    const machineSeconds = cpuUsed().machine;
    const rowsWritten = (await rowWritesSoFar(stats)) - rowsBefore;
    // Log lines: client_id transaction_no latency_us script_no epoch_s epoch_us
    const latencies: number[] = [];
    for (const file of readdirSync(logDir)) {
      for (const line of readFileSync(path.join(logDir, file), 'utf8').split('\n')) {
        const micros = Number(line.split(' ')[2]);
        if (Number.isFinite(micros) && line) latencies.push(micros / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
    const transactions = Number(/number of transactions actually processed: (\d+)/.exec(stdout)?.[1] ?? NaN);
    return {
      scale: options.scale,
      clients: options.clients,
      seconds: options.seconds,
      transactions,
      machineCpuPerTransaction: (machineSeconds * 1000) / transactions,
      rowWritesPerTransaction: rowsWritten / transactions,
      tps: Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? NaN),
      failed: Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0),
      p50: at(0.5),
      p95: at(0.95),
      p99: at(0.99),
    };
  } finally {
    await stats.end();
    rmSync(logDir, { recursive: true, force: true });
  }
}
