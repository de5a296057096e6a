// Builds the web app and holds the first load of every route under a budget: the JavaScript a browser
// must download before the page shows (the entry, its static imports and the route's page chunk with
// its static imports), counted as the server sends it. The built files are served by the server's
// own static-file code (apps/server/src/platform/http/web-app-files.ts) on 127.0.0.1 and fetched
// over node:http with the Accept-Encoding of a browser; node:http does not decode, so the bytes
// counted are the bytes on the wire (body only), and the encoding the server chose is reported.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import Fastify from 'fastify';
import { tsImport } from 'tsx/esm/api';

const WEB = 'apps/web';
// WEB_DIST_DIR builds elsewhere (as the server reads it), leaving apps/web/dist to others.
const DIST = path.resolve(process.env.WEB_DIST_DIR || path.join(WEB, 'dist'));
const BUDGET_KB = 150;
/**
 * Routes not yet within the budget, each held to its own ceiling (its first load when it was
 * listed, in KB as sent) so it cannot grow; a route leaves the list once it is within the budget,
 * and the check says so (docs/decisions/270). Every other route is held to BUDGET_KB.
 */
const CEILINGS_KB = {};
/** What Chromium asks for; the server answers with brotli when it has it. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const build = spawnSync(
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'build', WEB, '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn'],
  { stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'));

/** A chunk and everything it imports statically: what loads before it can run. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

// Every route of the route table, and the source file each lazily loaded one loads (the three pages
// that come with the entry have none: their first load is the entry's).
const routesSource = readFileSync(path.join(WEB, 'src/app/routes.tsx'), 'utf8');
const routePaths = [...routesSource.matchAll(/path: '([^']+)'/g)].map((match) => match[1]);
const routeFiles = new Map();
for (const match of routesSource.matchAll(/path: '([^']+)'[^}]*?import\('@\/([^']+)'\)/gs)) {
  routeFiles.set(match[1], `src/${match[2]}.tsx`);
}

const { registerWebAppFiles } = await tsImport(
  '../apps/server/src/platform/http/web-app-files.ts',
  import.meta.url,
);
const server = Fastify({ logger: false });
await registerWebAppFiles(server, DIST);
const base = await server.listen({ host: '127.0.0.1', port: 0 });

/** One file as sent: its body bytes on the wire and the content-encoding the server chose. */
function fetchAsSent(file) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}/${file}`,
      { headers: { 'accept-encoding': ACCEPT_ENCODING } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`GET /${file}: ${response.statusCode}`));
          else resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`timeout: /${file}`)));
  });
}

const sent = new Map();
async function sizeOf(file) {
  if (!sent.has(file)) {
    const { bytes, encoding } = await fetchAsSent(file);
    sent.set(file, { bytes, encoding, raw: readFileSync(path.join(DIST, file)).length });
  }
  return sent.get(file);
}

const entry = staticClosure('index.html');
const report = [];
const problems = [];
let largest = 0;
let withinBudget = 0;
let failed = false;
try {
  for (const route of [...new Set(routePaths)].sort()) {
    const pageKey = routeFiles.get(route);
    const chunks = new Set(entry);
    if (pageKey && !manifest[pageKey]) {
      // A page merged into another chunk would be measured as the entry alone: never a pass.
      failed = true;
      problems.push(`${route}: its page ${pageKey} is not a chunk of its own in the build's manifest`);
    }
    if (manifest[pageKey]) staticClosure(pageKey, chunks);
    let bytes = 0;
    let raw = 0;
    let files = 0;
    const encodings = new Set();
    for (const key of chunks) {
      const file = manifest[key]?.file;
      if (!file?.endsWith('.js')) continue;
      const size = await sizeOf(file);
      bytes += size.bytes;
      raw += size.raw;
      files += 1;
      encodings.add(size.encoding);
    }
    const kb = bytes / 1024;
    const limit = CEILINGS_KB[route] ?? BUDGET_KB;
    const encoding = [...encodings].sort().join(' + ');
    if (kb > limit) {
      failed = true;
      problems.push(`${route} ${kb.toFixed(1)} KB > ${limit} KB`);
    } else if (route in CEILINGS_KB && kb <= BUDGET_KB) {
      failed = true;
      problems.push(`${route} ${kb.toFixed(1)} KB is within ${BUDGET_KB} KB now: take it off CEILINGS_KB`);
    }
    if (kb <= BUDGET_KB) {
      withinBudget += 1;
      largest = Math.max(largest, kb);
    }
    report.push(
      `| ${route} | ${kb.toFixed(1)} | ${files} | ${encoding} | ${(raw / 1024).toFixed(1)} | ≤ ${limit} |`,
    );
  }
} finally {
  await server.close();
}

const table = [
  '| route | first-load JS as sent, KB | files | content-encoding | uncompressed, KB | budget |',
  '|---|---|---|---|---|---|',
  ...report,
].join('\n');
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/bundle-sizes.md',
  `# Initial JavaScript per route\n\nThe entry, the route's page chunk and their static imports, as the server sends them to a ` +
    `browser asking \`Accept-Encoding: ${ACCEPT_ENCODING}\` (body bytes on the wire; scripts/check-bundle-budget.mjs). Each file is a request a phone makes, over HTTP/1.1's six connections.\n\n${table}\n`,
);
console.log(
  `Bundle budget: ${withinBudget} of ${report.length} routes within ${BUDGET_KB} KB as sent ` +
    `(largest ${largest.toFixed(1)} KB), the others held to their ceiling in CEILINGS_KB`,
);
if (failed) {
  console.error(`${problems.join('\n')}\nSee bench/results/bundle-sizes.md`);
  process.exit(1);
}
