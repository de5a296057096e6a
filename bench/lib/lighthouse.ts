import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { loadavg } from 'node:os';
import lighthouse from 'lighthouse';

/** The pages whose first-load JavaScript has a budget (150 KB) and that need no data to name. */
export const LIGHTHOUSE_PAGES = ['/', '/marketplace', '/auctions'];

/** A page to audit: the path to load, the label reports use, and a session cookie for signed-in pages. */
export interface LighthouseTarget {
  /** As reports name it ('/listing/:id'). */
  page: string;
  /** The path loaded ('/listing/0b6…'). */
  path: string;
  /** Sent with every request of the page (Lighthouse's extraHeaders): the signed-in pages. */
  cookie?: string;
}
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const CHROMIUM = '/usr/bin/chromium';
// The system Chromium, headless, with everything that would reach outside 127.0.0.1 turned off.
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LighthousePage {
  page: string;
  scores: Record<string, number | null>;
  metrics: Record<string, string>;
  /** Audits of the three categories that did not pass, for the summary. */
  failing: Array<{ id: string; title: string; score: number | null; displayValue?: string }>;
  report: string;
  /** Cumulative Layout Shift as a number (the goal is ≤ 0.02). */
  cls?: number;
  /** JavaScript the page downloaded while loading, bytes on the wire (Lighthouse's network log). */
  scriptTransferBytes?: number;
  /** How many script requests that was. */
  scriptRequests?: number;
  /** Why this page has no scores (every run of Lighthouse failed on it). */
  error?: string;
  /** Of the RUNS, how many produced scores (the median of those is reported). */
  runs?: number;
  /** The machine's 1-minute load average when this page's first run started. */
  load1?: number;
}

/** Runs of each page; the one with the median performance score is reported (Lighthouse's advice). */
const RUNS = 3;

/**
 * Lighthouse on `url` RUNS times; the run with the median performance score among those that
 * produced one. A failed trace (NO_NAVSTART happens on a loaded machine) only leaves fewer runs to
 * choose from; all of them failing is the page's error.
 */
async function auditPage(url: string, port: number, cookie?: string) {
  const good: Array<NonNullable<Awaited<ReturnType<typeof lighthouse>>>> = [];
  let error = '';
  for (let attempt = 1; attempt <= RUNS; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (result && !result.lhr.runtimeError) good.push(result);
    else error = result?.lhr.runtimeError?.message ?? 'Lighthouse returned nothing';
  }
  if (good.length === 0) return error;
  const score = (result: (typeof good)[number]) => result.lhr.categories.performance?.score ?? -1;
  good.sort((a, b) => score(a) - score(b));
  return { result: good[Math.floor((good.length - 1) / 2)]!, runs: good.length };
}

/**
 * Waits until the machine's 1-minute load average is at most `below` (checked every 5 s), or
 * `maxSeconds` have passed; returns the load it ended at. Lighthouse times a phone's page from the
 * tasks it observes on this machine, so the server loads that ran just before would otherwise
 * lengthen every task it measures; the load each page started at is reported beside its score.
 */
export async function waitForQuietMachine(below = 1.0, maxSeconds = 180): Promise<number> {
  const until = Date.now() + maxSeconds * 1000;
  while (loadavg()[0]! > below && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
  return loadavg()[0]!;
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/**
 * Lighthouse (mobile preset, simulated throttling: its defaults) on each page, the median of RUNS
 * runs, one Chromium for all;
 * by default the pages of LIGHTHOUSE_PAGES.
 * The HTML report of each page and a JSON summary are written to `outDir`.
 */
export async function runLighthouse(
  base: string,
  outDir: string,
  targets: LighthouseTarget[] = LIGHTHOUSE_PAGES.map((page) => ({ page, path: page })),
): Promise<LighthousePage[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const pages: LighthousePage[] = [];
  try {
    for (const { page, path: pagePath, cookie } of targets) {
      const load1 = loadavg()[0]!;
      const audited = await auditPage(`${base}${pagePath}`, chrome.port, cookie);
      if (typeof audited === 'string') {
        pages.push({ page, scores: {}, metrics: {}, failing: [], report: '', error: audited, load1 });
        continue;
      }
      const { result, runs } = audited;
      const { lhr } = result;
      const scores = Object.fromEntries(
        CATEGORIES.map((id) => [id, lhr.categories[id]?.score == null ? null : lhr.categories[id].score]),
      );
      const metrics = Object.fromEntries(
        METRICS.map((id) => [lhr.audits[id]?.title ?? id, lhr.audits[id]?.displayValue ?? 'n/a']),
      );
      const failing = CATEGORIES.flatMap((category) =>
        (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id]!)
          .filter((audit) => audit.score !== null && audit.score < 0.9)
          .map((audit) => ({
            id: audit.id,
            title: audit.title,
            score: audit.score,
            ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
          })),
      );
      const requests =
        (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items ?? [];
      const scripts = (requests as Array<{ resourceType?: string; transferSize?: number }>).filter(
        (request) => request.resourceType === 'Script',
      );
      const scriptTransferBytes = scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
      const cls = lhr.audits['cumulative-layout-shift']?.numericValue;
      pages.push({
        page,
        scores,
        metrics,
        failing,
        report: String(result.report),
        ...(cls === undefined ? {} : { cls }),
        scriptTransferBytes,
        scriptRequests: scripts.length,
        runs,
        load1,
      });
    }
  } finally {
    chrome.kill();
  }
  mkdirSync(outDir, { recursive: true });
  for (const item of pages) {
    if (!item.report) continue;
    const name = item.page === '/' ? 'home' : item.page.slice(1).replaceAll(':', '').replaceAll('/', '-');
    writeFileSync(path.join(outDir, `${name}.html`), item.report);
  }
  writeFileSync(
    path.join(outDir, 'summary.json'),
    `${JSON.stringify(
      pages.map(({ report: _report, ...rest }) => rest),
      null,
      2,
    )}\n`,
  );
  return pages;
}
