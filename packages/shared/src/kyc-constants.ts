import type { KYC_STATUSES } from './access';
import { type Message, message, MESSAGES } from './messages';

/**
 * KYC's statuses, labels and messages without zod, so a page that only shows them (the staff panel,
 * a seller's next step) does not load zod and the KYC contracts (docs/decisions/270). kyc.ts
 * re-exports them.
 */

/** A verification request's own statuses; the profile's kyc_status adds not_started. */
export const KYC_VERIFICATION_STATUSES = ['pending', 'approved', 'rejected', 'flagged'] as const;
export type KycVerificationStatus = (typeof KYC_VERIFICATION_STATUSES)[number];

export const KYC_REVIEW_ACTIONS = ['approve', 'reject', 'flag'] as const;
export type KycReviewAction = (typeof KYC_REVIEW_ACTIONS)[number];

export const KYC_DOCUMENT_KINDS = ['id', 'business'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

/** Multipart field names of the upload form. */
export const KYC_UPLOAD_FIELDS = { id: 'idProof', business: 'businessDocument', country: 'country' } as const;
export const KYC_MAX_FILE_BYTES = 5 * 1024 * 1024;
/** What the file inputs offer; the server checks the content, not these. */
export const KYC_ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

export const KYC_STATUS_LABELS: Record<(typeof KYC_STATUSES)[number], string> = {
  not_started: 'Not Verified',
  pending: 'Pending',
  approved: 'Verified',
  rejected: 'Rejected',
  flagged: 'Flagged',
};

export const KYC_MESSAGES = {
  missingDocument: message('Missing document', 'Please upload your ID proof.'),
  missingCountry: message('Missing country', 'Choose the country you live in.'),
  // Who may offer addresses and servers, and take money out (docs/PRODUCT.md "Accounts")
  verifiedSellerRequired: message(
    'Verification required',
    'Only sellers with a verified identity can offer IP blocks and servers. Complete your KYC verification first.',
  ),
  verifiedPayoutRequired: message(
    'Verification required',
    'Payouts are paid only to verified identities. Complete your KYC verification first.',
  ),
  submitted: message('KYC Submitted', 'Your documents are under review.'),
  submissionFailed: message('Submission Failed', 'Please try again later.'),
  alreadyPending: message('Submission Failed', 'Your documents are already under review.'),
  alreadyApproved: message('Submission Failed', 'Your identity is already verified.'),
  accountFlagged: message(
    'Account Flagged',
    'Your account is under compliance review. Please contact support for more information.',
  ),
  updateFailed: message('Error updating KYC', 'Please try again later.'),
  queueFetchFailed: message('Error fetching KYC requests', 'Please try again later.'),
  fetchFailed: message('Error fetching KYC status', 'Your verification status could not be loaded.'),
  alreadyReviewed: message('Error updating KYC', 'This request has already been reviewed.'),
  ownRequest: message('Error updating KYC', 'You cannot review your own verification.'),
  reasonRequired: MESSAGES.reasonRequired,
  approved: message('KYC Approved', 'The user is now verified.'),
  rejected: message('KYC Rejected', 'The user has been told the reason.'),
  flagged: message('KYC Flagged', 'The account is now under compliance review.'),
} as const satisfies Record<string, Message>;

/** Texts of the notifications the user receives after a review. */
export const KYC_NOTIFICATIONS = {
  approve: message('KYC Approved', 'Your identity has been verified.'),
  reject: message('KYC Rejected', 'Your verification was rejected: '),
  flag: message('Account Flagged', 'Your account is under compliance review. Please contact support.'),
} as const satisfies Record<KycReviewAction, Message>;

export const REJECTION_REASON_MAX = 1000;

export const kycDocumentPath = (verificationId: string, kind: KycDocumentKind) =>
  `/api/kyc/verifications/${verificationId}/documents/${kind}`;
