// Runs the browser suite when a Chromium is installed (docs/ARCHITECTURE.md "Tests"); never downloads one.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log(
    `Browser tests skipped: no Chromium at ${chromium} (install Debian's chromium package to run them).`,
  );
  process.exit(0);
}
const port = process.env.E2E_PORT ?? '3100';
const env = { ...process.env, E2E_PORT: port, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
// Called without npm so the run prints only the tools' own output.
// npm test has just built apps/web/dist (scripts/check-bundle-budget.mjs). Alone, this script builds
// into a folder of its own port, so two runs side by side never serve each other's half-written build.
if (!process.env.SKIP_WEB_BUILD) {
  env.WEB_DIST_DIR = `.tmp/web-dist-${port}`;
  run(process.execPath, [
    'node_modules/vite/bin/vite.js',
    'build',
    'apps/web',
    '--logLevel',
    'warn',
    '--emptyOutDir',
    '--outDir',
    `../../${env.WEB_DIST_DIR}`,
  ]);
}
const playwright = (extra) => [
  'node_modules/@playwright/test/cli.js',
  'test',
  '--config',
  // npm run screenshots runs the same machinery with its own config (e2e/screenshots/).
  process.env.E2E_CONFIG ?? 'e2e/playwright.config.ts',
  ...process.argv.slice(2),
  ...extra,
];

// Tests that move the server's clock (tagged CLOCK_TAG, or '@moves-clock-days' for days: the abuse
// ladder's deadlines, an auction's end, a hold's expiry) run in a lane of their own, one at a time,
// against a server and database of their own: every other test meets the clock it started with (a
// live auction still live, a hold still held, its sessions still fresh), and may run beside others.
const CLOCK_TAG = '@moves-clock';
const CLOCK_LANE = ['--grep', CLOCK_TAG, '--workers=1', '--pass-with-no-tests'];
const OTHER_LANES = ['--grep-invert', CLOCK_TAG, '--pass-with-no-tests'];

// The whole suite runs as two shards side by side, each against a server and database of its own
// (ports E2E_PORT and E2E_PORT + 1), and the clock lane beside them (the next port). Within a shard
// the specs of the demo accounts run one test at a time and the others beside them
// (e2e/playwright.config.ts, docs/decisions/268). The specs are dealt to the shards by their measured
// seconds (e2e/spec-seconds.json), longest first, each to the shard it makes end soonest: a shard
// ends when both its one-at-a-time chain of demo-account specs and its two workers' whole share are
// done (docs/decisions/273). A spec not measured yet counts as the median, one at a time.
// `E2E_RECORD_SECONDS=1` on a whole run writes that file afresh. A run of named spec files, or
// E2E_SHARDS=1, is one shard that prints as it goes, then the clock lane.
const SECONDS_FILE = 'e2e/spec-seconds.json';
const ONE_AT_A_TIME = 'demo-accounts';
// As e2e/playwright.config.ts runs them.
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const specFiles = readdirSync('e2e/tests')
  .filter((name) => name.endsWith('.spec.ts'))
  .sort();
const measured = existsSync(SECONDS_FILE) ? JSON.parse(readFileSync(SECONDS_FILE, 'utf8')) : {};
const known = Object.values(measured)
  .map((spec) => spec.seconds)
  .sort((a, b) => a - b);
const median = known.length > 0 ? known[Math.floor(known.length / 2)] : 1;
const measureOf = (name) => measured[name] ?? { seconds: median, project: ONE_AT_A_TIME };
const shardsOf = (shards) => {
  const dealt = Array.from({ length: shards }, () => ({ chain: 0, total: 0, specs: [] }));
  const endWith = (shard, { seconds, project }) =>
    Math.max(shard.chain + (project === ONE_AT_A_TIME ? seconds : 0), (shard.total + seconds) / WORKERS);
  const longestFirst = [...specFiles].sort(
    (a, b) => measureOf(b).seconds - measureOf(a).seconds || a.localeCompare(b),
  );
  for (const name of longestFirst) {
    const spec = measureOf(name);
    const soonest = dealt.reduce((best, shard) =>
      endWith(shard, spec) < endWith(best, spec) ? shard : best,
    );
    if (spec.project === ONE_AT_A_TIME) soonest.chain += spec.seconds;
    soonest.total += spec.seconds;
    soonest.specs.push(`e2e/tests/${name}`);
  }
  return dealt.map((shard) => shard.specs);
};
const namesSpecs = process.argv.slice(2).some((arg) => arg.endsWith('.ts'));
const shards = Number(process.env.E2E_SHARDS ?? (namesSpecs || process.env.E2E_CONFIG ? 1 : 2));
if (shards <= 1) {
  run(process.execPath, playwright(OTHER_LANES));
  run(process.execPath, playwright(CLOCK_LANE));
} else {
  // Each lane writes its failures' screenshots to a folder of its own (a run cleans its folder first).
  const outputAt = process.argv.indexOf('--output');
  const outputBase = outputAt > 0 ? process.argv[outputAt + 1] : 'test-results';
  const record = Boolean(process.env.E2E_RECORD_SECONDS);
  // Absolute: Playwright reads PLAYWRIGHT_JSON_OUTPUT_NAME from the config's folder, not this one.
  const reportOf = (name) => path.resolve(outputBase, `${name}-report.json`);
  const runLane = (name, laneIndex, extra) =>
    new Promise((resolve) => {
      const lanePort = String(Number(port) + laneIndex);
      const reporters = record ? ['--reporter', 'list,json'] : [];
      const child = spawn(
        process.execPath,
        playwright([...extra, ...reporters, '--output', `${outputBase}/${name}`]),
        {
          env: { ...env, E2E_PORT: lanePort, PLAYWRIGHT_JSON_OUTPUT_NAME: reportOf(name) },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (code) => {
        // Each lane's own report, whole, as soon as it ends (interleaved lines would be unreadable).
        process.stdout.write(`\n── browser tests, ${name} (port ${lanePort}) ──\n${output}`);
        resolve(code ?? 1);
      });
    });
  const shardNames = Array.from({ length: shards }, (_, index) => `shard-${index + 1}`);
  const codes = await Promise.all([
    ...shardsOf(shards).map((specs, index) => runLane(shardNames[index], index, [...specs, ...OTHER_LANES])),
    runLane('clock', shards, CLOCK_LANE),
  ]);
  const failed = codes.find((code) => code !== 0);
  if (record && failed === undefined) writeSpecSeconds(shardNames.map(reportOf));
  process.exit(failed ?? 0);
}

/** Sums each spec file's test durations (outside the clock lane) from the shards' JSON reports. */
function writeSpecSeconds(reports) {
  const seconds = {};
  const projects = {};
  const visit = (suite, file) => {
    const name = (suite.file ?? file)?.split('/').pop();
    for (const spec of suite.specs ?? []) {
      for (const entry of spec.tests) {
        projects[name] = entry.projectName;
        for (const result of entry.results) seconds[name] = (seconds[name] ?? 0) + result.duration / 1000;
      }
    }
    for (const child of suite.suites ?? []) visit(child, name);
  };
  for (const report of reports)
    for (const suite of JSON.parse(readFileSync(report, 'utf8')).suites) visit(suite);
  const rounded = Object.fromEntries(
    Object.keys(seconds)
      .sort()
      .map((name) => [name, { seconds: Math.round(seconds[name]), project: projects[name] }]),
  );
  writeFileSync(SECONDS_FILE, `${JSON.stringify(rounded, null, 2)}\n`);
  console.log(`Wrote ${SECONDS_FILE}.`);
}
