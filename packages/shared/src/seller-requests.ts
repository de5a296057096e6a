import { z } from 'zod';
import { asIssue, MESSAGES } from './messages';
import { KYC_STATUSES, ROLES } from './access';
import { multiLineText, singleLineText } from './text';
import {
  COMPANY_NAME_MAX,
  COMPANY_NAME_MIN,
  SELLER_DESCRIPTION_MAX,
  SELLER_DESCRIPTION_MIN,
  SELLER_OFFERINGS,
  SELLER_REASON_MAX,
  SELLER_REQUEST_MESSAGES,
  SELLER_REQUEST_STATUSES,
} from './seller-requests-constants';

/**
 * Becoming a seller (docs/decisions/170-becoming-a-seller.md): a leaser whose identity is verified
 * asks, with a company name and what they want to sell; an admin approves (the role becomes
 * monetizer) or rejects with a reason. Statuses, bounds and texts live in
 * seller-requests-constants.ts (no zod); re-exported here for everyone else.
 */
export * from './seller-requests-constants';

/* ---------- wire shapes ---------- */

export const sellerRequestInputSchema = z.object({
  companyName: z
    .string(asIssue(SELLER_REQUEST_MESSAGES.missingFields))
    .trim()
    .min(1, asIssue(SELLER_REQUEST_MESSAGES.missingFields))
    .min(COMPANY_NAME_MIN, asIssue(SELLER_REQUEST_MESSAGES.invalidCompanyName))
    .max(COMPANY_NAME_MAX, asIssue(SELLER_REQUEST_MESSAGES.invalidCompanyName))
    .check(singleLineText('company name')),
  offering: z.enum(SELLER_OFFERINGS, asIssue(SELLER_REQUEST_MESSAGES.missingFields)),
  description: z
    .string(asIssue(SELLER_REQUEST_MESSAGES.missingFields))
    .trim()
    .min(1, asIssue(SELLER_REQUEST_MESSAGES.missingFields))
    .min(SELLER_DESCRIPTION_MIN, asIssue(SELLER_REQUEST_MESSAGES.invalidDescription))
    .max(SELLER_DESCRIPTION_MAX, asIssue(SELLER_REQUEST_MESSAGES.invalidDescription))
    .check(multiLineText('description')),
});
export type SellerRequestInput = z.input<typeof sellerRequestInputSchema>;
export type SellerRequestField = keyof SellerRequestInput;

export const sellerRequestSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  offering: z.enum(SELLER_OFFERINGS),
  description: z.string(),
  status: z.enum(SELLER_REQUEST_STATUSES),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type SellerRequest = z.infer<typeof sellerRequestSchema>;

/** The caller's standing: their latest request, and whether they may send one now. */
export const sellerStandingSchema = z.object({
  role: z.enum(ROLES),
  kycStatus: z.enum(KYC_STATUSES),
  latest: sellerRequestSchema.nullable(),
  canRequest: z.boolean(),
});
export type SellerStanding = z.infer<typeof sellerStandingSchema>;

export const sellerRequestCreatedSchema = z.object({
  title: z.string(),
  message: z.string(),
  request: sellerRequestSchema,
});
export type SellerRequestCreated = z.infer<typeof sellerRequestCreatedSchema>;

/** A request waiting for an admin, with who sent it. */
export const pendingSellerRequestSchema = sellerRequestSchema.extend({
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  kycStatus: z.enum(KYC_STATUSES),
});
export type PendingSellerRequest = z.infer<typeof pendingSellerRequestSchema>;

export const rejectSellerRequestInputSchema = z.object({
  reason: z
    .string(asIssue(MESSAGES.reasonRequired))
    .trim()
    .min(1, asIssue(MESSAGES.reasonRequired))
    .max(SELLER_REASON_MAX, asIssue(MESSAGES.reasonRequired))
    .check(multiLineText('reason')),
});
export type RejectSellerRequestInput = z.input<typeof rejectSellerRequestInputSchema>;

/** GET /api/admin/seller-requests. */
export const pendingSellerRequestListSchema = z.object({ requests: z.array(pendingSellerRequestSchema) });
export type PendingSellerRequestList = z.infer<typeof pendingSellerRequestListSchema>;
