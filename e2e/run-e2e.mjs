// Runs the browser suite when a Chromium is installed (docs/ARCHITECTURE.md "Tests"); never downloads one.
import { existsSync, readdirSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';

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
// (e2e/playwright.config.ts, docs/decisions/268). A shard takes every other spec file by name rather
// than Playwright's --shard, which cuts the list in two and gave one shard all the side-by-side specs
// and the other only specs run one test at a time. A run of named spec files, or E2E_SHARDS=1, is one
// shard that prints as it goes, then the clock lane.
const specFiles = readdirSync('e2e/tests')
  .filter((name) => name.endsWith('.spec.ts'))
  .sort();
const specsOfShard = (index, shards) =>
  specFiles.filter((_, position) => position % shards === index).map((name) => `e2e/tests/${name}`);
const namesSpecs = process.argv.slice(2).some((arg) => arg.endsWith('.ts'));
const shards = Number(process.env.E2E_SHARDS ?? (namesSpecs || process.env.E2E_CONFIG ? 1 : 2));
if (shards <= 1) {
  run(process.execPath, playwright(OTHER_LANES));
  run(process.execPath, playwright(CLOCK_LANE));
} else {
  // Each lane writes its failures' screenshots to a folder of its own (a run cleans its folder first).
  const outputAt = process.argv.indexOf('--output');
  const outputBase = outputAt > 0 ? process.argv[outputAt + 1] : 'test-results';
  const runLane = (name, laneIndex, extra) =>
    new Promise((resolve) => {
      const lanePort = String(Number(port) + laneIndex);
      const child = spawn(process.execPath, playwright([...extra, '--output', `${outputBase}/${name}`]), {
        env: { ...env, E2E_PORT: lanePort },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (code) => {
        // Each lane's own report, whole, as soon as it ends (interleaved lines would be unreadable).
        process.stdout.write(`\n── browser tests, ${name} (port ${lanePort}) ──\n${output}`);
        resolve(code ?? 1);
      });
    });
  const codes = await Promise.all([
    ...Array.from({ length: shards }, (_, index) =>
      runLane(`shard-${index + 1}`, index, [...specsOfShard(index, shards), ...OTHER_LANES]),
    ),
    runLane('clock', shards, CLOCK_LANE),
  ]);
  process.exit(codes.find((code) => code !== 0) ?? 0);
}
