import { describe, expect, it } from 'vitest';
import { shortPersonName } from './providers';

describe('shortPersonName', () => {
  it('names a rater by first name and the initial of the last', () => {
    expect(shortPersonName('Leo Leaser')).toBe('Leo L.');
    expect(shortPersonName('  ana maría de la cruz ')).toBe('ana C.');
    expect(shortPersonName('Ólafur Þórsson')).toBe('Ólafur Þ.');
  });

  it('keeps a single name and covers an empty one', () => {
    expect(shortPersonName('Cher')).toBe('Cher');
    expect(shortPersonName('   ')).toBe('A customer');
  });
});
