import { describe, expect, it } from 'vitest';
import { ratingTone, reputationBand, REPUTATION_BAND_LABELS, REPUTATION_BAND_TONES } from './reputation';
import { parseAsnNumber, validateAsnFields } from './asns';

describe('reputation bands (spec part 2 §4, §9)', () => {
  it.each([
    [100, 'clean', 'Clean', 'green'],
    [90, 'clean', 'Clean', 'green'],
    [89, 'warning', 'Warning', 'yellow'],
    [70, 'warning', 'Warning', 'yellow'],
    [69, 'blacklisted', 'Blacklisted', 'red'],
    [0, 'blacklisted', 'Blacklisted', 'red'],
  ] as const)('score %i is %s', (score, band, label, tone) => {
    expect(reputationBand(score)).toBe(band);
    expect(REPUTATION_BAND_LABELS[reputationBand(score)]).toBe(label);
    expect(REPUTATION_BAND_TONES[reputationBand(score)]).toBe(tone);
  });

  it('colours user ratings: 4 and above green, 3 and above yellow, below red', () => {
    expect([5, 4, 3.9, 3, 2.9, 1].map(ratingTone)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'red',
      'red',
    ]);
  });
});

describe('ASN numbers', () => {
  it.each([
    ['1', 1],
    ['AS64500', 64500],
    ['as 64500', 64500],
    [' 4294967295 ', 4294967295],
    ['0', null],
    ['4294967296', null],
    ['AS', null],
    ['-5', null],
    ['1e3', null],
    ['AS 12 34', null],
  ])('parses %j as %j', (text, expected) => {
    expect(parseAsnNumber(text)).toBe(expected);
  });

  it('upper-cases the RIR and the country', () => {
    const result = validateAsnFields({ asnNumber: 'AS1', organization: ' Org ', rir: 'ripe', country: 'nl' });
    expect(result).toEqual({
      ok: true,
      value: { asnNumber: 1, organization: 'Org', rir: 'RIPE', country: 'NL' },
    });
  });
});
