import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CIDR_LIMITS } from './cidr';
import {
  REPUTATION_BANDS,
  REPUTATION_BAND_LABELS,
  REPUTATION_BAND_TONES,
  REPUTATION_CLEAN_MIN,
  REPUTATION_WARNING_MIN,
  reputationBand,
} from './reputation';
import {
  CLEARED_MARKETPLACE_FILTERS,
  DEFAULT_MARKETPLACE_FILTERS,
  MARKETPLACE_REPUTATION_BANDS,
  IPV4_PREFIX_FILTERS,
  IPV6_PREFIX_FILTERS,
  decodeMarketplaceCursor,
  encodeMarketplaceCursor,
  marketplaceQuerySchema,
  parseMarketplaceSearch,
  countActiveFilters,
  pricePerAddressCents,
  readMarketplaceParams,
  toMarketplaceParams,
} from './marketplace';

const asObject = (params: URLSearchParams) => {
  const object: Record<string, string> = {};
  params.forEach((value, name) => {
    object[name] = value;
  });
  return object;
};

describe('readMarketplaceParams', () => {
  it('reads the filters of an address and writes them back unchanged', () => {
    const address =
      'q=amsterdam&type=ip&prefix=24&rir=ripe&country=NL&minPrice=10&maxPrice=499.99&rep=clean&location=frank&specs=epyc&sort=price_desc';
    const filters = readMarketplaceParams(new URLSearchParams(address));
    expect(filters).toEqual({
      q: 'amsterdam',
      type: 'ip',
      sort: 'price_desc',
      prefix: 24,
      rir: 'ripe',
      country: 'NL',
      minPrice: '10',
      maxPrice: '499.99',
      rep: 'clean',
      location: 'frank',
      specs: 'epyc',
      cursor: null,
    });
    expect(readMarketplaceParams(toMarketplaceParams(filters))).toEqual(filters);
    expect(marketplaceQuerySchema.parse(asObject(toMarketplaceParams(filters)))).toMatchObject({
      q: 'amsterdam',
      prefix: 24,
      country: 'NL',
      minPriceCents: 1000,
      maxPriceCents: 49999,
    });
  });

  it('falls back to the defaults for anything unknown', () => {
    const params = new URLSearchParams(
      `q=${'x'.repeat(150)}&type=auction&sort=oldest&page=3&prefix=25&rir=iana&country=XX&minPrice=-1&rep=great&cursor=%%%`,
    );
    expect(readMarketplaceParams(params)).toEqual({ ...DEFAULT_MARKETPLACE_FILTERS, q: 'x'.repeat(100) });
    expect(readMarketplaceParams(new URLSearchParams('minPrice=50&maxPrice=10'))).toMatchObject({
      minPrice: '',
      maxPrice: '',
    });
    expect(
      readMarketplaceParams(new URLSearchParams('prefix=%2F48&country=nl&search=198.51.100')),
    ).toMatchObject({ prefix: 48, country: 'NL', q: '198.51.100' });
    expect(toMarketplaceParams(DEFAULT_MARKETPLACE_FILTERS).toString()).toBe('');
  });

  it('clears every filter it counts and keeps the search, type and sort', () => {
    const filters = readMarketplaceParams(
      new URLSearchParams(
        'q=cloud&type=ip&sort=price_asc&prefix=24&rir=ripe&country=NL&minPrice=5&maxPrice=50&rep=clean&location=Amsterdam&specs=xeon',
      ),
    );
    expect(countActiveFilters(filters)).toBe(8);
    const cleared = { ...filters, ...CLEARED_MARKETPLACE_FILTERS };
    expect(countActiveFilters(cleared)).toBe(0);
    expect(cleared).toMatchObject({ q: 'cloud', type: 'ip', sort: 'price_asc' });
  });

  it('never makes a query the server refuses, whatever the address holds', () => {
    const names = ['q', 'search', 'type', 'sort', 'prefix', 'rir', 'country', 'minPrice', 'maxPrice', 'rep'];
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...names), fc.string({ maxLength: 12 }))), (pairs) => {
        const filters = readMarketplaceParams(new URLSearchParams(pairs));
        const result = marketplaceQuerySchema.safeParse(asObject(toMarketplaceParams(filters)));
        expect(result.success).toBe(true);
      }),
    );
  });
});

describe('parseMarketplaceSearch', () => {
  it.each([
    ['203.0.113', ['203.0.113.0/24'], null, ''],
    ['203.0.113.5', ['203.0.113.5/32'], null, ''],
    ['203.0.113.0/24', ['203.0.113.0/24'], null, ''],
    ['203.0.113.77/24', ['203.0.113.0/24'], null, ''],
    ['198.18.', ['198.18.0.0/16'], null, ''],
    ['/24', [], 24, ''],
    ['/36 berlin', [], 36, 'berlin'],
    ['2001:db8', ['2001:db8::/32'], null, ''],
    ['2001:db8:100::1', ['2001:db8:100::1/128'], null, ''],
    ['2001:DB8:100::/40', ['2001:db8:100::/40'], null, ''],
    ['clean amsterdam', [], null, 'clean amsterdam'],
    // Words that only look a little like addresses stay words.
    ['2.5 Gbps', [], null, '2.5 Gbps'],
    ['999.1.2.3 24 /8', [], null, '999.1.2.3 24 /8'],
    ['::: a:b:c:d:e:f:1:2:3', [], null, '::: a:b:c:d:e:f:1:2:3'],
  ])('reads %j', (text, ranges, prefix, words) => {
    expect(parseMarketplaceSearch(text)).toEqual({ ranges, prefix, text: words });
  });

  it('offers exactly the sizes a block may have', () => {
    expect(Math.min(...IPV4_PREFIX_FILTERS)).toBe(CIDR_LIMITS.ipv4.largestPrefix);
    expect(Math.max(...IPV4_PREFIX_FILTERS)).toBe(CIDR_LIMITS.ipv4.smallestPrefix);
    expect(Math.min(...IPV6_PREFIX_FILTERS)).toBe(CIDR_LIMITS.ipv6.largestPrefix);
    expect(Math.max(...IPV6_PREFIX_FILTERS)).toBe(CIDR_LIMITS.ipv6.smallestPrefix);
  });
});

describe('marketplace cursor', () => {
  const id = '6f1c0a52-1111-4b2a-9c3d-0123456789ab';

  it('round-trips and refuses anything it did not write', () => {
    const cursor = { sort: 'newest', direction: 'next', key: '2026-11-24T21:03:30.123456Z', id } as const;
    expect(decodeMarketplaceCursor(encodeMarketplaceCursor(cursor))).toEqual(cursor);
    const price = { sort: 'price_asc', direction: 'prev', key: '149967', id } as const;
    expect(decodeMarketplaceCursor(encodeMarketplaceCursor(price))).toEqual(price);
    for (const bad of [
      '',
      'abc',
      btoa('["newest","n","2026-13-01T00:00:00.000000Z","' + id + '"]'),
      btoa('["newest","n","0000-01-01T00:00:00.000000Z","' + id + '"]'),
      btoa('["price_asc","n","1e5","' + id + '"]'),
      btoa('["newest","x","2026-11-24T21:03:30.123456Z","' + id + '"]'),
      btoa('["newest","n","2026-11-24T21:03:30.123456Z","not-a-uuid"]'),
      btoa('{"sort":"newest"}'),
    ]) {
      expect(decodeMarketplaceCursor(bad.replace(/=+$/, '')), bad).toBeNull();
    }
  });
});

describe('marketplace reputation bands', () => {
  it('say what reputation.ts says (the page repeats them to load without zod)', () => {
    expect(Object.keys(MARKETPLACE_REPUTATION_BANDS)).toEqual([...REPUTATION_BANDS]);
    for (const band of REPUTATION_BANDS) {
      const { label, min, tone } = MARKETPLACE_REPUTATION_BANDS[band];
      expect(label).toBe(REPUTATION_BAND_LABELS[band]);
      expect(tone).toBe(REPUTATION_BAND_TONES[band]);
      expect(reputationBand(min)).toBe(band);
    }
    expect(MARKETPLACE_REPUTATION_BANDS.clean.min).toBe(REPUTATION_CLEAN_MIN);
    expect(MARKETPLACE_REPUTATION_BANDS.warning.min).toBe(REPUTATION_WARNING_MIN);
  });
});

describe('pricePerAddressCents', () => {
  it('divides the monthly price by the addresses of one lease (IPv4 only)', () => {
    expect(pricePerAddressCents(39900, 4, 24)).toBeCloseTo(155.86, 2);
    expect(pricePerAddressCents(9900, 6, 40)).toBeNull();
  });
});
