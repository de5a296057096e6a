import { createHash } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import {
  ABUSE_DESCRIPTION_MAX,
  ABUSE_EVIDENCE_MAX_BYTES,
  ABUSE_EVIDENCE_MAX_FILES,
  ABUSE_MESSAGES,
  abuseReportInputSchema,
  checkSeenAt,
  evidenceContentMismatch,
  evidenceEmpty,
  evidenceHashMismatch,
  evidenceTooLarge,
  evidenceTypeNotAccepted,
  evidenceUnreadable,
  parseAbuseTarget,
  reportFieldMissing,
  reportFieldRefused,
  seenAtDate,
  type AbuseCategory,
} from '@netlease/shared/abuse';
import { emailSchema } from '@netlease/shared/auth';
import { MESSAGES, parseIssue, type Message } from '@netlease/shared/messages';
import { isAcceptableAttachmentName } from '@netlease/shared/tickets';
import { AppError } from '../../../platform/errors';
import { checkUploadedBytes, type UploadKind } from '../../../platform/storage/checked-upload';

/**
 * The three ways an abuse report reaches us, read into one report (docs/PRODUCT.md "Abuse",
 * docs/decisions/262-abuse-report-formats.md): the public form, an XARF report (JSON, version 4 or
 * 3) and a mail feedback report (ARF, RFC 5965). Every reader answers a typed result and never
 * throws on what a sender wrote; the refusal is a product message naming what is wrong.
 */

export type AbuseReportSource = 'form' | 'xarf' | 'arf';

export interface AbuseEvidence {
  /** Ours (evidence-1.png) unless the form sent a plain, acceptable name. */
  filename: string;
  /** The type its content was checked to be, without parameters. */
  contentType: string;
  bytes: Buffer;
}

export interface NormalisedAbuseReport {
  /** Canonical address or prefix (parseAbuseTarget). */
  target: string;
  category: AbuseCategory;
  /** When the abuse was seen, ISO 8601 in UTC. */
  seenAt: string;
  /** Plain text, never markup: whoever shows it escapes it. */
  description: string;
  reporter: { email: string; org: string | null };
  evidence: AbuseEvidence[];
  /** The sender's own id of the report (XARF report_id, the feedback mail's Message-ID). */
  externalId: string | null;
  source: AbuseReportSource;
}

export type AbuseReportReading =
  { ok: true; report: NormalisedAbuseReport } | { ok: false; message: Message };

/** A file offered as evidence, not yet checked. `sha256` is the hash the sender gave, hex. */
export interface EvidenceCandidate {
  contentType: string;
  bytes: Buffer;
  filename?: string | null;
  sha256?: string | null;
}

type Checked<T> = { ok: true; value: T } | { ok: false; message: Message };
const refuse = (refusal: Message) => ({ ok: false as const, message: refusal });

// XARF evidence travels as base64 in the JSON, a third larger than the files; a little more for the rest.
const XARF_MAX_CHARS = Math.ceil((ABUSE_EVIDENCE_MAX_FILES * ABUSE_EVIDENCE_MAX_BYTES * 4) / 3) + 1024 * 1024;
// A feedback mail carries one original message (evidence) and a few small parts.
const ARF_MAX_BYTES = Math.ceil((ABUSE_EVIDENCE_MAX_BYTES * 4) / 3) + 1024 * 1024;
const ORG_MAX = 200;
const EXTERNAL_ID_MAX = 200;
const FIELD_VALUE_MAX = 500;

// ---------------------------------------------------------------------------------------------
// Text from machines: kept as text, cleaned rather than refused (docs/PRODUCT.md "Abuse").

// eslint-disable-next-line no-control-regex
const CONTROLS_BUT_NEWLINE_AND_TAB = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
const DIRECTION = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;
const BROKEN = /\p{Cs}/gu;
// eslint-disable-next-line no-control-regex
const OTHER_LINE_BREAKS = /[\r\u000B\u000C\u0085\u2028\u2029]/g;

/**
 * Text a sender wrote, made safe to keep: no NUL or other control character, no direction
 * override, no broken character, ordinary line breaks (none at all when `lines` is single), cut
 * to `max` characters. Null when nothing is left or the value is not text.
 */
export function cleanReportText(value: unknown, max: number, lines: 'single' | 'multi'): string | null {
  if (typeof value !== 'string') return null;
  let text = value.replace(BROKEN, '').replace(DIRECTION, '').replaceAll('\r\n', '\n');
  text = text.replace(OTHER_LINE_BREAKS, '\n');
  if (lines === 'single') text = text.replace(/[\n\t]+/g, ' ');
  text = text.replace(CONTROLS_BUT_NEWLINE_AND_TAB, '').trim();
  if (text.length > max) text = text.slice(0, max).replace(BROKEN, '').trimEnd();
  return text === '' ? null : text;
}

// ---------------------------------------------------------------------------------------------
// Evidence: checked by content and size, with the product's upload check for binary files.

const BINARY_EVIDENCE: Record<string, { kind: UploadKind; label: string; extension: string }> = {
  'application/pdf': { kind: 'pdf', label: 'PDF', extension: 'pdf' },
  'image/png': { kind: 'png', label: 'PNG', extension: 'png' },
  'image/jpeg': { kind: 'jpg', label: 'JPEG', extension: 'jpg' },
};
const TEXT_EVIDENCE: Record<string, { label: string; extension: string }> = {
  'text/plain': { label: 'plain text', extension: 'txt' },
  'text/html': { label: 'HTML', extension: 'html' },
  'text/csv': { label: 'CSV', extension: 'csv' },
  'application/json': { label: 'JSON', extension: 'json' },
  'message/rfc822': { label: 'mail message', extension: 'eml' },
  'text/rfc822-headers': { label: 'mail headers', extension: 'txt' },
};
const CONTENT_TYPE_ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
};
const ACCEPTED_EVIDENCE_LABELS = [
  ...Object.values(BINARY_EVIDENCE).map((type) => type.label),
  ...Object.values(TEXT_EVIDENCE).map((type) => type.label),
];

/** 'Text/Plain; charset=utf-8' is text/plain. */
function bareContentType(value: string): string {
  const bare = value.split(';')[0]?.trim().toLowerCase() ?? '';
  return CONTENT_TYPE_ALIASES[bare] ?? bare;
}

/** Text is text when no binary format is recognised in it and it holds no NUL byte. */
async function isTextContent(bytes: Buffer): Promise<boolean> {
  if (bytes.includes(0)) return false;
  // Loaded with the first report, as mailparser below (docs/decisions/278).
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  return !detected || detected.mime.startsWith('text/') || detected.mime === 'application/xml';
}

async function checkOneEvidence(
  candidate: EvidenceCandidate,
  index: number,
): Promise<Checked<AbuseEvidence>> {
  const contentType = bareContentType(candidate.contentType);
  const binary = BINARY_EVIDENCE[contentType];
  const text = TEXT_EVIDENCE[contentType];
  if (!binary && !text) return refuse(evidenceTypeNotAccepted(index, ACCEPTED_EVIDENCE_LABELS));
  const { bytes } = candidate;
  if (candidate.sha256) {
    const actual = createHash('sha256').update(bytes).digest('hex');
    if (actual !== candidate.sha256.toLowerCase()) return refuse(evidenceHashMismatch(index));
  }
  if (binary) {
    try {
      await checkUploadedBytes(bytes, [binary.kind], ABUSE_EVIDENCE_MAX_BYTES);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === 'payload_too_large') return refuse(evidenceTooLarge(index));
      if (error.code === 'unsupported_media_type')
        return refuse(evidenceContentMismatch(index, binary.label));
      return refuse(evidenceEmpty(index));
    }
  } else if (text) {
    if (bytes.length === 0) return refuse(evidenceEmpty(index));
    if (bytes.length > ABUSE_EVIDENCE_MAX_BYTES) return refuse(evidenceTooLarge(index));
    if (!(await isTextContent(bytes))) return refuse(evidenceContentMismatch(index, text.label));
  }
  const extension = (binary ?? text)?.extension ?? 'bin';
  const offered = candidate.filename?.normalize('NFC');
  const filename =
    offered && isAcceptableAttachmentName(offered) ? offered : `evidence-${index}.${extension}`;
  return { ok: true, value: { filename, contentType, bytes } };
}

/**
 * Checks every file of evidence, numbered from 1 in the order given: at most
 * ABUSE_EVIDENCE_MAX_FILES, each of an accepted type its content confirms and at most
 * ABUSE_EVIDENCE_MAX_BYTES, matching the hash the sender gave for it.
 */
export async function checkAbuseEvidence(
  candidates: readonly EvidenceCandidate[],
): Promise<Checked<AbuseEvidence[]>> {
  if (candidates.length > ABUSE_EVIDENCE_MAX_FILES) return refuse(ABUSE_MESSAGES.tooMuchEvidence);
  const evidence: AbuseEvidence[] = [];
  for (const [position, candidate] of candidates.entries()) {
    const checked = await checkOneEvidence(candidate, position + 1);
    if (!checked.ok) return checked;
    evidence.push(checked.value);
  }
  return { ok: true, value: evidence };
}

// ---------------------------------------------------------------------------------------------
// Fields every format shares.

function readTarget(value: unknown, field: string): Checked<string> {
  if (typeof value !== 'string' || value.trim() === '') return refuse(reportFieldMissing(field));
  const result = parseAbuseTarget(value);
  return result.ok
    ? { ok: true, value: result.value.target }
    : refuse(reportFieldRefused(field, result.message));
}

/** An ISO 8601 time with its zone (XARF), within the bounds of checkSeenAt, as UTC. */
function readIsoSeenAt(value: unknown, field: string, now: Date): Checked<string> {
  if (typeof value !== 'string' || value.trim() === '') return refuse(reportFieldMissing(field));
  const problem = checkSeenAt(value, now);
  return problem
    ? refuse(reportFieldRefused(field, problem))
    : { ok: true, value: seenAtDate(value).toISOString() };
}

function readEmail(value: unknown, field: string): Checked<string> {
  if (typeof value !== 'string' || value.trim() === '') return refuse(reportFieldMissing(field));
  const result = emailSchema.safeParse(value);
  return result.success
    ? { ok: true, value: result.data }
    : refuse(reportFieldRefused(field, MESSAGES.invalidEmail));
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// ---------------------------------------------------------------------------------------------
// XARF (docs/decisions/262-abuse-report-formats.md "Category mapping").

/** XARF types (v4 `type`, else its class `category`; v3 `ReportType`) that name one of our categories. */
const XARF_CATEGORIES: Record<string, AbuseCategory> = {
  spam: 'spam',
  phishing: 'phishing',
  malware: 'malware',
  malware_distribution: 'malware',
  botnet: 'botnet',
  bot: 'botnet',
  c2: 'botnet',
  ddos: 'ddos',
  ddos_amplification: 'ddos',
  port_scan: 'scanning',
  login_attack: 'scanning',
  brute_force: 'scanning',
  ssh_attack: 'scanning',
  copyright: 'copyright',
};

const xarfKey = (value: unknown) =>
  typeof value === 'string' ? value.trim().toLowerCase().replaceAll('-', '_') : '';

/** Our category for the XARF words given, most specific first; anything unknown is 'other'. */
export function categoryOfXarfType(...words: unknown[]): AbuseCategory {
  for (const word of words) {
    const category = XARF_CATEGORIES[xarfKey(word)];
    if (category) return category;
  }
  return 'other';
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Base64 as XARF carries it (line breaks allowed), refused when it is anything else. */
function decodeBase64(payload: string, index: number): Checked<Buffer> {
  const compact = payload.replace(/\s+/g, '');
  // Refuse by length before decoding, so an oversized payload is never held twice.
  if ((compact.length * 3) / 4 > ABUSE_EVIDENCE_MAX_BYTES + 2) return refuse(evidenceTooLarge(index));
  if (!BASE64.test(compact) || compact.length % 4 === 1) return refuse(evidenceUnreadable(index));
  return { ok: true, value: Buffer.from(compact, 'base64') };
}

/** 'sha256:<hex>' as XARF v4 writes a hash; other algorithms are not checked. */
function sha256Of(hash: unknown): string | null {
  if (typeof hash !== 'string') return null;
  const match = /^sha256:([0-9a-f]{64})$/i.exec(hash.trim());
  return match?.[1] ?? null;
}

type XarfEvidenceFields = { contentType: string; payload: string; hash?: unknown };

function readXarfEvidenceList(
  value: unknown,
  field: string,
  fieldsOf: (item: Record<string, unknown>) => Partial<XarfEvidenceFields>,
): Checked<EvidenceCandidate[]> {
  if (value === undefined || value === null) return { ok: true, value: [] };
  if (!Array.isArray(value)) return refuse(reportFieldRefused(field, ABUSE_MESSAGES.evidenceNotList));
  if (value.length > ABUSE_EVIDENCE_MAX_FILES) return refuse(ABUSE_MESSAGES.tooMuchEvidence);
  const candidates: EvidenceCandidate[] = [];
  for (const [position, item] of value.entries()) {
    const index = position + 1;
    const fields = isObject(item) ? fieldsOf(item) : {};
    if (typeof fields.contentType !== 'string')
      return refuse(reportFieldMissing(`${field} ${index} content type`));
    if (typeof fields.payload !== 'string') return refuse(reportFieldMissing(`${field} ${index} payload`));
    const bytes = decodeBase64(fields.payload, index);
    if (!bytes.ok) return bytes;
    candidates.push({ contentType: fields.contentType, bytes: bytes.value, sha256: sha256Of(fields.hash) });
  }
  return { ok: true, value: candidates };
}

/** Fields of a report worth keeping in the description when it has none of its own. */
function summaryLines(report: Record<string, unknown>, fields: readonly string[]): string[] {
  return fields.flatMap((field) => {
    const value = cleanReportText(
      typeof report[field] === 'number' ? String(report[field]) : report[field],
      FIELD_VALUE_MAX,
      'single',
    );
    return value ? [`${field}: ${value}`] : [];
  });
}

async function finishReport(
  fields: Omit<NormalisedAbuseReport, 'evidence'>,
  candidates: EvidenceCandidate[],
): Promise<AbuseReportReading> {
  const evidence = await checkAbuseEvidence(candidates);
  if (!evidence.ok) return evidence;
  return { ok: true, report: { ...fields, evidence: evidence.value } };
}

const XARF_V4_SUMMARY_FIELDS = [
  'url',
  'domain',
  'source_port',
  'protocol',
  'smtp_from',
  'subject',
  'target_brand',
  'malware_family',
  'evidence_source',
] as const;

async function readXarfV4(report: Record<string, unknown>, now: Date): Promise<AbuseReportReading> {
  const target = readTarget(report.source_identifier, 'source_identifier');
  if (!target.ok) return target;
  const seenField = report.first_seen !== undefined ? 'first_seen' : 'timestamp';
  const seenAt = readIsoSeenAt(report[seenField], seenField, now);
  if (!seenAt.ok) return seenAt;
  const reporter = isObject(report.reporter) ? report.reporter : {};
  const email = readEmail(reporter.contact, 'reporter.contact');
  if (!email.ok) return email;
  const evidence = readXarfEvidenceList(report.evidence, 'evidence', (item) => ({
    contentType: item.content_type as string,
    payload: item.payload as string,
    hash: item.hash,
  }));
  if (!evidence.ok) return evidence;
  const category = categoryOfXarfType(report.type, report.category);
  const summary = [
    `XARF ${cleanReportText(report.category, 50, 'single') ?? ''}/${cleanReportText(report.type, 50, 'single') ?? ''} report`,
    ...summaryLines(report, XARF_V4_SUMMARY_FIELDS),
  ].join('\n');
  return finishReport(
    {
      target: target.value,
      category,
      seenAt: seenAt.value,
      description: cleanReportText(report.description, ABUSE_DESCRIPTION_MAX, 'multi') ?? summary,
      reporter: { email: email.value, org: cleanReportText(reporter.org, ORG_MAX, 'single') },
      externalId: cleanReportText(report.report_id, EXTERNAL_ID_MAX, 'single'),
      source: 'xarf',
    },
    evidence.value,
  );
}

async function readXarfV3(root: Record<string, unknown>, now: Date): Promise<AbuseReportReading> {
  if (!isObject(root.Report)) return refuse(reportFieldMissing('Report'));
  const report = root.Report;
  const source = isObject(report.Source) ? report.Source : {};
  const target = readTarget(source.IP, 'Report.Source.IP');
  if (!target.ok) return target;
  const seenAt = readIsoSeenAt(report.Date, 'Report.Date', now);
  if (!seenAt.ok) return seenAt;
  const info = isObject(root.ReporterInfo) ? root.ReporterInfo : {};
  const emailField = info.ReporterContactEmail !== undefined ? 'ReporterContactEmail' : 'ReporterOrgEmail';
  const email = readEmail(info[emailField], `ReporterInfo.${emailField}`);
  if (!email.ok) return email;
  const evidence = readXarfEvidenceList(report.Attachment, 'Report.Attachment', (item) => ({
    contentType: item.ContentType as string,
    payload: item.Data as string,
  }));
  if (!evidence.ok) return evidence;
  const additional = isObject(report.AdditionalInfo) ? report.AdditionalInfo : {};
  const summary = [
    `XARF ${cleanReportText(report.ReportClass, 50, 'single') ?? ''}/${cleanReportText(report.ReportType, 50, 'single') ?? ''} report`,
    ...summaryLines(additional, Object.keys(additional).slice(0, 20)),
  ].join('\n');
  return finishReport(
    {
      target: target.value,
      category: categoryOfXarfType(report.ReportType),
      seenAt: seenAt.value,
      description: cleanReportText(report.Description, ABUSE_DESCRIPTION_MAX, 'multi') ?? summary,
      reporter: { email: email.value, org: cleanReportText(info.ReporterOrg, ORG_MAX, 'single') },
      externalId: cleanReportText(report.ReportID, EXTERNAL_ID_MAX, 'single'),
      source: 'xarf',
    },
    evidence.value,
  );
}

/**
 * Reads an XARF report: a parsed JSON value, or its text (a string or the bytes of a request),
 * version 4 (`xarf_version` 4.x) or 3 (`Version` 3.x). `now` is the server's clock (ctx.clock).
 */
export async function readXarf(json: unknown, now: Date): Promise<AbuseReportReading> {
  let value = json;
  if (typeof json === 'string' || Buffer.isBuffer(json)) {
    if (json.length > XARF_MAX_CHARS) return refuse(ABUSE_MESSAGES.reportTooLarge);
    try {
      value = JSON.parse(json.toString());
    } catch {
      return refuse(ABUSE_MESSAGES.reportNotJson);
    }
  }
  if (!isObject(value)) return refuse(ABUSE_MESSAGES.reportNotJson);
  const v4 = typeof value.xarf_version === 'string' && /^4\.\d+(\.\d+)?$/.test(value.xarf_version.trim());
  if (v4) return readXarfV4(value, now);
  const v3 = typeof value.Version === 'string' && /^3\.\d+(\.\d+)?$/.test(value.Version.trim());
  if (v3) return readXarfV3(value, now);
  return refuse(ABUSE_MESSAGES.reportVersionUnknown);
}

// ---------------------------------------------------------------------------------------------
// ARF: a mail feedback report (RFC 5965).

/** Feedback-Type (RFC 5965 section 7.3) to our category; any other, present or future, is 'other'. */
const FEEDBACK_TYPE_CATEGORIES: Record<string, AbuseCategory> = {
  abuse: 'spam',
  fraud: 'phishing',
  virus: 'malware',
};

export const categoryOfFeedbackType = (feedbackType: string): AbuseCategory =>
  FEEDBACK_TYPE_CATEGORIES[feedbackType.trim().toLowerCase()] ?? 'other';

/** The feedback fields kept in the report's description, in this order. */
const FEEDBACK_FIELDS = [
  'Feedback-Type',
  'User-Agent',
  'Version',
  'Arrival-Date',
  'Source-IP',
  'Original-Mail-From',
  'Reported-Domain',
] as const;

const MAIL_OPTIONS = {
  // The original message stays one piece of evidence rather than being merged into the text.
  ignoreEmbedded: true,
  skipHtmlToText: true,
  skipTextToHtml: true,
  skipImageLinks: true,
  keepCidLinks: true,
  checksumAlgo: false,
  maxChildNodes: 50,
  maxHeadSize: 256 * 1024,
} as const;

/** A header as text: the first value when it repeats; null when absent. */
function headerText(mail: ParsedMail, name: string): string | null {
  const value = mail.headers.get(name.toLowerCase());
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first;
  if (first instanceof Date) return first.toISOString();
  if (isObject(first) && typeof first.value === 'string') return first.value;
  return null;
}

async function parseMail(raw: Buffer): Promise<ParsedMail | null> {
  // mailparser (and the HTML and charset libraries under it) loads with the first mailed report,
  // not at start: some 6 MB of heap (docs/decisions/278).
  const { simpleParser } = await import('mailparser');
  try {
    return await simpleParser(raw, MAIL_OPTIONS);
  } catch {
    return null;
  }
}

/**
 * Reads a feedback report mail (multipart/report; report-type=feedback-report): the feedback fields,
 * the original message (message/rfc822 or text/rfc822-headers) as evidence, the From address as the
 * reporter. `now` is the server's clock (ctx.clock).
 */
export async function readArfEmail(raw: Buffer, now: Date): Promise<AbuseReportReading> {
  if (raw.length > ARF_MAX_BYTES) return refuse(ABUSE_MESSAGES.reportTooLarge);
  const mail = await parseMail(raw);
  if (!mail) return refuse(ABUSE_MESSAGES.mailUnreadable);
  const contentType: unknown = mail.headers.get('content-type');
  const isReport =
    isObject(contentType) &&
    contentType.value === 'multipart/report' &&
    isObject(contentType.params) &&
    String(contentType.params['report-type'] ?? '').toLowerCase() === 'feedback-report';
  const feedbackPart = mail.attachments.find((part) => part.contentType === 'message/feedback-report');
  if (!isReport || !feedbackPart) return refuse(ABUSE_MESSAGES.notFeedbackReport);

  // The feedback part is a header block (RFC 5965 section 3.1), read by the same parser.
  const feedback = await parseMail(Buffer.concat([feedbackPart.content, Buffer.from('\r\n\r\n')]));
  if (!feedback) return refuse(ABUSE_MESSAGES.mailUnreadable);
  const feedbackType = headerText(feedback, 'Feedback-Type');
  if (!feedbackType) return refuse(reportFieldMissing('Feedback-Type'));
  const version = headerText(feedback, 'Version');
  if (version !== null && version.trim() !== '1') return refuse(ABUSE_MESSAGES.feedbackVersionUnknown);

  const target = readTarget(headerText(feedback, 'Source-IP'), 'Source-IP');
  if (!target.ok) return target;
  // RFC 5965 section 3.2 takes Received-Date as an older name of the optional Arrival-Date; without
  // either, the report's own Date is the nearest time we have to when the mail arrived.
  const arrival =
    headerText(feedback, 'Arrival-Date') ?? headerText(feedback, 'Received-Date') ?? headerText(mail, 'Date');
  const seenAt = readMailSeenAt(arrival, now);
  if (!seenAt.ok) return seenAt;
  const from = mail.from?.value[0];
  const email = readEmail(from?.address, 'From address');
  if (!email.ok) return email;

  const original = mail.attachments.find(
    (part) => part.contentType === 'message/rfc822' || part.contentType === 'text/rfc822-headers',
  );
  const fields = FEEDBACK_FIELDS.flatMap((name) => {
    const value = cleanReportText(headerText(feedback, name), FIELD_VALUE_MAX, 'single');
    return value ? [`${name}: ${value}`] : [];
  });
  const intro = cleanReportText(mail.text, ABUSE_DESCRIPTION_MAX, 'multi');
  const description = cleanReportText(
    [intro, fields.join('\n')].filter(Boolean).join('\n\n'),
    ABUSE_DESCRIPTION_MAX,
    'multi',
  );
  return finishReport(
    {
      target: target.value,
      category: categoryOfFeedbackType(feedbackType),
      seenAt: seenAt.value,
      description: description ?? `Feedback report: ${feedbackType}`,
      reporter: { email: email.value, org: cleanReportText(from?.name, ORG_MAX, 'single') },
      externalId: cleanReportText(mail.messageId, EXTERNAL_ID_MAX, 'single'),
      source: 'arf',
    },
    original
      ? [
          {
            contentType: original.contentType,
            bytes: original.content,
            filename:
              original.contentType === 'message/rfc822' ? 'original-message.eml' : 'original-headers.txt',
          },
        ]
      : [],
  );
}

/** Arrival-Date is an RFC 5322 date ("Sun, 8 Mar 2026 14:00:00 -0400"), which always carries its zone. */
function readMailSeenAt(value: string | null, now: Date): Checked<string> {
  if (value === null || value.trim() === '') return refuse(reportFieldMissing('Arrival-Date'));
  const time = new Date(value.trim());
  if (Number.isNaN(time.getTime()))
    return refuse(reportFieldRefused('Arrival-Date', ABUSE_MESSAGES.dateUnreadable));
  const iso = time.toISOString();
  const problem = checkSeenAt(iso, now);
  return problem ? refuse(reportFieldRefused('Arrival-Date', problem)) : { ok: true, value: iso };
}

// ---------------------------------------------------------------------------------------------
// The public form.

/** The form's fields (abuseReportInputSchema), its files and the server's clock into one report. */
export async function readAbuseForm(
  body: unknown,
  files: readonly EvidenceCandidate[],
  now: Date,
): Promise<AbuseReportReading> {
  const parsed = abuseReportInputSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]?.message ?? '';
    return refuse(parseIssue(issue) ?? MESSAGES.invalidInput);
  }
  const problem = checkSeenAt(parsed.data.seenAt, now);
  if (problem) return refuse(problem);
  return finishReport(
    {
      target: parsed.data.target,
      category: parsed.data.category,
      seenAt: seenAtDate(parsed.data.seenAt).toISOString(),
      description: parsed.data.description,
      reporter: { email: parsed.data.reporterEmail, org: null },
      externalId: null,
      source: 'form',
    },
    [...files],
  );
}
