import { describe, expect, it } from 'vitest';
import {
  REPUTATION_BAND_LABELS,
  REPUTATION_BAND_TONES,
  REPUTATION_NOT_CHECKED_LABEL,
  adminPenaltiesQuerySchema,
  adminReputationQuerySchema,
  formatReputationScore,
  ratingTone,
  reputationBand,
  reputationState,
} from './reputation';
import { REPUTATION_FILTER_LABELS } from './marketplace-constants';
import { parseAsnNumber, validateAsnFields } from './asns';

describe('reputation bands (PRODUCT.md "IP reputation")', () => {
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

describe('a subnet never checked (docs/PRODUCT.md "Trust signals")', () => {
  it('has no band and reads Not yet checked, as the marketplace says', () => {
    expect(reputationState(null)).toBe('unchecked');
    expect(reputationState(100)).toBe('clean');
    expect(reputationState(69)).toBe('blacklisted');
    expect(formatReputationScore(null)).toBe('Not yet checked');
    expect(formatReputationScore(82)).toBe('82/100');
    expect(REPUTATION_NOT_CHECKED_LABEL).toBe(REPUTATION_FILTER_LABELS.unchecked);
  });
});

describe('admin list queries', () => {
  it('default to the first page of 50 and bound page, size, band and type', () => {
    expect(adminReputationQuerySchema.parse({})).toEqual({ page: 1, pageSize: 50 });
    expect(adminReputationQuerySchema.parse({ page: '3', pageSize: '100', band: 'unchecked' })).toEqual({
      page: 3,
      pageSize: 100,
      band: 'unchecked',
    });
    for (const bad of [{ page: '0' }, { pageSize: '101' }, { page: '1e3' }, { band: 'green' }])
      expect(adminReputationQuerySchema.safeParse(bad).success).toBe(false);
    expect(adminPenaltiesQuerySchema.parse({ type: 'fine', email: ' a@b ' })).toEqual({
      type: 'fine',
      email: 'a@b',
      page: 1,
      pageSize: 50,
    });
    expect(adminPenaltiesQuerySchema.safeParse({ type: 'ban' }).success).toBe(false);
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
    const result = validateAsnFields(
      { asnNumber: 'AS1', organization: ' Org ', rir: 'ripe', country: 'nl' },
      { allowDocumentation: false },
    );
    expect(result).toEqual({
      ok: true,
      value: { asnNumber: 1, organization: 'Org', rir: 'RIPE', country: 'NL' },
    });
  });
});
