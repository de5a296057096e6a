import { createHash } from 'node:crypto';
import { eq, ne, sql } from 'drizzle-orm';
import { parseVrpJson, type Vrp } from '@netlease/shared/rpki';
import type { AppContext } from '../../../platform/app-context';
import type { Transaction } from '../../../platform/db/database';
import { rpkiSourceState, rpkiVrps } from '../../../platform/db/schema/trust/index';
import { MINUTE } from '../../../platform/clock';
import {
  fetchVrpSource,
  rpkiSourceFromEnv,
  type FetchOptions,
  type FetchOutcome,
  type SourceVersion,
  type VrpSource,
} from './rpki-source';

/**
 * The refresh-rpki-vrps job (docs/PRODUCT.md "RPKI data", docs/decisions/231-rpki-data.md): every 10
 * minutes it asks the configured source for its VRPs, naming the version it holds, and replaces the
 * set only when a new, complete, valid file arrives. Anything else keeps the last good set and
 * records why. Several instances may run it at once: the network call happens outside any
 * transaction (docs/decisions/120), and the write takes one advisory lock and reads the state again.
 */

export const RPKI_REFRESH_EVERY_MS = 10 * MINUTE;
/** Another instance asked this recently: this run leaves the source alone. */
const RECENT_ATTEMPT_MS = RPKI_REFRESH_EVERY_MS / 2;
/** Rows per INSERT: three array parameters each, however many rows. */
const INSERT_CHUNK = 10_000;
const ERROR_MAX = 500;
const REFRESH_LOCK = 'rpki-vrps';

export type RefreshResult = 'no_source' | 'skipped' | 'unchanged' | 'loaded' | 'failed';

export interface RefreshOptions extends FetchOptions {
  /** Where the one warning line of a failure goes (console.warn; tests collect it). */
  log?: (line: string) => void;
}

type StateRow = typeof rpkiSourceState.$inferSelect;

/** Distinct VRPs in one order, and a digest of them: the same set twice is not written twice. */
function normalise(vrps: Vrp[]): { vrps: Vrp[]; digest: string } {
  const byLine = new Map<string, Vrp>();
  for (const vrp of vrps) byLine.set(`${vrp.prefix} ${vrp.maxLength} ${vrp.asn}`, vrp);
  const lines = [...byLine.keys()].sort();
  const hash = createHash('sha256');
  for (const line of lines) hash.update(`${line}\n`);
  return { vrps: lines.map((line) => byLine.get(line)!), digest: hash.digest('hex') };
}

async function replaceVrps(tx: Transaction, vrps: Vrp[]) {
  await tx.execute(sql`DELETE FROM rpki_vrps`);
  for (let start = 0; start < vrps.length; start += INSERT_CHUNK) {
    const chunk = vrps.slice(start, start + INSERT_CHUNK);
    // Prefixes and numbers hold no comma, so each column travels as one text parameter.
    await tx.execute(sql`
      INSERT INTO rpki_vrps (prefix, max_length, asn)
      SELECT * FROM unnest(
        string_to_array(${chunk.map((vrp) => vrp.prefix).join(',')}, ',')::cidr[],
        string_to_array(${chunk.map((vrp) => vrp.maxLength).join(',')}, ',')::smallint[],
        string_to_array(${chunk.map((vrp) => vrp.asn).join(',')}, ',')::bigint[])`);
  }
}

/** What the run brings to the write: nothing new, a checked set, or the reason it failed. */
type Arrival =
  | { kind: 'unchanged' }
  | { kind: 'set'; vrps: Vrp[]; digest: string; version: SourceVersion }
  | { kind: 'failed'; reason: string };

function checkArrival(outcome: FetchOutcome): Arrival {
  if (outcome.kind !== 'body') return outcome;
  const parsed = parseVrpJson(outcome.text);
  if (!parsed.ok) return { kind: 'failed', reason: `not VRP JSON: ${parsed.reason}` };
  return { kind: 'set', ...normalise(parsed.vrps), version: outcome.version };
}

/** Writes what arrived, under the lock, against the state as it is now (another instance may have written). */
async function recordArrival(ctx: AppContext, source: VrpSource, arrival: Arrival): Promise<RefreshResult> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${REFRESH_LOCK}, 0))`);
    // The set belongs to the configured source only: a source configured before is forgotten.
    const others = await tx
      .delete(rpkiSourceState)
      .where(ne(rpkiSourceState.source, source.key))
      .returning({ source: rpkiSourceState.source });
    if (others.length > 0 && arrival.kind !== 'set') {
      // Two sources' rows at once (instances configured differently): nothing stored is vouched for.
      await tx.delete(rpkiVrps);
      await tx.delete(rpkiSourceState);
    }
    const [current] = await tx.select().from(rpkiSourceState).where(eq(rpkiSourceState.source, source.key));
    const isLoaded = Boolean(current?.loadedAt);

    if (arrival.kind === 'unchanged') {
      if (!isLoaded) return 'unchanged';
      await tx
        .update(rpkiSourceState)
        .set({ fetchedAt: now, lastError: null, lastErrorAt: null })
        .where(eq(rpkiSourceState.source, source.key));
      return 'unchanged';
    }
    if (arrival.kind === 'failed') {
      const failure = { lastError: arrival.reason.slice(0, ERROR_MAX), lastErrorAt: now };
      await tx
        .insert(rpkiSourceState)
        .values({ source: source.key, ...failure })
        .onConflictDoUpdate({ target: rpkiSourceState.source, set: failure });
      return 'failed';
    }
    const isSameSet = isLoaded && current?.vrpDigest === arrival.digest;
    if (!isSameSet) await replaceVrps(tx, arrival.vrps);
    const confirmed = {
      etag: arrival.version.etag,
      lastModified: arrival.version.lastModified,
      fetchedAt: now,
      lastError: null,
      lastErrorAt: null,
    };
    const loaded = isSameSet
      ? confirmed
      : { ...confirmed, vrpDigest: arrival.digest, vrpCount: arrival.vrps.length, loadedAt: now };
    await tx
      .insert(rpkiSourceState)
      .values({ source: source.key, ...loaded })
      .onConflictDoUpdate({ target: rpkiSourceState.source, set: loaded });
    return isSameSet ? 'unchanged' : 'loaded';
  });
}

/** No source any more: the data and its state go, so nothing reads as current (docs/PRODUCT.md "RPKI data"). */
async function forgetSources(ctx: AppContext) {
  const [any] = await ctx.db.select({ source: rpkiSourceState.source }).from(rpkiSourceState).limit(1);
  if (!any) return;
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${REFRESH_LOCK}, 0))`);
    await tx.delete(rpkiSourceState);
    await tx.delete(rpkiVrps);
  });
}

function recentlyAsked(state: StateRow | undefined, now: Date): boolean {
  const times = [state?.fetchedAt, state?.lastErrorAt].filter((time): time is Date => Boolean(time));
  return times.some((time) => {
    const age = now.getTime() - time.getTime();
    return age >= 0 && age < RECENT_ATTEMPT_MS;
  });
}

/**
 * One run: returns what happened. `source` is injected by tests; otherwise RPKI_VRP_URL (or the demo
 * file on a demo server). Without a source it sends nothing anywhere.
 */
export async function refreshRpkiVrps(
  ctx: AppContext,
  source: VrpSource | null = rpkiSourceFromEnv(ctx.env),
  options: RefreshOptions = {},
): Promise<RefreshResult> {
  if (!source) {
    await forgetSources(ctx);
    return 'no_source';
  }
  const [state] = await ctx.db.select().from(rpkiSourceState).where(eq(rpkiSourceState.source, source.key));
  if (recentlyAsked(state, ctx.clock.now())) return 'skipped';
  // The version is named only while its set is the one stored.
  const previous = state?.loadedAt ? { etag: state.etag, lastModified: state.lastModified } : null;
  const arrival = checkArrival(await fetchVrpSource(source, previous, options));
  const result = await recordArrival(ctx, source, arrival);
  if (arrival.kind === 'failed') {
    const kept = state?.loadedAt
      ? `keeping the ${state.vrpCount} VRPs confirmed at ${state.fetchedAt?.toISOString()}`
      : 'no RPKI data loaded yet';
    (options.log ?? console.warn)(`RPKI VRPs not refreshed from ${source.label}: ${arrival.reason}; ${kept}`);
  }
  return result;
}
