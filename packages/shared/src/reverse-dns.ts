import ipaddr from 'ipaddr.js';
import isFQDN from 'validator/lib/isFQDN.js';
import { z } from 'zod';
import { asIssue } from './messages';
import { messageShape } from './replies';
import { multiLineText } from './text';
import {
  REVERSE_DNS_STATUSES,
  NAME_SERVERS_MIN,
  NAME_SERVERS_MAX,
  NAME_SERVER_MAX_LENGTH,
  DECLINE_REASON_MAX,
  REVERSE_DNS_MESSAGES,
} from './reverse-dns-constants';

export * from './reverse-dns-constants';

/**
 * Reverse DNS delegation of a leased range (docs/PRODUCT.md "Delivering a lease", "Reverse DNS"): the
 * buyer asks the seller to delegate the range's reverse zones to two to four name servers; the seller
 * marks the request done or declines it with a reason. We only record the request: nothing here looks
 * anything up in the DNS (docs/decisions/233-reverse-dns-delegation.md).
 */

/* ---------- name servers ---------- */

/** Letters, digits, hyphens and dots only: a host name in the DNS is ASCII (an IDN goes in its xn-- form). */
const LDH_ONLY = /^[a-z0-9.-]+$/;

/** A name server as it is stored: trimmed, lower-case, without the root's trailing dot. */
export function normalizeNameServer(text: string): string {
  const trimmed = text.trim().toLowerCase();
  return trimmed.endsWith('.') ? trimmed.slice(0, -1) : trimmed;
}

/**
 * Whether a normalised name is a host name a zone can be delegated to (RFC 1123 section 2.1): labels of
 * letters, digits and hyphens, none empty, longer than 63 or starting or ending with a hyphen, and an
 * alphabetic top-level label, so an IP address is refused. The label rules are validator's `isFQDN`.
 */
export function isNameServerHost(name: string): boolean {
  return (
    name.length <= NAME_SERVER_MAX_LENGTH &&
    LDH_ONLY.test(name) &&
    isFQDN(name, {
      require_tld: true,
      allow_underscores: false,
      allow_trailing_dot: false,
      allow_numeric_tld: false,
      allow_wildcard: false,
    })
  );
}

/**
 * Two to four distinct host names, each refusal at its place: the count at `nameServers`, a bad or
 * repeated name at `nameServers.<index>` so a form shows it beside that input.
 */
export const nameServersSchema = z
  .array(
    z
      .string({ error: asIssue(REVERSE_DNS_MESSAGES.invalidNameServer) })
      .max(1000, asIssue(REVERSE_DNS_MESSAGES.invalidNameServer)),
    {
      error: asIssue(REVERSE_DNS_MESSAGES.tooFewNameServers),
    },
  )
  // Bounds the work on a hostile body; the count's own message comes from the transform.
  .max(50, asIssue(REVERSE_DNS_MESSAGES.tooManyNameServers))
  .transform((list, context) => {
    if (list.length < NAME_SERVERS_MIN || list.length > NAME_SERVERS_MAX) {
      const tooFew = list.length < NAME_SERVERS_MIN;
      context.addIssue({
        code: 'custom',
        message: asIssue(
          tooFew ? REVERSE_DNS_MESSAGES.tooFewNameServers : REVERSE_DNS_MESSAGES.tooManyNameServers,
        ),
      });
      return z.NEVER;
    }
    const names = list.map(normalizeNameServer);
    const seen = new Set<string>();
    names.forEach((name, index) => {
      const refusal = !isNameServerHost(name)
        ? REVERSE_DNS_MESSAGES.invalidNameServer
        : seen.has(name)
          ? REVERSE_DNS_MESSAGES.duplicateNameServer
          : null;
      seen.add(name);
      if (refusal) context.addIssue({ code: 'custom', path: [index], message: asIssue(refusal) });
    });
    return names;
  });

/** POST /api/orders/:id/reverse-dns: the buyer's name servers. */
export const reverseDnsRequestInputSchema = z.object({ nameServers: nameServersSchema });
export type ReverseDnsRequestInput = z.input<typeof reverseDnsRequestInputSchema>;

/** POST /api/reverse-dns/:id/decline: why the seller declines (the buyer reads it). */
export const reverseDnsDeclineInputSchema = z.object({
  reason: z
    .string({ error: asIssue(REVERSE_DNS_MESSAGES.reasonRequired) })
    .trim()
    .min(1, asIssue(REVERSE_DNS_MESSAGES.reasonRequired))
    .max(DECLINE_REASON_MAX, asIssue(REVERSE_DNS_MESSAGES.reasonTooLong))
    .check(multiLineText('reason')),
});
export type ReverseDnsDeclineInput = z.input<typeof reverseDnsDeclineInputSchema>;

/* ---------- reverse zones ---------- */

/**
 * The reverse zones to delegate for a prefix, in address order (RFC 1035 section 3.5 for IPv4,
 * RFC 3596 section 2.5 for IPv6). A zone is cut at a label boundary: an octet in in-addr.arpa, a nibble in
 * ip6.arpa. A prefix on a boundary is one zone (a /24, a /16, an IPv6 /48 or /32); any other prefix is
 * covered by the zones of the next boundary below it (a /22 by its four /24 zones, an IPv6 /29 by its
 * eight /32 zones), so at most 128 zones for IPv4 and 8 for IPv6. A prefix longer than /24 would give
 * single-address zones: leases here are /24 or shorter (docs/PRODUCT.md "IP blocks"). Throws on text
 * that is not a CIDR prefix.
 */
export function reverseZonesFor(prefix: string): string[] {
  const [address, length] = ipaddr.parseCIDR(prefix.trim());
  const isV4 = address.kind() === 'ipv4';
  // An IPv4 address is 4 labels of 8 bits, an IPv6 address 32 labels of 4 bits.
  const labelBits = isV4 ? 8 : 4;
  const network = isV4
    ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${length}`)
    : ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${length}`);
  const labels = isV4
    ? (network as ipaddr.IPv4).octets
    : network.toByteArray().flatMap((byte) => [byte >> 4, byte & 15]);
  const depth = Math.ceil(length / labelBits);
  const count = 2 ** (depth * labelBits - length);
  const suffix = isV4 ? 'in-addr.arpa' : 'ip6.arpa';
  const format = (label: number) => (isV4 ? String(label) : label.toString(16));
  const zones: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const head = labels.slice(0, depth);
    if (depth > 0) head[depth - 1] = head[depth - 1]! + index;
    zones.push([...head.reverse().map(format), suffix].join('.'));
  }
  return zones;
}

/* ---------- wire shapes ---------- */

export const reverseDnsRequestSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  prefix: z.string(),
  zones: z.array(z.string()),
  nameServers: z.array(z.string()),
  status: z.enum(REVERSE_DNS_STATUSES),
  /** Why the seller declined; null unless declined. */
  declineReason: z.string().nullable(),
  createdAt: z.string(),
  /** When it was marked done, declined or withdrawn; null while open. */
  decidedAt: z.string().nullable(),
});
export type ReverseDnsRequest = z.infer<typeof reverseDnsRequestSchema>;

/** GET /api/orders/:id/reverse-dns: the zones of the order's prefix and its requests, newest first. */
export const orderReverseDnsSchema = z.object({
  orderId: z.string(),
  /** The leased prefix; null for an order that leases no range (a server package). */
  prefix: z.string().nullable(),
  zones: z.array(z.string()),
  /** Whether the order may take a request now (an IP order that is paid, provisioning or active). */
  isEligible: z.boolean(),
  requests: z.array(reverseDnsRequestSchema),
});
export type OrderReverseDns = z.infer<typeof orderReverseDnsSchema>;

/** A request as a change left it, and the toast. */
export const reverseDnsRequestReplySchema = z.object({ request: reverseDnsRequestSchema, ...messageShape });
export type ReverseDnsRequestReply = z.infer<typeof reverseDnsRequestReplySchema>;
