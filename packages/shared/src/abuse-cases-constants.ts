import { ANSWER_DEADLINE_HOURS, type AbuseCategory } from './abuse-constants';
import { formatCount } from './format';
import { message, type Message } from './messages';

/**
 * The abuse desk's states, the ladder's constants, the messages and the labels without zod, so a
 * page that only shows cases (a lessee's or owner's cases, a case, the staff queue) does not load
 * zod and the abuse contracts (docs/decisions/270). abuse-cases.ts re-exports them.
 */

/* ---------- states and the ladder ---------- */

/**
 * open: waiting for the lessee; acknowledged: the lessee is on it (the clock still runs);
 * resolved / disputed: the lessee answered, staff decide; closed: staff accepted (or closed it as a
 * duplicate).
 */
export const ABUSE_CASE_STATUSES = ['open', 'acknowledged', 'resolved', 'disputed', 'closed'] as const;
export type AbuseCaseStatus = (typeof ABUSE_CASE_STATUSES)[number];
/** The states in which the lessee still owes an answer, so the clock runs and a new report joins. */
export const ABUSE_CASE_WAITING_STATUSES = [
  'open',
  'acknowledged',
] as const satisfies readonly AbuseCaseStatus[];
/** Every state but closed: a report of the same lease, address and category joins such a case. */
export const ABUSE_CASE_LIVE_STATUSES = [
  'open',
  'acknowledged',
  'resolved',
  'disputed',
] as const satisfies readonly AbuseCaseStatus[];

export const ABUSE_CASE_STATUS_LABELS: Record<AbuseCaseStatus, string> = {
  open: 'Open',
  acknowledged: 'Acknowledged',
  resolved: 'Resolved by lessee',
  disputed: 'Disputed by lessee',
  closed: 'Closed',
};

/**
 * How a closed case ended: upheld (the abuse was real and is dealt with; counts on the lessee's
 * record), dismissed (staff accepted the lessee's dispute: a false report), duplicate (closed into
 * another case).
 */
export const ABUSE_CASE_OUTCOMES = ['upheld', 'dismissed', 'duplicate'] as const;
export type AbuseCaseOutcome = (typeof ABUSE_CASE_OUTCOMES)[number];
export const ABUSE_CASE_OUTCOME_LABELS: Record<AbuseCaseOutcome, string> = {
  upheld: 'Upheld',
  dismissed: 'Dismissed',
  duplicate: 'Duplicate',
};

/** After a missed deadline, this long before staff may suspend the lease. */
export const ABUSE_SUSPEND_AFTER_HOURS = 24;
/** Upheld cases on one lease within ABUSE_REPEAT_WINDOW_DAYS that let staff end the lease. */
export const ABUSE_REPEAT_UPHELD_CASES = 3;
export const ABUSE_REPEAT_WINDOW_DAYS = 90;
/** How long a reporter's mailed link may verify the report. */
export const ABUSE_VERIFY_LINK_HOURS = 48;
/** Rate limits (docs/PRODUCT.md "Abuse"): reports per reporter and per address, each per hour. */
export const ABUSE_REPORTS_PER_REPORTER_PER_HOUR = 60;
export const ABUSE_REPORTS_PER_ADDRESS_PER_HOUR = 200;
/**
 * Public forms sent from one client address an hour, whatever the reporter's email: each sends a
 * mail, so the form cannot be used to mail strangers in bulk (docs/PRODUCT.md "Abuse").
 */
export const ABUSE_FORMS_PER_CLIENT_PER_HOUR = 30;
export const ABUSE_NOTE_MAX = 5000;
export const ABUSE_REASON_MAX = 1000;
export const ABUSE_BULK_MAX = 100;
export const ABUSE_LIST_PAGE_SIZE = 25;

/** The answer deadline of a case of this category opened at `openedAt`. */
export const abuseDeadlineOf = (category: AbuseCategory, openedAt: Date): Date =>
  new Date(openedAt.getTime() + ANSWER_DEADLINE_HOURS[category] * 3_600_000);

/**
 * What each step of a case is in its thread: the report that opened it and the ones that joined, the
 * lessee's answers, messages, the owner asking staff to act, staff decisions and the clock's steps.
 */
export const ABUSE_EVENT_KINDS = [
  'opened',
  'report_joined',
  'acknowledged',
  'resolved',
  'disputed',
  'message',
  'owner_request',
  'accepted',
  'reopened',
  'reminder',
  'warning',
  'suspension_allowed',
  'lease_suspended',
  'suspension_lifted',
  'lease_ended',
  'closed_duplicate',
] as const;
export type AbuseEventKind = (typeof ABUSE_EVENT_KINDS)[number];

/** Who wrote or caused a step; 'system' is the clock. */
export const ABUSE_EVENT_ACTORS = ['reporter', 'lessee', 'owner', 'staff', 'system'] as const;
export type AbuseEventActor = (typeof ABUSE_EVENT_ACTORS)[number];

/** The viewer's part in a case, which decides what of it they see. */
export const ABUSE_CASE_ROLES = ['lessee', 'owner', 'staff'] as const;
export type AbuseCaseRole = (typeof ABUSE_CASE_ROLES)[number];

/* ---------- messages ---------- */

export const ABUSE_CASE_MESSAGES = {
  reportReceived: message(
    'Check your email',
    'We sent you a link. Open it within 48 hours to confirm your address; the report is sent on only then.',
  ),
  notLeased: message(
    'Not leased through Netlease',
    'This is not an address leased through Netlease at that time. Report it to the network that announces it.',
  ),
  tooBroad: message(
    'Prefix covers several leases',
    'At that time this prefix was leased to more than one customer. Report a smaller prefix or single addresses.',
  ),
  caseOpened: message(
    'Report received',
    'A case is open and the lessee has been given a deadline to answer.',
  ),
  caseJoined: message('Report received', 'Your report joins an open case about the same address.'),
  linkInvalid: message(
    'Link not valid',
    'The link is unknown or has expired. Send the report again to get a new link.',
  ),
  reporterRateLimited: message(
    'Too many reports',
    `You can send at most ${ABUSE_REPORTS_PER_REPORTER_PER_HOUR} reports an hour. Please wait and try again.`,
  ),
  addressRateLimited: message(
    'Too many reports for this address',
    'This address has been reported many times in the last hour; the open case already counts them. Please try again later.',
  ),
  caseNotFound: message('Case not found', 'The abuse case does not exist or is not yours.'),
  acknowledged: message('Case acknowledged', 'The reporter and the owner see that you are working on it.'),
  resolved: message('Case resolved', 'Staff will review what you did. The reporter sees your answer.'),
  disputed: message('Case disputed', 'Staff will review your evidence.'),
  messageSent: message('Message sent', 'Your message was added to the case.'),
  ownerRequestSent: message('Request sent', 'Staff will read your request.'),
  accepted: message('Case closed', 'The case is closed and both parties were told.'),
  reopened: message('Case reopened', 'The lessee has a new deadline.'),
  leaseSuspended: message('Lease suspended', 'Only this lease is suspended; both parties were told.'),
  suspensionLifted: message('Suspension lifted', 'The lease is live again; both parties were told.'),
  leaseEnded: message('Lease ended', 'The lease has ended; both parties were told.'),
  duplicatesClosed: message('Duplicates closed', 'The cases were closed into the case you chose.'),
  notYourTurn: message('Not possible now', 'The case is not in a state that allows this.'),
  notAnswered: message('Nothing to accept', 'The lessee has not resolved or disputed the case yet.'),
  suspendNotYet: message(
    'Not yet',
    `A lease can be suspended only ${ABUSE_SUSPEND_AFTER_HOURS} hours after a missed deadline, while the case is still unanswered.`,
  ),
  alreadySuspended: message('Already suspended', 'This lease is already suspended.'),
  notSuspended: message('Not suspended', 'This lease is not suspended.'),
  endNotAllowed: message(
    'Not allowed',
    `A lease can be ended only after ${ABUSE_REPEAT_UPHELD_CASES} upheld cases within ${ABUSE_REPEAT_WINDOW_DAYS} days.`,
  ),
  leaseNotRunning: message('Lease not running', 'The lease has already ended.'),
  noteRequired: message('Note required', 'Say what you did, or why the report is wrong.'),
  noteTooLong: message('Note too long', `Use at most ${formatCount(ABUSE_NOTE_MAX)} characters.`),
  reasonRequired: message('Reason required', 'Give the reason; both parties read it.'),
  reasonTooLong: message('Reason too long', `Use at most ${formatCount(ABUSE_REASON_MAX)} characters.`),
  duplicatesRequired: message('Choose cases', 'Choose the cases to close as duplicates.'),
  duplicateOfItself: message('Choose another case', 'A case cannot be a duplicate of itself.'),
  duplicatesDiffer: message(
    'Not duplicates',
    'Only cases of the same lease and category can be closed as duplicates of each other.',
  ),
} as const satisfies Record<string, Message>;

/* ---------- what a report became ---------- */

/**
 * What a report became: a case opened or joined (with its reference), the plain answer that the
 * address was not leased through Netlease then, a prefix that several leases held then (one case is
 * one lease: the reporter names a smaller prefix), or still waiting for the reporter's mailed link.
 */
export const ABUSE_INTAKE_OUTCOMES = [
  'case_opened',
  'case_joined',
  'not_leased',
  'too_broad',
  'awaiting_verification',
] as const;
export type AbuseIntakeOutcome = (typeof ABUSE_INTAKE_OUTCOMES)[number];

/* ---------- helpers ---------- */

/** Hours left until a deadline (negative when past), whole hours toward zero. */
export const hoursLeft = (deadlineAt: Date, now: Date): number =>
  Math.trunc((deadlineAt.getTime() - now.getTime()) / 3_600_000);

/** 'Spam reported on 192.0.2.7' — the one-line name of a case in notifications and mail. */
export const abuseCaseTitle = (categoryLabel: string, target: string): string =>
  `${categoryLabel} reported on ${target}`;
