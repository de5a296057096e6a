import { z } from 'zod';
import { asIssue, type Message, MESSAGES } from './messages';
import { parseCountryCode } from './countries';
import { MAX_QUERY_PAGE, boundedIntQuery } from './query-params';
import { adminListPageSchema, messageShape } from './replies';
import { findTextProblem, multiLineText, singleLineText, textProblemMessage } from './text';
import {
  ASN_MESSAGES,
  ASN_ORGANIZATION_MAX,
  ASN_RIRS,
  ASN_STATUSES,
  type AsnRir,
  parseAsnNumber,
} from './asns-constants';

/**
 * ASN contracts (/my-asns and the admin asns tab; docs/PRODUCT.md "ASNs and LOAs").
 * An ASN is a 32-bit number (RFC 6793). Numbers no registry assigns to a network (IANA's
 * special-purpose AS numbers, below) cannot announce a leased range and are refused.
 */

export * from './asns-constants';

/**
 * IANA's special-purpose AS numbers and the unallocated block after the documentation one
 * (docs/decisions/230-lease-delivery.md). None of them may originate a leased prefix.
 */
export const SPECIAL_PURPOSE_ASNS: readonly {
  first: number;
  last: number;
  use: 'reserved' | 'transition' | 'documentation' | 'private' | 'last';
  rfc: string;
}[] = [
  { first: 0, last: 0, use: 'reserved', rfc: 'RFC 7607' },
  { first: 23456, last: 23456, use: 'transition', rfc: 'RFC 6793' },
  { first: 64496, last: 64511, use: 'documentation', rfc: 'RFC 5398' },
  { first: 64512, last: 65534, use: 'private', rfc: 'RFC 6996' },
  { first: 65535, last: 65535, use: 'last', rfc: 'RFC 7300' },
  { first: 65536, last: 65551, use: 'documentation', rfc: 'RFC 5398' },
  { first: 65552, last: 131071, use: 'reserved', rfc: 'IANA' },
  { first: 4_200_000_000, last: 4_294_967_294, use: 'private', rfc: 'RFC 6996' },
  { first: 4_294_967_295, last: 4_294_967_295, use: 'last', rfc: 'RFC 7300' },
];

export const findSpecialPurposeAsn = (asnNumber: number) =>
  SPECIAL_PURPOSE_ASNS.find((range) => asnNumber >= range.first && asnNumber <= range.last);

/**
 * Whether an AS number may announce a leased range: special-purpose numbers are refused, except the
 * documentation ones on a demo server (`allowDocumentation`), as documentation address ranges are.
 */
export function checkAnnouncingAsn(
  asnNumber: number,
  options: { allowDocumentation: boolean },
): { ok: true } | { ok: false; message: Message } {
  const special = findSpecialPurposeAsn(asnNumber);
  if (!special) return { ok: true };
  if (special.use === 'documentation')
    return options.allowDocumentation
      ? { ok: true }
      : { ok: false, message: ASN_MESSAGES.documentationAsnOutsideDemo };
  return { ok: false, message: ASN_MESSAGES.reservedAsn };
}

export interface AsnFields {
  asnNumber: number;
  organization: string;
  rir: AsnRir;
  country: string | null;
}

/** The fields of the Add ASN form, as the API's body names them. */
export type AsnField = 'asnNumber' | 'organization' | 'rir' | 'country';

/**
 * The Add ASN form (PRODUCT.md "ASNs and LOAs"); returns the first message to show and its field. Both sides
 * run it.
 */
export function validateAsnFields(
  input: {
    asnNumber?: string | number | null;
    organization?: string | null;
    rir?: string | null;
    country?: string | null;
  },
  options: { allowDocumentation: boolean },
): { ok: true; value: AsnFields } | { ok: false; message: Message; field: AsnField } {
  const asnText = input.asnNumber == null ? '' : String(input.asnNumber).trim();
  const organization = input.organization?.trim() ?? '';
  const rirText = input.rir?.trim().toUpperCase() ?? '';
  if (!asnText || !organization || !rirText) {
    const field = !asnText ? 'asnNumber' : !organization ? 'organization' : 'rir';
    return { ok: false, message: ASN_MESSAGES.missingFields, field };
  }
  const asnNumber = parseAsnNumber(asnText);
  if (asnNumber === null) return { ok: false, message: ASN_MESSAGES.invalidAsn, field: 'asnNumber' };
  const announcing = checkAnnouncingAsn(asnNumber, options);
  if (!announcing.ok) return { ...announcing, field: 'asnNumber' };
  if (organization.length > ASN_ORGANIZATION_MAX)
    return { ok: false, message: ASN_MESSAGES.organizationTooLong, field: 'organization' };
  const organizationProblem = findTextProblem(organization, 'single');
  if (organizationProblem)
    return {
      ok: false,
      message: textProblemMessage('organization', organizationProblem),
      field: 'organization',
    };
  if (!(ASN_RIRS as readonly string[]).includes(rirText))
    return { ok: false, message: ASN_MESSAGES.invalidRir, field: 'rir' };
  // Optional; a listed ISO 3166-1 code in any case, stored upper-cased (docs/decisions/105-country-codes.md).
  const country = parseCountryCode(input.country);
  if (!country.ok) return { ...country, field: 'country' };
  return { ok: true, value: { asnNumber, organization, rir: rirText as AsnRir, country: country.value } };
}

/** Loose on purpose: the service runs validateAsnFields so each problem gets its own message. */
export const asnInputSchema = z.object({
  asnNumber: z.union([z.string().max(40), z.number()]).nullish(),
  organization: z.string().trim().max(1000).check(singleLineText('organization')).nullish(),
  rir: z.string().max(40).nullish(),
  country: z.string().max(40).nullish(),
});
export type AsnInput = z.input<typeof asnInputSchema>;

export const asnRecordSchema = z.object({
  id: z.string(),
  asnNumber: z.number(),
  organization: z.string(),
  rir: z.enum(ASN_RIRS),
  country: z.string().nullable(),
  status: z.enum(ASN_STATUSES),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
});
export type AsnRecord = z.infer<typeof asnRecordSchema>;

/** A row of the admin asns tab (docs/PRODUCT.md "ASNs and LOAs"). */
export const adminAsnSchema = asnRecordSchema.extend({ userEmail: z.string(), userName: z.string() });
export type AdminAsn = z.infer<typeof adminAsnSchema>;

/** The admin asns tab pages on the server past this many rows (docs/decisions/160). */
export const ADMIN_ASNS_PAGE_SIZE = 50;
export const ADMIN_ASN_FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;
export type AdminAsnFilter = (typeof ADMIN_ASN_FILTERS)[number];
/** `q`: an AS number ('AS64500' or '64500'), or part of the organization or the owner's email. */
export const adminAsnQuerySchema = z.object({
  status: z.enum(ADMIN_ASN_FILTERS, { error: asIssue(ASN_MESSAGES.invalidStatusFilter) }).default('pending'),
  q: z.string().trim().max(254).check(singleLineText('search')).optional(),
  page: boundedIntQuery(1, MAX_QUERY_PAGE).default(1),
});
export type AdminAsnQuery = z.input<typeof adminAsnQuerySchema>;
export const adminAsnPageSchema = adminListPageSchema(adminAsnSchema);
export type AdminAsnPage = z.infer<typeof adminAsnPageSchema>;

export const asnRejectInputSchema = z.object({
  reason: z
    .string({ error: asIssue(MESSAGES.reasonRequired) })
    .trim()
    .min(1, asIssue(MESSAGES.reasonRequired))
    .max(1000, asIssue(MESSAGES.reasonRequired))
    .check(multiLineText('reason')),
});

/** GET /api/asns: the caller's own ASNs. */
export const asnRecordListSchema = z.array(asnRecordSchema);

/** An admin's approve or reject: the ASN as it is now and the toast. */
export const reviewedAsnSchema = z.object({ asn: asnRecordSchema, ...messageShape });
export type ReviewedAsn = z.infer<typeof reviewedAsnSchema>;
