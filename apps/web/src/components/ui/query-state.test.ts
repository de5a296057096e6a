import { describe, expect, it } from 'vitest';
import { isEmptyList, queryView } from './query-state';

const failed = new Error('500');

describe('queryView', () => {
  it('shows the error with Retry, never the empty state, when nothing loaded', () => {
    expect(queryView({ data: undefined, error: failed }, isEmptyList)).toBe('error');
  });

  it('shows loading until an answer or an error comes', () => {
    expect(queryView({ data: undefined, error: null }, isEmptyList)).toBe('loading');
  });

  it('shows the empty state only for an answer that holds nothing', () => {
    expect(queryView({ data: [], error: null }, isEmptyList)).toBe('empty');
    expect(queryView({ data: { items: [] }, error: null }, isEmptyList)).toBe('empty');
    expect(queryView({ data: [1], error: null }, isEmptyList)).toBe('data');
  });

  it('keeps data on screen when a later refetch fails', () => {
    expect(queryView({ data: [1], error: failed }, isEmptyList)).toBe('data');
  });
});

describe('isEmptyList', () => {
  it('reads lists and pages of lists; anything else is not empty', () => {
    expect(isEmptyList([])).toBe(true);
    expect(isEmptyList({ items: [], total: 0 })).toBe(true);
    expect(isEmptyList({ items: [1] })).toBe(false);
    expect(isEmptyList({ balanceCents: 0 })).toBe(false);
  });
});
