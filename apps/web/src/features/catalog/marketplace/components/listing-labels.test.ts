import { describe, expect, it } from 'vitest';
import { formatSmallCents } from './listing-labels';

describe('formatSmallCents', () => {
  it('shows whole cents as money', () => {
    expect(formatSmallCents(156)).toBe('$1.56');
    expect(formatSmallCents(1)).toBe('$0.01');
  });
  it('rounds a fraction above a cent to the cent', () => {
    expect(formatSmallCents(1.4)).toBe('$0.01');
    expect(formatSmallCents(250.6)).toBe('$2.51');
  });
  it('keeps the digits that matter below a cent (large blocks)', () => {
    expect(formatSmallCents(0.4)).toBe('$0.004');
    expect(formatSmallCents(0.04)).toBe('$0.0004');
  });
});
