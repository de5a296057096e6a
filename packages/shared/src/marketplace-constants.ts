import { type Message, message } from './messages';
import { parseDollarsToCents } from './format';
import { RIRS, type Rir } from './catalog-constants';
import { isCountryCode } from './countries';

/**
 * Marketplace search constants, messages and the address reader (/marketplace;
 * docs/PRODUCT.md "Marketplace search"), free of zod so /marketplace loads light. The zod contract
 * is marketplace.ts, which re-exports all of this.
 */

export const MARKETPLACE_PAGE_SIZE = 24;
export const MARKETPLACE_SEARCH_MAX_LENGTH = 100;
/** Location and CPU/RAM filters are a few words. */
export const MARKETPLACE_TEXT_FILTER_MAX_LENGTH = 60;
/** Totals are counted up to this; a larger result reads "10,000+" (see isTotalCapped). */
export const MARKETPLACE_COUNT_LIMIT = 10_000;
/**
 * A search by words (the search box's words, location, CPU/RAM) is counted up to this: its count reads
 * every match it counts from the table, so a lower cap keeps it as quick on a large catalogue as on a
 * small one (docs/PRODUCT.md "Marketplace search"). A larger result reads "1,000+".
 */
export const MARKETPLACE_WORDS_COUNT_LIMIT = 1_000;
/** Whether a total passed the cap it was counted to (the count's `limit`): it reads "10,000+". */
export const isTotalCapped = (total: number, limit = MARKETPLACE_COUNT_LIMIT) => total > limit;

export const MARKETPLACE_TYPES = ['all', 'ip', 'server'] as const;
export type MarketplaceType = (typeof MARKETPLACE_TYPES)[number];
export const MARKETPLACE_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type MarketplaceSort = (typeof MARKETPLACE_SORTS)[number];

/**
 * The sizes one lease can take: the block sizes Netlease accepts (cidr.ts CIDR_LIMITS: IPv4 /16 to
 * /24, IPv6 /29 to /48). The two ranges do not overlap, so a number alone names the family.
 */
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => to - index);
export const IPV4_PREFIX_FILTERS: readonly number[] = range(16, 24);
export const IPV6_PREFIX_FILTERS: readonly number[] = range(29, 48);
export const isPrefixFilter = (prefix: number) =>
  IPV4_PREFIX_FILTERS.includes(prefix) || IPV6_PREFIX_FILTERS.includes(prefix);

/*
 * Reputation bands of docs/PRODUCT.md "IP reputation" (reputation.ts: REPUTATION_CLEAN_MIN,
 * REPUTATION_WARNING_MIN, REPUTATION_BAND_LABELS). Repeated here because reputation.ts carries zod
 * schemas, which the marketplace page must not load; marketplace.test.ts checks that both say the same.
 */
export const MARKETPLACE_REPUTATION_BANDS = {
  clean: { label: 'Clean', min: 90, tone: 'green' },
  warning: { label: 'Warning', min: 70, tone: 'yellow' },
  blacklisted: { label: 'Blacklisted', min: 0, tone: 'red' },
} as const;
export type MarketplaceReputationBand = keyof typeof MARKETPLACE_REPUTATION_BANDS;

/** Reputation bands plus listings none of whose subnets has been checked yet. */
export const REPUTATION_FILTERS = ['clean', 'warning', 'blacklisted', 'unchecked'] as const;
export type ReputationFilter = (typeof REPUTATION_FILTERS)[number];
const { clean, warning } = MARKETPLACE_REPUTATION_BANDS;
export const REPUTATION_FILTER_LABELS: Record<ReputationFilter, string> = {
  clean: `Clean (${clean.min}+)`,
  warning: `Warning (${warning.min}–${clean.min - 1})`,
  blacklisted: `Blacklisted (below ${warning.min})`,
  unchecked: 'Not yet checked',
};

export const RIR_LABELS: Record<Rir, string> = {
  ripe: 'RIPE NCC',
  arin: 'ARIN',
  apnic: 'APNIC',
  afrinic: 'AFRINIC',
  lacnic: 'LACNIC',
  other: 'Other',
};

/** What GET /api/marketplace answers a value it cannot use with (400, never a 500). */
export const MARKETPLACE_MESSAGES = {
  unknownFilter: message(
    'Unknown filter',
    'The marketplace understands q (or search), type, sort, prefix, rir, country, minPrice, maxPrice, rep, location, specs, cursor and page.',
  ),
  searchTwice: message('Invalid search', 'Send the search text once, as q or as search, not both.'),
  searchTooLong: message(
    'Search too long',
    `Search text is limited to ${MARKETPLACE_SEARCH_MAX_LENGTH} characters.`,
  ),
  textFilterTooLong: message(
    'Filter too long',
    `Location and CPU/RAM filters are limited to ${MARKETPLACE_TEXT_FILTER_MAX_LENGTH} characters.`,
  ),
  invalidType: message('Invalid type', 'Type must be all, ip or server.'),
  invalidSort: message('Invalid sort', 'Sort must be newest, price_asc or price_desc.'),
  invalidPrefix: message(
    'Invalid prefix size',
    'Choose an IPv4 size from /16 to /24 or an IPv6 size from /29 to /48, such as prefix=24.',
  ),
  invalidRir: message('Invalid RIR', 'RIR must be one of ripe, arin, apnic, afrinic, lacnic or other.'),
  invalidCountry: message('Invalid country', 'Use a two-letter ISO 3166-1 country code, such as NL.'),
  invalidPrice: message(
    'Invalid price',
    'minPrice and maxPrice are US dollars per month, such as 49 or 49.99.',
  ),
  invalidPriceRange: message('Invalid price range', 'The minimum price is above the maximum price.'),
  invalidReputation: message(
    'Invalid reputation',
    'Reputation must be clean, warning, blacklisted or unchecked.',
  ),
  invalidCursor: message(
    'Invalid page link',
    'This page link is damaged or belongs to another sort order. Start again from the first page.',
  ),
  invalidPage: message(
    'Invalid page',
    'Only page 1 can be asked for by number; later pages are reached with the nextCursor of the page before.',
  ),
} as const satisfies Record<string, Message>;

/** The marketplace's filters as the address carries them (/marketplace?type=ip&prefix=24&...). */
export interface MarketplaceFilters {
  q: string;
  type: MarketplaceType;
  sort: MarketplaceSort;
  prefix: number | null;
  rir: Rir | null;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string | null;
  /** Dollars per month as typed ('49.99'); '' when not set. */
  minPrice: string;
  maxPrice: string;
  rep: ReputationFilter | null;
  location: string;
  /** CPU/RAM words of a server package. */
  specs: string;
  /** The opaque cursor of the page shown; null for the first page. */
  cursor: string | null;
}

/** The filters 'Clear filters' sets back (the ones countActiveFilters counts): search, type and sort stay. */
export const CLEARED_MARKETPLACE_FILTERS = {
  prefix: null,
  rir: null,
  country: null,
  minPrice: '',
  maxPrice: '',
  rep: null,
  location: '',
  specs: '',
} as const satisfies Partial<MarketplaceFilters>;

export const DEFAULT_MARKETPLACE_FILTERS: MarketplaceFilters = {
  q: '',
  type: 'all',
  sort: 'newest',
  ...CLEARED_MARKETPLACE_FILTERS,
  cursor: null,
};

const CURSOR_TEXT = /^[A-Za-z0-9_-]{1,400}$/;

/**
 * Reads the filters from an address. Anything unknown falls back to its default, so a hand-edited
 * or old address still shows a page, and what is read is always a query the server accepts.
 */
export function readMarketplaceParams(params: URLSearchParams): MarketplaceFilters {
  const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | null =>
    allowed.includes(value as T) ? (value as T) : null;
  const text = (name: string, max: number) => (params.get(name) ?? '').trim().slice(0, max);
  const prefix = Number(params.get('prefix')?.replace(/^\//, '') ?? '');
  const country = (params.get('country') ?? '').trim().toUpperCase();
  const price = (name: string) => {
    const value = (params.get(name) ?? '').trim();
    return parseDollarsToCents(value) === null ? '' : value;
  };
  let minPrice = price('minPrice');
  let maxPrice = price('maxPrice');
  if (minPrice && maxPrice && parseDollarsToCents(minPrice)! > parseDollarsToCents(maxPrice)!) {
    minPrice = '';
    maxPrice = '';
  }
  const cursor = params.get('cursor');
  return {
    q: text('q', MARKETPLACE_SEARCH_MAX_LENGTH) || text('search', MARKETPLACE_SEARCH_MAX_LENGTH),
    type: pick(params.get('type'), MARKETPLACE_TYPES) ?? 'all',
    sort: pick(params.get('sort'), MARKETPLACE_SORTS) ?? 'newest',
    prefix: Number.isInteger(prefix) && isPrefixFilter(prefix) ? prefix : null,
    rir: pick(params.get('rir')?.toLowerCase() ?? null, RIRS),
    country: isCountryCode(country) ? country : null,
    minPrice,
    maxPrice,
    rep: pick(params.get('rep'), REPUTATION_FILTERS),
    location: text('location', MARKETPLACE_TEXT_FILTER_MAX_LENGTH),
    specs: text('specs', MARKETPLACE_TEXT_FILTER_MAX_LENGTH),
    cursor: cursor && CURSOR_TEXT.test(cursor) ? cursor : null,
  };
}

/** The address (and API query string) of a set of filters: only what differs from the defaults. */
export function toMarketplaceParams(filters: MarketplaceFilters): URLSearchParams {
  const params = new URLSearchParams();
  const entries: Array<[string, string | number | null]> = [
    ['q', filters.q],
    ['type', filters.type === 'all' ? null : filters.type],
    ['prefix', filters.prefix],
    ['rir', filters.rir],
    ['country', filters.country],
    ['minPrice', filters.minPrice],
    ['maxPrice', filters.maxPrice],
    ['rep', filters.rep],
    ['location', filters.location],
    ['specs', filters.specs],
    ['sort', filters.sort === 'newest' ? null : filters.sort],
    ['cursor', filters.cursor],
  ];
  for (const [name, value] of entries) if (value !== null && value !== '') params.set(name, String(value));
  return params;
}

/** How many filters besides type and sort are set: the count on the phone's 'Filters' button. */
export const countActiveFilters = (filters: MarketplaceFilters) =>
  [
    filters.prefix,
    filters.rir,
    filters.country,
    filters.minPrice || null,
    filters.maxPrice || null,
    filters.rep,
    filters.location || null,
    filters.specs || null,
  ].filter((value) => value !== null).length;

/** Addresses one lease takes: 2^(32 - prefix) for IPv4; null for IPv6, where it is not a useful count. */
export const addressesPerLease = (family: 4 | 6, unitPrefix: number) =>
  family === 4 ? 2 ** (32 - unitPrefix) : null;

/** The monthly price of one address, in (fractional) cents; null for IPv6. */
export function pricePerAddressCents(pricePerMonthCents: number, family: 4 | 6, unitPrefix: number) {
  const addresses = addressesPerLease(family, unitPrefix);
  return addresses === null ? null : pricePerMonthCents / addresses;
}
