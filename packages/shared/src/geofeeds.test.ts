import { describe, expect, it } from 'vitest';
import { formatGeofeed, leaseGeolocationInputSchema, validateGeofeed } from './geofeeds';

describe('formatGeofeed', () => {
  it('writes comments, then one five-field line per prefix in address order, IPv4 first', () => {
    const text = formatGeofeed(
      ['Feed of a seller'],
      [
        { prefix: '2001:db8::/32', countryCode: 'DE', region: null, city: null },
        { prefix: '198.51.100.0/24', countryCode: 'US', region: 'US-CA', city: 'San Jose' },
        { prefix: '192.0.2.0/24', countryCode: null, region: null, city: null },
        { prefix: '198.51.100.0/23', countryCode: 'US', region: null, city: null },
      ],
    );
    expect(text).toBe(
      [
        '# Feed of a seller',
        '192.0.2.0/24,,,,',
        '198.51.100.0/23,US,,,',
        '198.51.100.0/24,US,US-CA,San Jose,',
        '2001:db8::/32,DE,,,',
        '',
      ].join('\n'),
    );
    expect(validateGeofeed(text).problems).toEqual([]);
  });

  it('leaves out a stored city that is not one plain line, so every reader sees one line per prefix', () => {
    const text = formatGeofeed(
      ['Feed of a seller'],
      [
        { prefix: '192.0.2.0/24', countryCode: 'NL', region: null, city: 'Amster\u2029dam' },
        { prefix: '198.51.100.0/24', countryCode: 'NL', region: null, city: 'Den\u202EHaag' },
        { prefix: '203.0.113.0/24', countryCode: 'NL', region: null, city: 'Utrecht\u0085' },
        { prefix: '2001:db8::/32', countryCode: 'NL', region: null, city: 'Zwolle' },
      ],
    );
    // What a strict reader (Python's str.splitlines, for one) takes for the end of a line.
    // eslint-disable-next-line no-control-regex
    const strictLines = text.split(/\r\n|[\n\r\u000B\u000C\u001C-\u001E\u0085\u2028\u2029]/);
    expect(strictLines).toEqual([
      '# Feed of a seller',
      '192.0.2.0/24,NL,,,',
      '198.51.100.0/24,NL,,,',
      '203.0.113.0/24,NL,,,',
      '2001:db8::/32,NL,,Zwolle,',
      '',
    ]);
    expect(validateGeofeed(text).problems).toEqual([]);
  });
});

describe('validateGeofeed (RFC 8805 section 2.1)', () => {
  it('accepts the RFC example lines, comments and blank lines', () => {
    const feed = [
      '# a comment',
      '',
      '192.0.2.0/25,US,US-AL,,',
      '192.0.2.5,US,US-AL,Alabaster,',
      '2001:db8::/32,PL,PL-MZ,,',
      '2001:db8:cafe::/48,PL,,,',
    ].join('\n');
    expect(validateGeofeed(feed).problems).toEqual([]);
    expect(validateGeofeed(feed).entries).toHaveLength(4);
  });

  it('names each line that breaks a rule', () => {
    const feed = [
      '192.0.2.1/24,US,,,',
      'not-a-prefix,US,,,',
      '198.51.100.0/24,XX,,,',
      '203.0.113.0/24,NL,California,,',
      '203.0.114.0/24,NL,US-CA,,',
      '203.0.115.0/24,NL,,Amsterdam,1011',
      '203.0.116.0/24,NL,,,,extra',
      '203.0.116.0/24,NL,,,',
      '203.0.116.0/24,DE,,,',
      '203.0.117.0/24,NL,,"Amsterdam, NH",',
      '203.0.118.0/24,NL,,Amster\u2029dam,',
      '203.0.119.0/24,NL,,Den\u202EHaag,',
    ].join('\n');
    expect(validateGeofeed(feed).problems.map((problem) => problem.line)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12,
    ]);
  });
});

describe('leaseGeolocationInputSchema', () => {
  it.each(['Amster\u2029dam', 'Amster\u2028dam', 'Amster\u0085dam', 'Den\u202EHaag', 'Utrecht\uD800'])(
    'refuses the city %j, which is not one plain line',
    (city) => {
      const result = leaseGeolocationInputSchema.safeParse({ countryCode: 'NL', city });
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['city']);
    },
  );

  it('upper-cases the codes and reads blank region and city as none', () => {
    expect(leaseGeolocationInputSchema.parse({ countryCode: ' nl ', region: 'nl-nh', city: '  ' })).toEqual({
      countryCode: 'NL',
      region: 'NL-NH',
      city: null,
    });
    expect(leaseGeolocationInputSchema.parse({ countryCode: 'US' })).toEqual({
      countryCode: 'US',
      region: null,
      city: null,
    });
  });
});
