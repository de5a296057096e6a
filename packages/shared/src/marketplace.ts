import { z } from 'zod';
import ipaddr from 'ipaddr.js';
import { asIssue, type Message } from './messages';
import { parseDollarsToCents } from './format';
import { offerRangeFields, offerTextAndPriceFields } from './catalog';
import { LISTING_TYPES, RIRS } from './catalog-constants';
import { isCountryCode } from './countries';
import {
  MARKETPLACE_MESSAGES,
  MARKETPLACE_SEARCH_MAX_LENGTH,
  MARKETPLACE_SORTS,
  MARKETPLACE_TEXT_FILTER_MAX_LENGTH,
  MARKETPLACE_TYPES,
  REPUTATION_FILTERS,
  isPrefixFilter,
  type MarketplaceSort,
} from './marketplace-constants';
import { singleLineText } from './text';

/**
 * The public marketplace contract (/marketplace; docs/PRODUCT.md "Marketplace search"):
 * the query GET /api/marketplace accepts, its cursor, how search text names addresses, and the card
 * it answers with. Constants and the address reader are in marketplace-constants.ts (no zod), so
 * the page loads light; they are re-exported here for everyone else.
 */
export * from './marketplace-constants';

/* ---------- cursor ---------- */

/**
 * A position in one sort order: the sort key and id of a row (the last of a page for 'next', the
 * first for 'prev'). Keyset paging reads from there with the sort's index, so page 1,000 costs
 * what page 1 does. Sent as opaque base64url text; clients only pass it back.
 */
export interface MarketplaceCursor {
  sort: MarketplaceSort;
  direction: 'next' | 'prev';
  /** created_at as 'YYYY-MM-DDTHH:MM:SS.ffffffZ' (microseconds, as stored) or a price in cents. */
  key: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TIME_KEY = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;
const PRICE_KEY = /^\d{1,15}$/;

function isValidKey(sort: MarketplaceSort, key: string) {
  if (sort !== 'newest') return PRICE_KEY.test(key);
  if (!TIME_KEY.test(key)) return false;
  // A real instant PostgreSQL can store: '2026-02-30T…' matches the pattern, and year 0 exists in
  // JavaScript but not in PostgreSQL; both would fail in the query instead of answering 400.
  const date = new Date(`${key.slice(0, 23)}Z`);
  return (
    !key.startsWith('0000') &&
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 19) === key.slice(0, 19)
  );
}

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

export function encodeMarketplaceCursor(cursor: MarketplaceCursor): string {
  return toBase64Url(
    JSON.stringify([cursor.sort, cursor.direction === 'next' ? 'n' : 'p', cursor.key, cursor.id]),
  );
}

/** The cursor behind a text, or null when it is not one this server wrote. */
export function decodeMarketplaceCursor(text: string): MarketplaceCursor | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(text)) return null;
  let value: unknown;
  try {
    value = JSON.parse(fromBase64Url(text));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 4) return null;
  const [sort, direction, key, id] = value as unknown[];
  if (!(MARKETPLACE_SORTS as readonly unknown[]).includes(sort)) return null;
  if (direction !== 'n' && direction !== 'p') return null;
  if (typeof key !== 'string' || typeof id !== 'string' || !UUID.test(id)) return null;
  if (!isValidKey(sort as MarketplaceSort, key)) return null;
  return { sort: sort as MarketplaceSort, direction: direction === 'n' ? 'next' : 'prev', key, id };
}

/* ---------- addresses in the search text ---------- */

export interface MarketplaceSearch {
  /** The words left for the full-text search. */
  text: string;
  /** Networks typed ('203.0.113.0/24', '203.0.113' read as 203.0.113.0/24, an address as /32). */
  ranges: string[];
  /** '/24' typed alone: the size one lease takes. */
  prefix: number | null;
}

const IPV4_TOKEN = /^(\d{1,3}(?:\.\d{1,3}){0,3})(\.?)(?:\/(\d{1,2}))?$/;
const IPV6_TOKEN = /^([0-9a-f:]+?)(?:\/(\d{1,3}))?$/i;

/** An IPv4 network from a full or partial address: '203.0.113' is 203.0.113.0/24. */
function readIpv4(token: string): string | null {
  const match = IPV4_TOKEN.exec(token);
  if (!match) return null;
  const octets = match[1]!.split('.').map(Number);
  const hasTrailingDot = match[2] === '.';
  const slash = match[3] === undefined ? null : Number(match[3]);
  // '2.5' (as in '2.5 Gbps') stays a word; three octets, a trailing dot or a slash mark an address.
  if (octets.length < 3 && !hasTrailingDot && slash === null) return null;
  if (octets.length === 4 && hasTrailingDot) return null;
  if (octets.some((octet) => octet > 255)) return null;
  const prefix = slash ?? octets.length * 8;
  if (prefix > 32) return null;
  while (octets.length < 4) octets.push(0);
  const value = octets.reduce((sum, octet) => sum * 256 + octet, 0);
  const size = 2 ** (32 - prefix);
  const network = Math.floor(value / size) * size;
  const text = [24, 16, 8, 0].map((shift) => Math.floor(network / 2 ** shift) % 256).join('.');
  return `${text}/${prefix}`;
}

/** An IPv6 network from an address or CIDR, or leading groups: '2001:db8' is 2001:db8::/32. */
function readIpv6(token: string): string | null {
  if (!token.includes(':')) return null;
  const match = IPV6_TOKEN.exec(token);
  if (!match) return null;
  let address = match[1]!;
  let prefix = match[2] === undefined ? null : Number(match[2]);
  if (!ipaddr.IPv6.isValid(address)) {
    const groups = address.replace(/:$/, '').split(':');
    if (address.includes('::') || groups.length < 2 || groups.length > 7) return null;
    if (groups.some((group) => !/^[0-9a-f]{1,4}$/i.test(group))) return null;
    address = `${groups.join(':')}::`;
    prefix ??= groups.length * 16;
  }
  prefix ??= 128;
  if (prefix > 128) return null;
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${address}/${prefix}`);
  return `${network.toString()}/${prefix}`;
}

/**
 * Splits search text into words, networks and a prefix size (docs/PRODUCT.md "Marketplace search":
 * buyers type addresses). At most a few networks are read; a token that is neither stays a word.
 */
export function parseMarketplaceSearch(q: string): MarketplaceSearch {
  const words: string[] = [];
  const ranges: string[] = [];
  let prefix: number | null = null;
  for (const token of q.split(/[\s,;]+/).filter(Boolean)) {
    const size = /^\/(\d{1,3})$/.exec(token);
    if (size && isPrefixFilter(Number(size[1]))) {
      prefix = Number(size[1]);
      continue;
    }
    const network = readIpv4(token) ?? readIpv6(token);
    if (network && ranges.length < 4) ranges.push(network);
    else if (!network) words.push(token);
  }
  return { text: words.join(' '), ranges, prefix };
}

/* ---------- query ---------- */

const withMessage = (message: Message) => ({ error: asIssue(message) });
const M = MARKETPLACE_MESSAGES;

const textFilter = (max: number, tooLong: Message, noun: string) =>
  z.string(withMessage(tooLong)).trim().max(max, asIssue(tooLong)).check(singleLineText(noun));

const priceFilter = z
  .string(withMessage(M.invalidPrice))
  .trim()
  .transform((value, ctx) => {
    const cents = parseDollarsToCents(value);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: asIssue(M.invalidPrice) });
      return z.NEVER;
    }
    return cents;
  });

// A field left empty ('rir=') is a filter not set, as an HTML form sends it.
const unsetWhenBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * GET /api/marketplace (and /count). Unknown names are refused rather than ignored, so a misspelt filter never
 * answers as if it had been applied; `search` is accepted as another name for `q`. Prices are
 * dollars per month as a person types them. `page` exists for old links and may only be 1: later
 * pages are reached with a cursor.
 */
export const marketplaceQuerySchema = z
  .strictObject(
    {
      q: unsetWhenBlank(textFilter(MARKETPLACE_SEARCH_MAX_LENGTH, M.searchTooLong, 'search')),
      search: unsetWhenBlank(textFilter(MARKETPLACE_SEARCH_MAX_LENGTH, M.searchTooLong, 'search')),
      type: unsetWhenBlank(z.enum(MARKETPLACE_TYPES, withMessage(M.invalidType))),
      sort: unsetWhenBlank(z.enum(MARKETPLACE_SORTS, withMessage(M.invalidSort))),
      prefix: unsetWhenBlank(
        z
          .string(withMessage(M.invalidPrefix))
          .trim()
          .regex(/^\/?\d{1,3}$/, asIssue(M.invalidPrefix))
          .transform((value) => Number(value.replace('/', '')))
          .refine(isPrefixFilter, asIssue(M.invalidPrefix)),
      ),
      rir: unsetWhenBlank(
        z
          .string(withMessage(M.invalidRir))
          .trim()
          .toLowerCase()
          .pipe(z.enum(RIRS, withMessage(M.invalidRir))),
      ),
      country: unsetWhenBlank(
        z
          .string(withMessage(M.invalidCountry))
          .trim()
          .toUpperCase()
          .refine(isCountryCode, asIssue(M.invalidCountry)),
      ),
      minPrice: unsetWhenBlank(priceFilter),
      maxPrice: unsetWhenBlank(priceFilter),
      rep: unsetWhenBlank(z.enum(REPUTATION_FILTERS, withMessage(M.invalidReputation))),
      location: unsetWhenBlank(
        textFilter(MARKETPLACE_TEXT_FILTER_MAX_LENGTH, M.textFilterTooLong, 'location'),
      ),
      specs: unsetWhenBlank(textFilter(MARKETPLACE_TEXT_FILTER_MAX_LENGTH, M.textFilterTooLong, 'specs')),
      cursor: unsetWhenBlank(
        z.string(withMessage(M.invalidCursor)).transform((value, ctx) => {
          const cursor = decodeMarketplaceCursor(value);
          if (!cursor) {
            ctx.addIssue({ code: 'custom', message: asIssue(M.invalidCursor) });
            return z.NEVER;
          }
          return cursor;
        }),
      ),
      page: unsetWhenBlank(z.string(withMessage(M.invalidPage)).trim().regex(/^1$/, asIssue(M.invalidPage))),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? asIssue(M.unknownFilter) : undefined) },
  )
  .superRefine((query, ctx) => {
    if (query.q && query.search)
      ctx.addIssue({ code: 'custom', path: ['search'], message: asIssue(M.searchTwice) });
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice)
      ctx.addIssue({ code: 'custom', path: ['minPrice'], message: asIssue(M.invalidPriceRange) });
    if (query.cursor && query.cursor.sort !== (query.sort ?? 'newest'))
      ctx.addIssue({ code: 'custom', path: ['cursor'], message: asIssue(M.invalidCursor) });
  })
  .transform((query) => ({
    q: query.q || query.search || '',
    type: query.type ?? 'all',
    sort: query.sort ?? 'newest',
    prefix: query.prefix ?? null,
    rir: query.rir ?? null,
    country: query.country ?? null,
    minPriceCents: query.minPrice ?? null,
    maxPriceCents: query.maxPrice ?? null,
    rep: query.rep ?? null,
    location: query.location ?? '',
    specs: query.specs ?? '',
    cursor: query.cursor ?? null,
  }));
export type MarketplaceQuery = z.input<typeof marketplaceQuerySchema>;
export type MarketplaceQueryData = z.output<typeof marketplaceQuerySchema>;

/* ---------- answer ---------- */

/** One card of the marketplace grid: a live IP listing with free units, or a server package. */
export const marketplaceItemSchema = z.object({
  kind: z.enum(LISTING_TYPES),
  id: z.string(),
  ...offerTextAndPriceFields,
  /** IPv4 addresses one lease takes; null for IPv6 and servers. */
  ipCount: z.number().nullable(),
  subnet: z.string().nullable(),
  ...offerRangeFields,
  cpu: z.string().nullable(),
  ram: z.string().nullable(),
  storage: z.string().nullable(),
  /** A bundle's subnets (decision 090); null when the item is not a bundle. */
  bundleSubnets: z.array(z.string()).nullable(),
  createdAt: z.string(),
});
export type MarketplaceItem = z.infer<typeof marketplaceItemSchema>;

export const marketplacePageSchema = z.object({
  items: z.array(marketplaceItemSchema),
  pageSize: z.number(),
  hasNextPage: z.boolean(),
  /** Pass back as `cursor` for the next or the previous page; null where there is none. */
  nextCursor: z.string().nullable(),
  prevCursor: z.string().nullable(),
});
export type MarketplacePage = z.infer<typeof marketplacePageSchema>;

/**
 * GET /api/marketplace/count (the same query; sort and cursor do not change it): the items matching
 * the filters, counted up to `limit` + 1, so more reads "10,000+" (or "1,000+": a search by words is
 * counted to MARKETPLACE_WORDS_COUNT_LIMIT). Asked once per set of filters, apart from the pages, so a
 * page never waits for a count.
 */
export const marketplaceCountSchema = z.object({
  total: z.number().int().min(0),
  limit: z.number().int().min(1),
});
export type MarketplaceCount = z.infer<typeof marketplaceCountSchema>;
