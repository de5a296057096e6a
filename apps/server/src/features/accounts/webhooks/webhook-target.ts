import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { classifyAddress } from './special-addresses';
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
  /**
   * Loopback receivers (127.0.0.0/8, ::1, localhost) in demo or test mode: `true` for a request from
   * the machine running the server; 'named' for sends without a request, only when the URL itself names
   * loopback (only such a request can have registered it); `false` otherwise.
   */
  allowLoopback: boolean | 'named';
}

const isLocalMode = (env: Pick<Env, 'NODE_ENV' | 'DEMO_MODE'>) =>
  env.NODE_ENV !== 'production' && (env.DEMO_MODE || env.NODE_ENV === 'test');

/**
 * Production: https to public addresses only. Demo or test mode (never production): http too, and
 * local receivers only for a request from the machine running the server (docs/PRODUCT.md
 * "Webhooks"): a visitor from elsewhere is refused a loopback target as production refuses it, so the
 * server's own ports cannot be probed through webhooks.
 */
export function webhookTargetPolicy(
  env: Pick<Env, 'NODE_ENV' | 'DEMO_MODE'>,
  request: { isLocal: boolean },
): TargetPolicy {
  const isLocal = isLocalMode(env);
  return { allowHttp: isLocal, allowLoopback: isLocal && request.isLocal };
}

/** Sends the job makes (no request): loopback only to a URL that names it, in demo or test mode. */
export function webhookJobPolicy(env: Pick<Env, 'NODE_ENV' | 'DEMO_MODE'>): TargetPolicy {
  const isLocal = isLocalMode(env);
  return { allowHttp: isLocal, allowLoopback: isLocal ? 'named' : false };
}

export type Resolve = (hostname: string) => Promise<Array<{ address: string; family: number }>>;
export const resolveWithDns: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

const isLocalhostName = (host: string) => /^localhost\.?$/i.test(host) || /\.localhost\.?$/i.test(host);

/**
 * Whether the server may open a connection to this IP address under the policy: a public address
 * (special-addresses.ts: every IANA special-purpose range refused, IPv4 embedded in IPv6 decoded and
 * checked too), or loopback where the policy allows it.
 */
export function isAllowedAddress(address: string, policy: TargetPolicy, namedLoopback = false): boolean {
  const found = classifyAddress(address);
  if (found.kind === 'loopback') {
    return policy.allowLoopback === true || (policy.allowLoopback === 'named' && namedLoopback);
  }
  return found.kind === 'public';
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
  // The URL itself names loopback: an address literal, or localhost (RFC 6761).
  const namesLoopback = isIP(host) ? classifyAddress(host).kind === 'loopback' : isLocalhostName(host);
  let addresses: Array<{ address: string; family: number }>;
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    // localhost is loopback whatever the resolver says.
    if (isLocalhostName(host) && !isAllowedAddress('127.0.0.1', policy, true)) {
      return { ok: false, message: WEBHOOK_MESSAGES.privateAddress };
    }
    try {
      addresses = await resolve(host);
    } catch {
      return { ok: false, message: WEBHOOK_MESSAGES.hostNotFound };
    }
    if (addresses.length === 0) return { ok: false, message: WEBHOOK_MESSAGES.hostNotFound };
  }
  if (!addresses.every(({ address }) => isAllowedAddress(address, policy, namesLoopback))) {
    return { ok: false, message: WEBHOOK_MESSAGES.privateAddress };
  }
  const first = addresses[0]!;
  return { ok: true, url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
