import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Addresses that are not the public Internet, as data: every entry of the IANA "IPv4 Special-Purpose
 * Address Registry" and "IPv6 Special-Purpose Address Registry" (RFC 6890 defines them; later RFCs add
 * entries), whether or not the registry marks the entry globally reachable. Besides those, IPv4
 * multicast (IANA "IPv4 Multicast Address Space Registry"), and for IPv6 everything outside 2000::/3,
 * the only space IANA's "Internet Protocol Version 6 Address Space" allocates for global unicast
 * (multicast, the IPv4-compatible ::/96, site-local fec0::/10 and the unassigned rest).
 *
 * Update from https://www.iana.org/assignments/iana-ipv4-special-registry/ and
 * https://www.iana.org/assignments/iana-ipv6-special-registry/ when they change.
 */
const IPV4_SPECIAL_PURPOSE: ReadonlyArray<readonly [cidr: string, name: string]> = [
  ['0.0.0.0/8', '"This network" (RFC 791)'],
  ['0.0.0.0/32', '"This host on this network" (RFC 1122)'],
  ['10.0.0.0/8', 'Private-Use (RFC 1918)'],
  ['100.64.0.0/10', 'Shared Address Space (RFC 6598)'],
  ['127.0.0.0/8', 'Loopback (RFC 1122)'],
  ['169.254.0.0/16', 'Link Local (RFC 3927)'],
  ['172.16.0.0/12', 'Private-Use (RFC 1918)'],
  ['192.0.0.0/24', 'IETF Protocol Assignments (RFC 6890)'],
  ['192.0.0.0/29', 'IPv4 Service Continuity Prefix (RFC 7335)'],
  ['192.0.0.8/32', 'IPv4 dummy address (RFC 7600)'],
  ['192.0.0.9/32', 'Port Control Protocol Anycast (RFC 7723)'],
  ['192.0.0.10/32', 'Traversal Using Relays around NAT Anycast (RFC 8155)'],
  ['192.0.0.170/32', 'NAT64/DNS64 Discovery (RFC 8880, RFC 7050)'],
  ['192.0.0.171/32', 'NAT64/DNS64 Discovery (RFC 8880, RFC 7050)'],
  ['192.0.2.0/24', 'Documentation (TEST-NET-1, RFC 5737)'],
  ['192.31.196.0/24', 'AS112-v4 (RFC 7535)'],
  ['192.52.193.0/24', 'AMT (RFC 7450)'],
  ['192.88.99.0/24', 'Deprecated (6to4 Relay Anycast, RFC 7526)'],
  ['192.88.99.2/32', '6a44-relay anycast address (RFC 6751)'],
  ['192.168.0.0/16', 'Private-Use (RFC 1918)'],
  ['192.175.48.0/24', 'Direct Delegation AS112 Service (RFC 7534)'],
  ['198.18.0.0/15', 'Benchmarking (RFC 2544)'],
  ['198.51.100.0/24', 'Documentation (TEST-NET-2, RFC 5737)'],
  ['203.0.113.0/24', 'Documentation (TEST-NET-3, RFC 5737)'],
  ['240.0.0.0/4', 'Reserved (RFC 1112)'],
  ['255.255.255.255/32', 'Limited Broadcast (RFC 8190, RFC 919)'],
  // Not in the special-purpose registry: the multicast space has a registry of its own.
  ['224.0.0.0/4', 'Multicast (RFC 5771)'],
];

const IPV6_SPECIAL_PURPOSE: ReadonlyArray<readonly [cidr: string, name: string]> = [
  ['::1/128', 'Loopback Address (RFC 4291)'],
  ['::/128', 'Unspecified Address (RFC 4291)'],
  ['::ffff:0:0/96', 'IPv4-mapped Address (RFC 4291)'],
  ['64:ff9b::/96', 'IPv4-IPv6 Translation (RFC 6052)'],
  ['64:ff9b:1::/48', 'IPv4-IPv6 Translation, local use (RFC 8215)'],
  ['100::/64', 'Discard-Only Address Block (RFC 6666)'],
  ['100:0:0:1::/64', 'Dummy IPv6 Prefix (RFC 9780)'],
  ['2001::/23', 'IETF Protocol Assignments (RFC 2928)'],
  ['2001::/32', 'TEREDO (RFC 4380, RFC 8190)'],
  ['2001:1::1/128', 'Port Control Protocol Anycast (RFC 7723)'],
  ['2001:1::2/128', 'Traversal Using Relays around NAT Anycast (RFC 8155)'],
  ['2001:1::3/128', 'DNS-SD Service Registration Protocol Anycast (RFC 9665)'],
  ['2001:2::/48', 'Benchmarking (RFC 5180)'],
  ['2001:3::/32', 'AMT (RFC 7450)'],
  ['2001:4:112::/48', 'AS112-v6 (RFC 7535)'],
  ['2001:10::/28', 'Deprecated (previously ORCHID, RFC 4843)'],
  ['2001:20::/28', 'ORCHIDv2 (RFC 7343)'],
  ['2001:30::/28', 'Drone Remote ID Protocol Entity Tags (RFC 9374)'],
  ['2001:db8::/32', 'Documentation (RFC 3849)'],
  ['2002::/16', '6to4 (RFC 3056)'],
  ['2620:4f:8000::/48', 'Direct Delegation AS112 Service (RFC 7534)'],
  ['3fff::/20', 'Documentation (RFC 9637)'],
  ['5f00::/16', 'Segment Routing (SRv6) SIDs (RFC 9602)'],
  ['fc00::/7', 'Unique-Local (RFC 4193, RFC 8190)'],
  ['fe80::/10', 'Link-Local Unicast (RFC 4291)'],
  // Not in the special-purpose registry: IPv4-compatible (deprecated, RFC 4291) and IPv4-translated
  // (RFC 6145) addresses embed an IPv4 address too.
  ['::/96', 'IPv4-compatible Address (RFC 4291, deprecated)'],
  ['::ffff:0:0:0/96', 'IPv4-translated Address (RFC 6145)'],
];

type Range<T> = { network: T; prefix: number; name: string };
const parseRanges = <T extends ipaddr.IPv4 | ipaddr.IPv6>(entries: typeof IPV4_SPECIAL_PURPOSE) =>
  entries.map(([cidr, name]): Range<T> => {
    const [network, prefix] = ipaddr.parseCIDR(cidr);
    return { network: network as T, prefix, name };
  });
const IPV4_RANGES = parseRanges<ipaddr.IPv4>(IPV4_SPECIAL_PURPOSE);
const IPV6_RANGES = parseRanges<ipaddr.IPv6>(IPV6_SPECIAL_PURPOSE);
const IPV4_LOOPBACK = ipaddr.parseCIDR('127.0.0.0/8') as [ipaddr.IPv4, number];
const IPV6_LOOPBACK = ipaddr.parse('::1') as ipaddr.IPv6;
/** IANA "Internet Protocol Version 6 Address Space": global unicast is allocated from here only. */
const IPV6_GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3') as [ipaddr.IPv6, number];

const v4 = (high: number, low: number) =>
  new ipaddr.IPv4([(high >> 8) & 255, high & 255, (low >> 8) & 255, low & 255]);
const hasPrefix = (address: ipaddr.IPv6, cidr: string) =>
  address.match(ipaddr.parseCIDR(cidr) as [ipaddr.IPv6, number]);

/**
 * The IPv4 addresses an IPv6 address carries by its prefix (RFC 6052 NAT64, RFC 4380 Teredo, RFC 3056
 * 6to4, RFC 4291 IPv4-mapped and -compatible, RFC 6145 IPv4-translated): where a packet to it may end
 * up on the IPv4 Internet, or on the server itself.
 */
export function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4[] {
  const p = address.parts;
  const last32 = v4(p[6]!, p[7]!);
  if (hasPrefix(address, '::ffff:0:0/96')) return [last32];
  if (hasPrefix(address, '::ffff:0:0:0/96')) return [last32];
  if (hasPrefix(address, '64:ff9b::/96')) return [last32];
  // Local-use NAT64 prefixes are any RFC 6052 length inside the /48: the /48 layout and the /96 one.
  if (hasPrefix(address, '64:ff9b:1::/48')) return [v4(p[3]!, ((p[4]! & 255) << 8) | (p[5]! >> 8)), last32];
  // Teredo: the server's address in clear, the client's inverted (every bit flipped).
  if (hasPrefix(address, '2001::/32')) return [v4(p[2]!, p[3]!), v4(p[6]! ^ 0xffff, p[7]! ^ 0xffff)];
  if (hasPrefix(address, '2002::/16')) return [v4(p[1]!, p[2]!)];
  if (hasPrefix(address, '::/96')) return [last32];
  return [];
}

function ipv4Range(address: ipaddr.IPv4): string | null {
  return IPV4_RANGES.find((range) => address.match(range.network, range.prefix))?.name ?? null;
}

/** What an address is to a webhook: the public Internet, the server's own loopback, or special-purpose. */
export type AddressClass =
  { kind: 'public' } | { kind: 'loopback' } | { kind: 'special'; range: string; embeddedIpv4?: string };

/**
 * Classifies an IP address written in any valid form (node's strict parser decides what is an address:
 * no octal or hexadecimal IPv4, no zone). IPv4 written as IPv4-mapped IPv6 is the IPv4 address, as the
 * operating system connects to it; every other IPv6 form that embeds an IPv4 address is refused by its
 * prefix and by the IPv4 address it carries.
 */
export function classifyAddress(text: string): AddressClass {
  const family = isIP(text);
  if (family === 0 || text.includes('%')) return { kind: 'special', range: 'Not an address' };
  const parsed = ipaddr.parse(text);
  if (parsed.kind() === 'ipv4') {
    const address = parsed as ipaddr.IPv4;
    if (address.match(IPV4_LOOPBACK)) return { kind: 'loopback' };
    const range = ipv4Range(address);
    return range ? { kind: 'special', range } : { kind: 'public' };
  }
  const address = parsed as ipaddr.IPv6;
  if (address.isIPv4MappedAddress()) {
    const inner = classifyAddress(address.toIPv4Address().toString());
    return inner.kind === 'loopback' ? inner : { kind: 'special', range: 'IPv4-mapped Address (RFC 4291)' };
  }
  if (address.match(IPV6_LOOPBACK, 128)) return { kind: 'loopback' };
  const range =
    IPV6_RANGES.find((entry) => address.match(entry.network, entry.prefix))?.name ??
    (address.match(IPV6_GLOBAL_UNICAST) ? null : 'Outside global unicast 2000::/3 (IANA)');
  for (const inner of embeddedIpv4(address)) {
    const innerRange = inner.match(IPV4_LOOPBACK) ? 'Loopback (RFC 1122)' : ipv4Range(inner);
    if (innerRange) {
      return { kind: 'special', range: range ?? innerRange, embeddedIpv4: inner.toString() };
    }
  }
  return range ? { kind: 'special', range } : { kind: 'public' };
}
