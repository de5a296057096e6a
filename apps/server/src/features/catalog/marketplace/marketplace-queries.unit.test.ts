import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  encodeMarketplaceCursor,
  marketplaceQuerySchema,
  type MarketplaceQuery,
} from '@netlease/shared/marketplace';
import { buildMarketplaceQueries, hasOnlyPagingValues } from './marketplace.queries';

// Which catalogue reads are prepared statements (docs/decisions/281): only those whose values cannot
// change their best plan.
const query = (input: MarketplaceQuery) => marketplaceQuerySchema.parse(input);
const values = (statement: ReturnType<typeof buildMarketplaceQueries>['page']) =>
  new PgDialect().sqlToQuery(statement).params;

describe('catalogue reads as prepared statements', () => {
  it('the first page of the whole catalogue, of a tab and of either sort holds no value at all', () => {
    for (const input of [
      {},
      { type: 'ip' },
      { type: 'server' },
      { sort: 'price_asc' },
      { sort: 'price_desc' },
    ]) {
      const data = query(input);
      expect(hasOnlyPagingValues(data)).toBe(true);
      expect(values(buildMarketplaceQueries(data).page)).toEqual([]);
      expect(values(buildMarketplaceQueries(data).count)).toEqual([]);
    }
  });

  it('a deeper page holds the cursor only', () => {
    const cursor = encodeMarketplaceCursor({
      sort: 'newest',
      direction: 'next',
      key: '2026-11-01T00:00:00.000000Z',
      id: '00000000-0000-4000-8000-000000000001',
    });
    const data = query({ cursor });
    expect(hasOnlyPagingValues(data)).toBe(true);
    expect(values(buildMarketplaceQueries(data).page)).toHaveLength(4);
  });

  it('words, addresses, sizes and filter values are planned for what they are, every time', () => {
    for (const input of <MarketplaceQuery[]>[
      { q: 'amsterdam' },
      { q: '198.51.100.0/24' },
      { q: '/24' },
      { prefix: '24' },
      { rir: 'ripe' },
      { country: 'NL' },
      { rep: 'clean' },
      { minPrice: '10' },
      { maxPrice: '10' },
      { location: 'amsterdam' },
      { specs: 'xeon' },
    ]) {
      expect(hasOnlyPagingValues(query(input)), JSON.stringify(input)).toBe(false);
    }
    // Punctuation alone is no word: the page is the whole catalogue's.
    expect(hasOnlyPagingValues(query({ q: '!!' }))).toBe(true);
  });
});
