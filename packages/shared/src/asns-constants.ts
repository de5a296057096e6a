import { type Message, message, MESSAGES } from './messages';
import { COUNTRY_MESSAGES } from './countries';

/**
 * ASNs' constants, messages and texts without zod, so the pages that only show an AS number (orders,
 * leases, LOAs) do not load the ASN contracts (docs/decisions/270). asns.ts re-exports them.
 */

export const ASN_RIRS = ['ARIN', 'RIPE', 'APNIC', 'AFRINIC', 'LACNIC'] as const;
export type AsnRir = (typeof ASN_RIRS)[number];
export const ASN_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AsnStatus = (typeof ASN_STATUSES)[number];
export const ASN_MIN = 1;
export const ASN_MAX = 4_294_967_295;
export const ASN_ORGANIZATION_MAX = 200;
export const ASN_LIST_LIMIT = 500;

export const ASN_MESSAGES = {
  missingFields: message('Missing fields', 'Please fill all required fields.'),
  invalidAsn: message('Invalid ASN', 'Enter an AS number from 1 to 4294967295, such as AS64500.'),
  reservedAsn: message(
    'Reserved ASN',
    'This AS number is reserved (private, documentation or special use) and cannot announce address space.',
  ),
  documentationAsnOutsideDemo: message(
    'Reserved ASN',
    'This AS number is reserved for documentation; it is accepted only on demo servers.',
  ),
  invalidRir: message('Invalid RIR', 'Please choose one of ARIN, RIPE, APNIC, AFRINIC or LACNIC.'),
  invalidCountry: COUNTRY_MESSAGES.invalidCountry,
  organizationTooLong: message('Organization too long', 'Use at most 200 characters.'),
  asnTaken: message('Submission Failed', 'This ASN is already registered on Netlease.'),
  submitted: message('ASN Submitted', 'Your ASN is pending verification.'),
  submissionFailed: message('Submission Failed', 'Please try again later.'),
  fetchFailed: message('Error fetching ASNs', 'Please try again later.'),
  asnNotFound: message('ASN not found', 'This ASN does not exist or you cannot view it.'),
  alreadyReviewed: message('Already reviewed', 'This ASN has already been approved or rejected.'),
  reasonRequired: MESSAGES.reasonRequired,
  invalidStatusFilter: message('Invalid status', 'The status must be pending, approved, rejected or all.'),
} as const satisfies Record<string, Message>;

/** Accepts "64500", "AS64500", "as 64500"; null for anything else or out of range. */
export function parseAsnNumber(text: string): number | null {
  const match = /^(?:AS\s*)?(\d{1,10})$/i.exec(text.trim());
  if (!match) return null;
  const value = Number(match[1]);
  return value >= ASN_MIN && value <= ASN_MAX ? value : null;
}

export const formatAsn = (asnNumber: number) => `AS${asnNumber}`;
