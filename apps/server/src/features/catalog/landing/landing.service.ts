import { sql } from 'drizzle-orm';
import { PUBLIC_STATS_MAX_AGE_SECONDS, type PublicStats } from '@netlease/shared/dashboard';
import { isTotalCapped, marketplaceQuerySchema } from '@netlease/shared/marketplace';
import type { AppContext } from '../../../platform/app-context';
import { queryRows } from '../../../platform/db/database';
import { countMarketplace } from '../marketplace/marketplace.service';

type DbNumber = number | string | bigint;

// The marketplace's public catalogue (docs/PRODUCT.md "Inventory"): the same conditions as
// features/marketplace/marketplace.queries.ts, so the landing page never counts what a buyer
// cannot find there.
const PUBLIC_LISTING = sql`l.status = 'active' AND l.type = 'ip' AND l.units_free > 0`;
const PUBLIC_PACKAGE = sql`p.status = 'approved' AND p.stock_count > 0
  AND (NOT p.is_bundle OR NOT EXISTS (SELECT 1 FROM bundle_subnets x JOIN ip_subnets s ON s.id = x.ip_subnet_id
    WHERE x.server_package_id = p.id AND s.status <> 'available'))`;

async function readPublicStats(ctx: AppContext): Promise<PublicStats> {
  const now = ctx.clock.now();
  const [{ total }, [row]] = await Promise.all([
    // Counted by the marketplace itself, so the landing page and /marketplace say the same number.
    countMarketplace(ctx, marketplaceQuerySchema.parse({})),
    queryRows<Record<'addresses' | 'auctions' | 'providers', DbNumber>>(
      ctx.db,
      sql`SELECT
        (SELECT coalesce(sum(l.units_free::bigint << (32 - coalesce(l.unit_prefix, masklen(l.cidr)))), 0)
          FROM listings l WHERE ${PUBLIC_LISTING} AND family(l.cidr) = 4) AS addresses,
        -- As /auctions lists them: live, and not past their end even before the close job ran.
        (SELECT count(*) FROM auctions a WHERE a.status = 'live'
          AND a.end_time > ${now.toISOString()}::timestamptz) AS auctions,
        (SELECT count(*) FROM (
          SELECT l.user_id FROM listings l WHERE ${PUBLIC_LISTING}
          UNION SELECT p.user_id FROM server_packages p WHERE ${PUBLIC_PACKAGE}) sellers) AS providers`,
    ),
  ]);
  return {
    liveOffers: total,
    isLiveOffersCapped: isTotalCapped(total),
    ipv4AddressesAvailable: Number(row?.addresses ?? 0),
    liveAuctions: Number(row?.auctions ?? 0),
    activeProviders: Number(row?.providers ?? 0),
  };
}

/** Kept this long per server instance: the landing page is the most visited page, the figures change slowly. */
const REUSE_MS = (PUBLIC_STATS_MAX_AGE_SECONDS / 2) * 1000;
const recent = new WeakMap<AppContext, { readAt: number; stats: Promise<PublicStats> }>();

/**
 * The landing page's figures (docs/decisions/150-overview-and-facts.md). One read serves every
 * visitor of the next half minute on this instance (a cache, not a source of truth: any instance
 * reads the same database); a failed read is not kept.
 */
export function getPublicStats(ctx: AppContext): Promise<PublicStats> {
  const now = ctx.clock.now().getTime();
  const kept = recent.get(ctx);
  if (kept && now - kept.readAt >= 0 && now - kept.readAt < REUSE_MS) return kept.stats;
  const stats = readPublicStats(ctx);
  recent.set(ctx, { readAt: now, stats });
  stats.catch(() => {
    if (recent.get(ctx)?.stats === stats) recent.delete(ctx);
  });
  return stats;
}
