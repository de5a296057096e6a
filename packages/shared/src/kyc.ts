import { z } from 'zod';
import { asIssue, type Message, message, MESSAGES } from './messages';
import { KYC_STATUSES } from './roles';
import { messageShape } from './replies';
import { multiLineText } from './text';

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

export const kycReviewInputSchema = z
  .object({
    action: z.enum(KYC_REVIEW_ACTIONS),
    reason: z.string().trim().max(REJECTION_REASON_MAX).check(multiLineText('reason')).optional(),
  })
  .refine((input) => input.action !== 'reject' || (input.reason ?? '').length > 0, {
    message: asIssue(MESSAGES.reasonRequired),
    path: ['reason'],
  });
export type KycReviewInput = z.input<typeof kycReviewInputSchema>;

export const kycDocumentsSchema = z.object({
  /** Authorised download paths (never public URLs, docs/PRODUCT.md "Documents"). */
  id: z.string(),
  business: z.string().nullable(),
});

export const kycVerificationSchema = z.object({
  id: z.string(),
  status: z.enum(KYC_VERIFICATION_STATUSES),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  documents: kycDocumentsSchema,
});
export type KycVerification = z.infer<typeof kycVerificationSchema>;

/** GET /api/kyc: what the /kyc page needs to pick its view (docs/PRODUCT.md "KYC"). */
export const kycStateSchema = z.object({
  status: z.enum(KYC_STATUSES),
  latestRejectionReason: z.string().nullable(),
  latest: kycVerificationSchema.nullable(),
});
export type KycState = z.infer<typeof kycStateSchema>;

/** A pending request in the staff queue, with who asks (docs/PRODUCT.md "KYC"). */
export const pendingKycSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  /** ISO 3166-1 alpha-2; null on requests sent before the country was asked. */
  country: z.string().nullable(),
  companyName: z.string().nullable(),
  companyAddress: z.string().nullable(),
  memberSince: z.string(),
  submittedAt: z.string(),
  documents: kycDocumentsSchema,
});
export type PendingKyc = z.infer<typeof pendingKycSchema>;

export const kycDocumentPath = (verificationId: string, kind: KycDocumentKind) =>
  `/api/kyc/verifications/${verificationId}/documents/${kind}`;

/** POST /api/kyc: the new state and its toast. */
export const kycSubmitResultSchema = z.object({ state: kycStateSchema, ...messageShape });
export type KycSubmitResult = z.infer<typeof kycSubmitResultSchema>;

/** GET /api/staff/kyc. */
export const pendingKycListSchema = z.object({ requests: z.array(pendingKycSchema) });
export type PendingKycList = z.infer<typeof pendingKycListSchema>;

/** `/:id/documents/:kind` of a verification (any text id: not a uuid answers 404). */
export const kycDocumentParamsSchema = z.object({ id: z.string().max(64), kind: z.enum(KYC_DOCUMENT_KINDS) });
