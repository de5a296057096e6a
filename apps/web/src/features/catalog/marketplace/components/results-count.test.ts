import { describe, expect, it } from 'vitest';
import {
  MARKETPLACE_COUNT_LIMIT,
  MARKETPLACE_WORDS_COUNT_LIMIT,
} from '@netlease/shared/marketplace-constants';
import { listingsCountText, showResultsLabel } from './results-count';

const counted = (total: number, limit = MARKETPLACE_COUNT_LIMIT) => ({ total, limit });

describe('showResultsLabel', () => {
  it('names how many results the filters find', () => {
    expect(showResultsLabel(counted(0))).toBe('Show 0 results');
    expect(showResultsLabel(counted(1))).toBe('Show 1 result');
    expect(showResultsLabel(counted(1234))).toBe('Show 1,234 results');
  });

  it('says the count is capped past the limit it was counted to', () => {
    expect(showResultsLabel(counted(MARKETPLACE_COUNT_LIMIT + 1))).toBe('Show 10,000+ results');
    expect(showResultsLabel(counted(MARKETPLACE_WORDS_COUNT_LIMIT, MARKETPLACE_WORDS_COUNT_LIMIT))).toBe(
      'Show 1,000 results',
    );
    expect(showResultsLabel(counted(MARKETPLACE_WORDS_COUNT_LIMIT + 1, MARKETPLACE_WORDS_COUNT_LIMIT))).toBe(
      'Show 1,000+ results',
    );
  });

  it('names no number while the total is being counted', () => {
    expect(showResultsLabel(null)).toBe('Show results');
  });
});

describe('listingsCountText', () => {
  it('counts listings beside the results', () => {
    expect(listingsCountText(counted(1))).toBe('1 listing');
    expect(listingsCountText(counted(24))).toBe('24 listings');
    expect(listingsCountText(counted(1001, 1000))).toBe('1,000+ listings');
    expect(listingsCountText(null)).toBe('Listings');
  });
});
