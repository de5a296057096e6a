// Builds the web app and holds the first load of key routes under a budget (issue 8): the
// JavaScript a browser must download before the page shows, gzipped.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const WEB = 'apps/web';
const BUDGET_KB = 200;
const BUDGETED_ROUTES = ['/', '/marketplace'];

const build = spawnSync(
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'build', WEB, '--logLevel', 'warn'],
  { stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const manifest = JSON.parse(readFileSync(path.join(WEB, 'dist/.vite/manifest.json'), 'utf8'));
const gzippedSize = (file) => gzipSync(readFileSync(path.join(WEB, 'dist', file))).length;

/** A chunk and everything it imports statically: what loads before it can run. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

// Which source file each route lazily loads, read from the route table.
const routesSource = readFileSync(path.join(WEB, 'src/app/routes.tsx'), 'utf8');
const routeFiles = new Map();
for (const match of routesSource.matchAll(/path: '([^']+)'[^}]*?import\('@\/([^']+)'\)/gs)) {
  routeFiles.set(match[1], `src/${match[2]}.tsx`);
}

const entry = staticClosure('index.html');
const report = [];
let failed = false;
for (const route of [...new Set([...routeFiles.keys(), ...BUDGETED_ROUTES])].sort()) {
  const pageKey = routeFiles.get(route);
  const chunks = new Set(entry);
  if (manifest[pageKey]) staticClosure(pageKey, chunks);
  const bytes = [...chunks].reduce(
    (sum, key) => sum + (manifest[key]?.file?.endsWith('.js') ? gzippedSize(manifest[key].file) : 0),
    0,
  );
  const kb = bytes / 1024;
  const isBudgeted = BUDGETED_ROUTES.includes(route);
  if (isBudgeted && kb > BUDGET_KB) failed = true;
  report.push(`| ${route} | ${kb.toFixed(1)} | ${isBudgeted ? `≤ ${BUDGET_KB}` : ''} |`);
}
const table = ['| route | initial JS, KB gzipped | budget |', '|---|---|---|', ...report].join('\n');
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/bundle-sizes.md', `# Initial JavaScript per route\n\n${table}\n`);
console.log(
  `Bundle budget: ${BUDGETED_ROUTES.map(
    (route) =>
      `${route} ${report
        .find((line) => line.startsWith(`| ${route} |`))
        ?.split('|')[2]
        ?.trim()} KB`,
  ).join(', ')} (budget ${BUDGET_KB} KB gzipped)`,
);
if (failed) {
  console.error(
    `A budgeted route's first load is over ${BUDGET_KB} KB gzipped; see bench/results/bundle-sizes.md`,
  );
  process.exit(1);
}
