import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { RPKI_STALE_AFTER_MS, RPKI_MAX_VRPS, RPKI_ASN_MAX, type RouteOriginValidity } from './rpki-constants';

export * from './rpki-constants';

/**
 * RPKI data for route origin validation (docs/PRODUCT.md "Delivering a lease", "RPKI data";
 * docs/decisions/231-rpki-data.md). Pure code that both sides run: the server validates a leased
 * prefix's origin against the validated ROA payloads (VRPs) it loaded, the web app names the states.
 */

/** A validated ROA payload: `asn` may announce `prefix` and its more-specifics up to `maxLength`. */
export type Vrp = { prefix: string; maxLength: number; asn: number };

export type VrpParseResult = { ok: true; vrps: Vrp[] } | { ok: false; reason: string };

// Dotted IPv4: ipaddr.js would also read "0x0a.1" or octal "010", so IPv4 is read here (octets
// checked below); IPv6 goes through ipaddr.js. Files hold about a million of these: keep it lean.
const IPV4_CIDR = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\/(\d{1,2})$/;
const IPV6_CIDR = /^[0-9a-f.]*:[0-9a-f:.]*\/(\d{1,3})$/i;
const AS_TEXT = /^AS(\d{1,10})$/i;
const NOT_CIDR = { ok: false, reason: 'is not an IP prefix in CIDR notation' } as const;

type Network = { address: ipaddr.IPv4 | ipaddr.IPv6; length: number; bits: 32 | 128; text: string };
type NetworkResult = { ok: true; value: Network } | { ok: false; reason: string };

const hostBitsSet = (network: string, length: number) =>
  ({ ok: false, reason: `has host bits set (the network is ${network}/${length})` }) as const;

function parseIpv4Network(match: RegExpExecArray): NetworkResult {
  const octets: number[] = [];
  for (let index = 1; index <= 4; index += 1) {
    const text = match[index]!;
    const octet = Number(text);
    if (octet > 255 || (text.length > 1 && text.startsWith('0'))) return NOT_CIDR;
    octets.push(octet);
  }
  const length = Number(match[5]);
  if (length > 32) return { ok: false, reason: 'has a length above /32' };
  const value = ((octets[0]! << 24) | (octets[1]! << 16) | (octets[2]! << 8) | octets[3]!) >>> 0;
  const mask = length === 0 ? 0 : (0xffffffff << (32 - length)) >>> 0;
  const address = new ipaddr.IPv4(octets);
  const text = `${address.toString()}/${length}`;
  if ((value & mask) >>> 0 !== value) {
    const network = (value & mask) >>> 0;
    return hostBitsSet([24, 16, 8, 0].map((shift) => (network >>> shift) & 255).join('.'), length);
  }
  return { ok: true, value: { address, length, bits: 32, text } };
}

function parseIpv6Network(text: string): NetworkResult {
  let parsed: [ipaddr.IPv4 | ipaddr.IPv6, number];
  try {
    parsed = ipaddr.IPv6.parseCIDR(text);
  } catch {
    return NOT_CIDR;
  }
  const [address, length] = parsed as [ipaddr.IPv6, number];
  if (address.zoneId) return NOT_CIDR;
  if (length > 128) return { ok: false, reason: 'has a length above /128' };
  const parts = address.parts.map((part, index) => {
    const kept = Math.min(16, Math.max(0, length - index * 16));
    return kept === 0 ? 0 : part & ((0xffff << (16 - kept)) & 0xffff);
  });
  const network = new ipaddr.IPv6(parts);
  const networkText = network.toRFC5952String();
  if (parts.some((part, index) => part !== address.parts[index])) return hostBitsSet(networkText, length);
  return { ok: true, value: { address: network, length, bits: 128, text: `${networkText}/${length}` } };
}

/**
 * A network address in CIDR, strictly: dotted IPv4 or IPv6, a length within the family, no host bits
 * set. Returns the canonical text (IPv6 as RFC 5952) or why not.
 */
function parseNetwork(text: string): NetworkResult {
  const ipv4 = IPV4_CIDR.exec(text);
  if (ipv4) return parseIpv4Network(ipv4);
  return IPV6_CIDR.test(text) ? parseIpv6Network(text) : NOT_CIDR;
}

function parseAsn(value: unknown): number | null {
  let asn: number;
  if (typeof value === 'number') asn = value;
  else if (typeof value === 'string' && AS_TEXT.test(value)) asn = Number(AS_TEXT.exec(value)![1]);
  else return null;
  return Number.isInteger(asn) && asn >= 0 && asn <= RPKI_ASN_MAX ? asn : null;
}

const quote = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

/**
 * Reads the VRP JSON that rpki-client (`-j`) and Routinator (`--format json`) write: an object whose
 * `roas` array holds `{ prefix, maxLength, asn }` (the AS as 64500 or "AS64500"); other members
 * (`metadata`, `aspas`, `routerKeys`, an entry's `ta`, `expires`, `source`) are ignored. Every
 * entry is checked, and the first bad one refuses the whole file, naming its index: a file that is
 * not this JSON must never be half loaded (docs/PRODUCT.md "RPKI data"). Prefixes come back canonical.
 */
export function parseVrpJson(text: string): VrpParseResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: `not JSON (${error instanceof Error ? error.message : 'unreadable'})` };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { ok: false, reason: 'not a VRP file: the JSON is not an object' };
  }
  const roas = (data as { roas?: unknown }).roas;
  if (!Array.isArray(roas)) return { ok: false, reason: 'not a VRP file: it has no "roas" array' };
  if (roas.length > RPKI_MAX_VRPS) {
    return { ok: false, reason: `too many VRPs: ${roas.length} (at most ${RPKI_MAX_VRPS})` };
  }
  const vrps: Vrp[] = new Array(roas.length);
  for (let index = 0; index < roas.length; index += 1) {
    const entry: unknown = roas[index];
    const at = `roas[${index}]`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      return { ok: false, reason: `${at} is not an object` };
    }
    const { prefix, maxLength, asn } = entry as Record<string, unknown>;
    if (typeof prefix !== 'string') return { ok: false, reason: `${at}: prefix is missing or not text` };
    const network = parseNetwork(prefix);
    if (!network.ok) return { ok: false, reason: `${at}: prefix ${quote(prefix)} ${network.reason}` };
    const { length, bits } = network.value;
    if (
      typeof maxLength !== 'number' ||
      !Number.isInteger(maxLength) ||
      maxLength < length ||
      maxLength > bits
    ) {
      return {
        ok: false,
        reason: `${at}: maxLength ${quote(maxLength)} is not a whole number from ${length} to ${bits}`,
      };
    }
    const asnNumber = parseAsn(asn);
    if (asnNumber === null) {
      return { ok: false, reason: `${at}: asn ${quote(asn)} is not an AS number from 0 to ${RPKI_ASN_MAX}` };
    }
    vrps[index] = { prefix: network.value.text, maxLength, asn: asnNumber };
  }
  return { ok: true, vrps };
}

/** The canonical text of a network in CIDR (IPv6 as RFC 5952), or null when `text` is not one. */
export function canonicalPrefix(text: string): string | null {
  const parsed = parseNetwork(text);
  return parsed.ok ? parsed.value.text : null;
}

/** Whether data last confirmed current at `dataAsOf` is too old to judge by (or there is none). */
export function isRpkiDataStale(dataAsOf: Date | string | null, now: Date): boolean {
  if (dataAsOf === null) return true;
  return now.getTime() - new Date(dataAsOf).getTime() > RPKI_STALE_AFTER_MS;
}

function parseRoute(prefix: string): Network {
  const parsed = parseNetwork(prefix);
  if (!parsed.ok) throw new RangeError(`route prefix ${prefix} ${parsed.reason}`);
  return parsed.value;
}

/** Whether `outer` covers `inner`: same family, no longer, and `inner` lies inside it (RFC 6811 §2). */
function covers(outer: Network, inner: Network): boolean {
  return (
    outer.bits === inner.bits &&
    outer.length <= inner.length &&
    inner.address.match(outer.address, outer.length)
  );
}

/**
 * Route origin validation (RFC 6811 §2): the VRPs whose prefix covers the route's are its candidates;
 * none is 'not_found'. A candidate matches when its AS is the origin, the route is no longer than its
 * maxLength, and its AS is not 0 (AS 0 authorises nobody: RFC 6483 §4, RFC 7607). Any match is
 * 'valid', otherwise 'invalid'. Throws a RangeError for a route prefix that is not a network in CIDR.
 */
export function validateRouteOrigin(
  vrps: readonly Vrp[],
  route: { prefix: string; originAsn: number },
): RouteOriginValidity {
  const routeNetwork = parseRoute(route.prefix);
  let isCovered = false;
  for (const vrp of vrps) {
    const parsed = parseNetwork(vrp.prefix);
    if (!parsed.ok || !covers(parsed.value, routeNetwork)) continue;
    isCovered = true;
    if (vrp.asn !== 0 && vrp.asn === route.originAsn && routeNetwork.length <= vrp.maxLength) return 'valid';
  }
  return isCovered ? 'invalid' : 'not_found';
}

/**
 * The ROA the seller creates for a lease: the leased prefix, its own length as max length, the
 * buyer's AS as origin: the tightest authorisation, as RFC 9319 recommends (docs/decisions/230).
 */
export function roaToCreate(prefix: string, originAsn: number) {
  return { prefix, maxLength: parseRoute(prefix).length, originAsn };
}

/** GET /api/admin/rpki: whether RPKI data is configured, current and loading (docs/decisions/231). */
export const rpkiSourceStatusSchema = z.object({
  configured: z.boolean(),
  /** When the data was last confirmed current (fetched, or the source said it had not changed). */
  dataAsOf: z.string().nullable(),
  /** Data older than a day, or none yet: every state reads 'unknown'. */
  isStale: z.boolean(),
  vrpCount: z.number().int(),
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
});
export type RpkiSourceStatusReply = z.infer<typeof rpkiSourceStatusSchema>;
