/**
 * Growth of the catalogue search from 1× to 10× data (docs/decisions/276): for each scale, a scratch
 * database `netlease_bench_growth_<scale>x` is created, migrated with the server's migrations and
 * filled by bench/lib/generate-data.ts at that scale; then every case of bench/lib/marketplace-cases.ts
 * runs the server's own SQL (buildMarketplaceQueries) for its page and its count, GROWTH_RUNS times
 * each after one warm-up, and the p95 is kept, with EXPLAIN (ANALYZE, BUFFERS) of each query.
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
const RUNS = Number(process.env.GROWTH_RUNS ?? '20');
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

async function measureScale(scale: number): Promise<ScaleResult> {
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
  try {
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
    const plans: string[] = [];
    const measured: Measured[] = [];
    for (const scenario of await marketplaceCases(client)) {
      for (const query of scenario.queries) {
        const built = buildMarketplaceQueries(marketplaceQuerySchema.parse(query));
        const page = dialect.sqlToQuery(built.page);
        // Clients ask the count once per set of filters, never for a cursor page.
        const count = query.cursor ? null : dialect.sqlToQuery(built.count);
        const shown = toQueryString(query).replace(/cursor=[^&]+/, 'cursor=…') || '(none)';
        const pagePlan = await explain(client, page.sql, page.params);
        const countPlan = count ? await explain(client, count.sql, count.params) : null;
        plans.push(`=== ${scenario.name}: ${shown} ===`, '--- page query ---', pagePlan);
        if (countPlan) plans.push('--- count query ---', countPlan);
        plans.push('');
        const pageTimes: number[] = [];
        const countTimes: number[] = [];
        let rows = 0;
        let total: number | null = null;
        for (let run = 0; run <= RUNS; run += 1) {
          const read = await timed(client, page.sql, page.params);
          rows = read.result.rowCount ?? 0;
          // Run 0 warms the cache and is not kept.
          if (run > 0) pageTimes.push(read.ms);
          if (count) {
            const counted = await timed(client, count.sql, count.params);
            total = Number((counted.result.rows[0] as { total: string }).total);
            if (run > 0) countTimes.push(counted.ms);
          }
        }
        measured.push({
          case: scenario.name,
          query: shown,
          pageP95: p95(pageTimes),
          countP95: count ? p95(countTimes) : null,
          pageBuffers: buffersOf(pagePlan),
          countBuffers: countPlan ? buffersOf(countPlan) : null,
          rows,
          total,
        });
        console.log(
          `  ${scenario.name} ${shown}: page p95 ${p95(pageTimes).toFixed(1)} ms` +
            (count ? `, count p95 ${p95(countTimes).toFixed(1)} ms (${total})` : ''),
        );
      }
    }
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(path.join(RESULTS, `growth-plans-${scale}x${variant}.txt`), plans.join('\n'));
    const previous = readScale(scale);
    return {
      scale,
      at: new Date().toISOString(),
      settings: SETTINGS,
      runs: RUNS,
      // A reused database keeps the generation figures of the run that made it.
      generationMs: generationMs ?? previous?.generationMs ?? null,
      steps: steps.length > 0 ? steps : (previous?.steps ?? []),
      items: {
        listings: Number(counts.listings),
        packages: Number(counts.packages),
        publicListings: Number(counts.public_listings),
        publicPackages: Number(counts.public_packages),
      },
      measured,
    };
  } finally {
    await client.end();
    if (!KEEP) {
      await dropDatabase(name);
      console.log(`${name}: dropped`);
    }
  }
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
    'local PostgreSQL; the goal is each p95 at 10× within 1.5× of 1×. A p95 of a few milliseconds',
    "moves with the machine's load as much as with the data; the buffers (shared hit + read of",
    'EXPLAIN BUFFERS, visibility map pages included) are the work each plan does, whatever the load.',
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

for (const scale of scales) {
  const result = await measureScale(scale);
  writeFileSync(resultFile(scale), JSON.stringify(result, null, 2));
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
