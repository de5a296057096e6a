import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { emailSchema } from './auth';
import { asIssue, type Message } from './messages';
import { multiLineText } from './text';
import {
  ABUSE_CATEGORIES,
  ABUSE_DESCRIPTION_MAX,
  ABUSE_MESSAGES,
  ABUSE_SEEN_AT_CLOCK_SKEW_MINUTES,
  ABUSE_TARGET_LARGEST_PREFIX,
  targetHostBitsMessage,
} from './abuse-constants';

/**
 * Abuse reports (docs/PRODUCT.md "Abuse", docs/decisions/262-abuse-report-formats.md): what
 * someone saw coming from an address that may be leased through Netlease. The public form, an XARF
 * report and a mail feedback report (ARF) are all read into one report; this file holds the rules
 * the form and the server share: the categories, the address or prefix reported, and the time seen.
 * The categories, bounds and texts live in abuse-constants.ts (no zod); re-exported here for
 * everyone else.
 */
export * from './abuse-constants';

export interface AbuseTarget {
  /** Canonical text: a single address without a prefix length, a prefix as network/length (RFC 5952 for IPv6). */
  target: string;
  family: 4 | 6;
  /** Null for a single address. */
  prefix: number | null;
}

export type AbuseTargetResult = { ok: true; value: AbuseTarget } | { ok: false; message: Message };

/** Longest text accepted as an address or prefix before parsing (an IPv6 prefix is at most 43). */
const TARGET_MAX_LENGTH = 64;

const refuse = (refusal: Message) => ({ ok: false as const, message: refusal });

function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  // Only dotted-quad decimal IPv4: ipaddr.js would also read "0x7f.1" or octal "010.0.0.1".
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if (!text.includes(':') || !ipaddr.IPv6.isValid(text)) return null;
  const address = ipaddr.IPv6.parse(text);
  if (address.zoneId) return null;
  // An IPv4-mapped address (::ffff:192.0.2.1) is the IPv4 address it carries.
  return address.isIPv4MappedAddress() ? address.toIPv4Address() : address;
}

const addressText = (address: ipaddr.IPv4 | ipaddr.IPv6) =>
  address.kind() === 'ipv6' ? (address as ipaddr.IPv6).toRFC5952String() : address.toString();

/**
 * The address or prefix a report is about, in canonical text. A prefix as long as the address
 * (/32, /128) is that address; a prefix with host bits set is refused naming its network, since it
 * could mean either; prefixes larger than ABUSE_TARGET_LARGEST_PREFIX are refused.
 */
export function parseAbuseTarget(input: string): AbuseTargetResult {
  const text = input.trim();
  if (text === '') return refuse(ABUSE_MESSAGES.targetRequired);
  if (text.length > TARGET_MAX_LENGTH) return refuse(ABUSE_MESSAGES.invalidTarget);
  const [addressPart = '', lengthPart, ...rest] = text.split('/');
  if (rest.length > 0 || (lengthPart !== undefined && !/^(0|[1-9]\d{0,2})$/.test(lengthPart))) {
    return refuse(ABUSE_MESSAGES.invalidTarget);
  }
  const parsed = parseAddress(addressPart);
  if (!parsed) return refuse(ABUSE_MESSAGES.invalidTarget);
  // A mapped IPv6 prefix would need its length moved too; only the single mapped address is read.
  if (lengthPart !== undefined && parsed.kind() === 'ipv4' && addressPart.includes(':')) {
    return refuse(ABUSE_MESSAGES.invalidTarget);
  }
  const family = parsed.kind() === 'ipv4' ? 4 : 6;
  const bits = family === 4 ? 32 : 128;
  const prefix = lengthPart === undefined ? bits : Number(lengthPart);
  if (prefix > bits) return refuse(ABUSE_MESSAGES.invalidTarget);
  if (prefix === bits) return { ok: true, value: { target: addressText(parsed), family, prefix: null } };

  const largest = family === 4 ? ABUSE_TARGET_LARGEST_PREFIX.ipv4 : ABUSE_TARGET_LARGEST_PREFIX.ipv6;
  const network =
    family === 4
      ? ipaddr.IPv4.networkAddressFromCIDR(`${addressText(parsed)}/${prefix}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${addressText(parsed)}/${prefix}`);
  const networkText = `${addressText(network)}/${prefix}`;
  if (prefix < largest) {
    return refuse(family === 4 ? ABUSE_MESSAGES.ipv4PrefixTooLarge : ABUSE_MESSAGES.ipv6PrefixTooLarge);
  }
  // Host bits are checked after the size, so a too-large prefix is never offered its network.
  if (network.toNormalizedString() !== parsed.toNormalizedString()) {
    return refuse(targetHostBitsMessage(networkText));
  }
  return { ok: true, value: { target: networkText, family, prefix } };
}

// ISO 8601 date and time as RFC 3339 profiles it; the zone group is optional here only so that a
// time without one gets its own message.
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/i;

/** What is wrong with the text of a time seen, as a time (not yet against the clock), or null. */
export function findSeenAtProblem(seenAt: string): Message | null {
  const text = seenAt.trim();
  if (text === '') return ABUSE_MESSAGES.seenAtRequired;
  const match = ISO_DATE_TIME.exec(text);
  if (!match) return ABUSE_MESSAGES.seenAtInvalid;
  if (!match[3]) return ABUSE_MESSAGES.seenAtWithoutZone;
  // zod's ISO check also refuses impossible dates (2026-02-30), hours (25:00) and a time without seconds.
  if (!z.iso.datetime({ offset: true }).safeParse(text.toUpperCase()).success) {
    return ABUSE_MESSAGES.seenAtInvalid;
  }
  return null;
}

/** The time seen as a Date, for a text findSeenAtProblem accepts. */
export function seenAtDate(seenAt: string): Date {
  return new Date(seenAt.trim().toUpperCase());
}

/**
 * The time bounds of a time seen (docs/PRODUCT.md "Abuse"), which need the server's clock:
 * not in the future (beyond ABUSE_SEEN_AT_CLOCK_SKEW_MINUTES) and not more than a calendar year ago.
 * Returns the refusal or null.
 */
export function checkSeenAt(seenAt: string, now: Date): Message | null {
  const problem = findSeenAtProblem(seenAt);
  if (problem) return problem;
  const seen = seenAtDate(seenAt).getTime();
  if (seen > now.getTime() + ABUSE_SEEN_AT_CLOCK_SKEW_MINUTES * 60_000) return ABUSE_MESSAGES.seenAtInFuture;
  const yearAgo = new Date(now.getTime());
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  if (seen < yearAgo.getTime()) return ABUSE_MESSAGES.seenAtTooOld;
  return null;
}

const targetSchema = z
  .string({ error: asIssue(ABUSE_MESSAGES.targetRequired) })
  .transform((value, context) => {
    const result = parseAbuseTarget(value);
    if (result.ok) return result.value.target;
    context.addIssue({ code: 'custom', message: asIssue(result.message) });
    return z.NEVER;
  });

const seenAtSchema = z
  .string({ error: asIssue(ABUSE_MESSAGES.seenAtRequired) })
  .trim()
  .check(
    z.superRefine((value, context) => {
      const problem = findSeenAtProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: asIssue(problem) });
    }),
  );

/**
 * The public abuse form (docs/PRODUCT.md "Abuse"). The time bounds need the server's clock,
 * so the server runs checkSeenAt after this schema; the form runs it with the browser's.
 */
export const abuseReportInputSchema = z.object({
  target: targetSchema,
  category: z.enum(ABUSE_CATEGORIES, { error: asIssue(ABUSE_MESSAGES.categoryRequired) }),
  seenAt: seenAtSchema,
  description: z
    .string({ error: asIssue(ABUSE_MESSAGES.descriptionRequired) })
    .trim()
    .min(1, asIssue(ABUSE_MESSAGES.descriptionRequired))
    .max(ABUSE_DESCRIPTION_MAX, asIssue(ABUSE_MESSAGES.descriptionTooLong))
    .check(multiLineText('description')),
  reporterEmail: emailSchema,
});
export type AbuseReportInput = z.input<typeof abuseReportInputSchema>;
export type AbuseReport = z.output<typeof abuseReportInputSchema>;
