import { formatCount } from './format';
import { message, type Message } from './messages';

/**
 * Abuse reports' categories, bounds and texts without zod, so a page that only shows cases (the
 * abuse desk, the staff queue) does not load zod, ipaddr.js and the abuse contracts
 * (docs/decisions/270). abuse.ts re-exports them.
 */

export const ABUSE_CATEGORIES = [
  'spam',
  'phishing',
  'malware',
  'botnet',
  'ddos',
  'scanning',
  'copyright',
  'other',
] as const;
export type AbuseCategory = (typeof ABUSE_CATEGORIES)[number];

export const ABUSE_CATEGORY_LABELS: Record<AbuseCategory, string> = {
  spam: 'Spam',
  phishing: 'Phishing',
  malware: 'Malware',
  botnet: 'Botnet / C2',
  ddos: 'DDoS',
  scanning: 'Scanning / brute force',
  copyright: 'Copyright',
  other: 'Other',
};

/**
 * How long the leaser has to answer a report of each category (docs/PRODUCT.md "Abuse"):
 * abuse that harms people at once (stolen credentials, infected machines) gets a day.
 */
export const ANSWER_DEADLINE_HOURS: Record<AbuseCategory, number> = {
  phishing: 24,
  malware: 24,
  botnet: 24,
  spam: 48,
  ddos: 48,
  scanning: 72,
  copyright: 120,
  other: 120,
};

/** The largest prefix one report may name: a report is about addresses seen, not a whole network. */
export const ABUSE_TARGET_LARGEST_PREFIX = { ipv4: 16, ipv6: 32 } as const;
export const ABUSE_DESCRIPTION_MAX = 5000;
export const ABUSE_EVIDENCE_MAX_FILES = 5;
export const ABUSE_EVIDENCE_MAX_BYTES = 5 * 1024 * 1024;
/** A reporter's clock may run a little ahead of ours; a time this far ahead still counts as now. */
export const ABUSE_SEEN_AT_CLOCK_SKEW_MINUTES = 5;

export const ABUSE_MESSAGES = {
  targetRequired: message('Address required', 'Enter the IP address or prefix the abuse came from.'),
  invalidTarget: message(
    'Invalid IP address',
    'Enter one IPv4 or IPv6 address, or a prefix such as 192.0.2.0/24.',
  ),
  ipv4PrefixTooLarge: message(
    'Prefix too large',
    `Report at most an IPv4 /${ABUSE_TARGET_LARGEST_PREFIX.ipv4}: name the addresses the abuse came from.`,
  ),
  ipv6PrefixTooLarge: message(
    'Prefix too large',
    `Report at most an IPv6 /${ABUSE_TARGET_LARGEST_PREFIX.ipv6}: name the addresses the abuse came from.`,
  ),
  categoryRequired: message('Choose a category', 'Choose the kind of abuse you saw.'),
  seenAtRequired: message('Time required', 'Enter when the abuse was seen.'),
  seenAtInvalid: message(
    'Invalid time',
    'Enter the date and time in ISO 8601, for example 2026-03-01T14:30:00Z.',
  ),
  seenAtWithoutZone: message(
    'Time zone required',
    'Give the time with its zone: Z for UTC or an offset such as +01:00.',
  ),
  seenAtInFuture: message(
    'Time in the future',
    'The abuse cannot have been seen in the future. Check the date and the time zone.',
  ),
  seenAtTooOld: message('Report too old', 'We take reports of abuse seen within the last year.'),
  descriptionRequired: message('Describe the abuse', 'Describe what you saw.'),
  descriptionTooLong: message(
    'Description too long',
    `Use at most ${formatCount(ABUSE_DESCRIPTION_MAX)} characters for the description.`,
  ),
  reportNotJson: message(
    'Unreadable report',
    'The report is not JSON. Send an XARF report as one JSON object.',
  ),
  reportVersionUnknown: message(
    'Unsupported report',
    'Send an XARF report of version 4 (xarf_version 4.x) or version 3 (Version 3.x).',
  ),
  feedbackVersionUnknown: message('Unsupported report', 'We read feedback reports of Version 1 (RFC 5965).'),
  mailUnreadable: message('Unreadable report', 'The mail could not be read as a MIME message.'),
  notFeedbackReport: message(
    'Not a feedback report',
    'The mail is not a feedback report: send multipart/report with report-type=feedback-report (RFC 5965).',
  ),
  reportTooLarge: message(
    'Report too large',
    `The report is larger than we accept: at most ${ABUSE_EVIDENCE_MAX_FILES} files of evidence of ${ABUSE_EVIDENCE_MAX_BYTES / 1024 / 1024} MB each.`,
  ),
  dateUnreadable: message('Unreadable date', 'The date and time cannot be read.'),
  evidenceNotList: message('Invalid evidence', 'Send the evidence as a list of files.'),
  tooMuchEvidence: message(
    'Too much evidence',
    `Attach at most ${ABUSE_EVIDENCE_MAX_FILES} files of evidence to one report.`,
  ),
} as const satisfies Record<string, Message>;

/** A report that lacks a field, named as the format spells it ('source_identifier', 'Source-IP'). */
export const reportFieldMissing = (field: string): Message =>
  message('Report incomplete', `The report has no ${field}.`);

/** A field of a machine-sent report refused for the same reason the form would refuse it. */
export const reportFieldRefused = (field: string, problem: Message): Message =>
  message(problem.title, `${field}: ${problem.description}`);

export const targetHostBitsMessage = (network: string): Message =>
  message('Invalid IP address', `The prefix has host bits set. Use the network address: ${network}.`);

/** Evidence is numbered from 1 in the order the report lists it. */
export const evidenceTooLarge = (index: number): Message =>
  message(
    'Evidence too large',
    `Evidence ${index} is larger than ${ABUSE_EVIDENCE_MAX_BYTES / 1024 / 1024} MB.`,
  );
export const evidenceEmpty = (index: number): Message =>
  message('Evidence empty', `Evidence ${index} holds no content.`);
export const evidenceUnreadable = (index: number): Message =>
  message('Evidence unreadable', `Evidence ${index} is not valid base64.`);
export const evidenceHashMismatch = (index: number): Message =>
  message('Evidence altered', `Evidence ${index} does not match the hash the report gives for it.`);
export const evidenceTypeNotAccepted = (index: number, accepted: readonly string[]): Message =>
  message('Evidence not accepted', `Evidence ${index} must be one of: ${accepted.join(', ')}.`);
export const evidenceContentMismatch = (index: number, claimed: string): Message =>
  message('Evidence does not match', `Evidence ${index} is not the ${claimed} it claims to be.`);

/** The multipart fields of the public form and of an ARF upload. */
export const ABUSE_FORM_FIELDS = {
  target: 'target',
  category: 'category',
  seenAt: 'seenAt',
  description: 'description',
  reporterEmail: 'reporterEmail',
  evidence: 'evidence',
} as const;
export const ABUSE_ARF_FIELD = 'message';
