import { type ListingPeriod, type Rir } from '@netlease/shared/catalog';
import {
  MARKETPLACE_PAGE_SIZE,
  addressesPerLease,
  encodeMarketplaceCursor,
  type MarketplaceCount,
  type MarketplaceItem,
  type MarketplacePage,
  type MarketplaceQueryData,
} from '@netlease/shared/marketplace';
import { reputationBand } from '@netlease/shared/reputation';
import type { AppContext } from '../../../platform/app-context';
import { queryRows } from '../../../platform/db/database';
import { preparedSql } from '../../../platform/db/prepared';
import {
  buildMarketplaceQueries,
  buildProviderItemsQuery,
  countLimitOf,
  hasOnlyPagingValues,
} from './marketplace.queries';

type DbNumber = number | string | bigint;

interface ItemRow {
  kind: 'ip' | 'server';
  id: string;
  price_per_month_cents: DbNumber;
  created_key: string;
  title: string;
  description: string;
  location: string;
  price_cents: DbNumber;
  period: ListingPeriod;
  subnet: string | null;
  cidr: string | null;
  ip_version: DbNumber | null;
  unit_prefix: DbNumber | null;
  units_total: DbNumber | null;
  units_free: DbNumber | null;
  rir: Rir | null;
  country_code: string | null;
  reputation_score: DbNumber | null;
  cpu: string | null;
  ram: string | null;
  storage: string | null;
  bundle_subnets: string | null;
}

const toNumber = (value: DbNumber | null) => (value === null ? null : Number(value));

/**
 * The page and count statements of queries that hold only paging values (the first page, a deep one,
 * a tab by type, in each sort), by their shape: built once, with the cursor's values as placeholders,
 * and prepared on each connection, so one plan serves every call and no call builds its SQL again
 * (docs/decisions/281, 303). There are 3 types × 3 sorts × 3 cursor states of pages, and 3 counts.
 */
const pagingStatements = new Map<string, ReturnType<typeof preparedSql>>();

function pagingStatement(query: MarketplaceQueryData, part: 'page' | 'count') {
  const shape =
    part === 'count'
      ? `count ${query.type}`
      : `page ${query.type} ${query.sort} ${query.cursor?.direction ?? ''}`;
  let statement = pagingStatements.get(shape);
  if (!statement) {
    statement = preparedSql(() => buildMarketplaceQueries(query, { cursorValues: 'placeholders' })[part]);
    pagingStatements.set(shape, statement);
  }
  return statement;
}

/**
 * Runs the page or the count of `query`: as its shape's prepared statement when it holds only paging
 * values, else planned for its values (docs/decisions/281).
 */
async function readCatalogue<T>(ctx: AppContext, query: MarketplaceQueryData, part: 'page' | 'count') {
  if (hasOnlyPagingValues(query)) {
    const cursor = part === 'page' ? query.cursor : null;
    return (await pagingStatement(query, part)(ctx.db, {
      cursorKey: cursor?.key,
      cursorId: cursor?.id,
    })) as T[];
  }
  return queryRows<T>(ctx.db, buildMarketplaceQueries(query)[part]);
}

/**
 * The marketplace (docs/PRODUCT.md "Marketplace search"): what can be
 * bought now, filtered, sorted by date or price per month, one keyset page at a time. `offersRead`
 * names every offer the page was built from, the extra row that tells whether more lie beyond
 * included: only a change to one of them can change this page (docs/decisions/271).
 */
export async function searchMarketplace(
  ctx: AppContext,
  query: MarketplaceQueryData,
): Promise<{ page: MarketplacePage; offersRead: string[] }> {
  const fetched = await readCatalogue<ItemRow>(ctx, query, 'page');
  const isBackward = query.cursor?.direction === 'prev';
  const hasMore = fetched.length > MARKETPLACE_PAGE_SIZE;
  // A backward read comes in reverse order; the extra row tells whether more lie beyond.
  const rows = fetched.slice(0, MARKETPLACE_PAGE_SIZE);
  if (isBackward) rows.reverse();
  const cursorAt = (row: ItemRow | undefined, direction: 'next' | 'prev') =>
    row
      ? encodeMarketplaceCursor({
          sort: query.sort,
          direction,
          key: query.sort === 'newest' ? row.created_key : String(row.price_per_month_cents),
          id: row.id,
        })
      : null;
  const hasNextPage = isBackward ? rows.length > 0 : hasMore;
  const hasPrevPage = isBackward ? hasMore : query.cursor !== null && rows.length > 0;
  const page = {
    items: rows.map(toItem),
    pageSize: MARKETPLACE_PAGE_SIZE,
    hasNextPage,
    nextCursor: hasNextPage ? cursorAt(rows.at(-1), 'next') : null,
    prevCursor: hasPrevPage ? cursorAt(rows[0], 'prev') : null,
  };
  return { page, offersRead: fetched.map((row) => row.id) };
}

/**
 * The total of a set of filters, up to its cap (more reads "10,000+", or "1,000+" for a search by
 * words). Its own request, asked once when the filters change: the pages never wait for it, and
 * paging never counts again.
 */
export async function countMarketplace(
  ctx: AppContext,
  query: MarketplaceQueryData,
): Promise<MarketplaceCount> {
  const countLimit = countLimitOf(query);
  const [row] = await readCatalogue<{ total: DbNumber }>(ctx, query, 'count');
  return { total: Math.min(Number(row?.total ?? 0), countLimit + 1), limit: countLimit };
}

/**
 * A provider's offers as marketplace cards (docs/PRODUCT.md "Provider page"): the IP listings and
 * server packages of theirs the marketplace shows now, newest first, at most `limit`.
 */
export async function listProviderItems(
  ctx: AppContext,
  sellerId: string,
  limit: number,
): Promise<MarketplaceItem[]> {
  const rows = await queryRows<ItemRow>(ctx.db, buildProviderItemsQuery(sellerId, limit));
  return rows.map(toItem);
}

function toItem(row: ItemRow): MarketplaceItem {
  const ipVersion = row.ip_version === null ? null : Number(row.ip_version) === 6 ? 6 : 4;
  const unitPrefix = toNumber(row.unit_prefix);
  const reputationScore = toNumber(row.reputation_score);
  return {
    kind: row.kind,
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    priceCents: Number(row.price_cents),
    period: row.period,
    pricePerMonthCents: Number(row.price_per_month_cents),
    ipCount: ipVersion !== null && unitPrefix !== null ? addressesPerLease(ipVersion, unitPrefix) : null,
    subnet: row.subnet,
    cidr: row.cidr,
    ipVersion,
    unitPrefix,
    unitsTotal: toNumber(row.units_total),
    unitsFree: toNumber(row.units_free),
    rir: row.rir,
    countryCode: row.country_code,
    reputationScore,
    reputationBand: reputationScore === null ? null : reputationBand(reputationScore),
    cpu: row.cpu,
    ram: row.ram,
    storage: row.storage,
    bundleSubnets: row.bundle_subnets === null ? null : row.bundle_subnets.split(' ').filter(Boolean),
    createdAt: new Date(row.created_key).toISOString(),
  };
}
