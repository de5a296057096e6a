import { describe, expect, it } from 'vitest';
import {
  canonicalPrefix,
  isRpkiDataStale,
  parseVrpJson,
  roaToCreate,
  RPKI_MAX_VRPS,
  RPKI_STATE_EXPLANATIONS,
  RPKI_STATE_LABELS,
  RPKI_STATES,
  validateRouteOrigin,
  type Vrp,
} from './rpki';

/** What rpki-client -j writes (version 9): the AS as a number, beside metadata, ASPAs and keys. */
const RPKI_CLIENT_SAMPLE = `{
	"metadata": {
		"buildmachine": "validator.example.net",
		"buildtime": "2026-01-15T11:52:04Z",
		"generated": 1768477924,
		"elapsedtime": 212,
		"usertime": 388,
		"systemtime": 61,
		"roas": 4,
		"failedroas": 0,
		"vrps": 4,
		"uniquevrps": 4
	},
	"roas": [
		{ "asn": 64500, "prefix": "192.0.2.0/24", "maxLength": 24, "ta": "ripe", "expires": 1768564324 },
		{ "asn": 64501, "prefix": "198.51.100.0/22", "maxLength": 24, "ta": "arin", "expires": 1768564324 },
		{ "asn": 0, "prefix": "203.0.113.0/24", "maxLength": 24, "ta": "apnic", "expires": 1768564324 },
		{ "asn": 64500, "prefix": "2001:DB8:0100::/40", "maxLength": 48, "ta": "ripe", "expires": 1768564324 }
	],
	"aspas": [
		{ "customer_asid": 64500, "expires": 1768564324, "providers": [64501] }
	],
	"bgpsec_keys": []
}`;

/** What Routinator --format json writes: the AS as "AS64500" text. */
const ROUTINATOR_SAMPLE = JSON.stringify({
  metadata: { generated: 1768477924, generatedTime: '2026-01-15T11:52:04Z' },
  roas: [
    { asn: 'AS64500', prefix: '192.0.2.0/24', maxLength: 24, ta: 'ripe' },
    { asn: 'AS4294967295', prefix: '198.18.0.0/15', maxLength: 24, ta: 'arin' },
    { asn: 'AS0', prefix: '2001:db8:200::/40', maxLength: 40, ta: 'ripe' },
  ],
  routerKeys: [],
  aspas: [],
});

const vrp = (prefix: string, maxLength: number, asn: number): Vrp => ({ prefix, maxLength, asn });

describe('parseVrpJson', () => {
  it('reads rpki-client output: numbers as AS, other members ignored, IPv6 made canonical', () => {
    expect(parseVrpJson(RPKI_CLIENT_SAMPLE)).toEqual({
      ok: true,
      vrps: [
        vrp('192.0.2.0/24', 24, 64500),
        vrp('198.51.100.0/22', 24, 64501),
        vrp('203.0.113.0/24', 24, 0),
        vrp('2001:db8:100::/40', 48, 64500),
      ],
    });
  });

  it('reads Routinator output: the AS as "AS64500" text, up to AS4294967295', () => {
    expect(parseVrpJson(ROUTINATOR_SAMPLE)).toEqual({
      ok: true,
      vrps: [
        vrp('192.0.2.0/24', 24, 64500),
        vrp('198.18.0.0/15', 24, 4294967295),
        vrp('2001:db8:200::/40', 40, 0),
      ],
    });
  });

  it('accepts an empty set, a host route and a /0', () => {
    expect(parseVrpJson('{"roas": []}')).toEqual({ ok: true, vrps: [] });
    const edges = {
      roas: [
        { prefix: '192.0.2.1/32', maxLength: 32, asn: 1 },
        { prefix: '0.0.0.0/0', maxLength: 0, asn: 'as1' },
        { prefix: '::/0', maxLength: 128, asn: 1 },
      ],
    };
    expect(parseVrpJson(JSON.stringify(edges))).toEqual({
      ok: true,
      vrps: [vrp('192.0.2.1/32', 32, 1), vrp('0.0.0.0/0', 0, 1), vrp('::/0', 128, 1)],
    });
  });

  const withEntry = (entry: unknown) =>
    JSON.stringify({ roas: [{ prefix: '192.0.2.0/24', maxLength: 24, asn: 64500 }, entry] });

  it.each([
    ['', /^not JSON/],
    ['<html><body>502 Bad Gateway</body></html>', /^not JSON/],
    ['{"roas": [', /^not JSON/],
    ['[]', /JSON is not an object/],
    ['null', /JSON is not an object/],
    ['"roas"', /JSON is not an object/],
    ['{}', /no "roas" array/],
    ['{"roas": {"prefix": "192.0.2.0/24"}}', /no "roas" array/],
    ['{"aspas": []}', /no "roas" array/],
  ])('refuses %j as a whole', (text, reason) => {
    const result = parseVrpJson(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });

  it.each([
    [null, 'roas[1] is not an object'],
    [['192.0.2.0/24', 24, 64500], 'roas[1] is not an object'],
    [{ maxLength: 24, asn: 1 }, 'roas[1]: prefix is missing or not text'],
    [{ prefix: 3221225984, maxLength: 24, asn: 1 }, 'roas[1]: prefix is missing or not text'],
    [{ prefix: '192.0.2.0', maxLength: 24, asn: 1 }, 'roas[1]: prefix "192.0.2.0" is not an IP prefix'],
    [{ prefix: 'example.net/24', maxLength: 24, asn: 1 }, 'is not an IP prefix'],
    [{ prefix: '192.0.2.0/33', maxLength: 33, asn: 1 }, 'roas[1]: prefix "192.0.2.0/33"'],
    [{ prefix: '010.0.2.0/24', maxLength: 24, asn: 1 }, 'is not an IP prefix'],
    [{ prefix: ' 192.0.2.0/24', maxLength: 24, asn: 1 }, 'is not an IP prefix'],
    [{ prefix: '2001:db8::/129', maxLength: 128, asn: 1 }, 'roas[1]: prefix "2001:db8::/129"'],
    [{ prefix: 'fe80::%eth0/64', maxLength: 64, asn: 1 }, 'is not an IP prefix'],
    [
      { prefix: '192.0.2.1/24', maxLength: 24, asn: 1 },
      'roas[1]: prefix "192.0.2.1/24" has host bits set (the network is 192.0.2.0/24)',
    ],
    [{ prefix: '2001:db8::1/32', maxLength: 48, asn: 1 }, 'has host bits set (the network is 2001:db8::/32)'],
    [
      { prefix: '192.0.2.0/24', maxLength: 23, asn: 1 },
      'roas[1]: maxLength 23 is not a whole number from 24 to 32',
    ],
    [{ prefix: '192.0.2.0/24', maxLength: 33, asn: 1 }, 'roas[1]: maxLength 33 is not a whole number'],
    [
      { prefix: '2001:db8::/32', maxLength: 129, asn: 1 },
      'maxLength 129 is not a whole number from 32 to 128',
    ],
    [{ prefix: '192.0.2.0/24', maxLength: '24', asn: 1 }, 'roas[1]: maxLength "24"'],
    [{ prefix: '192.0.2.0/24', maxLength: 24.5, asn: 1 }, 'roas[1]: maxLength 24.5'],
    [{ prefix: '192.0.2.0/24', asn: 1 }, 'roas[1]: maxLength undefined'],
    [
      { prefix: '192.0.2.0/24', maxLength: 24, asn: -1 },
      'roas[1]: asn -1 is not an AS number from 0 to 4294967295',
    ],
    [{ prefix: '192.0.2.0/24', maxLength: 24, asn: 4294967296 }, 'roas[1]: asn 4294967296'],
    [{ prefix: '192.0.2.0/24', maxLength: 24, asn: 'AS4294967296' }, 'roas[1]: asn "AS4294967296"'],
    [{ prefix: '192.0.2.0/24', maxLength: 24, asn: '64500' }, 'roas[1]: asn "64500"'],
    [{ prefix: '192.0.2.0/24', maxLength: 24, asn: 'AS-64500' }, 'roas[1]: asn "AS-64500"'],
    [{ prefix: '192.0.2.0/24', maxLength: 24, asn: 64500.5 }, 'roas[1]: asn 64500.5'],
    [{ prefix: '192.0.2.0/24', maxLength: 24 }, 'roas[1]: asn undefined'],
  ])('refuses the whole file for a bad entry %j, naming its index', (entry, reason) => {
    const result = parseVrpJson(withEntry(entry));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain(reason);
  });

  it('keeps a quoted bad value short in the reason', () => {
    const result = parseVrpJson(withEntry({ prefix: 'x'.repeat(10_000), maxLength: 24, asn: 1 }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason.length).toBeLessThan(120);
  });

  it(`refuses a file of more than ${RPKI_MAX_VRPS} entries before reading them`, () => {
    // Entries that would each fail: the count is checked first.
    const text = `{"roas": [${new Array(RPKI_MAX_VRPS + 1).fill('0').join(',')}]}`;
    const result = parseVrpJson(text);
    expect(result).toEqual({
      ok: false,
      reason: `too many VRPs: ${RPKI_MAX_VRPS + 1} (at most ${RPKI_MAX_VRPS})`,
    });
  });
});

describe('validateRouteOrigin (RFC 6811)', () => {
  const route = (prefix: string, originAsn: number) => ({ prefix, originAsn });

  it('is valid for an exact match', () => {
    expect(validateRouteOrigin([vrp('192.0.2.0/24', 24, 64500)], route('192.0.2.0/24', 64500))).toBe('valid');
  });

  it('is valid for a more-specific that a covering ROA allows by its maxLength', () => {
    const vrps = [vrp('198.51.100.0/22', 24, 64500)];
    expect(validateRouteOrigin(vrps, route('198.51.101.0/24', 64500))).toBe('valid');
    expect(validateRouteOrigin(vrps, route('198.51.100.0/23', 64500))).toBe('valid');
    expect(validateRouteOrigin(vrps, route('198.51.100.0/22', 64500))).toBe('valid');
  });

  it('is invalid for a prefix longer than the maxLength', () => {
    expect(validateRouteOrigin([vrp('198.51.100.0/22', 22, 64500)], route('198.51.100.0/24', 64500))).toBe(
      'invalid',
    );
    expect(validateRouteOrigin([vrp('198.51.100.0/22', 24, 64500)], route('198.51.100.0/25', 64500))).toBe(
      'invalid',
    );
  });

  it('is invalid for the right prefix from the wrong AS', () => {
    expect(validateRouteOrigin([vrp('192.0.2.0/24', 24, 64501)], route('192.0.2.0/24', 64500))).toBe(
      'invalid',
    );
  });

  it('is invalid under a covering AS 0 ROA, which authorises nobody, not even an origin of 0', () => {
    const vrps = [vrp('203.0.113.0/24', 24, 0)];
    expect(validateRouteOrigin(vrps, route('203.0.113.0/24', 64500))).toBe('invalid');
    expect(validateRouteOrigin(vrps, route('203.0.113.0/24', 0))).toBe('invalid');
  });

  it('is valid when one candidate matches even though an AS 0 or another AS ROA also covers', () => {
    const vrps = [
      vrp('203.0.113.0/24', 24, 0),
      vrp('203.0.0.0/16', 24, 64501),
      vrp('203.0.113.0/24', 24, 64500),
    ];
    expect(validateRouteOrigin(vrps, route('203.0.113.0/24', 64500))).toBe('valid');
    expect(validateRouteOrigin(vrps, route('203.0.113.0/24', 64502))).toBe('invalid');
  });

  it('is not found without a covering ROA', () => {
    expect(validateRouteOrigin([], route('192.0.2.0/24', 64500))).toBe('not_found');
    expect(validateRouteOrigin([vrp('198.51.100.0/24', 24, 64500)], route('192.0.2.0/24', 64500))).toBe(
      'not_found',
    );
  });

  it('is not found when ROAs exist only for more-specifics of the route (they do not cover it)', () => {
    const vrps = [vrp('198.51.100.0/24', 24, 64500), vrp('198.51.101.0/24', 24, 64500)];
    expect(validateRouteOrigin(vrps, route('198.51.100.0/22', 64500))).toBe('not_found');
  });

  it('validates IPv6', () => {
    const vrps = [vrp('2001:db8:100::/40', 48, 64500)];
    expect(validateRouteOrigin(vrps, route('2001:db8:100::/40', 64500))).toBe('valid');
    expect(validateRouteOrigin(vrps, route('2001:db8:1ff::/48', 64500))).toBe('valid');
    expect(validateRouteOrigin(vrps, route('2001:db8:100::/56', 64500))).toBe('invalid');
    expect(validateRouteOrigin(vrps, route('2001:db8:100::/40', 64501))).toBe('invalid');
    expect(validateRouteOrigin(vrps, route('2001:db8:200::/40', 64500))).toBe('not_found');
    expect(validateRouteOrigin(vrps, route('2001:db8::/32', 64500))).toBe('not_found');
  });

  it('keeps the families apart: an IPv4 ROA never covers IPv6, nor ::/0 IPv4', () => {
    const vrps = [vrp('0.0.0.0/0', 32, 64500), vrp('::/0', 128, 64501)];
    expect(validateRouteOrigin(vrps, route('192.0.2.0/24', 64500))).toBe('valid');
    expect(validateRouteOrigin(vrps, route('192.0.2.0/24', 64501))).toBe('invalid');
    expect(validateRouteOrigin(vrps, route('2001:db8::/32', 64501))).toBe('valid');
    expect(validateRouteOrigin(vrps, route('2001:db8::/32', 64500))).toBe('invalid');
    expect(validateRouteOrigin([vrp('::/0', 128, 64500)], route('192.0.2.0/24', 64500))).toBe('not_found');
    // ::ffff:0:0/96 holds IPv4-mapped addresses, but it is IPv6 space: it does not cover 192.0.2.0/24.
    expect(validateRouteOrigin([vrp('::ffff:0:0/96', 128, 64500)], route('192.0.2.0/24', 64500))).toBe(
      'not_found',
    );
  });

  it('refuses a route prefix that is not a network', () => {
    expect(() => validateRouteOrigin([], route('192.0.2.1/24', 64500))).toThrow(RangeError);
    expect(() => validateRouteOrigin([], route('not a prefix', 64500))).toThrow(RangeError);
  });
});

describe('roaToCreate', () => {
  it('authorises exactly the leased prefix for the buyer’s AS', () => {
    expect(roaToCreate('198.51.100.0/24', 64500)).toEqual({
      prefix: '198.51.100.0/24',
      maxLength: 24,
      originAsn: 64500,
    });
    expect(roaToCreate('2001:db8:100::/40', 64501)).toEqual({
      prefix: '2001:db8:100::/40',
      maxLength: 40,
      originAsn: 64501,
    });
  });

  it('is valid under the ROA it describes', () => {
    const roa = roaToCreate('198.18.0.0/22', 64500);
    const vrps = [{ prefix: roa.prefix, maxLength: roa.maxLength, asn: roa.originAsn }];
    expect(validateRouteOrigin(vrps, { prefix: '198.18.0.0/22', originAsn: 64500 })).toBe('valid');
  });
});

describe('state names', () => {
  it('labels and explains every state', () => {
    expect(RPKI_STATES.map((state) => RPKI_STATE_LABELS[state])).toEqual([
      'Valid',
      'Invalid',
      'Not found',
      'Unknown',
    ]);
    for (const state of RPKI_STATES) expect(RPKI_STATE_EXPLANATIONS[state]).toMatch(/^[A-Z].+\.$/);
  });
});

describe('canonicalPrefix and isRpkiDataStale', () => {
  it('gives the canonical text of a network, or null', () => {
    expect(canonicalPrefix('2001:DB8:0100:0::/40')).toBe('2001:db8:100::/40');
    expect(canonicalPrefix('198.51.100.0/24')).toBe('198.51.100.0/24');
    expect(canonicalPrefix('198.51.100.1/24')).toBeNull();
    expect(canonicalPrefix('198.51.100.0')).toBeNull();
  });

  it('calls data stale past 24 hours, and no data stale', () => {
    const now = new Date('2026-01-15T12:00:00Z');
    expect(isRpkiDataStale('2026-01-14T12:00:00.000Z', now)).toBe(false);
    expect(isRpkiDataStale(new Date('2026-01-14T11:59:59Z'), now)).toBe(true);
    expect(isRpkiDataStale(null, now)).toBe(true);
  });
});
