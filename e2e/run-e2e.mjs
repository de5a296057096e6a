// Runs the browser suite when a Chromium is installed (docs/ARCHITECTURE.md "Tests"); never downloads one.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

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
run(process.execPath, [
  'node_modules/@playwright/test/cli.js',
  'test',
  '--config',
  // npm run screenshots runs the same machinery with its own config (e2e/screenshots/).
  process.env.E2E_CONFIG ?? 'e2e/playwright.config.ts',
  ...process.argv.slice(2),
]);
