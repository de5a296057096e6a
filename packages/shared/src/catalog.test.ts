import { describe, expect, it } from 'vitest';
import { marketplaceQuerySchema } from './catalog';
import { readMarketplaceParams } from './catalog-constants';

describe('readMarketplaceParams', () => {
  it('reads the filters of an address and agrees with the server schema on valid ones', () => {
    const fields = { q: ' amsterdam ', type: 'server', sort: 'price_desc', page: '3' };
    const params = new URLSearchParams(fields);
    expect(readMarketplaceParams(params)).toEqual({
      q: 'amsterdam',
      type: 'server',
      sort: 'price_desc',
      page: 3,
    });
    expect(marketplaceQuerySchema.parse(fields)).toEqual(readMarketplaceParams(params));
  });

  it('falls back to the defaults for anything unknown', () => {
    const params = new URLSearchParams(`q=${'x'.repeat(150)}&type=auction&sort=oldest&page=-2`);
    expect(readMarketplaceParams(params)).toEqual({
      q: 'x'.repeat(100),
      type: 'all',
      sort: 'newest',
      page: 1,
    });
    expect(readMarketplaceParams(new URLSearchParams('page=1001')).page).toBe(1);
    expect(readMarketplaceParams(new URLSearchParams())).toEqual(marketplaceQuerySchema.parse({}));
  });
});
