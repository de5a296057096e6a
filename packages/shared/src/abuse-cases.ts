import { z } from 'zod';
import { ABUSE_CATEGORIES } from './abuse';
import { asIssue } from './messages';
import { boundedIntQuery } from './query-params';
import { messageShape } from './replies';
import { multiLineText, singleLineText } from './text';
import {
  ABUSE_BULK_MAX,
  ABUSE_CASE_MESSAGES,
  ABUSE_CASE_OUTCOMES,
  ABUSE_CASE_ROLES,
  ABUSE_CASE_STATUSES,
  ABUSE_EVENT_ACTORS,
  ABUSE_EVENT_KINDS,
  ABUSE_INTAKE_OUTCOMES,
  ABUSE_NOTE_MAX,
  ABUSE_REASON_MAX,
} from './abuse-cases-constants';

/**
 * The abuse desk (docs/PRODUCT.md "Abuse", docs/decisions/264-abuse-desk.md): a verified report is
 * routed to the lease that held the address when it was seen and joins or opens a case; the lessee
 * answers on a clock, the owner watches, staff decide, the reporter follows through a private link.
 * This file holds the shapes the routes in routes/abuse.ts declare; the case's states, the ladder's
 * constants and the messages live in abuse-cases-constants.ts (no zod), re-exported here for
 * everyone else.
 */
export * from './abuse-cases-constants';

/* ---------- inputs ---------- */

const noteSchema = z
  .string({ error: asIssue(ABUSE_CASE_MESSAGES.noteRequired) })
  .trim()
  .min(1, asIssue(ABUSE_CASE_MESSAGES.noteRequired))
  .max(ABUSE_NOTE_MAX, asIssue(ABUSE_CASE_MESSAGES.noteTooLong))
  .check(multiLineText('note'));

const reasonSchema = z
  .string({ error: asIssue(ABUSE_CASE_MESSAGES.reasonRequired) })
  .trim()
  .min(1, asIssue(ABUSE_CASE_MESSAGES.reasonRequired))
  .max(ABUSE_REASON_MAX, asIssue(ABUSE_CASE_MESSAGES.reasonTooLong))
  .check(multiLineText('reason'));

/** The reporter's mailed link carries this token; opening it verifies the report (once) and shows the case. */
export const abuseReporterTokenInputSchema = z.object({ token: z.string().min(1).max(200) });
export type AbuseReporterTokenInput = z.infer<typeof abuseReporterTokenInputSchema>;

/** Resolve (what was done) or dispute (why the report is wrong, with the evidence in words or links). */
export const abuseAnswerInputSchema = z.object({ note: noteSchema });
export type AbuseAnswerInput = z.input<typeof abuseAnswerInputSchema>;

/** A message in the case's thread: lessee or owner to staff, staff to the lessee (the owner reads the lessee's answers and the ladder, not this thread). */
export const abuseMessageInputSchema = z.object({ body: noteSchema });
export type AbuseMessageInput = z.input<typeof abuseMessageInputSchema>;

/** Every staff step names its reason; both parties read it. */
export const abuseStaffActionInputSchema = z.object({ reason: reasonSchema });
export type AbuseStaffActionInput = z.input<typeof abuseStaffActionInputSchema>;

export const abuseCloseDuplicatesInputSchema = z.object({
  caseIds: z
    .array(z.uuid(), { error: asIssue(ABUSE_CASE_MESSAGES.duplicatesRequired) })
    .min(1, asIssue(ABUSE_CASE_MESSAGES.duplicatesRequired))
    .max(ABUSE_BULK_MAX),
  duplicateOf: z.uuid(),
  reason: reasonSchema,
});
export type AbuseCloseDuplicatesInput = z.input<typeof abuseCloseDuplicatesInputSchema>;

/** The signed-in user's cases: as the lessee (default) or on the ranges they own. */
export const abuseCaseListQuerySchema = z.object({
  as: z.enum(['lessee', 'owner']).default('lessee'),
  state: z.enum(['live', 'closed', 'all']).default('live'),
  page: boundedIntQuery(1, 10_000).default(1),
});
export type AbuseCaseListQuery = z.input<typeof abuseCaseListQuerySchema>;

/** The staff queue, sorted by time left (overdue first). */
export const abuseQueueQuerySchema = z.object({
  category: z.enum(ABUSE_CATEGORIES).optional(),
  status: z.enum(ABUSE_CASE_STATUSES).optional(),
  overdue: z.enum(['true', 'false']).optional(),
  /** A prefix or address: cases whose address lies in it. */
  range: z.string().trim().max(64).check(singleLineText('range')).optional(),
  /** The lessee's email or name, contains. */
  lessee: z.string().trim().max(254).check(singleLineText('search')).optional(),
  page: boundedIntQuery(1, 10_000).default(1),
});
export type AbuseQueueQuery = z.input<typeof abuseQueueQuerySchema>;

export const abuseEvidenceParamsSchema = z.object({ id: z.uuid(), evidenceId: z.uuid() });

/** XARF sent by a program: one JSON object, read by the server (decision 262). */
export const abuseXarfBodySchema = z.record(z.string(), z.unknown());

/* ---------- replies ---------- */

export const abuseIntakeReplySchema = z.object({
  outcome: z.enum(ABUSE_INTAKE_OUTCOMES),
  /** The case reference ('AB-7K2QX9'), when a case holds the report. */
  reference: z.string().nullable(),
  ...messageShape,
});
export type AbuseIntakeReply = z.infer<typeof abuseIntakeReplySchema>;

/** One file of evidence as a party on the case sees it (downloaded through its own route). */
export const abuseEvidenceSchema = z.object({
  id: z.uuid(),
  filename: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});

/** One report in a case. The reporter's email and organisation are for staff only (null otherwise). */
export const abuseReportEntrySchema = z.object({
  id: z.uuid(),
  source: z.enum(['form', 'xarf', 'arf']),
  seenAt: z.iso.datetime(),
  receivedAt: z.iso.datetime(),
  description: z.string(),
  reporterEmail: z.string().nullable(),
  reporterOrg: z.string().nullable(),
  evidence: z.array(abuseEvidenceSchema),
});
export type AbuseReportEntry = z.infer<typeof abuseReportEntrySchema>;

export const abuseCaseEventSchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  kind: z.enum(ABUSE_EVENT_KINDS),
  actor: z.enum(ABUSE_EVENT_ACTORS),
  /** The note, message or reason; plain text. */
  body: z.string().nullable(),
});
export type AbuseCaseEvent = z.infer<typeof abuseCaseEventSchema>;

/** A case in a list (lessee, owner, staff queue). */
export const abuseCaseSummarySchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  /** The address or prefix reported. */
  target: z.string(),
  /** The leased prefix that held it. */
  leasedPrefix: z.string(),
  category: z.enum(ABUSE_CATEGORIES),
  status: z.enum(ABUSE_CASE_STATUSES),
  outcome: z.enum(ABUSE_CASE_OUTCOMES).nullable(),
  reportCount: z.number().int(),
  openedAt: z.iso.datetime(),
  deadlineAt: z.iso.datetime(),
  /** Past the deadline with no answer. */
  overdue: z.boolean(),
  leaseSuspended: z.boolean(),
  orderId: z.uuid(),
  /** Staff and the owner see the lessee's name; the lessee sees their own. */
  lesseeName: z.string(),
});
export type AbuseCaseSummary = z.infer<typeof abuseCaseSummarySchema>;

export const abuseCaseListSchema = z.object({
  items: z.array(abuseCaseSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AbuseCaseList = z.infer<typeof abuseCaseListSchema>;

/** The navigation's count: cases where the signed-in user is the lessee and owes an answer. */
export const abuseCaseCountSchema = z.object({ waiting: z.number().int() });

/** What staff may do now, so the screen offers only that. */
export const abuseStaffOptionsSchema = z.object({
  canAccept: z.boolean(),
  canReopen: z.boolean(),
  canSuspend: z.boolean(),
  canLiftSuspension: z.boolean(),
  canEndLease: z.boolean(),
  /** Upheld cases on this lease within the repeat window. */
  upheldOnLease: z.number().int(),
});

/** One case in full, as the viewer's role may see it (events filtered by role). */
export const abuseCaseDetailSchema = abuseCaseSummarySchema.extend({
  viewerRole: z.enum(ABUSE_CASE_ROLES),
  ownerName: z.string(),
  /** When the lease may be suspended, once the deadline is missed. */
  suspendableAt: z.iso.datetime().nullable(),
  closedAt: z.iso.datetime().nullable(),
  reports: z.array(abuseReportEntrySchema),
  events: z.array(abuseCaseEventSchema),
  /** Staff only. */
  staff: abuseStaffOptionsSchema.nullable(),
});
export type AbuseCaseDetail = z.infer<typeof abuseCaseDetailSchema>;

export const abuseCaseReplySchema = z.object({ case: abuseCaseDetailSchema, ...messageShape });

/**
 * The reporter's page: status and the lessee's public answers, never who the lessee or the owner is.
 * Outcomes 'not_leased' and 'too_broad' have no case (reference null, status null).
 */
export const abuseReporterViewSchema = z.object({
  outcome: z.enum(ABUSE_INTAKE_OUTCOMES),
  reference: z.string().nullable(),
  target: z.string(),
  category: z.enum(ABUSE_CATEGORIES),
  seenAt: z.iso.datetime(),
  status: z.enum(ABUSE_CASE_STATUSES).nullable(),
  outcomeOfCase: z.enum(ABUSE_CASE_OUTCOMES).nullable(),
  deadlineAt: z.iso.datetime().nullable(),
  reportCount: z.number().int().nullable(),
  /** The lessee's resolve or dispute notes and the case's public steps, oldest first. */
  events: z.array(abuseCaseEventSchema),
  ...messageShape,
});
export type AbuseReporterView = z.infer<typeof abuseReporterViewSchema>;

/**
 * A range's abuse history (docs/PRODUCT.md "Abuse"): what an owner and a future lessee may know,
 * in aggregate, over the last 365 days: never a reporter, never a lessee.
 */
export const abuseRangeHistorySchema = z.object({
  prefix: z.string(),
  cases: z.number().int(),
  upheld: z.number().int(),
  /** Median hours from opening to the lessee's answer; null with no answered case. */
  medianHoursToAnswer: z.number().nullable(),
});
export type AbuseRangeHistory = z.infer<typeof abuseRangeHistorySchema>;
export const abuseRangeHistoryQuerySchema = z.object({ prefix: z.string().trim().min(1).max(64) });
