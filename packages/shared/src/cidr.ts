import ipaddr from 'ipaddr.js';
import type { Message } from './messages';
import { CATALOG_MESSAGES } from './catalog-constants';

/**
 * CIDR rules for IP blocks (docs/PRODUCT.md "IP blocks", docs/decisions/020). The same code runs
 * in the browser (form checks) and on the server (the enforcer), so both say the same thing.
 *
 * Accepted sizes, so one submission can never create an unbounded number of rows:
 * - IPv4 from /16 (65,536 addresses, split into 256 /24 subnet rows) to /24 (the smallest prefix
 *   routed on the public internet; an IPv4 block is split into /24 subnets).
 * - IPv6 from /29 (the largest common RIR allocation) to /48 (the smallest routed prefix); an IPv6
 *   block is kept whole as one subnet row.
 */
export const CIDR_LIMITS = {
  ipv4: { largestPrefix: 16, smallestPrefix: 24 },
  ipv6: { largestPrefix: 29, smallestPrefix: 48 },
} as const;
export const IPV4_SUBNET_PREFIX = 24;

export const CIDR_MESSAGES = {
  invalidCidr: CATALOG_MESSAGES.invalidCidr,
  ipv4Size: {
    title: 'Invalid CIDR',
    description: `IPv4 blocks must be between /${CIDR_LIMITS.ipv4.largestPrefix} and /${CIDR_LIMITS.ipv4.smallestPrefix}.`,
  },
  ipv6Size: {
    title: 'Invalid CIDR',
    description: `IPv6 blocks must be between /${CIDR_LIMITS.ipv6.largestPrefix} and /${CIDR_LIMITS.ipv6.smallestPrefix}.`,
  },
  documentationOutsideDemo: {
    title: 'Invalid CIDR',
    description: 'This range is reserved for documentation and testing; it is accepted only on demo servers.',
  },
} as const satisfies Record<string, Message>;

const hostBitsMessage = (network: string): Message => ({
  title: 'Invalid CIDR',
  description: `The address has host bits set. Use the network address: ${network}.`,
});
const specialMessage = (cidr: string, range: Range): Message => ({
  title: 'Invalid CIDR',
  description: `${cidr} overlaps ${range.cidr}, special-purpose address space (${range.purpose}), and cannot be listed.`,
});

type Range = { cidr: string; purpose: string };

/** IANA special-purpose IPv4 space (RFC 6890 and successors) that no one can lease out. */
const SPECIAL_IPV4: Range[] = [
  { cidr: '0.0.0.0/8', purpose: '"this network"' },
  { cidr: '10.0.0.0/8', purpose: 'private' },
  { cidr: '100.64.0.0/10', purpose: 'shared (carrier-grade NAT)' },
  { cidr: '127.0.0.0/8', purpose: 'loopback' },
  { cidr: '169.254.0.0/16', purpose: 'link-local' },
  { cidr: '172.16.0.0/12', purpose: 'private' },
  { cidr: '192.0.0.0/24', purpose: 'IETF protocol assignment' },
  { cidr: '192.31.196.0/24', purpose: 'AS112 special-purpose' },
  { cidr: '192.52.193.0/24', purpose: 'AMT special-purpose' },
  { cidr: '192.88.99.0/24', purpose: '6to4 relay anycast' },
  { cidr: '192.168.0.0/16', purpose: 'private' },
  { cidr: '192.175.48.0/24', purpose: 'AS112 special-purpose' },
  { cidr: '224.0.0.0/4', purpose: 'multicast' },
  { cidr: '240.0.0.0/4', purpose: 'reserved' },
];

/** Only global unicast space (2000::/3) is leasable; inside it these are special-purpose. */
const IPV6_GLOBAL_UNICAST = '2000::/3';
const SPECIAL_IPV6: Range[] = [
  { cidr: '2001::/23', purpose: 'IETF protocol assignment' },
  { cidr: '2002::/16', purpose: '6to4' },
  { cidr: '3fff::/20', purpose: 'documentation' },
];

/**
 * Reserved for documentation and benchmarking (RFC 5737, RFC 2544, RFC 3849): demo data uses only
 * these, so no real network's addresses appear in it. Accepted only when the server runs in demo mode.
 */
export const DOCUMENTATION_RANGES = [
  '192.0.2.0/24',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '198.18.0.0/15',
  '2001:db8::/32',
] as const;

const DOCUMENTATION_SPECIAL: Range[] = DOCUMENTATION_RANGES.map((cidr) => ({
  cidr,
  purpose: 'documentation and benchmarking',
}));

export interface ParsedCidr {
  /** Canonical text, as PostgreSQL prints a `cidr` (IPv6 in RFC 5952 form). */
  cidr: string;
  family: 4 | 6;
  prefix: number;
  /** Number of addresses; beyond 2^53 for large IPv6 blocks, so a bigint. */
  size: bigint;
}

export type CidrResult = { ok: true; value: ParsedCidr } | { ok: false; message: Message };

// Four decimal octets without leading zeros: ipaddr.js would also read "0x0a.1" or octal "010".
const IPV4_CIDR = /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\/(\d{1,2})$/;
const IPV6_CIDR = /^[0-9a-f.]*:[0-9a-f:.]*\/(\d{1,3})$/i;

type Parsed = [ipaddr.IPv4 | ipaddr.IPv6, number];

function parseRange(cidr: string): Parsed {
  return ipaddr.parseCIDR(cidr);
}

/** Two CIDR ranges of one family overlap exactly when one contains the other's network address. */
function overlaps(a: Parsed, b: Parsed): boolean {
  if (a[0].kind() !== b[0].kind()) return false;
  return a[0].match(b) || b[0].match(a);
}

function contains(outer: Parsed, inner: Parsed): boolean {
  return outer[0].kind() === inner[0].kind() && outer[1] <= inner[1] && inner[0].match(outer);
}

function toText(address: ipaddr.IPv4 | ipaddr.IPv6, prefix: number): string {
  const text = address.kind() === 'ipv6' ? (address as ipaddr.IPv6).toRFC5952String() : address.toString();
  return `${text}/${prefix}`;
}

/** True when the block lies entirely inside a documentation or benchmarking range. */
export function isDocumentationRange(cidr: string): boolean {
  const parsed = parseRange(cidr);
  return DOCUMENTATION_RANGES.some((range) => contains(parseRange(range), parsed));
}

/**
 * Checks a CIDR typed by a person and returns its canonical form, or the message to show.
 * `allowDocumentation` is the server's demo mode (documentation ranges are demo data only).
 */
export function parseBlockCidr(input: string, options: { allowDocumentation: boolean }): CidrResult {
  const text = input.trim();
  const v4 = IPV4_CIDR.exec(text);
  const v6 = v4 ? null : IPV6_CIDR.exec(text);
  if ((!v4 && !v6) || !ipaddr.isValidCIDR(text)) return { ok: false, message: CIDR_MESSAGES.invalidCidr };

  const [address, prefix] = parseRange(text);
  const family = address.kind() === 'ipv4' ? 4 : 6;
  if (family === 6 && (address as ipaddr.IPv6).zoneId)
    return { ok: false, message: CIDR_MESSAGES.invalidCidr };
  const bits = family === 4 ? 32 : 128;
  if (prefix > bits) return { ok: false, message: CIDR_MESSAGES.invalidCidr };

  const network =
    family === 4 ? ipaddr.IPv4.networkAddressFromCIDR(text) : ipaddr.IPv6.networkAddressFromCIDR(text);
  const canonical = toText(network, prefix);
  if (network.toNormalizedString() !== address.toNormalizedString()) {
    return { ok: false, message: hostBitsMessage(canonical) };
  }

  const limits = family === 4 ? CIDR_LIMITS.ipv4 : CIDR_LIMITS.ipv6;
  if (prefix < limits.largestPrefix || prefix > limits.smallestPrefix) {
    return { ok: false, message: family === 4 ? CIDR_MESSAGES.ipv4Size : CIDR_MESSAGES.ipv6Size };
  }

  const block: Parsed = [network, prefix];
  if (DOCUMENTATION_RANGES.some((range) => contains(parseRange(range), block))) {
    return options.allowDocumentation
      ? { ok: true, value: { cidr: canonical, family, prefix, size: 2n ** BigInt(bits - prefix) } }
      : { ok: false, message: CIDR_MESSAGES.documentationOutsideDemo };
  }
  if (family === 6 && !contains(parseRange(IPV6_GLOBAL_UNICAST), block)) {
    return {
      ok: false,
      message: {
        title: 'Invalid CIDR',
        description: `${canonical} is not global unicast space (${IPV6_GLOBAL_UNICAST}) and cannot be listed.`,
      },
    };
  }
  // A larger block that merely contains a documentation range is refused like other special space.
  const special = [...SPECIAL_IPV4, ...SPECIAL_IPV6, ...DOCUMENTATION_SPECIAL].find((range) =>
    overlaps(parseRange(range.cidr), block),
  );
  if (special) return { ok: false, message: specialMessage(canonical, special) };

  return { ok: true, value: { cidr: canonical, family, prefix, size: 2n ** BigInt(bits - prefix) } };
}

/**
 * The subnet rows of a block (PRODUCT.md "IP blocks"): an IPv4 block of prefix /24 or shorter becomes one row
 * per /24, an IPv6 block stays whole. `cidr` must already be canonical (from parseBlockCidr).
 */
export function splitIntoSubnets(cidr: string): string[] {
  const [network, prefix] = parseRange(cidr);
  if (network.kind() !== 'ipv4' || prefix > IPV4_SUBNET_PREFIX) return [cidr];
  const base = (network as ipaddr.IPv4).octets.reduce((value, octet) => value * 256 + octet, 0);
  const count = 2 ** (IPV4_SUBNET_PREFIX - prefix);
  const subnets: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const start = base + index * 256;
    const octets = [24, 16, 8, 0].map((shift) => Math.floor(start / 2 ** shift) % 256);
    subnets.push(`${octets.join('.')}/${IPV4_SUBNET_PREFIX}`);
  }
  return subnets;
}

/** Addresses in a block, capped to a safe integer (listing IP counts are ordinary numbers). */
export function blockAddressCount(cidr: string): number {
  const [network, prefix] = parseRange(cidr);
  const bits = network.kind() === 'ipv4' ? 32 : 128;
  return Math.min(2 ** (bits - prefix), Number.MAX_SAFE_INTEGER);
}

/**
 * The range a listing offers: empty means the whole block; otherwise a network inside the block (for
 * IPv4 no smaller than /24, the subnet rows; IPv6 blocks are one row, so only the whole block).
 * Returns its canonical text and prefix, or null when it is not such a network.
 */
export function parseRangeInBlock(
  input: string | null,
  blockCidr: string,
): { cidr: string; prefix: number } | null {
  const block = parseRange(blockCidr);
  if (input === null || input.trim() === '') return { cidr: blockCidr, prefix: block[1] };
  const text = input.trim();
  if (!ipaddr.isValidCIDR(text) || (!IPV4_CIDR.test(text) && !IPV6_CIDR.test(text))) return null;
  const [address, prefix] = parseRange(text);
  if (address.kind() !== block[0].kind()) return null;
  const network =
    address.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(text)
      : ipaddr.IPv6.networkAddressFromCIDR(text);
  if (network.toNormalizedString() !== address.toNormalizedString()) return null;
  const range: Parsed = [network, prefix];
  if (!contains(block, range)) return null;
  const isWholeBlock = prefix === block[1];
  if (address.kind() === 'ipv6' ? !isWholeBlock : prefix > IPV4_SUBNET_PREFIX) return null;
  return { cidr: toText(network, prefix), prefix };
}
