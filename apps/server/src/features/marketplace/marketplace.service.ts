import { eq, sql, type SQL } from 'drizzle-orm';
import {
  CATALOG_MESSAGES,
  MARKETPLACE_COUNT_LIMIT,
  MARKETPLACE_PAGE_SIZE,
  PUBLIC_LISTING_STATUS,
  PUBLIC_SERVER_PACKAGE_STATUS,
  type ListingPeriod,
  type MarketplaceDetail,
  type MarketplaceItem,
  type MarketplacePage,
  type MarketplaceQueryData,
} from '@netlease/shared/catalog';
import type { SessionUser } from '@netlease/shared/auth';
import type { AppContext } from '../../app-context';
import { queryRows, type Executor } from '../../platform/db/database';
import { ipBlocks, listings, serverPackages, users } from '../../platform/db/schema/index';
import { AppError } from '../../platform/errors';

const CARD_DESCRIPTION_LENGTH = 280;
const MAX_SEARCH_TERMS = 8;

/**
 * Turns what a person typed into a prefix full-text query ("amster ser" → 'amster:* & ser:*'), so
 * results appear while typing. Only letters and digits survive, so the text can never be tsquery
 * syntax; it is still passed as a bound parameter.
 */
export function toPrefixTsquery(text: string): string | null {
  const terms = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, MAX_SEARCH_TERMS)
    .map((term) => `${term.slice(0, 40)}:*`);
  return terms.length > 0 ? terms.join(' & ') : null;
}

/*
 * The marketplace query (spec part 1 /marketplace, §4): active IP listings and approved server
 * packages that can be bought now (in stock; a bundle only with all its subnets free), searched,
 * filtered, sorted and paged in the database. Each branch's WHERE matches the partial indexes of
 * migrations/0100_catalog.sql, so the planner merges two ordered index scans (or two GIN bitmap
 * scans when searching) instead of reading the catalog; bench/ measures it.
 */
function publicIpListings(tsquery: string | null): SQL {
  return sql`
    SELECT 'ip'::text AS kind, l.id, l.title, left(l.description, ${CARD_DESCRIPTION_LENGTH}) AS description,
      l.location, l.price_cents, l.period, l.ip_count, l.subnet,
      NULL::text AS cpu, NULL::text AS ram, NULL::text AS storage, NULL::text AS bundle_subnets, l.created_at
    FROM listings l
    WHERE l.status = 'active' AND l.type = 'ip' AND l.units_free > 0
      ${tsquery ? sql`AND l.search_vector @@ to_tsquery('english', ${tsquery})` : sql``}`;
}

// A bundle is sold only whole: while any of its subnets is leased it cannot be bought, so it is not
// shown. The indexes of migrations/0700_marketplace_buyable_packages.sql match this WHERE.
function publicServerPackages(tsquery: string | null): SQL {
  return sql`
    SELECT 'server'::text AS kind, p.id, p.name AS title, left(p.description, ${CARD_DESCRIPTION_LENGTH}) AS description,
      p.location, p.price_cents, 'month'::text AS period, NULL::integer AS ip_count, NULL::text AS subnet,
      p.cpu, p.ram, p.storage,
      CASE WHEN p.is_bundle THEN coalesce((SELECT string_agg(s.subnet::text, ' ' ORDER BY s.subnet)
        FROM bundle_subnets x JOIN ip_subnets s ON s.id = x.ip_subnet_id
        WHERE x.server_package_id = p.id), '') END AS bundle_subnets,
      p.created_at
    FROM server_packages p
    WHERE p.status = 'approved' AND p.stock_count > 0
      AND (NOT p.is_bundle OR NOT EXISTS (SELECT 1 FROM bundle_subnets x JOIN ip_subnets s ON s.id = x.ip_subnet_id
        WHERE x.server_package_id = p.id AND s.status <> 'available'))
      ${tsquery ? sql`AND p.search_vector @@ to_tsquery('english', ${tsquery})` : sql``}`;
}

const ORDER_BY: Record<MarketplaceQueryData['sort'], SQL> = {
  newest: sql`created_at DESC, id DESC`,
  price_asc: sql`price_cents ASC, id ASC`,
  price_desc: sql`price_cents DESC, id DESC`,
};

/**
 * The SQL of one marketplace page; exported for the benchmark (bench/marketplace-query.ts).
 *
 * Each branch is sorted and cut on its own (so it walks its own partial index, or its GIN matches),
 * then the two short lists are merged: PostgreSQL 15 does not push a LIMIT into UNION ALL branches
 * that have WHERE clauses, and would otherwise sort every public row. The total is counted up to
 * MARKETPLACE_COUNT_LIMIT, so a broad search never counts the whole catalog.
 */
export function buildMarketplaceQueries(query: MarketplaceQueryData) {
  const tsquery = toPrefixTsquery(query.q);
  const offset = (query.page - 1) * MARKETPLACE_PAGE_SIZE;
  const order = ORDER_BY[query.sort];
  const branches: SQL[] = [];
  if (query.type !== 'server') branches.push(publicIpListings(tsquery));
  if (query.type !== 'ip') branches.push(publicServerPackages(tsquery));
  const cut = (branch: SQL) => sql`(${branch} ORDER BY ${order} LIMIT ${offset + MARKETPLACE_PAGE_SIZE + 1})`;
  const page = sql`SELECT * FROM (${sql.join(branches.map(cut), sql` UNION ALL `)}) AS items
    ORDER BY ${order} LIMIT ${MARKETPLACE_PAGE_SIZE + 1} OFFSET ${offset}`;
  const counted = branches.map((branch) => sql`(${branch} LIMIT ${MARKETPLACE_COUNT_LIMIT + 1})`);
  const total = sql`SELECT count(*) AS total FROM (${sql.join(counted, sql` UNION ALL `)}) AS matched`;
  return { page, total };
}

interface ItemRow {
  kind: 'ip' | 'server';
  id: string;
  title: string;
  description: string;
  location: string;
  price_cents: number | string | bigint;
  period: ListingPeriod;
  ip_count: number | null;
  subnet: string | null;
  cpu: string | null;
  ram: string | null;
  storage: string | null;
  bundle_subnets: string | null;
  created_at: Date | string;
}

export async function searchMarketplace(
  ctx: AppContext,
  query: MarketplaceQueryData,
): Promise<MarketplacePage> {
  const { page, total } = buildMarketplaceQueries(query);
  const [rows, totals] = await Promise.all([
    queryRows<ItemRow>(ctx.db, page),
    queryRows<{ total: number | string | bigint }>(ctx.db, total),
  ]);
  return {
    items: rows.slice(0, MARKETPLACE_PAGE_SIZE).map(toItem),
    page: query.page,
    pageSize: MARKETPLACE_PAGE_SIZE,
    // Each branch counts up to the limit, so two branches may pass it together.
    total: Math.min(Number(totals[0]?.total ?? 0), MARKETPLACE_COUNT_LIMIT + 1),
    hasNextPage: rows.length > MARKETPLACE_PAGE_SIZE,
  };
}

function toItem(row: ItemRow): MarketplaceItem {
  return {
    kind: row.kind,
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    priceCents: Number(row.price_cents),
    period: row.period,
    ipCount: row.ip_count,
    subnet: row.subnet,
    cpu: row.cpu,
    ram: row.ram,
    storage: row.storage,
    bundleSubnets: row.bundle_subnets === null ? null : row.bundle_subnets.split(' ').filter(Boolean),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Hidden items answer exactly like missing ones; owners and admins may look at their own. */
function canSee(viewer: SessionUser | null, ownerId: string, isPublic: boolean) {
  return isPublic || viewer?.id === ownerId || viewer?.role === 'admin';
}

const providerColumns = {
  providerId: users.id,
  providerName: users.name,
  providerAvatarUrl: users.avatarUrl,
  providerCreatedAt: users.createdAt,
};

function toProvider(row: {
  providerId: string;
  providerName: string;
  providerAvatarUrl: string | null;
  providerCreatedAt: Date;
}) {
  return {
    id: row.providerId,
    name: row.providerName,
    avatarUrl: row.providerAvatarUrl,
    memberSince: row.providerCreatedAt.toISOString(),
  };
}

/** /listing/{id} for a row of listings (spec part 1 /listing/{id}). */
export async function getListingDetail(
  db: Executor,
  viewer: SessionUser | null,
  id: string,
): Promise<MarketplaceDetail> {
  const [row] = await db
    .select({ listing: listings, rir: ipBlocks.rir, countryCode: ipBlocks.countryCode, ...providerColumns })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.userId))
    .leftJoin(ipBlocks, eq(ipBlocks.id, listings.ipBlockId))
    .where(eq(listings.id, id));
  const isPublic = row?.listing.status === PUBLIC_LISTING_STATUS;
  if (!row || !canSee(viewer, row.listing.userId, isPublic)) {
    throw new AppError('not_found', CATALOG_MESSAGES.listingNotFound);
  }
  const { listing } = row;
  return {
    kind: 'ip',
    id: listing.id,
    listingType: listing.type,
    title: listing.title,
    description: listing.description,
    location: listing.location,
    priceCents: listing.priceCents,
    period: listing.period,
    subnet: listing.subnet,
    ipCount: listing.ipCount,
    specs: listing.specs,
    features: listing.features,
    status: listing.status,
    isPublic,
    rir: row.rir,
    countryCode: row.countryCode,
    cpu: null,
    ram: null,
    storage: null,
    bandwidth: null,
    stockCount: null,
    isBundle: null,
    createdAt: listing.createdAt.toISOString(),
    provider: toProvider(row),
  };
}

/** /listing/{id}?type=server: a server package shown in the same shape (price per month). */
export async function getServerPackageDetail(
  db: Executor,
  viewer: SessionUser | null,
  id: string,
): Promise<MarketplaceDetail> {
  const [row] = await db
    .select({ item: serverPackages, ...providerColumns })
    .from(serverPackages)
    .innerJoin(users, eq(users.id, serverPackages.userId))
    .where(eq(serverPackages.id, id));
  const isPublic = row?.item.status === PUBLIC_SERVER_PACKAGE_STATUS;
  if (!row || !canSee(viewer, row.item.userId, isPublic)) {
    throw new AppError('not_found', CATALOG_MESSAGES.listingNotFound);
  }
  const { item } = row;
  return {
    kind: 'server',
    id: item.id,
    listingType: 'server',
    title: item.name,
    description: item.description,
    location: item.location,
    priceCents: item.priceCents,
    period: 'month',
    subnet: null,
    ipCount: null,
    specs: `${item.cpu} · ${item.ram} RAM · ${item.storage} storage · ${item.bandwidth} bandwidth`,
    features: [
      `CPU: ${item.cpu}`,
      `RAM: ${item.ram}`,
      `Storage: ${item.storage}`,
      `Bandwidth: ${item.bandwidth}`,
      ...(item.isBundle ? ['Bundle package'] : []),
    ],
    status: item.status,
    isPublic,
    rir: null,
    countryCode: null,
    cpu: item.cpu,
    ram: item.ram,
    storage: item.storage,
    bandwidth: item.bandwidth,
    stockCount: item.stockCount,
    isBundle: item.isBundle,
    createdAt: item.createdAt.toISOString(),
    provider: toProvider(row),
  };
}
