import { sql, type SQL } from 'drizzle-orm';
import {
  MARKETPLACE_COUNT_LIMIT,
  MARKETPLACE_WORDS_COUNT_LIMIT,
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
 * The same words as whole words are ORed in (they match a subset, so the result is the same):
 * PostgreSQL estimates a prefix match at a fixed small fraction of the rows but a whole word from its
 * statistics, and with the estimate right a common word walks the table or the sort index and stops
 * after a page (or the count's cap of 1,000) while a rare one uses the GIN index, whose bitmap holds
 * every match before the first one is read (docs/decisions/282, 284, 289).
 */
function matchesWords(vector: SQL, config: 'english' | 'simple', text: string): SQL | null {
  const terms = searchTerms(text);
  if (terms.length === 0) return null;
  const regconfig = config === 'english' ? sql`'english'` : sql`'simple'`;
  const wholeWords = sql`${vector} @@ to_tsquery(${regconfig}, ${terms.join(' & ')})`;
  const prefixes = sql`${vector} @@ to_tsquery(${regconfig}, ${terms.map((term) => `${term}:*`).join(' & ')})`;
  return sql`(${wholeWords} OR ${prefixes})`;
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

/**
 * The cursor's key and id as they enter a statement: its values, or the placeholders `cursorKey` and
 * `cursorId` of a statement built once and run with each cursor's values (marketplace.service.ts).
 */
type CursorValues = 'values' | 'placeholders';

/** Rows strictly after the cursor in the direction read (keyset paging on the sort index). */
function afterCursor(
  columns: Columns,
  query: MarketplaceQueryData,
  cursor: MarketplaceCursor,
  values: CursorValues,
): SQL {
  const descending = (query.sort !== 'price_asc') !== (cursor.direction === 'prev');
  const cursorKey = values === 'values' ? cursor.key : sql.placeholder('cursorKey');
  const cursorId = values === 'values' ? cursor.id : sql.placeholder('cursorId');
  const key =
    query.sort === 'newest'
      ? sql`(${columns.created}, ${columns.id}) ${descending ? sql`<` : sql`>`} (${cursorKey}::timestamptz, ${cursorId}::uuid)`
      : sql`(${columns.price}, ${columns.id}) ${descending ? sql`<` : sql`>`} (${cursorKey}::bigint, ${cursorId}::uuid)`;
  return key;
}

/** One table's conditions: its filters, and apart from them the words it must match. */
interface TableFilters {
  where: SQL[];
  words: SQL[];
}

interface Plan {
  listings: TableFilters | null;
  packages: TableFilters | null;
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
function planFilters(query: MarketplaceQueryData): Plan {
  const search = parseMarketplaceSearch(query.q);
  // Every word list is a stored column with statistics of its own, so a page or a count may walk
  // the table for a common word and stop early (docs/decisions/289).
  const listingWords = matchesWords(sql`l.search_vector`, 'english', search.text);
  const listingLocation = matchesWords(sql`l.location_vector`, 'simple', query.location);
  const packageWords = matchesWords(sql`p.search_vector`, 'english', search.text);
  const packageLocation = matchesWords(sql`p.location_vector`, 'simple', query.location);
  const packageSpecs = matchesWords(sql`p.specs_vector`, 'simple', query.specs);
  const prefixes = [...new Set([query.prefix, search.prefix].filter((value) => value !== null))];
  const hasIpOnlyFilter =
    prefixes.length > 0 || query.rir !== null || query.country !== null || query.rep !== null;

  let listings: TableFilters | null = null;
  if (query.type !== 'server' && !packageSpecs) {
    const listingsWhere = [PUBLIC_LISTING];
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
    listings = { where: listingsWhere, words: present([listingWords, listingLocation]) };
  }

  let packages: TableFilters | null = null;
  if (query.type !== 'ip' && !hasIpOnlyFilter) {
    const packagesWhere = [...PUBLIC_PACKAGE];
    // An address typed finds the bundles holding it (offer_holds keeps each bundle subnet's range).
    for (const range of search.ranges)
      packagesWhere.push(sql`p.id IN (SELECT h.server_package_id FROM offer_holds h
        WHERE h.cidr && ${range}::cidr AND h.server_package_id IS NOT NULL)`);
    if (query.minPriceCents !== null) packagesWhere.push(sql`p.price_cents >= ${query.minPriceCents}`);
    if (query.maxPriceCents !== null) packagesWhere.push(sql`p.price_cents <= ${query.maxPriceCents}`);
    packages = { where: packagesWhere, words: present([packageWords, packageLocation, packageSpecs]) };
  }
  return { listings, packages };
}

const present = (conditions: Array<SQL | null>) => conditions.filter((condition) => condition !== null);
const and = (conditions: SQL[]) => sql.join(conditions, sql` AND `);

/**
 * A number fixed in the code, written into the statement's text rather than sent as a value: a page
 * of the whole catalogue then has no values at all, so one plan serves every call of a prepared
 * statement (docs/decisions/281), and a LIMIT the planner can read keeps that plan the cheap one.
 */
const constant = (value: number) => sql.raw(String(Math.trunc(value)));

/**
 * Whether the statements of a query hold no value but the cursor: no words, ranges or filter values,
 * whose plan depends on what they are. Such a page (the first, a deep one, a tab by type) is read as
 * a prepared statement (marketplace.service.ts, docs/decisions/281).
 */
export function hasOnlyPagingValues(query: MarketplaceQueryData): boolean {
  const search = parseMarketplaceSearch(query.q);
  return (
    searchTerms(search.text).length === 0 &&
    search.ranges.length === 0 &&
    search.prefix === null &&
    searchTerms(query.location).length === 0 &&
    searchTerms(query.specs).length === 0 &&
    query.prefix === null &&
    query.rir === null &&
    query.country === null &&
    query.rep === null &&
    query.minPriceCents === null &&
    query.maxPriceCents === null
  );
}

/**
 * The columns of a marketplace card, read for the rows of a `picked` CTE (kind, id, created_at,
 * sort_price): a page of the marketplace and a provider's offers share them.
 */
const cardColumnsOfPicked = sql`
    SELECT picked.kind, picked.id, picked.sort_price AS price_per_month_cents,
      to_char(picked.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_key,
      coalesce(l.title, p.name) AS title,
      left(coalesce(l.description, p.description), ${constant(CARD_DESCRIPTION_LENGTH)}) AS description,
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

/** How a page reads one table: what it selects, and what a walk of its sort order carries. */
interface BranchShape {
  table: SQL;
  /** The table's alias in every condition, which the walked stretch takes as its own name. */
  alias: SQL;
  columns: Columns;
  /** kind, id, created_at and sort_price of a row, for the merge of the two tables. */
  picked: SQL;
  /** The columns the words are matched against, besides those of `picked`. */
  walked: SQL;
}

const LISTINGS_BRANCH: BranchShape = {
  table: sql`listings l`,
  alias: sql`l`,
  columns: SORT_COLUMNS.ip,
  picked: sql`'ip'::text AS kind, l.id, l.created_at, l.price_per_month_cents AS sort_price`,
  walked: sql`l.id, l.created_at, l.price_per_month_cents, l.search_vector, l.location_vector`,
};

const PACKAGES_BRANCH: BranchShape = {
  table: sql`server_packages p`,
  alias: sql`p`,
  columns: SORT_COLUMNS.server,
  picked: sql`'server'::text AS kind, p.id, p.created_at, p.price_cents AS sort_price`,
  walked: sql`p.id, p.created_at, p.price_cents, p.search_vector, p.location_vector, p.specs_vector`,
};

/**
 * How many rows of the sort order a page with words reads first (docs/decisions/282): enough that a
 * word in one offer of a few hundred fills a page from it, few enough to cost what a page without
 * words does, whatever the catalogue's size.
 */
export const WORDS_WALK_ROWS = 10_000;

/**
 * How many rows of the sort order a page with words reads for its first match before it walks
 * (docs/decisions/308): none among them means the words are rare in that table (often absent: an IP
 * word among server packages), and the full search through the words' index runs at once instead of
 * after the whole walk.
 */
export const WORDS_PROBE_ROWS = 1_000;

/**
 * One table's rows of a page, in the page's order, one more than a page.
 *
 * With words to match, the first stretch of the sort order (WORDS_WALK_ROWS rows past the cursor) is
 * read and matched first: when it holds a page and one, they are the first matches of the whole order,
 * so the page is the same as the full search's and costs a bounded walk however many offers contain
 * the words. Otherwise (rare words) the full search runs, through the words' GIN index. The walk is
 * taken only when a probe finds a match among the first WORDS_PROBE_ROWS rows; it stops at that first
 * match, so a common word costs it a few rows. The probe and the walk read one stretch (a CTE that
 * PostgreSQL reads once, keeping the rows it read for the second reader), and the walk takes its
 * matches in the stretch's order, which a CTE keeps; so the table is planned once for both. The
 * statement holds all three and PostgreSQL runs the walk and the full search only when needed
 * (one-time filters on the probe's and the walk's counts).
 */
function pageBranch(
  shape: BranchShape,
  filters: TableFilters,
  query: MarketplaceQueryData,
  walk: { probeRows: number; walkRows: number },
  cursorValues: CursorValues,
): SQL {
  const limit = constant(MARKETPLACE_PAGE_SIZE + 1);
  const order = orderBy(shape.columns, query);
  const where = query.cursor
    ? [...filters.where, afterCursor(shape.columns, query, query.cursor, cursorValues)]
    : filters.where;
  if (filters.words.length === 0)
    return sql`(SELECT ${shape.picked} FROM ${shape.table} WHERE ${and(where)} ORDER BY ${order} LIMIT ${limit})`;
  const walked = sql`(SELECT count(*) FROM walked)`;
  return sql`(WITH stretch AS MATERIALIZED (
      SELECT ${shape.walked} FROM ${shape.table} WHERE ${and(where)} ORDER BY ${order}
      LIMIT ${constant(walk.walkRows)}
    ), probed AS MATERIALIZED (
      SELECT 1 FROM (SELECT * FROM stretch LIMIT ${constant(walk.probeRows)}) AS ${shape.alias}
      WHERE ${and(filters.words)} LIMIT 1
    ), walked AS MATERIALIZED (
      SELECT ${shape.picked} FROM stretch AS ${shape.alias}
      WHERE ${and(filters.words)} AND EXISTS (SELECT 1 FROM probed) LIMIT ${limit}
    )
    SELECT * FROM walked WHERE ${walked} = ${limit}
    UNION ALL
    (SELECT ${shape.picked} FROM ${shape.table}
      WHERE ${and([...where, ...filters.words])} AND ${walked} < ${limit}
      ORDER BY ${order} LIMIT ${limit}))`;
}

/** A count by words reads each match it counts from the table: it stops at the lower cap. */
function countLimitOfPlan(plan: Plan): number {
  const hasWords = [plan.listings, plan.packages].some((table) => (table?.words.length ?? 0) > 0);
  return hasWords ? MARKETPLACE_WORDS_COUNT_LIMIT : MARKETPLACE_COUNT_LIMIT;
}

/** The cap the total of a query's filters is counted to (docs/decisions/276, 284). */
export function countLimitOf(query: MarketplaceQueryData): number {
  return countLimitOfPlan(planFilters(query));
}

/**
 * The SQL of one marketplace page and of the capped total of its filters; exported for the bench
 * (bench/lib/plans.ts, bench/marketplace-query.ts). `wordsWalkRows` and `wordsProbeRows` are for
 * tests, which compare the
 * pages a shorter walk (or none: 0) gives. With `cursorValues: 'placeholders'` the cursor's key and
 * id are the placeholders `cursorKey` and `cursorId`, to be given when the statement runs.
 *
 * Each table is read on its own, narrow (kind, id and the sort keys: an index-only scan of a public
 * index when no text is searched), sorted and cut to a page; the two short lists are merged and only
 * the page's rows are then joined for their columns. PostgreSQL 15 does not push a LIMIT into UNION ALL
 * branches that have WHERE clauses, so cutting each branch first keeps it from sorting the catalogue.
 * Paging is by keyset (the cursor's sort key and id), so a deep page costs what the first one does.
 */
export function buildMarketplaceQueries(
  query: MarketplaceQueryData,
  {
    wordsWalkRows = WORDS_WALK_ROWS,
    wordsProbeRows = WORDS_PROBE_ROWS,
    cursorValues = 'values',
  }: { wordsWalkRows?: number; wordsProbeRows?: number; cursorValues?: CursorValues } = {},
): { page: SQL; count: SQL; countLimit: number } {
  const plan = planFilters(query);
  const countLimit = countLimitOfPlan(plan);
  // Each table's count carries the cap itself: PostgreSQL builds an Append from each branch's
  // cheapest plan for all its rows, so a cap only above it never lets a common word walk and stop
  // (docs/decisions/289).
  const countRows = constant(countLimit + 1);
  const walk = { probeRows: wordsProbeRows, walkRows: wordsWalkRows };
  const branches: SQL[] = [];
  const counted: SQL[] = [];
  if (plan.listings) {
    branches.push(pageBranch(LISTINGS_BRANCH, plan.listings, query, walk, cursorValues));
    const { where, words } = plan.listings;
    counted.push(sql`(SELECT 1 FROM listings l WHERE ${and([...where, ...words])} LIMIT ${countRows})`);
  }
  if (plan.packages) {
    branches.push(pageBranch(PACKAGES_BRANCH, plan.packages, query, walk, cursorValues));
    const { where, words } = plan.packages;
    counted.push(
      sql`(SELECT 1 FROM server_packages p WHERE ${and([...where, ...words])} LIMIT ${countRows})`,
    );
  }
  if (branches.length === 0) {
    // Filters no item can meet together (an IP filter and a CPU/RAM filter): an empty page.
    return { page: sql`SELECT NULL WHERE false`, count: sql`SELECT 0 AS total`, countLimit };
  }

  const limit = constant(MARKETPLACE_PAGE_SIZE + 1);
  const page = sql`
    WITH picked AS (
      SELECT kind, id, created_at, sort_price FROM (${sql.join(branches, sql` UNION ALL `)}) AS items
      ORDER BY ${orderBy(SORT_COLUMNS.merged, query)} LIMIT ${limit}
    )
    ${cardColumnsOfPicked}
    ORDER BY ${orderBy(SORT_COLUMNS.picked, query)}`;
  // Up to the cap: the Append stops reading when the limit is reached, so a broad query never counts
  // the whole catalogue. Without the cursor: the total is the filters', whatever the page.
  const count = sql`SELECT count(*) AS total FROM (
      SELECT 1 FROM (${sql.join(counted, sql` UNION ALL `)}) AS branches LIMIT ${countRows}) AS matched`;
  return { page, count, countLimit };
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
