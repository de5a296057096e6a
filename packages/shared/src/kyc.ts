import { z } from 'zod';
import { asIssue, MESSAGES } from './messages';
import { KYC_STATUSES } from './roles';
import { messageShape } from './replies';
import { multiLineText } from './text';
import {
  KYC_DOCUMENT_KINDS,
  KYC_REVIEW_ACTIONS,
  KYC_VERIFICATION_STATUSES,
  REJECTION_REASON_MAX,
} from './kyc-constants';

export * from './kyc-constants';

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

/** POST /api/kyc: the new state and its toast. */
export const kycSubmitResultSchema = z.object({ state: kycStateSchema, ...messageShape });
export type KycSubmitResult = z.infer<typeof kycSubmitResultSchema>;

/** GET /api/staff/kyc. */
export const pendingKycListSchema = z.object({ requests: z.array(pendingKycSchema) });
export type PendingKycList = z.infer<typeof pendingKycListSchema>;

/** `/:id/documents/:kind` of a verification (any text id: not a uuid answers 404). */
export const kycDocumentParamsSchema = z.object({ id: z.string().max(64), kind: z.enum(KYC_DOCUMENT_KINDS) });
