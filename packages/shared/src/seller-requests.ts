import { z } from 'zod';
import { asIssue, type Message, message, MESSAGES } from './messages';
import { KYC_STATUSES, ROLES } from './access';
import { multiLineText, singleLineText } from './text';

/**
 * Becoming a seller (docs/decisions/170-becoming-a-seller.md): a leaser whose identity is verified
 * asks, with a company name and what they want to sell; an admin approves (the role becomes
 * monetizer) or rejects with a reason.
 */

export const SELLER_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SellerRequestStatus = (typeof SELLER_REQUEST_STATUSES)[number];

/** What the seller means to offer: the two kinds of thing Netlease lists (docs/PRODUCT.md "Inventory"). */
export const SELLER_OFFERINGS = ['ip_blocks', 'servers', 'both'] as const;
export type SellerOffering = (typeof SELLER_OFFERINGS)[number];
export const SELLER_OFFERING_LABELS: Record<SellerOffering, string> = {
  ip_blocks: 'IP blocks',
  servers: 'Server packages',
  both: 'IP blocks and server packages',
};

export const COMPANY_NAME_MIN = 2;
export const COMPANY_NAME_MAX = 200;
export const SELLER_DESCRIPTION_MIN = 10;
export const SELLER_DESCRIPTION_MAX = 2000;
export const SELLER_REASON_MAX = 1000;

export const SELLER_REQUEST_MESSAGES = {
  missingFields: message(
    'Missing fields',
    'Please enter your company name, choose what you want to sell and describe it.',
  ),
  invalidCompanyName: message(
    'Invalid company name',
    `The company name must be ${COMPANY_NAME_MIN} to ${COMPANY_NAME_MAX} characters long.`,
  ),
  invalidDescription: message(
    'Invalid description',
    `Describe what you want to sell in ${SELLER_DESCRIPTION_MIN} to ${SELLER_DESCRIPTION_MAX} characters.`,
  ),
  kycRequired: message(
    'Verification required',
    'Only verified identities can sell on Netlease. Complete your KYC verification first.',
  ),
  alreadySeller: message('Request not sent', 'Your account can already sell.'),
  notForStaff: message('Request not sent', 'Staff and admin accounts cannot become sellers.'),
  alreadyPending: message(
    'Request not sent',
    'Your request to become a seller is already waiting for review.',
  ),
  submitted: message('Request Sent', 'An admin will review your request to become a seller.'),
  fetchFailed: message('Error fetching seller requests', 'Please try again later.'),
  // admin review
  reasonRequired: MESSAGES.reasonRequired,
  alreadyReviewed: message('Error performing action', 'This request has already been reviewed.'),
  notALeaser: message(
    'Error performing action',
    'This user is no longer a leaser; reject the request instead.',
  ),
  notVerified: message(
    'Error performing action',
    "This user's identity is no longer verified; reject the request instead.",
  ),
  suspended: message(
    'Error performing action',
    'This account is suspended; reactivate it first or reject the request.',
  ),
  approved: message('Seller approved', 'The user is now a monetizer and has been told.'),
  rejected: message('Seller request rejected', 'The user has been told the reason.'),
} as const satisfies Record<string, Message>;

/**
 * The next step toward selling, shown where a user who cannot sell yet asks to (My IP Blocks, Create
 * Listing; docs/PRODUCT.md "Becoming a seller"): verify first, then ask, then wait for the admins.
 */
export const SELLER_NEXT_STEPS = {
  verifyFirst: message(
    'Verification required',
    'Selling on Netlease starts with a verified identity: complete your KYC verification, then ask to become a seller.',
  ),
  becomeSeller: message(
    'Become a seller',
    'Your identity is verified. Ask to become a seller to offer IP blocks and servers.',
  ),
  requestWaiting: message(
    'Request waiting for review',
    'Your request to become a seller is waiting for an admin. You can offer IP blocks and servers once it is approved.',
  ),
  notForStaff: message('Selling is for customers', 'Staff and admin accounts cannot sell on Netlease.'),
} as const satisfies Record<string, Message>;

/** What the requester is told (a notification) after the review. */
export const SELLER_REQUEST_NOTIFICATIONS = {
  approved: message(
    'You can now sell on Netlease',
    'Your request to become a seller was approved. Register your first IP block or server package.',
  ),
  rejected: message('Seller request rejected', 'Your request to become a seller was rejected: '),
} as const satisfies Record<string, Message>;
export const SELLER_REQUEST_NOTIFICATION_TYPE = 'seller_request';

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
