import { describe, expect, it } from 'vitest';
import { blockAddressCount, isDocumentationRange, parseBlockCidr, splitIntoSubnets } from './cidr';

const live = { allowDocumentation: false };
const demo = { allowDocumentation: true };

describe('parseBlockCidr', () => {
  it.each([
    ['185.10.0.0/22', '185.10.0.0/22', 4, 22, 1024n],
    ['  45.12.64.0/24 ', '45.12.64.0/24', 4, 24, 256n],
    ['81.0.0.0/16', '81.0.0.0/16', 4, 16, 65536n],
    ['2a00:1450:4000::/36', '2a00:1450:4000::/36', 6, 36, 2n ** 92n],
    ['2A00:1450:0000:0000::/48', '2a00:1450::/48', 6, 48, 2n ** 80n],
  ])('accepts public space %s as %s', (input, cidr, family, prefix, size) => {
    expect(parseBlockCidr(input, live)).toEqual({ ok: true, value: { cidr, family, prefix, size } });
  });

  it.each([
    '',
    'hello',
    '185.10.0.0',
    '185.10.0.0/33',
    '185.10.0/24',
    '256.1.1.0/24',
    '010.1.1.0/24',
    '0x0a.0.0.0/8',
    '2a00::/129',
    '2a00::g/32',
    'fe80::%eth0/64',
    '185.10.0.0/-1',
  ])('refuses %j as an invalid CIDR with its message', (input) => {
    expect(parseBlockCidr(input, live)).toEqual({
      ok: false,
      message: { title: 'Invalid CIDR', description: 'Please enter a valid IPv4 or IPv6 CIDR.' },
    });
  });

  it('refuses host bits and names the network address to use instead', () => {
    const result = parseBlockCidr('185.10.1.7/22', live);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message.description).toContain('185.10.0.0/22');
    const v6 = parseBlockCidr('2a00:1450:4000::1/36', live);
    expect(v6.ok).toBe(false);
    if (!v6.ok) expect(v6.message.description).toContain('2a00:1450:4000::/36');
  });

  it.each(['81.0.0.0/15', '81.0.0.0/25', '185.10.0.1/32', '2a00::/28', '2a00:1450:4000::/56'])(
    'refuses %s outside the accepted block sizes',
    (input) => {
      const result = parseBlockCidr(input, live);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message.description).toMatch(/must be between/);
    },
  );

  it.each([
    ['10.20.0.0/16', 'private'],
    ['172.16.0.0/16', 'private'],
    ['192.168.1.0/24', 'private'],
    ['127.0.0.0/24', 'loopback'],
    ['169.254.0.0/16', 'link-local'],
    ['100.64.0.0/16', 'shared'],
    ['100.127.255.0/24', 'shared'],
    ['224.0.1.0/24', 'multicast'],
    ['240.0.0.0/16', 'reserved'],
    ['0.0.0.0/16', 'this network'],
    ['192.0.0.0/24', 'IETF'],
    ['192.88.99.0/24', '6to4'],
    ['192.0.0.0/16', 'IETF'],
    ['2001::/32', 'IETF'],
    ['2002::/32', '6to4'],
    ['3fff::/32', 'documentation'],
  ])('refuses special-purpose space %s (%s)', (input, purpose) => {
    for (const options of [live, demo]) {
      const result = parseBlockCidr(input, options);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message.description).toContain(purpose);
    }
  });

  it.each(['fc00::/32', 'fd12:3456::/32', 'fe80::/32', 'ff02::/32', '::/32', '100::/32'])(
    'refuses IPv6 outside global unicast: %s',
    (input) => {
      const result = parseBlockCidr(input, demo);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message.description).toContain('global unicast');
    },
  );

  it.each([
    '192.0.2.0/24',
    '198.51.100.0/24',
    '203.0.113.0/24',
    '198.18.0.0/16',
    '198.19.4.0/22',
    '2001:db8::/32',
    '2001:db8:100::/40',
  ])('accepts documentation range %s in demo mode only', (input) => {
    expect(parseBlockCidr(input, demo).ok).toBe(true);
    const live_ = parseBlockCidr(input, live);
    expect(live_.ok).toBe(false);
    if (!live_.ok) expect(live_.message.description).toContain('demo');
  });

  it('refuses a block that merely contains a documentation range', () => {
    const result = parseBlockCidr('203.0.0.0/16', demo);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message.description).toContain('203.0.113.0/24');
  });
});

describe('splitIntoSubnets', () => {
  it('splits an IPv4 /22 into four /24 subnets', () => {
    expect(splitIntoSubnets('198.18.4.0/22')).toEqual([
      '198.18.4.0/24',
      '198.18.5.0/24',
      '198.18.6.0/24',
      '198.18.7.0/24',
    ]);
  });

  it('keeps a /24 whole and splits the largest accepted block into 256 rows', () => {
    expect(splitIntoSubnets('192.0.2.0/24')).toEqual(['192.0.2.0/24']);
    const rows = splitIntoSubnets('81.0.0.0/16');
    expect(rows).toHaveLength(256);
    expect(rows[255]).toBe('81.0.255.0/24');
    expect(new Set(rows).size).toBe(256);
  });

  it('keeps an IPv6 block whole', () => {
    expect(splitIntoSubnets('2001:db8::/32')).toEqual(['2001:db8::/32']);
  });
});

describe('helpers', () => {
  it('counts addresses and recognises documentation ranges', () => {
    expect(blockAddressCount('198.18.4.0/22')).toBe(1024);
    expect(blockAddressCount('2001:db8::/32')).toBe(Number.MAX_SAFE_INTEGER);
    expect(isDocumentationRange('198.51.100.0/24')).toBe(true);
    expect(isDocumentationRange('185.10.0.0/22')).toBe(false);
  });
});
