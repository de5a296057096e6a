import { type Message, message } from './messages';

/**
 * The lease's constants, labels and messages without zod, so a page that only shows them loads neither
 * zod nor the contracts (docs/decisions/270). lease-delivery.ts re-exports them.
 */

export const CLAIM_WINDOW_DAYS = 7;
export const CLAIM_CATEGORIES = ['not_routable', 'blacklisted', 'wrong_range'] as const;
export type ClaimCategory = (typeof CLAIM_CATEGORIES)[number];
export const CLAIM_CATEGORY_LABELS: Record<ClaimCategory, string> = {
  not_routable: 'Not routable',
  blacklisted: 'Blacklisted',
  wrong_range: 'Wrong range',
};
export const CLAIM_STATUSES = ['open', 'refunded', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const CLAIM_DESCRIPTION_MIN = 10;
export const CLAIM_DESCRIPTION_MAX = 2000;
/** The provider's answer to a claim: as long as the claim itself may be. */
export const CLAIM_ANSWER_MIN = 10;
export const CLAIM_ANSWER_MAX = 2000;
/** A reason the other party reads: cancel, dispute, a claim's rejection. */
export const END_REASON_MIN = 3;
export const END_REASON_MAX = 1000;
/** A ROA left for a former lessee is shown to the seller this long after the lease ended. */
export const ROA_TASK_DAYS = 90;

export const LEASE_MESSAGES = {
  reasonRequired: message('Reason required', 'Please tell the other party why, in 3 to 1,000 characters.'),
  claimCategoryRequired: message('Category required', 'Choose what is wrong with the range.'),
  claimDescriptionLength: message(
    'Invalid description',
    'Describe the problem in 10 to 2,000 characters, so staff can check it.',
  ),
  claimWindowClosed: message(
    'Claim window closed',
    'A claim can be opened within 7 days of the lease becoming active.',
  ),
  claimNotPossible: message('Claim not possible', 'Only an active IP lease can be claimed.'),
  claimAlreadyOpen: message('Claim already open', 'This lease already has a claim waiting for staff.'),
  claimOpened: message('Claim opened', 'Staff will review it and tell both parties what they decide.'),
  claimUpheld: message('Claim upheld', 'The buyer has been refunded and the lease has ended.'),
  claimRejected: message('Claim rejected', 'Both parties have been told why.'),
  claimAnswerLength: message(
    'Invalid answer',
    'Answer in 10 to 2,000 characters: what you checked and what you see.',
  ),
  claimAnswered: message('Answer sent', 'Staff read it beside the claim; the buyer has been told.'),
  claimAlreadyAnswered: message(
    'Already answered',
    'You have answered this claim. To add more, write to support.',
  ),
  claimAlreadyDecided: message('Already decided', 'This claim has already been decided.'),
  claimNotFound: message('Claim not found', 'This claim does not exist.'),
  claimsFetchFailed: message('Error fetching claims', 'Please try again later.'),
  deliveryFetchFailed: message('Error fetching lease', 'Please try again later.'),
  orderNotFound: message('Order not found', 'This order does not exist or you cannot view it.'),
  asnLocked: message('ASN locked', 'The lease is active, so the ASN that announces it can no longer change.'),
  orderActivated: message('Lease active', 'The buyer has been told the range is ready.'),
} as const satisfies Record<string, Message>;

/** 'Not ready to activate': what is missing, in the words of the lease page. */
export const notReadyToActivate = (missing: readonly string[]): Message =>
  message('Not ready to activate', `Still missing: ${missing.join('; ')}.`);
