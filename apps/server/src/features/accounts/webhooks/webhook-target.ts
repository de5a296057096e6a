import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { parseWebhookUrl, WEBHOOK_MESSAGES } from '@netlease/shared/webhooks';
import type { Message } from '@netlease/shared/messages';
import type { Env } from '../../../platform/env';

/**
 * Where the server may send a webhook (docs/decisions/197-webhooks.md "Server-side request forgery"):
 * a user chooses the URL, so without this check a webhook could reach the database, the cloud
 * metadata service or anything else on the server's own network.
 */
export interface TargetPolicy {
  /** http:// accepted (otherwise https:// only). */
  allowHttp: boolean;
  /** 127.0.0.0/8, ::1 and localhost accepted: local receivers in demo or test mode. */
  allowLoopback: boolean;
}

/** Production: https to public addresses only. Demo or test mode (never production): local receivers too. */
export function webhookTargetPolicy(env: Pick<Env, 'NODE_ENV' | 'DEMO_MODE'>): TargetPolicy {
  const isLocal = env.NODE_ENV !== 'production' && (env.DEMO_MODE || env.NODE_ENV === 'test');
  return { allowHttp: isLocal, allowLoopback: isLocal };
}

export type Resolve = (hostname: string) => Promise<Array<{ address: string; family: number }>>;
export const resolveWithDns: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

// Addresses that are not the public Internet (IANA special-purpose registries).
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** An IPv4 address written inside IPv6 (::ffff:10.0.0.1, ::10.0.0.1, 64:ff9b::10.0.0.1) as IPv4. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** Whether the server may open a connection to this IP address under the policy. */
export function isAllowedAddress(address: string, policy: TargetPolicy): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const v4 = family === 6 ? embeddedIpv4(address) : address;
  const [value, type] = v4 ? [v4, 'ipv4' as const] : [address, 'ipv6' as const];
  if (LOOPBACK.check(value, type)) return policy.allowLoopback;
  return !NOT_PUBLIC.check(value, type);
}

export type TargetCheck =
  { ok: true; url: URL; address: string; family: 4 | 6 } | { ok: false; message: Message };

/**
 * Checks a webhook URL and resolves its host: every address the name has must be allowed (a name
 * with one private address among public ones is refused). The address returned is the one to
 * connect to, so a DNS answer that changes between the check and the connection cannot slip through.
 */
export async function checkWebhookTarget(
  value: string,
  policy: TargetPolicy,
  resolve: Resolve = resolveWithDns,
): Promise<TargetCheck> {
  const url = parseWebhookUrl(value);
  if (!url) return { ok: false, message: WEBHOOK_MESSAGES.invalidUrl };
  if (url.protocol !== 'https:' && !policy.allowHttp)
    return { ok: false, message: WEBHOOK_MESSAGES.httpsRequired };
  if (url.username || url.password) return { ok: false, message: WEBHOOK_MESSAGES.credentialsInUrl };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: Array<{ address: string; family: number }>;
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    if (/^localhost\.?$/i.test(host) || /\.localhost\.?$/i.test(host)) {
      // Resolved to loopback whatever the resolver says (RFC 6761).
      if (!policy.allowLoopback) return { ok: false, message: WEBHOOK_MESSAGES.privateAddress };
    }
    try {
      addresses = await resolve(host);
    } catch {
      return { ok: false, message: WEBHOOK_MESSAGES.hostNotFound };
    }
    if (addresses.length === 0) return { ok: false, message: WEBHOOK_MESSAGES.hostNotFound };
  }
  if (!addresses.every(({ address }) => isAllowedAddress(address, policy))) {
    return { ok: false, message: WEBHOOK_MESSAGES.privateAddress };
  }
  const first = addresses[0]!;
  return { ok: true, url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
