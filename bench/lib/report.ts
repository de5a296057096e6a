import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { LoadResult } from './load';
import type { PgbenchResult } from './pgbench';
import type { LighthousePage } from './lighthouse';
import type { StepTiming } from './generate-data';

/** Everything below this line in RESULTS.md is written by hand and kept by each run. */
export const KEEP_MARKER = '<!-- Written by hand below this line: `npm run bench` keeps it. -->';

export interface Machine {
  cpu: string;
  cores: number;
  ramGb: number;
  os: string;
  node: string;
  postgres: string;
  postgresSettings: string;
  code: string;
  loadBefore: number[];
  loadAfter: number[];
}

export interface BenchReport {
  startedAt: Date;
  totalSeconds: number;
  machine: Machine;
  databaseName: string;
  dataSet: Record<string, string | number>;
  generation: StepTiming[];
  load: LoadResult[];
  loadSettings: { seconds: number; warmup: number; connections: number };
  ledgerAfter: Record<string, number>;
  writesDuringLoad: { orders: number; bids: number };
  pgbench: PgbenchResult;
  lighthouse: LighthousePage[] | string;
  plans: string[];
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
const int = (value: number | string) => Number(value).toLocaleString('en-US');
const load1 = (values: number[]) => values.map((value) => value.toFixed(1)).join(' / ');

export function renderReport(report: BenchReport): string {
  const { machine, load } = report;
  const baseline = load[0]!;
  const d = report.dataSet;
  const lines: string[] = [];
  const shared =
    Math.max(...machine.loadBefore.slice(0, 1), ...machine.loadAfter.slice(0, 1)) > machine.cores;

  lines.push(
    '# Benchmark results',
    '',
    'Written by `npm run bench` (bench/run-bench.ts): one command that recreates a PostgreSQL database,',
    'generates the data set, starts the real server and measures it. Numbers compare designs and catch',
    'regressions on one machine; they are not a service-level promise. Rerun on your machine before',
    'comparing with anything.',
    '',
    '```sh',
    'npm run bench                      # postgres://postgres@127.0.0.1:5432/netlease_bench (recreated)',
    'DATABASE_URL=postgres://…/my_bench npm run bench   # the database name must contain "bench"',
    'BENCH_SECONDS=20 BENCH_CONNECTIONS=8 npm run bench',
    '```',
    '',
    `## Latest run: ${report.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `Whole run: ${Math.round(report.totalSeconds)} s.`,
    '',
    '| machine | |',
    '|---|---|',
    `| CPU | ${machine.cpu}, ${machine.cores} cores |`,
    `| RAM | ${machine.ramGb.toFixed(0)} GB |`,
    `| OS | ${machine.os} |`,
    `| code | ${machine.code} |`,
    `| Node.js | ${machine.node} |`,
    `| PostgreSQL | ${machine.postgres.split(', compiled')[0]} |`,
    `| PostgreSQL settings | ${machine.postgresSettings} |`,
    `| load average (1/5/15 min) before / after | ${load1(machine.loadBefore)} — ${load1(machine.loadAfter)} |`,
    '',
  );
  if (shared) {
    lines.push(
      `**The machine was shared during this run** (load average above its ${machine.cores} cores: other`,
      'test suites were running in the same tree). Absolute numbers are low and noisy; the ratios to the',
      'baseline, measured in the same minutes, are the more useful figures.',
      '',
    );
  }

  lines.push(
    '### Data set',
    '',
    `Database \`${report.databaseName}\`, dropped and recreated, migrated with the server's migrations, filled by`,
    '`bench/lib/generate-data.ts` (set-based `INSERT … SELECT generate_series`; every journal passes the',
    "ledger's zero-sum trigger, wallet balances equal their postings), then `VACUUM ANALYZE`.",
    '',
    '| rows | count |',
    '|---|---|',
    `| users (1,000 sellers, 9,000 leasers) | ${int(d.users!)} |`,
    `| listings (public: active, with a free unit; of them IPv4) | ${int(d.listings!)} (${int(d.public_listings!)}; ${int(d.public_ipv4_listings!)}) |`,
    `| server packages (public: approved) | ${int(d.server_packages!)} (${int(d.public_server_packages!)}) |`,
    `| listings + server packages | ${int(Number(d.listings) + Number(d.server_packages))} |`,
    `| IP blocks, one per listing and auction (198.18.0.0/15 in /24s, 3fff::/20 and 2001:db8::/32) | ${int(d.ip_blocks!)} |`,
    `| auctions (live) | ${int(d.auctions!)} (${int(d.live_auctions!)}) |`,
    `| orders (${d.order_span}) | ${int(d.orders!)} |`,
    `| payments / invoices | ${int(d.payments!)} / ${int(d.invoices!)} |`,
    `| wallet history rows | ${int(d.transactions!)} |`,
    `| ledger journals / postings | ${int(d.journals!)} / ${int(d.postings!)} |`,
    `| seller holds | ${int(d.holds!)} |`,
    '',
    `Generation: ${report.generation.map((step) => `${step.label} ${(step.ms / 1000).toFixed(1)} s`).join(', ')}.`,
    '',
    '### HTTP, through the real server',
    '',
    `The server runs as in production (\`apps/server/src/main.ts\`, \`NODE_ENV=production\`, one Node.js process,`,
    `jobs on) on 127.0.0.1. autocannon, in the bench process, keeps ${report.loadSettings.connections} connections busy`,
    `for ${report.loadSettings.seconds} s per scenario after a ${report.loadSettings.warmup} s warm-up. Rates count`,
    '2xx answers only; other answers and connection errors are listed, never folded into the rate.',
    '',
    '| scenario | requests | 2xx/s | p50 | p95 | p99 | non-2xx | errors | rate vs baseline | p50 vs baseline |',
    '|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const result of load) {
    const refused = Object.entries(result.refused)
      .map(([status, count]) => `${count}× ${status}`)
      .join(', ');
    const isBaseline = result === baseline;
    lines.push(
      `| ${result.name} | ${result.what} | ${result.okPerSecond.toFixed(0)} | ${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.p99)} | ${refused || '0'} | ${result.errors} | ${isBaseline ? '1' : `${((100 * result.okPerSecond) / baseline.okPerSecond).toFixed(1)} %`} | ${isBaseline ? '1' : `${(result.p50 / baseline.p50).toFixed(1)}×`} |`,
    );
  }
  const p = report.pgbench;
  const ledger = report.ledgerAfter;
  lines.push(
    '',
    `Writes during the load: ${int(report.writesDuringLoad.orders)} orders, ${int(report.writesDuringLoad.bids)} accepted bids.`,
    `Ledger after the run: ${ledger.unbalancedJournals} unbalanced journals, ${ledger.negativeWallets} negative wallets,`,
    `${ledger.walletsOffTheirPostings} wallets off their postings, all postings sum to ${ledger.ledgerTotal}.`,
    '',
    '### pgbench: the write-path reference',
    '',
    `Built-in TPC-B-like script on its own database of the same server (\`pgbench -i -s ${p.scale}\`), run in the`,
    `same minutes with as many clients as the HTTP load had connections. Each pgbench transaction is 5`,
    'statements (three updates, a select, an insert); a checkout is about 25 statements plus HTTP, validation and',
    'the ORM, a bid about 30.',
    '',
    '| run | transactions/s | p50 | p95 | p99 | failed |',
    '|---|---|---|---|---|---|',
    `| scale ${p.scale}, ${p.clients} clients, ${p.seconds} s | ${p.tps.toFixed(0)} | ${ms(p.p50)} | ${ms(p.p95)} | ${ms(p.p99)} | ${p.failed} |`,
    '',
  );
  const checkout = load.find((result) => result.name === 'checkout');
  const bid = load.find((result) => result.name === 'bid');
  if (checkout && bid && Number.isFinite(p.tps)) {
    lines.push(
      `Checkouts reach ${((100 * checkout.okPerSecond) / p.tps).toFixed(1)} % of pgbench's transaction rate, bids`,
      `${((100 * bid.okPerSecond) / p.tps).toFixed(1)} %.`,
      '',
    );
  }

  lines.push('### Front end', '');
  if (typeof report.lighthouse === 'string') {
    lines.push(`Lighthouse did not run: ${report.lighthouse}`, '');
  } else {
    lines.push(
      'Lighthouse 12 (npm `lighthouse`, its default mobile preset with simulated throttling) with the system',
      'Chromium, on the production build served by the same server with the generated data. Reports:',
      '`bench/results/lighthouse/*.html` (each run, not committed), summary: `bench/results/lighthouse/summary.json`. Initial JavaScript per',
      'route and its budget: `bench/results/bundle-sizes.md` (checked by `npm test`).',
      '',
      '| page | performance | accessibility | best practices | FCP | LCP | TBT | CLS |',
      '|---|---|---|---|---|---|---|---|',
    );
    const score = (value: number | null | undefined) =>
      value == null ? 'n/a' : String(Math.round(value * 100));
    for (const page of report.lighthouse) {
      if (page.error) {
        lines.push(`| ${page.page} | failed twice: ${page.error} | | | | | | |`);
        continue;
      }
      const metric = Object.values(page.metrics);
      lines.push(
        `| ${page.page} | ${score(page.scores.performance)} | ${score(page.scores.accessibility)} | ${score(page.scores['best-practices'])} | ${metric[0]} | ${metric[1]} | ${metric[2]} | ${metric[3]} |`,
      );
    }
    const failing = report.lighthouse.flatMap((page) =>
      page.failing.map(
        (audit) => `${page.page}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
      ),
    );
    lines.push(
      '',
      failing.length ? `Audits below 90: ${failing.join('; ')}.` : 'No weighted audit below 90.',
      '',
    );
  }

  lines.push(
    '### Query plans',
    '',
    "Recorded from the server's own functions (their SQL is captured through a Drizzle logger, not copied) and",
    'explained with `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF)`: plan shape and actual rows only, so a',
    'file changes in review when a plan does.',
    '',
    ...report.plans.map((file) => `- \`${file}\``),
    '',
  );
  return lines.join('\n');
}

/** Writes the generated part of RESULTS.md and keeps the hand-written part under the marker. */
export function writeResults(file: string, generated: string) {
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const at = previous.indexOf(KEEP_MARKER);
  const kept = at >= 0 ? previous.slice(at + KEEP_MARKER.length) : '';
  const text = `${generated}\n${KEEP_MARKER}\n${kept.trimStart() ? `\n${kept.trimStart()}` : ''}`;
  writeFileSync(file, text);
}
