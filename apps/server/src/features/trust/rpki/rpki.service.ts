import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import {
  canonicalPrefix,
  isRpkiDataStale,
  validateRouteOrigin,
  type RpkiState,
  type Vrp,
} from '@netlease/shared/rpki';
import type { Clock } from '../../../platform/clock';
import type { Executor } from '../../../platform/db/database';
import { rpkiSourceState, rpkiVrps } from '../../../platform/db/schema/trust/index';

/**
 * Reading the RPKI data the refresh job loaded (docs/PRODUCT.md "RPKI data", docs/decisions/231):
 * route origin validation for a lease, the ROAs left behind for a former lessee, and the source's
 * status. Only the VRPs that cover or overlap the prefix are read (the GiST index), never the set.
 */

export interface RpkiSourceStatus {
  /** A source is configured (the job has seen it); false: every state is 'unknown'. */
  configured: boolean;
  /** When the data in force was last confirmed current; null while none is loaded. */
  dataAsOf: string | null;
  vrpCount: number;
  lastError: string | null;
  lastErrorAt: string | null;
}

/** The state row of the configured source, if any (the job keeps at most one). */
async function readState(db: Executor) {
  const [state] = await db
    .select()
    .from(rpkiSourceState)
    .orderBy(sql`${rpkiSourceState.fetchedAt} DESC NULLS LAST`)
    .limit(1);
  return state;
}

function requirePrefix(prefix: string): string {
  const canonical = canonicalPrefix(prefix);
  if (!canonical) throw new RangeError(`${prefix} is not a network in CIDR notation`);
  return canonical;
}

const vrpColumns = {
  prefix: sql<string>`${rpkiVrps.prefix}::text`,
  maxLength: rpkiVrps.maxLength,
  asn: rpkiVrps.asn,
};

/**
 * The RPKI state of a route (docs/PRODUCT.md "Delivering a lease", step 4): RFC 6811 over the VRPs
 * covering the prefix, or 'unknown' when there is no source, nothing was ever loaded, or the data
 * was last confirmed more than 24 hours ago: never a made-up 'valid'. `dataAsOf` is when the data
 * was last confirmed current (null when none is loaded).
 */
export async function getRouteOriginState(
  db: Executor,
  clock: Clock,
  route: { prefix: string; originAsn: number },
): Promise<{ state: RpkiState; dataAsOf: string | null }> {
  const prefix = requirePrefix(route.prefix);
  const state = await readState(db);
  const dataAsOf = state?.loadedAt && state.fetchedAt ? state.fetchedAt.toISOString() : null;
  if (isRpkiDataStale(dataAsOf, clock.now())) return { state: 'unknown', dataAsOf };
  const candidates = await db
    .select(vrpColumns)
    .from(rpkiVrps)
    .where(sql`${rpkiVrps.prefix} >>= ${prefix}::cidr`);
  return { state: validateRouteOrigin(candidates, { prefix, originAsn: route.originAsn }), dataAsOf };
}

/**
 * The VRPs that still let `asn` announce any of `prefix` (docs/PRODUCT.md "Delivering a lease", step 7):
 * those of that AS overlapping the range, covering it (whatever their max length: the AS may announce
 * the covering prefix, which carries the range) or inside it (a more-specific of the range). AS 0
 * authorises nobody and is left out. Read from the data loaded, whatever its age: the caller shows
 * `getRpkiSourceStatus().dataAsOf` beside it. Ordered by prefix and max length.
 */
export async function findRoasStillAuthorising(
  db: Executor,
  lease: { prefix: string; asn: number },
): Promise<Vrp[]> {
  const prefix = requirePrefix(lease.prefix);
  if (lease.asn === 0) return [];
  return db
    .select(vrpColumns)
    .from(rpkiVrps)
    .where(and(eq(rpkiVrps.asn, lease.asn), ne(rpkiVrps.asn, 0), sql`${rpkiVrps.prefix} && ${prefix}::cidr`))
    .orderBy(asc(rpkiVrps.prefix), desc(rpkiVrps.maxLength));
}

/** Whether RPKI data is configured, how current it is and what went wrong last (the admin status). */
export async function getRpkiSourceStatus(db: Executor): Promise<RpkiSourceStatus> {
  const state = await readState(db);
  const isLoaded = Boolean(state?.loadedAt && state.fetchedAt);
  return {
    configured: Boolean(state),
    dataAsOf: isLoaded ? state!.fetchedAt!.toISOString() : null,
    vrpCount: isLoaded ? state!.vrpCount : 0,
    lastError: state?.lastError ?? null,
    lastErrorAt: state?.lastErrorAt?.toISOString() ?? null,
  };
}
