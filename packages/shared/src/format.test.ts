import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCount } from './format';

const intl = new Intl.NumberFormat('en-US');

describe('formatCount', () => {
  afterEach(() => vi.restoreAllMocks());

  it('groups whole numbers by thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(-1234567)).toBe('-1,234,567');
    expect(formatCount(Number.MAX_SAFE_INTEGER)).toBe('9,007,199,254,740,991');
  });

  it('writes every number as Intl.NumberFormat("en-US") does', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1e7, max: 1e7 }), fc.maxSafeInteger(), fc.double()),
        (value) => {
          expect(formatCount(value)).toBe(intl.format(value));
        },
      ),
      { numRuns: 2000 },
    );
    for (const value of [-0, 0.5, 1234.5678, 2 ** 53, 2 ** 60, 1e21, -1e21, NaN, Infinity, -Infinity])
      expect(formatCount(value)).toBe(intl.format(value));
  });

  it('builds no Intl formatter for whole numbers', () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    for (const value of [0, 1, 1234, -98765, Number.MIN_SAFE_INTEGER]) formatCount(value);
    expect(built).not.toHaveBeenCalled();
  });
});
