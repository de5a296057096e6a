import { describe, expect, it } from 'vitest';
import { parseIssue } from './messages';
import { findMessageByTitle } from './message-catalog';
import {
  REVERSE_DNS_MESSAGES,
  isNameServerHost,
  normalizeNameServer,
  reverseDnsDeclineInputSchema,
  reverseDnsRequestInputSchema,
  reverseZonesFor,
} from './reverse-dns';

describe('reverseZonesFor', () => {
  it('gives an IPv4 /24 its one zone', () => {
    expect(reverseZonesFor('203.0.113.0/24')).toEqual(['113.0.203.in-addr.arpa']);
  });

  it('covers a prefix between /17 and /23 by its /24 zones, in address order', () => {
    expect(reverseZonesFor('198.51.100.0/22')).toEqual([
      '100.51.198.in-addr.arpa',
      '101.51.198.in-addr.arpa',
      '102.51.198.in-addr.arpa',
      '103.51.198.in-addr.arpa',
    ]);
    expect(reverseZonesFor('198.51.100.0/23')).toEqual([
      '100.51.198.in-addr.arpa',
      '101.51.198.in-addr.arpa',
    ]);
    const seventeen = reverseZonesFor('10.1.128.0/17');
    expect(seventeen).toHaveLength(128);
    expect(seventeen[0]).toBe('128.1.10.in-addr.arpa');
    expect(seventeen.at(-1)).toBe('255.1.10.in-addr.arpa');
  });

  it('gives a /16 one zone, and a /15 its two /16 zones', () => {
    expect(reverseZonesFor('198.18.0.0/16')).toEqual(['18.198.in-addr.arpa']);
    expect(reverseZonesFor('198.18.0.0/15')).toEqual(['18.198.in-addr.arpa', '19.198.in-addr.arpa']);
    expect(reverseZonesFor('10.0.0.0/8')).toEqual(['10.in-addr.arpa']);
  });

  it('reads the network address of a prefix written with host bits', () => {
    expect(reverseZonesFor(' 203.0.113.77/24 ')).toEqual(['113.0.203.in-addr.arpa']);
  });

  it('gives an IPv6 prefix on a nibble boundary its one zone', () => {
    expect(reverseZonesFor('2001:db8:abcd::/48')).toEqual(['d.c.b.a.8.b.d.0.1.0.0.2.ip6.arpa']);
    expect(reverseZonesFor('2001:db8::/32')).toEqual(['8.b.d.0.1.0.0.2.ip6.arpa']);
    expect(reverseZonesFor('2001:db8:ab00::/40')).toEqual(['b.a.8.b.d.0.1.0.0.2.ip6.arpa']);
  });

  it('covers an IPv6 prefix off a nibble boundary by the zones of the next boundary (a /29 by eight /32)', () => {
    expect(reverseZonesFor('2001:db8::/29')).toEqual([
      '8.b.d.0.1.0.0.2.ip6.arpa',
      '9.b.d.0.1.0.0.2.ip6.arpa',
      'a.b.d.0.1.0.0.2.ip6.arpa',
      'b.b.d.0.1.0.0.2.ip6.arpa',
      'c.b.d.0.1.0.0.2.ip6.arpa',
      'd.b.d.0.1.0.0.2.ip6.arpa',
      'e.b.d.0.1.0.0.2.ip6.arpa',
      'f.b.d.0.1.0.0.2.ip6.arpa',
    ]);
    expect(reverseZonesFor('2001:db8:ab00::/47')).toEqual([
      '0.0.b.a.8.b.d.0.1.0.0.2.ip6.arpa',
      '1.0.b.a.8.b.d.0.1.0.0.2.ip6.arpa',
    ]);
  });

  it('throws on text that is not a prefix', () => {
    expect(() => reverseZonesFor('203.0.113.0')).toThrow();
    expect(() => reverseZonesFor('not a prefix')).toThrow();
  });
});

const refusal = (nameServers: unknown) => {
  const result = reverseDnsRequestInputSchema.safeParse({ nameServers });
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return { path: issue.path.join('.'), message: parseIssue(issue.message) };
};

describe('name servers', () => {
  it('accepts two to four host names, trimmed, lower-cased and without the trailing dot', () => {
    const result = reverseDnsRequestInputSchema.parse({
      nameServers: [
        ' NS1.Example.NET ',
        'ns2.example.net.',
        'a-b.xn--exmple-cua.com',
        'ns-4.sub.example.org',
      ],
    });
    expect(result.nameServers).toEqual([
      'ns1.example.net',
      'ns2.example.net',
      'a-b.xn--exmple-cua.com',
      'ns-4.sub.example.org',
    ]);
    expect(normalizeNameServer('Ns1.Example.Net.')).toBe('ns1.example.net');
  });

  it('refuses fewer than two and more than four at the list', () => {
    expect(refusal(['ns1.example.net'])).toEqual({
      path: 'nameServers',
      message: REVERSE_DNS_MESSAGES.tooFewNameServers,
    });
    expect(refusal([])).toEqual({ path: 'nameServers', message: REVERSE_DNS_MESSAGES.tooFewNameServers });
    expect(refusal(undefined)).toEqual({
      path: 'nameServers',
      message: REVERSE_DNS_MESSAGES.tooFewNameServers,
    });
    const five = ['ns1', 'ns2', 'ns3', 'ns4', 'ns5'].map((name) => `${name}.example.net`);
    expect(refusal(five)).toEqual({ path: 'nameServers', message: REVERSE_DNS_MESSAGES.tooManyNameServers });
    expect(refusal(Array.from({ length: 500 }, () => 'ns.example.net'))?.message).toEqual(
      REVERSE_DNS_MESSAGES.tooManyNameServers,
    );
  });

  it('refuses a repeated name beside the repeat, also when spelled differently', () => {
    expect(refusal(['ns1.example.net', 'NS1.example.net.'])).toEqual({
      path: 'nameServers.1',
      message: REVERSE_DNS_MESSAGES.duplicateNameServer,
    });
  });

  it.each([
    'ns1..example',
    '203.0.113.53',
    '2001:db8::53',
    'exa mple.com',
    'ns_1.example.net',
    `${'a'.repeat(64)}.example.net`,
    `${'a.'.repeat(127)}net`,
    'localhost',
    'example',
    '-ns.example.net',
    'ns-.example.net',
    'ns1.example.123',
    '*.example.net',
    'ns1.exämple.com',
    'ns1.example.net..',
    '.example.net',
    '',
    '   ',
    'https://ns1.example.net',
    'ns1.example.net/24',
  ])('refuses %j as a host name, beside its input', (name) => {
    expect(isNameServerHost(normalizeNameServer(name))).toBe(false);
    expect(refusal(['ns1.example.org', name])).toEqual({
      path: 'nameServers.1',
      message: REVERSE_DNS_MESSAGES.invalidNameServer,
    });
  });

  it('accepts the longest labels and names the DNS allows', () => {
    expect(isNameServerHost(`${'a'.repeat(63)}.example.net`)).toBe(true);
    const longest = `${'a'.repeat(61)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}`;
    expect(longest).toHaveLength(253);
    expect(isNameServerHost(longest)).toBe(true);
    expect(isNameServerHost(`a${longest}`)).toBe(false);
  });

  it('refuses a name that is not text', () => {
    expect(refusal(['ns1.example.net', 53])).toEqual({
      path: 'nameServers.1',
      message: REVERSE_DNS_MESSAGES.invalidNameServer,
    });
  });
});

describe('decline reason', () => {
  it('needs a reason of at most 1000 characters, trimmed', () => {
    expect(reverseDnsDeclineInputSchema.parse({ reason: '  Not our range any more. ' })).toEqual({
      reason: 'Not our range any more.',
    });
    for (const reason of ['', '   ', undefined]) {
      const result = reverseDnsDeclineInputSchema.safeParse({ reason });
      expect(parseIssue(result.error!.issues[0]!.message)).toEqual(REVERSE_DNS_MESSAGES.reasonRequired);
    }
    const long = reverseDnsDeclineInputSchema.safeParse({ reason: 'x'.repeat(1001) });
    expect(parseIssue(long.error!.issues[0]!.message)).toEqual(REVERSE_DNS_MESSAGES.reasonTooLong);
  });
});

it('lists its messages in the catalogue', () => {
  expect(findMessageByTitle('Invalid name server')).toEqual(REVERSE_DNS_MESSAGES.invalidNameServer);
  expect(findMessageByTitle('Order not eligible')).toEqual(REVERSE_DNS_MESSAGES.orderNotEligible);
});
