/**
 * The marketplace searches the bench measures (docs/PRODUCT.md "Marketplace search";
 * docs/decisions/110-marketplace-search.md): each filter alone, text and address searches, and a
 * deep page reached by cursor. Each case is a few queries taken in turn, so no single value decides
 * the figure. The same cases feed the HTTP load (run-bench.ts), the SQL timings
 * (marketplace-query.ts) and the plans (plans.ts).
 */
import type pg from 'pg';
import {
  MARKETPLACE_PAGE_SIZE,
  encodeMarketplaceCursor,
  type MarketplaceQuery,
  type MarketplaceSort,
} from '@netlease/shared/marketplace';

export interface MarketplaceCase {
  name: string;
  queries: MarketplaceQuery[];
}

/** The page the deep-page case reads: a cursor this far in, as if someone clicked Next 999 times. */
export const DEEP_PAGE = 1000;

export const toQueryString = (query: MarketplaceQuery) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

const ORDER: Record<MarketplaceSort, string> = {
  newest: 'created_at DESC, id DESC',
  price_asc: 'sort_price ASC, id ASC',
  price_desc: 'sort_price DESC, id DESC',
};

/**
 * The cursor the server would hand out at the end of page `page - 1` (so the request reads page
 * `page`): the sort key and id of that row, found with the same public conditions and order.
 */
export async function deepCursor(client: pg.Client, sort: MarketplaceSort, page: number) {
  const { rows } = await client.query<{ id: string; created_key: string; sort_price: string }>(
    `SELECT id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_key, sort_price
     FROM (SELECT id, created_at, price_per_month_cents AS sort_price FROM listings
           WHERE status = 'active' AND type = 'ip' AND units_free > 0
           UNION ALL
           SELECT p.id, p.created_at, p.price_cents FROM server_packages p
           WHERE p.status = 'approved' AND p.stock_count > 0
             AND (NOT p.is_bundle OR NOT EXISTS (SELECT 1 FROM bundle_subnets x JOIN ip_subnets s ON s.id = x.ip_subnet_id
                  WHERE x.server_package_id = p.id AND s.status <> 'available'))) AS items
     ORDER BY ${ORDER[sort]} OFFSET $1 LIMIT 1`,
    [(page - 1) * MARKETPLACE_PAGE_SIZE - 1],
  );
  const row = rows[0];
  if (!row) throw new Error(`the data set has no page ${page} sorted ${sort}`);
  return encodeMarketplaceCursor({
    sort,
    direction: 'next',
    key: sort === 'newest' ? row.created_key : String(row.sort_price),
    id: row.id,
  });
}

/** An IPv6 range the data set offers, to search for (listing n of generate-data.ts). */
async function someIpv6Range(client: pg.Client) {
  const { rows } = await client.query<{ cidr: string }>(
    `SELECT cidr::text AS cidr FROM listings WHERE status = 'active' AND family(cidr) = 6 AND units_free > 0
     ORDER BY created_at DESC OFFSET 40000 LIMIT 1`,
  );
  return rows[0]?.cidr ?? '3fff::/40';
}

export async function marketplaceCases(client: pg.Client): Promise<MarketplaceCase[]> {
  const ipv6 = await someIpv6Range(client);
  // One after another: a pg client runs one query at a time.
  const newest = await deepCursor(client, 'newest', DEEP_PAGE);
  const priceDesc = await deepCursor(client, 'price_desc', DEEP_PAGE);
  const priceAsc = await deepCursor(client, 'price_asc', DEEP_PAGE);
  return [
    { name: 'first page', queries: [{}] },
    {
      name: 'filter: prefix size',
      queries: [{ prefix: '24' }, { prefix: '48', sort: 'price_asc' }, { prefix: '44', type: 'ip' }],
    },
    {
      name: 'filter: RIR',
      queries: [{ rir: 'arin' }, { rir: 'afrinic', sort: 'price_asc' }, { rir: 'ripe', type: 'ip' }],
    },
    {
      name: 'filter: country',
      queries: [{ country: 'NL' }, { country: 'IN', sort: 'price_desc' }, { country: 'US', type: 'ip' }],
    },
    {
      name: 'filter: price per month',
      queries: [
        { minPrice: '100', maxPrice: '500' },
        { minPrice: '20000', sort: 'price_asc' },
        { maxPrice: '50', sort: 'price_desc' },
      ],
    },
    {
      name: 'filter: reputation band',
      queries: [
        { rep: 'clean' },
        { rep: 'warning', sort: 'price_asc' },
        { rep: 'blacklisted' },
        { rep: 'unchecked' },
      ],
    },
    {
      name: 'filter: location',
      queries: [{ location: 'amsterdam' }, { location: 'tokyo', sort: 'price_asc' }],
    },
    {
      name: 'filter: CPU/RAM (servers)',
      queries: [{ specs: '24 cores' }, { specs: '64 gb', sort: 'price_asc' }],
    },
    {
      name: 'text search + type + sort',
      queries: [
        { q: 'amsterdam', type: 'ip', sort: 'price_asc' },
        { q: 'server', type: 'server', sort: 'price_desc' },
        { q: 'clean amst' },
      ],
    },
    {
      name: 'address and CIDR search',
      queries: [
        { q: '198.18.7' },
        { q: '198.19.0.0/17', sort: 'price_asc' },
        { q: ipv6 },
        { q: '3fff:0:1200::' },
      ],
    },
    {
      name: `deep page (cursor at page ${DEEP_PAGE.toLocaleString('en-US')})`,
      queries: [
        { cursor: newest },
        { sort: 'price_desc', cursor: priceDesc },
        { sort: 'price_asc', cursor: priceAsc },
      ],
    },
  ];
}
