import { describe, expect, it } from 'vitest';
import { MARKETPLACE_COUNT_LIMIT } from '@netlease/shared/marketplace-constants';
import { listingsCountText, showResultsLabel } from './results-count';

describe('showResultsLabel', () => {
  it('names how many results the filters find', () => {
    expect(showResultsLabel(0)).toBe('Show 0 results');
    expect(showResultsLabel(1)).toBe('Show 1 result');
    expect(showResultsLabel(1234)).toBe('Show 1,234 results');
  });

  it('says the count is capped past the limit', () => {
    expect(showResultsLabel(MARKETPLACE_COUNT_LIMIT + 1)).toBe('Show 10,000+ results');
  });

  it('names no number while the total is being counted', () => {
    expect(showResultsLabel(null)).toBe('Show results');
  });
});

describe('listingsCountText', () => {
  it('counts listings beside the results', () => {
    expect(listingsCountText(1)).toBe('1 listing');
    expect(listingsCountText(24)).toBe('24 listings');
    expect(listingsCountText(null)).toBe('Listings');
  });
});
