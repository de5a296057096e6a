import { sql, type SQL } from 'drizzle-orm';
import {
  MARKETPLACE_COUNT_LIMIT,
  MARKETPLACE_PAGE_SIZE,
  parseMarketplaceSearch,
  type MarketplaceCursor,
  type MarketplaceQueryData,
  type ReputationFilter,
} from '@netlease/shared/marketplace';
import { REPUTATION_CLEAN_MIN, REPUTATION_WARNING_MIN } from '@netlease/shared/reputation';

const CARD_DESCRIPTION_LENGTH = 280;
const MAX_SEARCH_TERMS = 8;

function searchTerms(text: string) {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, MAX_SEARCH_TERMS)
    .map((term) => term.slice(0, 40));
}

/**
 * Turns what a person typed into a prefix full-text query ("amster ser" → 'amster:* & ser:*'), so
 * results appear while typing. Only letters and digits survive, so the text can never be tsquery
 * syntax; it is still passed as a bound parameter.
 */
export function toPrefixTsquery(text: string): string | null {
  const terms = searchTerms(text).map((term) => `${term}:*`);
  return terms.length > 0 ? terms.join(' & ') : null;
}

/**
 * `vector` matches the words typed, each as a word prefix.
 *
 * For a page, the same words as whole words are ORed in (they match a subset, so the result is the
 * same): PostgreSQL estimates a prefix match at a fixed small fraction of the rows but a whole word
 * from its statistics, and with the estimate right a common word walks the sort index and stops
 * after a page while a rare one uses the GIN index. A count must visit every match up to the cap, for
 * which the GIN index is always the right path, so it keeps the prefix match alone (and its low
 * estimate, which leads there).
 */
function matchesWords(vector: SQL, config: 'english' | 'simple', text: string, purpose: Purpose): SQL | null {
  const terms = searchTerms(text);
  if (terms.length === 0) return null;
  const regconfig = config === 'english' ? sql`'english'` : sql`'simple'`;
  const prefixes = sql`${vector} @@ to_tsquery(${regconfig}, ${terms.map((term) => `${term}:*`).join(' & ')})`;
  if (purpose === 'count') return prefixes;
  return sql`(${vector} @@ to_tsquery(${regconfig}, ${terms.join(' & ')}) OR ${prefixes})`;
}

// The bands of docs/PRODUCT.md "IP reputation" on the listing's lowest checked score; 'unchecked' is a range
// nobody checked.
const REPUTATION_CONDITIONS: Record<ReputationFilter, SQL> = {
  clean: sql`l.reputation_score >= ${REPUTATION_CLEAN_MIN}`,
  warning: sql`l.reputation_score >= ${REPUTATION_WARNING_MIN} AND l.reputation_score < ${REPUTATION_CLEAN_MIN}`,
  blacklisted: sql`l.reputation_score < ${REPUTATION_WARNING_MIN}`,
  unchecked: sql`l.reputation_score IS NULL`,
};

/** The columns each table sorts by: the price per month (docs/PRODUCT.md "Marketplace search"). */
const SORT_COLUMNS = {
  ip: { created: sql`l.created_at`, price: sql`l.price_per_month_cents`, id: sql`l.id` },
  server: { created: sql`p.created_at`, price: sql`p.price_cents`, id: sql`p.id` },
  merged: { created: sql`created_at`, price: sql`sort_price`, id: sql`id` },
  picked: { created: sql`picked.created_at`, price: sql`picked.sort_price`, id: sql`picked.id` },
};
type Columns = (typeof SORT_COLUMNS)[keyof typeof SORT_COLUMNS];

/**
 * Direction of one read: 'next' walks the sort order, 'prev' walks it backwards from the cursor
 * (and the page is turned round afterwards).
 */
function orderBy(columns: Columns, query: MarketplaceQueryData): SQL {
  const isBackward = query.cursor?.direction === 'prev';
  const descending = (query.sort !== 'price_asc') !== isBackward;
  const direction = descending ? sql`DESC` : sql`ASC`;
  const key = query.sort === 'newest' ? columns.created : columns.price;
  return sql`${key} ${direction}, ${columns.id} ${direction}`;
}

/** Rows strictly after the cursor in the direction read (keyset paging on the sort index). */
function afterCursor(columns: Columns, query: MarketplaceQueryData, cursor: MarketplaceCursor): SQL {
  const descending = (query.sort !== 'price_asc') !== (cursor.direction === 'prev');
  const key =
    query.sort === 'newest'
      ? sql`(${columns.created}, ${columns.id}) ${descending ? sql`<` : sql`>`} (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
      : sql`(${columns.price}, ${columns.id}) ${descending ? sql`<` : sql`>`} (${cursor.key}::bigint, ${cursor.id}::uuid)`;
  return key;
}

type Purpose = 'page' | 'count';

interface Plan {
  listings: SQL[] | null;
  packages: SQL[] | null;
}

/** What the public catalogue shows of IP listings: active, with a free unit. */
const PUBLIC_LISTING = sql`l.status = 'active' AND l.type = 'ip' AND l.units_free > 0`;
/**
 * What it shows of server packages: approved and in stock. A bundle is sold only whole: while any of
 * its subnets is leased it cannot be bought, so it is not shown
 * (migrations/0700_marketplace_buyable_packages.sql).
 *
 * The bundle rule is written as NOT IN over one uncorrelated list (bundle_subnets.server_package_id is
 * NOT NULL, so it means what NOT EXISTS did): both run as one hashed subplan, but the planner costs a
 * correlated NOT EXISTS under OR once per package row, which made every query on server packages look
 * a few hundred times dearer than it is; past 10× data that estimate crossed jit_above_cost and each
 * query paid for JIT compilation (docs/decisions/276).
 */
const PUBLIC_PACKAGE = [
  sql`p.status = 'approved' AND p.stock_count > 0`,
  sql`(NOT p.is_bundle OR p.id NOT IN (SELECT x.server_package_id FROM bundle_subnets x
        JOIN ip_subnets s ON s.id = x.ip_subnet_id WHERE s.status <> 'available'))`,
];

/**
 * The WHERE of each table for a query, or null when no row of that table can match (an IP filter
 * leaves servers out, a CPU/RAM filter leaves IP blocks out). The public conditions come first and
 * are written exactly as the partial indexes of migrations 0700, 0800 and 0820 state them.
 */
function planFilters(query: MarketplaceQueryData, purpose: Purpose): Plan {
  const search = parseMarketplaceSearch(query.q);
  const words = (vector: SQL, config: 'english' | 'simple', text: string) =>
    matchesWords(vector, config, text, purpose);
  const listingWords = words(sql`l.search_vector`, 'english', search.text);
  const listingLocation = words(sql`to_tsvector('simple', l.location)`, 'simple', query.location);
  const packageWords = words(sql`p.search_vector`, 'english', search.text);
  const packageLocation = words(sql`to_tsvector('simple', p.location)`, 'simple', query.location);
  const packageSpecs = words(sql`to_tsvector('simple', p.cpu || ' ' || p.ram)`, 'simple', query.specs);
  const prefixes = [...new Set([query.prefix, search.prefix].filter((value) => value !== null))];
  const hasIpOnlyFilter =
    prefixes.length > 0 || query.rir !== null || query.country !== null || query.rep !== null;

  let listingsWhere: SQL[] | null = null;
  if (query.type !== 'server' && !packageSpecs) {
    listingsWhere = [PUBLIC_LISTING];
    if (listingWords) listingsWhere.push(listingWords);
    for (const prefix of prefixes) listingsWhere.push(sql`l.unit_prefix = ${prefix}`);
    if (query.rir) listingsWhere.push(sql`l.rir = ${query.rir}`);
    if (query.country) listingsWhere.push(sql`l.country_code = ${query.country}`);
    if (query.rep) listingsWhere.push(REPUTATION_CONDITIONS[query.rep]);
    // Overlap: the listing's range contains the address or network typed, or lies inside it
    // (listings_cidr_idx, an SP-GiST index with inet_ops, answers &&; migration 2150).
    for (const range of search.ranges) listingsWhere.push(sql`l.cidr && ${range}::cidr`);
    if (query.minPriceCents !== null)
      listingsWhere.push(sql`l.price_per_month_cents >= ${query.minPriceCents}`);
    if (query.maxPriceCents !== null)
      listingsWhere.push(sql`l.price_per_month_cents <= ${query.maxPriceCents}`);
    if (listingLocation) listingsWhere.push(listingLocation);
  }

  let packagesWhere: SQL[] | null = null;
  if (query.type !== 'ip' && !hasIpOnlyFilter) {
    packagesWhere = [...PUBLIC_PACKAGE];
    if (packageWords) packagesWhere.push(packageWords);
    // An address typed finds the bundles holding it (offer_holds keeps each bundle subnet's range).
    for (const range of search.ranges)
      packagesWhere.push(sql`p.id IN (SELECT h.server_package_id FROM offer_holds h
        WHERE h.cidr && ${range}::cidr AND h.server_package_id IS NOT NULL)`);
    if (query.minPriceCents !== null) packagesWhere.push(sql`p.price_cents >= ${query.minPriceCents}`);
    if (query.maxPriceCents !== null) packagesWhere.push(sql`p.price_cents <= ${query.maxPriceCents}`);
    if (packageLocation) packagesWhere.push(packageLocation);
    if (packageSpecs) packagesWhere.push(packageSpecs);
  }
  return { listings: listingsWhere, packages: packagesWhere };
}

const and = (conditions: SQL[]) => sql.join(conditions, sql` AND `);

/**
 * The columns of a marketplace card, read for the rows of a `picked` CTE (kind, id, created_at,
 * sort_price): a page of the marketplace and a provider's offers share them.
 */
const cardColumnsOfPicked = sql`
    SELECT picked.kind, picked.id, picked.sort_price AS price_per_month_cents,
      to_char(picked.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_key,
      coalesce(l.title, p.name) AS title,
      left(coalesce(l.description, p.description), ${CARD_DESCRIPTION_LENGTH}) AS description,
      coalesce(l.location, p.location) AS location,
      coalesce(l.price_cents, p.price_cents) AS price_cents,
      coalesce(l.period, 'month') AS period,
      l.subnet, l.cidr::text AS cidr, family(l.cidr) AS ip_version, l.unit_prefix,
      l.units_total, l.units_free, l.rir, l.country_code, l.reputation_score,
      p.cpu, p.ram, p.storage,
      CASE WHEN p.is_bundle THEN coalesce((SELECT string_agg(s.subnet::text, ' ' ORDER BY s.subnet)
        FROM bundle_subnets x JOIN ip_subnets s ON s.id = x.ip_subnet_id
        WHERE x.server_package_id = p.id), '') END AS bundle_subnets
    FROM picked
    LEFT JOIN listings l ON picked.kind = 'ip' AND l.id = picked.id
    LEFT JOIN server_packages p ON picked.kind = 'server' AND p.id = picked.id`;

/**
 * The SQL of one marketplace page and of the capped total of its filters; exported for the bench
 * (bench/lib/plans.ts, bench/marketplace-query.ts).
 *
 * Each table is read on its own, narrow (kind, id and the sort keys: an index-only scan of a public
 * index when no text is searched), sorted and cut to a page; the two short lists are merged and only
 * the page's rows are then joined for their columns. PostgreSQL 15 does not push a LIMIT into UNION ALL
 * branches that have WHERE clauses, so cutting each branch first keeps it from sorting the catalogue.
 * Paging is by keyset (the cursor's sort key and id), so a deep page costs what the first one does.
 */
export function buildMarketplaceQueries(query: MarketplaceQueryData): { page: SQL; count: SQL } {
  const plan = planFilters(query, 'page');
  const countPlan = planFilters(query, 'count');
  const limit = MARKETPLACE_PAGE_SIZE + 1;
  const branches: SQL[] = [];
  const counted: SQL[] = [];
  if (plan.listings) {
    const where = [...plan.listings];
    if (query.cursor) where.push(afterCursor(SORT_COLUMNS.ip, query, query.cursor));
    branches.push(sql`(SELECT 'ip'::text AS kind, l.id, l.created_at, l.price_per_month_cents AS sort_price
      FROM listings l WHERE ${and(where)} ORDER BY ${orderBy(SORT_COLUMNS.ip, query)} LIMIT ${limit})`);
    counted.push(sql`SELECT 1 FROM listings l WHERE ${and(countPlan.listings!)}`);
  }
  if (plan.packages) {
    const where = [...plan.packages];
    if (query.cursor) where.push(afterCursor(SORT_COLUMNS.server, query, query.cursor));
    branches.push(sql`(SELECT 'server'::text AS kind, p.id, p.created_at, p.price_cents AS sort_price
      FROM server_packages p WHERE ${and(where)} ORDER BY ${orderBy(SORT_COLUMNS.server, query)} LIMIT ${limit})`);
    counted.push(sql`SELECT 1 FROM server_packages p WHERE ${and(countPlan.packages!)}`);
  }
  if (branches.length === 0) {
    // Filters no item can meet together (an IP filter and a CPU/RAM filter): an empty page.
    return { page: sql`SELECT NULL WHERE false`, count: sql`SELECT 0 AS total` };
  }

  const page = sql`
    WITH picked AS (
      SELECT kind, id, created_at, sort_price FROM (${sql.join(branches, sql` UNION ALL `)}) AS items
      ORDER BY ${orderBy(SORT_COLUMNS.merged, query)} LIMIT ${limit}
    )
    ${cardColumnsOfPicked}
    ORDER BY ${orderBy(SORT_COLUMNS.picked, query)}`;
  // Up to the cap: the Append stops reading when the limit is reached, so a broad query never counts
  // the whole catalogue. Without the cursor: the total is the filters', whatever the page.
  const count = sql`SELECT count(*) AS total FROM (${sql.join(counted, sql` UNION ALL `)} LIMIT ${MARKETPLACE_COUNT_LIMIT + 1}) AS matched`;
  return { page, count };
}

/**
 * A provider's public offers (docs/PRODUCT.md "Provider page"): their IP listings and server packages
 * the marketplace shows, on the same conditions, newest first.
 */
export function buildProviderItemsQuery(sellerId: string, limit: number): SQL {
  return sql`
    WITH picked AS (
      SELECT kind, id, created_at, sort_price FROM (
        (SELECT 'ip'::text AS kind, l.id, l.created_at, l.price_per_month_cents AS sort_price
          FROM listings l WHERE ${PUBLIC_LISTING} AND l.user_id = ${sellerId})
        UNION ALL
        (SELECT 'server'::text AS kind, p.id, p.created_at, p.price_cents AS sort_price
          FROM server_packages p WHERE ${and([...PUBLIC_PACKAGE, sql`p.user_id = ${sellerId}`])})
      ) AS items
      ORDER BY created_at DESC, id DESC LIMIT ${limit}
    )
    ${cardColumnsOfPicked}
    ORDER BY picked.created_at DESC, picked.id DESC`;
}
