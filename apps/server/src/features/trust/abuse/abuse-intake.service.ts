import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  ABUSE_CATEGORY_LABELS,
  ABUSE_MESSAGES,
  evidenceContentMismatch,
  evidenceTooLarge,
  evidenceTypeNotAccepted,
  parseAbuseTarget,
  type AbuseCategory,
} from '@netlease/shared/abuse';
import {
  ABUSE_CASE_MESSAGES,
  ABUSE_REPORTS_PER_ADDRESS_PER_HOUR,
  ABUSE_REPORTS_PER_REPORTER_PER_HOUR,
  ABUSE_VERIFY_LINK_HOURS,
  type AbuseIntakeReply,
  type AbuseRangeHistory,
  type AbuseReporterView,
} from '@netlease/shared/abuse-cases';
import type { ErrorCode } from '@netlease/shared/errors';
import type { Message } from '@netlease/shared/messages';
import type { AppContext } from '../../../platform/app-context';
import type { Executor } from '../../../platform/db/database';
import { abuseEvidence, abuseReports } from '../../../platform/db/schema/trust/index';
import { AppError } from '../../../platform/errors';
import { hashToken } from '../../../platform/auth/tokens';
import { toMessageReply } from '@netlease/shared/replies';
import {
  readAbuseForm,
  readArfEmail,
  readXarf,
  type AbuseEvidence,
  type AbuseReportReading,
  type EvidenceCandidate,
  type NormalisedAbuseReport,
} from './abuse-formats';
import {
  countAddressReports,
  countReporterReports,
  lockReporterAndAddress,
  readRangeHistory,
  type AbuseReporterKey,
} from './abuse-intake.queries';
import { OUTCOME_MESSAGES, readReporterView } from './abuse-reporter-view';
import { reportStatusOf, routeReport, targetText, type Routing } from './abuse-routing';

/*
 * The abuse desk's intake (docs/PRODUCT.md "Abuse", docs/decisions/264-abuse-desk.md): a report from
 * the public form waits for its reporter's mailed link; a report from a program with an abuse token
 * is routed at once. Routing finds the lease that held the address when it was seen and opens or
 * joins that lease's case. The reporter follows it through the same private link.
 */

/** The web page a reporter's link opens (docs/PRODUCT.md "Abuse"). */
export const REPORTER_PAGE = '/report-abuse/follow';
const EVIDENCE_FOLDER = 'abuse-evidence';
const HOUR_MS = 3_600_000;
const HISTORY_DAYS = 365;

/** The storage extension of each evidence type abuse-formats accepts. */
const EVIDENCE_EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'text/plain': 'txt',
  'text/html': 'html',
  'text/csv': 'csv',
  'application/json': 'json',
  'message/rfc822': 'eml',
  'text/rfc822-headers': 'txt',
};

const reporterLink = (ctx: AppContext, token: string) =>
  `${ctx.env.PUBLIC_URL}${REPORTER_PAGE}?token=${token}`;

/* ---------- refusals ---------- */

const TOO_LARGE_TITLES = new Set([evidenceTooLarge(1).title, ABUSE_MESSAGES.reportTooLarge.title]);
const WRONG_CONTENT_TITLES = new Set([
  evidenceTypeNotAccepted(1, []).title,
  evidenceContentMismatch(1, '').title,
  ABUSE_MESSAGES.notFeedbackReport.title,
  ABUSE_MESSAGES.mailUnreadable.title,
]);

/** The form field a refusal is about, so the form shows it beside that field (docs/decisions/140-forms.md). */
function formFieldOf(refusal: Message): string | undefined {
  const is = (...messages: Message[]) => messages.some((candidate) => candidate.title === refusal.title);
  if (is(ABUSE_MESSAGES.targetRequired, ABUSE_MESSAGES.invalidTarget, ABUSE_MESSAGES.ipv4PrefixTooLarge))
    return 'target';
  if (is(ABUSE_MESSAGES.categoryRequired)) return 'category';
  if (
    is(
      ABUSE_MESSAGES.seenAtRequired,
      ABUSE_MESSAGES.seenAtInvalid,
      ABUSE_MESSAGES.seenAtWithoutZone,
      ABUSE_MESSAGES.seenAtInFuture,
      ABUSE_MESSAGES.seenAtTooOld,
    )
  )
    return 'seenAt';
  if (is(ABUSE_MESSAGES.descriptionRequired, ABUSE_MESSAGES.descriptionTooLong)) return 'description';
  if (refusal.title.startsWith('Evidence') || is(ABUSE_MESSAGES.tooMuchEvidence)) return 'evidence';
  if (/email/i.test(refusal.title)) return 'reporterEmail';
  return undefined;
}

/**
 * A reader's refusal as the HTTP answer: too large 413, content that is not what it claims (or a
 * mail that is no feedback report) 415 where the route takes files, anything else `otherwise`.
 */
function refusalError(
  refusal: Message,
  route: { takesFiles: boolean; otherwise: ErrorCode; form?: boolean },
) {
  let code: ErrorCode = route.otherwise;
  if (TOO_LARGE_TITLES.has(refusal.title)) code = 'payload_too_large';
  else if (route.takesFiles && WRONG_CONTENT_TITLES.has(refusal.title)) code = 'unsupported_media_type';
  return new AppError(code, refusal, { field: route.form ? formFieldOf(refusal) : undefined });
}

/* ---------- evidence and rate limits ---------- */

interface StoredEvidence {
  storageKey: string;
  filename: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
}

/** Evidence goes to the private storage before the transaction (no slow I/O inside one). */
async function storeEvidence(ctx: AppContext, evidence: readonly AbuseEvidence[]): Promise<StoredEvidence[]> {
  const stored: StoredEvidence[] = [];
  try {
    for (const file of evidence) {
      const storageKey = await ctx.storage.put(
        EVIDENCE_FOLDER,
        EVIDENCE_EXTENSIONS[file.contentType] ?? 'txt',
        file.bytes,
      );
      stored.push({
        storageKey,
        filename: file.filename,
        contentType: file.contentType,
        sizeBytes: file.bytes.length,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
      });
    }
  } catch (error) {
    await removeEvidence(ctx, stored);
    throw error;
  }
  return stored;
}

async function removeEvidence(ctx: AppContext, stored: readonly StoredEvidence[]) {
  for (const file of stored) await ctx.storage.remove(file.storageKey).catch(() => undefined);
}

/**
 * The hourly limits (docs/PRODUCT.md "Abuse"), counted in the database so every instance agrees:
 * per reporter (the form's email, or the token's account) and per address. Checked once before the
 * evidence is stored (a refused report stores nothing), and again by `holdRateLimits` in the
 * transaction that keeps the report.
 */
async function checkRateLimits(db: Executor, reporter: AbuseReporterKey, target: string, now: Date) {
  if ((await countReporterReports(db, reporter, now)) >= ABUSE_REPORTS_PER_REPORTER_PER_HOUR) {
    throw new AppError('too_many_requests', ABUSE_CASE_MESSAGES.reporterRateLimited);
  }
  if ((await countAddressReports(db, target, now)) >= ABUSE_REPORTS_PER_ADDRESS_PER_HOUR) {
    throw new AppError('too_many_requests', ABUSE_CASE_MESSAGES.addressRateLimited);
  }
}

/**
 * Counts the limits again where the report is kept, holding the reporter's and the address's locks
 * until the transaction ends: reports sent at once by one reporter, or about one address, are
 * counted one after the other, so none slips past the limit beside another. The reporter's lock is
 * always taken first, so two transactions never wait on each other's.
 */
async function holdRateLimits(tx: Executor, reporter: AbuseReporterKey, target: string, now: Date) {
  await lockReporterAndAddress(tx, reporter, target);
  await checkRateLimits(tx, reporter, target, now);
}

/* ---------- mail (after commit) ---------- */

async function mailVerificationLink(ctx: AppContext, report: NormalisedAbuseReport, token: string) {
  await ctx.mailer.send({
    to: report.reporter.email,
    subject: 'Confirm your abuse report',
    text:
      `We received your report of ${ABUSE_CATEGORY_LABELS[report.category].toLowerCase()} from ${report.target}.\n\n` +
      `Open this link within ${ABUSE_VERIFY_LINK_HOURS} hours to confirm your address; the report is sent on only then:\n` +
      `${reporterLink(ctx, token)}\n\nThe same link shows the case afterwards. If you sent no report, ignore this mail.`,
  });
}

async function mailCaseLink(
  ctx: AppContext,
  to: string,
  report: { target: string; category: AbuseCategory },
  reference: string,
  token: string,
) {
  await ctx.mailer.send({
    to,
    subject: `Abuse case ${reference}`,
    text:
      `Your report of ${ABUSE_CATEGORY_LABELS[report.category].toLowerCase()} from ${report.target} is part of case ${reference}.\n\n` +
      `Follow the case, its deadline and the lessee's answers here:\n${reporterLink(ctx, token)}\n`,
  });
}

/* ---------- the public form ---------- */

export interface AbuseFormUpload {
  fields: Partial<Record<string, string>>;
  files: EvidenceCandidate[];
}

/**
 * A report from the public form (docs/PRODUCT.md "Abuse"): checked, its evidence stored, kept
 * unverified, and the reporter mailed a link valid ABUSE_VERIFY_LINK_HOURS. Nothing is routed, and
 * the answer says nothing about the address, until the link is opened.
 */
export async function submitFormReport(ctx: AppContext, upload: AbuseFormUpload): Promise<AbuseIntakeReply> {
  const now = ctx.clock.now();
  const reading = await readAbuseForm(upload.fields, upload.files, now);
  if (!reading.ok)
    throw refusalError(reading.message, { takesFiles: true, otherwise: 'bad_request', form: true });
  const report = reading.report;
  const reporter = { email: report.reporter.email };
  await checkRateLimits(ctx.db, reporter, report.target, now);
  const stored = await storeEvidence(ctx, report.evidence);
  const token = randomBytes(32).toString('base64url');
  try {
    await ctx.db.transaction(async (tx) => {
      await holdRateLimits(tx, reporter, report.target, now);
      await insertReport(tx, report, stored, {
        status: 'unverified',
        caseId: null,
        tokenHash: hashToken(token),
        now,
        verifiedAt: null,
        reporterUserId: null,
      });
    });
  } catch (error) {
    await removeEvidence(ctx, stored);
    throw error;
  }
  await mailVerificationLink(ctx, report, token);
  return {
    outcome: 'awaiting_verification',
    reference: null,
    ...toMessageReply(ABUSE_CASE_MESSAGES.reportReceived),
  };
}

async function insertReport(
  tx: Executor,
  report: NormalisedAbuseReport,
  stored: readonly StoredEvidence[],
  state: {
    status: 'unverified' | 'routed' | 'not_leased' | 'too_broad';
    caseId: string | null;
    tokenHash: string;
    now: Date;
    verifiedAt: Date | null;
    reporterUserId: string | null;
  },
) {
  const [row] = await tx
    .insert(abuseReports)
    .values({
      caseId: state.caseId,
      source: report.source,
      status: state.status,
      target: report.target,
      category: report.category,
      seenAt: new Date(report.seenAt),
      description: report.description,
      reporterEmail: report.reporter.email,
      reporterOrg: report.reporter.org,
      reporterUserId: state.reporterUserId,
      externalId: report.externalId,
      linkTokenHash: state.tokenHash,
      linkExpiresAt: new Date(state.now.getTime() + ABUSE_VERIFY_LINK_HOURS * HOUR_MS),
      receivedAt: state.now,
      verifiedAt: state.verifiedAt,
    })
    .returning({ id: abuseReports.id });
  if (stored.length > 0) {
    await tx.insert(abuseEvidence).values(stored.map((file) => ({ reportId: row!.id, ...file })));
  }
  return row!.id;
}

/* ---------- the reporter's link ---------- */

/**
 * The reporter opens their link: the first opening of an unverified report verifies it and routes
 * it (under the report's row lock, so two openings at once route it once); every opening answers the
 * reporter's page. An unknown link, or an unverified one past its time, is 404 'Link not valid'.
 */
export async function openReporterLink(ctx: AppContext, token: string): Promise<AbuseReporterView> {
  const now = ctx.clock.now();
  const tokenHash = hashToken(token);
  const routed = await ctx.db.transaction(async (tx) => {
    const [report] = await tx
      .select()
      .from(abuseReports)
      .where(eq(abuseReports.linkTokenHash, tokenHash))
      .for('update');
    if (!report || (report.status === 'unverified' && report.linkExpiresAt.getTime() <= now.getTime())) {
      throw new AppError('not_found', ABUSE_CASE_MESSAGES.linkInvalid);
    }
    if (report.status !== 'unverified') return { report, routing: null };
    const routing = await routeReport(
      tx,
      { target: targetText(report.target), category: report.category, seenAt: report.seenAt },
      now,
    );
    const [updated] = await tx
      .update(abuseReports)
      .set({ status: reportStatusOf(routing), caseId: routing.caseRow?.id ?? null, verifiedAt: now })
      .where(eq(abuseReports.id, report.id))
      .returning();
    return { report: updated!, routing };
  });
  if (routed.routing?.caseRow) {
    const { reporterEmail, target, category } = routed.report;
    await mailCaseLink(
      ctx,
      reporterEmail,
      { target: targetText(target), category },
      routed.routing.caseRow.reference,
      token,
    );
  }
  return readReporterView(ctx.db, routed.report.id);
}

/* ---------- programs with an abuse token ---------- */

/**
 * A report a program sent with its abuse token (XARF or ARF): verified at once (the token's account
 * vouches for it) and routed in the same transaction as it is kept. Its reporter gets a private link
 * to follow the case, mailed once a case holds the report.
 */
async function receiveMachineReport(
  ctx: AppContext,
  reporterUserId: string,
  reading: AbuseReportReading,
  takesFiles: boolean,
): Promise<AbuseIntakeReply> {
  if (!reading.ok) throw refusalError(reading.message, { takesFiles, otherwise: 'unprocessable' });
  const report = reading.report;
  const reporter = { userId: reporterUserId };
  const now = ctx.clock.now();
  await checkRateLimits(ctx.db, reporter, report.target, now);
  const stored = await storeEvidence(ctx, report.evidence);
  const token = randomBytes(32).toString('base64url');
  let routing: Routing;
  try {
    routing = await ctx.db.transaction(async (tx) => {
      await holdRateLimits(tx, reporter, report.target, now);
      const routed = await routeReport(
        tx,
        { target: report.target, category: report.category, seenAt: new Date(report.seenAt) },
        now,
      );
      await insertReport(tx, report, stored, {
        status: reportStatusOf(routed),
        caseId: routed.caseRow?.id ?? null,
        tokenHash: hashToken(token),
        now,
        verifiedAt: now,
        reporterUserId,
      });
      return routed;
    });
  } catch (error) {
    await removeEvidence(ctx, stored);
    throw error;
  }
  if (routing.caseRow) {
    await mailCaseLink(ctx, report.reporter.email, report, routing.caseRow.reference, token);
  }
  return {
    outcome: routing.outcome,
    reference: routing.caseRow?.reference ?? null,
    ...toMessageReply(OUTCOME_MESSAGES[routing.outcome]),
  };
}

/** An XARF report (JSON, version 4 or 3), read by abuse-formats with the server's clock. */
export async function receiveXarfReport(ctx: AppContext, reporterUserId: string, body: unknown) {
  return receiveMachineReport(ctx, reporterUserId, await readXarf(body, ctx.clock.now()), false);
}

/** A mail feedback report (ARF, RFC 5965) as uploaded. */
export async function receiveArfReport(ctx: AppContext, reporterUserId: string, mail: Buffer) {
  return receiveMachineReport(ctx, reporterUserId, await readArfEmail(mail, ctx.clock.now()), true);
}

/* ---------- a range's history ---------- */

/**
 * What anyone may know of a range (docs/PRODUCT.md "Abuse"): its cases of the last year, how many
 * were upheld, and how fast lessees answered, in aggregate; never a reporter or a lessee.
 */
export async function getRangeHistory(ctx: AppContext, prefixText: string): Promise<AbuseRangeHistory> {
  const parsed = parseAbuseTarget(prefixText);
  if (!parsed.ok) throw new AppError('bad_request', parsed.message, { field: 'prefix' });
  const since = new Date(ctx.clock.now().getTime() - HISTORY_DAYS * 24 * HOUR_MS);
  const history = await readRangeHistory(ctx.db, parsed.value.target, since);
  return {
    prefix: parsed.value.target,
    cases: history.cases,
    upheld: history.upheld,
    medianHoursToAnswer: history.medianHours === null ? null : Math.round(history.medianHours * 10) / 10,
  };
}
