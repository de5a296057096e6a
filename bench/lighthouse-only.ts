/**
 * Lighthouse alone, against a server that is already running (step 7 of run-bench.ts without the
 * rest): `LIGHTHOUSE_BASE=http://127.0.0.1:3260 npm run lighthouse -w @netlease/bench`, e.g. on
 * `PORT=3260 npm start` (embedded PGlite with the demo data). For checking a front-end change in
 * minutes; the numbers of record stay those of `npm run bench` (its data set, its production server).
 *
 * Prints, per page: the performance score, CLS, and every script downloaded while Lighthouse loaded
 * the page (Lighthouse's network log, compressed, headers included). The HTML reports and
 * summary.json go to LIGHTHOUSE_OUT (default: a fresh folder under the system's temp directory), never
 * to bench/results, which holds the full bench's record.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runLighthouse } from './lib/lighthouse';

const base = process.env.LIGHTHOUSE_BASE;
if (!base || !/^http:\/\/127\.0\.0\.1:\d+$/.test(base)) {
  console.error('Set LIGHTHOUSE_BASE to the running server, e.g. http://127.0.0.1:3260 (127.0.0.1 only).');
  process.exit(2);
}
const outDir = process.env.LIGHTHOUSE_OUT || mkdtempSync(path.join(tmpdir(), 'netlease-lighthouse-'));

const pages = await runLighthouse(base, outDir);
for (const page of pages) {
  if (page.error) {
    console.log(`${page.page}: failed (${page.error})`);
    continue;
  }
  const performance = page.scores.performance == null ? 'n/a' : Math.round(page.scores.performance * 100);
  const scripts = ((page.scriptTransferBytes ?? 0) / 1024).toFixed(1);
  console.log(
    `${page.page}: performance ${performance}, CLS ${page.cls ?? 'n/a'}, scripts ${scripts} KB in ${page.scriptRequests} requests`,
  );
  for (const [name, value] of Object.entries(page.metrics)) console.log(`    ${name}: ${value}`);
}
console.log(`Reports: ${outDir}`);
