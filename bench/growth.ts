/**
 * Growth of the catalogue search from 1× to 10× data (docs/decisions/276): for each scale, a scratch
 * database `netlease_bench_growth_<scale>x` is created, migrated with the server's migrations and
 * filled by bench/lib/generate-data.ts at that scale; then every case of bench/lib/marketplace-cases.ts
 * runs the server's own SQL (buildMarketplaceQueries) for its page and its count, GROWTH_RUNS times
 * each after one warm-up, the scales taking turns run by run, and the p95 is kept, with EXPLAIN
 * (ANALYZE, BUFFERS) of each query.
 *
 *   npm run growth -w @netlease/bench                    # 1× and 10×, databases dropped at the end
 *   GROWTH_SCALES=1 GROWTH_KEEP=1 npm run growth -w @netlease/bench   # keep the database
 *   GROWTH_SCALES=10 GROWTH_REUSE=1 npm run growth -w @netlease/bench # measure a kept database again
 *
 * Each scale's figures go to bench/results/growth-<scale>x.json (scratch) and its plans to
 * bench/results/growth-plans-<scale>x.txt; bench/results/growth.md is written from every scale found.
 * Only 127.0.0.1 is spoken to.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { marketplaceQuerySchema } from '@netlease/shared/marketplace';
import { hashPassword } from '../apps/server/src/platform/auth/passwords';
import { buildMarketplaceQueries } from '../apps/server/src/features/catalog/marketplace/marketplace.queries';
import { connect, migrateDatabase, recreateDatabase, withDatabase } from './lib/database';
import { BENCH_PASSWORD, generateData, type StepTiming } from './lib/generate-data';
import { marketplaceCases, toQueryString } from './lib/marketplace-cases';

const RESULTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (!['127.0.0.1', 'localhost'].includes(new URL(url).hostname))
  throw new Error('The bench only talks to 127.0.0.1.');
// GROWTH_SCALES= (empty) measures nothing and writes growth.md again from the kept figures.
const scales = (process.env.GROWTH_SCALES ?? '1,10').split(',').filter(Boolean).map(Number);
// The p95 of 50 runs is the 48th: two stray pauses of a busy machine do not set it.
const RUNS = Number(process.env.GROWTH_RUNS ?? '50');
const KEEP = process.env.GROWTH_KEEP === '1';
const REUSE = process.env.GROWTH_REUSE === '1';
/** Session settings passed through PGOPTIONS (e.g. '-c jit=off'); their figures are kept apart. */
const SETTINGS = process.env.PGOPTIONS?.trim() ?? '';
const variant = SETTINGS ? '-tuned' : '';

interface Measured {
  case: string;
  query: string;
  pageP95: number;
  countP95: number | null;
  /** Pages the plan touched (shared hit + read, EXPLAIN BUFFERS): the work, whatever the machine's load. */
  pageBuffers: number;
  countBuffers: number | null;
  rows: number;
  total: number | null;
}

interface ScaleResult {
  scale: number;
  at: string;
  settings: string;
  runs?: number;
  generationMs: number | null;
  steps: StepTiming[];
  items: { listings: number; packages: number; publicListings: number; publicPackages: number };
  measured: Measured[];
}

const dialect = new PgDialect();
/** Nearest-rank p95. */
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

async function timed(client: pg.Client, text: string, params: unknown[]) {
  const at = performance.now();
  const result = await client.query(text, params);
  return { ms: performance.now() - at, result };
}

async function explain(client: pg.Client, text: string, params: unknown[]) {
  const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
  return rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
}

/** Shared buffers the whole plan touched: the first Buffers line is the top node's, which sums its children. */
function buffersOf(plan: string) {
  const line = plan.split('\n').find((text) => text.trim().startsWith('Buffers: shared')) ?? '';
  const count = (name: string) => Number(new RegExp(`\\b${name}=(\\d+)`).exec(line)?.[1] ?? 0);
  return count('hit') + count('read');
}

interface PreparedScale {
  scale: number;
  name: string;
  client: pg.Client;
  generationMs: number | null;
  steps: StepTiming[];
  items: ScaleResult['items'];
}

/** Creates, migrates and fills the database of one scale (unless GROWTH_REUSE), and counts its items. */
async function prepareScale(scale: number): Promise<PreparedScale> {
  const name = `netlease_bench_growth_${scale}x`;
  const scaleUrl = withDatabase(url, name);
  let steps: StepTiming[] = [];
  let generationMs: number | null = null;
  if (!REUSE) {
    console.log(`${name}: recreating and migrating`);
    await recreateDatabase(url, name);
    await migrateDatabase(scaleUrl);
  }
  const client = await connect(scaleUrl);
  if (!REUSE) {
    console.log(`${name}: generating at ${scale}×`);
    const at = performance.now();
    steps = await generateData(client, await hashPassword(BENCH_PASSWORD), scale);
    generationMs = performance.now() - at;
    console.log(`${name}: generated in ${(generationMs / 1000).toFixed(1)} s`);
  }
  const counts = (
    await client.query<Record<string, string>>(
      `SELECT (SELECT count(*) FROM listings) AS listings, (SELECT count(*) FROM server_packages) AS packages,
        (SELECT count(*) FROM listings WHERE status = 'active' AND type = 'ip' AND units_free > 0) AS public_listings,
        (SELECT count(*) FROM server_packages WHERE status = 'approved' AND stock_count > 0) AS public_packages`,
    )
  ).rows[0]!;
  return {
    scale,
    name,
    client,
    generationMs,
    steps,
    items: {
      listings: Number(counts.listings),
      packages: Number(counts.packages),
      publicListings: Number(counts.public_listings),
      publicPackages: Number(counts.public_packages),
    },
  };
}

/** One query of a case on one scale's database, as the server builds it, with its runs so far. */
interface Timing {
  page: { sql: string; params: unknown[] };
  count: { sql: string; params: unknown[] } | null;
  pageTimes: number[];
  countTimes: number[];
  rows: number;
  total: number | null;
}

/**
 * Every case on every scale's database, the scales taking turns run by run: a change in the
 * machine's load during the measurement then weighs on each scale alike, and the growth compares
 * figures taken in the same seconds. Each scale's cases are its own (a deep page's cursor is read
 * from its data); they are the same list in the same order.
 */
async function measureScales(prepared: PreparedScale[]): Promise<ScaleResult[]> {
  const casesOf = [];
  for (const scale of prepared) casesOf.push(await marketplaceCases(scale.client));
  const plans: string[][] = prepared.map(() => []);
  const measured: Measured[][] = prepared.map(() => []);
  const first = casesOf[0]!;
  for (const [caseIndex, scenario] of first.entries()) {
    for (const [queryIndex, firstQuery] of scenario.queries.entries()) {
      const shown = toQueryString(firstQuery).replace(/cursor=[^&]+/, 'cursor=…') || '(none)';
      const timings: Timing[] = [];
      for (const [index, scale] of prepared.entries()) {
        const query = casesOf[index]![caseIndex]!.queries[queryIndex]!;
        const built = buildMarketplaceQueries(marketplaceQuerySchema.parse(query));
        const page = dialect.sqlToQuery(built.page);
        // Clients ask the count once per set of filters, never for a cursor page.
        const count = query.cursor ? null : dialect.sqlToQuery(built.count);
        const pagePlan = await explain(scale.client, page.sql, page.params);
        const countPlan = count ? await explain(scale.client, count.sql, count.params) : null;
        plans[index]!.push(`=== ${scenario.name}: ${shown} ===`, '--- page query ---', pagePlan);
        if (countPlan) plans[index]!.push('--- count query ---', countPlan);
        plans[index]!.push('');
        measured[index]!.push({
          case: scenario.name,
          query: shown,
          pageP95: 0,
          countP95: null,
          pageBuffers: buffersOf(pagePlan),
          countBuffers: countPlan ? buffersOf(countPlan) : null,
          rows: 0,
          total: null,
        });
        timings.push({ page, count, pageTimes: [], countTimes: [], rows: 0, total: null });
      }
      for (let run = 0; run <= RUNS; run += 1) {
        for (const [index, scale] of prepared.entries()) {
          const timing = timings[index]!;
          const read = await timed(scale.client, timing.page.sql, timing.page.params);
          timing.rows = read.result.rowCount ?? 0;
          // Run 0 warms the cache and is not kept.
          if (run > 0) timing.pageTimes.push(read.ms);
          if (timing.count) {
            const counted = await timed(scale.client, timing.count.sql, timing.count.params);
            timing.total = Number((counted.result.rows[0] as { total: string }).total);
            if (run > 0) timing.countTimes.push(counted.ms);
          }
        }
      }
      for (const [index, scale] of prepared.entries()) {
        const timing = timings[index]!;
        const result = measured[index]!.at(-1)!;
        result.pageP95 = p95(timing.pageTimes);
        result.countP95 = timing.count ? p95(timing.countTimes) : null;
        result.rows = timing.rows;
        result.total = timing.total;
        console.log(
          `  ${scale.scale}× ${scenario.name} ${shown}: page p95 ${result.pageP95.toFixed(1)} ms` +
            (timing.count ? `, count p95 ${result.countP95!.toFixed(1)} ms (${timing.total})` : ''),
        );
      }
    }
  }
  mkdirSync(RESULTS, { recursive: true });
  const at = new Date().toISOString();
  return prepared.map((scale, index) => {
    writeFileSync(path.join(RESULTS, `growth-plans-${scale.scale}x${variant}.txt`), plans[index]!.join('\n'));
    // One generation serves both settings: a reused database takes its figures from either run.
    const previous = [readScale(scale.scale), readScale(scale.scale, variant ? '' : '-tuned')].find(
      (result) => result?.generationMs != null,
    );
    return {
      scale: scale.scale,
      at,
      settings: SETTINGS,
      runs: RUNS,
      // A reused database keeps the generation figures of the run that made it.
      generationMs: scale.generationMs ?? previous?.generationMs ?? null,
      steps: scale.steps.length > 0 ? scale.steps : (previous?.steps ?? []),
      items: scale.items,
      measured: measured[index]!,
    };
  });
}

async function dropDatabase(name: string) {
  const admin = await connect(withDatabase(url, 'postgres'));
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name.replaceAll('"', '""')}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

const resultFile = (scale: number, kind = variant) => path.join(RESULTS, `growth-${scale}x${kind}.json`);
function readScale(scale: number, kind = variant): ScaleResult | null {
  return existsSync(resultFile(scale, kind))
    ? (JSON.parse(readFileSync(resultFile(scale, kind), 'utf8')) as ScaleResult)
    : null;
}

const ms = (value: number | null) => (value === null ? '–' : `${value.toFixed(1)} ms`);
const ratio = (base: number | null, grown: number | null) =>
  base === null || grown === null ? '–' : `${(grown / base).toFixed(2)}×`;

function renderMarkdown(base: ScaleResult, grown: ScaleResult, tuned: [ScaleResult, ScaleResult] | null) {
  const lines = [
    `# Catalogue search from ${base.scale}× to ${grown.scale}× data`,
    '',
    'Written by `npm run growth -w @netlease/bench` (bench/growth.ts; docs/decisions/276). p95 of',
    `${grown.runs ?? RUNS} runs of the server's own SQL per query after one warm-up, on scratch databases of the`,
    'local PostgreSQL, the scales taking turns run by run so that both are timed in the same seconds;',
    'the goal is each p95 at 10× within 1.5× of 1×. A p95 of a few milliseconds still moves with the',
    "machine's load; the buffers (shared hit + read of EXPLAIN BUFFERS, visibility map pages included)",
    'are the work each plan does, whatever the load.',
    '',
    '| scale | listings (public) | server packages (public) | generated in | measured at |',
    '|---|---|---|---|---|',
  ];
  const table = (from: ScaleResult, to: ScaleResult) => {
    lines.push(
      '',
      `| case | query string | page p95 ${from.scale}× | ${to.scale}× | growth | count p95 ${from.scale}× | ${to.scale}× | growth | total ${from.scale}× / ${to.scale}× | buffers, page ${from.scale}× / ${to.scale}× | buffers, count ${from.scale}× / ${to.scale}× |`,
      '|---|---|---|---|---|---|---|---|---|---|---|',
    );
    to.measured.forEach((row, index) => {
      const before = from.measured[index];
      lines.push(
        `| ${row.case} | \`${row.query}\` | ${ms(before?.pageP95 ?? null)} | ${ms(row.pageP95)} | ${ratio(
          before?.pageP95 ?? null,
          row.pageP95,
        )} | ${ms(before?.countP95 ?? null)} | ${ms(row.countP95)} | ${ratio(before?.countP95 ?? null, row.countP95)} | ${
          row.total === null ? '–' : `${before?.total ?? '–'} / ${row.total}`
        } | ${before?.pageBuffers ?? '–'} / ${row.pageBuffers} | ${
          row.countBuffers === null ? '–' : `${before?.countBuffers ?? '–'} / ${row.countBuffers}`
        } |`,
      );
    });
  };
  for (const result of [base, grown])
    lines.push(
      `| ${result.scale}× | ${result.items.listings.toLocaleString('en-US')} (${result.items.publicListings.toLocaleString('en-US')}) | ${result.items.packages.toLocaleString('en-US')} (${result.items.publicPackages.toLocaleString('en-US')}) | ${
        result.generationMs === null ? '–' : `${(result.generationMs / 1000).toFixed(0)} s`
      } | ${result.at} |`,
    );
  lines.push('', "With PostgreSQL's default session settings (JIT and parallel query on):");
  table(base, grown);
  if (tuned) {
    lines.push(
      '',
      `The same databases with PGOPTIONS=\`${tuned[1].settings}\`, as the server's pool connects (platform/db/database.ts):`,
    );
    table(tuned[0], tuned[1]);
  }
  lines.push('', 'Generation steps (s):', '');
  lines.push(`| step | ${base.scale}× | ${grown.scale}× |`, '|---|---|---|');
  grown.steps.forEach((step) => {
    const before = base.steps.find((other) => other.label === step.label);
    lines.push(
      `| ${step.label} | ${before ? (before.ms / 1000).toFixed(1) : '–'} | ${(step.ms / 1000).toFixed(1)} |`,
    );
  });
  return `${lines.join('\n')}\n`;
}

const prepared: PreparedScale[] = [];
try {
  for (const scale of scales) prepared.push(await prepareScale(scale));
  if (prepared.length > 0) {
    for (const result of await measureScales(prepared))
      writeFileSync(resultFile(result.scale), JSON.stringify(result, null, 2));
  }
} finally {
  for (const scale of prepared) {
    await scale.client.end();
    if (!KEEP) {
      await dropDatabase(scale.name);
      console.log(`${scale.name}: dropped`);
    }
  }
}
const base = readScale(1, '');
const grown = readScale(10, '');
const tunedBase = readScale(1, '-tuned');
const tunedGrown = readScale(10, '-tuned');
if (base && grown) {
  const tuned: [ScaleResult, ScaleResult] | null = tunedBase && tunedGrown ? [tunedBase, tunedGrown] : null;
  writeFileSync(path.join(RESULTS, 'growth.md'), renderMarkdown(base, grown, tuned));
  console.log('wrote bench/results/growth.md');
}
