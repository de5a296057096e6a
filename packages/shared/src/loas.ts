import { asIssue, type Message, message, MESSAGES } from './messages';
import { z } from 'zod';
import { MAX_QUERY_PAGE, boundedIntQuery } from './query-params';
import { adminListPageSchema } from './replies';
import { messageShape } from './replies';
import { multiLineText, singleLineText } from './text';

/**
 * Letters of authorization (/loa-management and the admin loas tab; docs/PRODUCT.md "ASNs and LOAs").
 * An LOA lets the buyer's ASN announce the leased prefix; it is uploaded by the
 * monetizer or generated from the order, and a generated one carries a code anyone can verify.
 */

export const LOA_STATUSES = ['pending', 'approved', 'rejected', 'revoked'] as const;
export type LoaStatus = (typeof LOA_STATUSES)[number];
/** A letter in force: waiting for review or approved. Rejected and revoked ones free the order. */
export const STANDING_LOA_STATUSES = ['pending', 'approved'] as const satisfies readonly LoaStatus[];
/** Why a letter was revoked (docs/PRODUCT.md "Delivering a lease"). */
export const LOA_REVOCATION_REASONS = ['lease_ended', 'asn_changed'] as const;
export type LoaRevocationReason = (typeof LOA_REVOCATION_REASONS)[number];
export const LOA_REVOCATION_LABELS: Record<LoaRevocationReason, string> = {
  lease_ended: 'The lease ended',
  asn_changed: 'The buyer named another ASN',
};
export const LOA_SOURCES = ['upload', 'generated'] as const;
export type LoaSource = (typeof LOA_SOURCES)[number];
export const LOA_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Multipart field names of the Upload LOA form. */
export const LOA_UPLOAD_FIELDS = { orderId: 'orderId', file: 'loa' } as const;
export const LOA_LIST_LIMIT = 200;
/** The same bound as every other rejection reason (and the CHECK in migrations/0810_loa_review.sql). */
export const LOA_REJECTION_REASON_MAX = 1000;

export const LOA_MESSAGES = {
  missingData: message('Missing data', 'Please select an order and a file.'),
  submitted: message('LOA Submitted', 'Your LOA is pending review.'),
  generated: message(
    'LOA Generated',
    'The letter of authorization is ready; its verification code is on it.',
  ),
  uploadFailed: message('Upload Failed', 'Please try again later.'),
  orderNotEligible: message(
    'Upload Failed',
    'Choose one of your paid IP orders (payment confirmed, provisioning or active) without an LOA.',
  ),
  letterChanged: message(
    'LOA not approved',
    'The buyer named another ASN after this letter was uploaded; reject it so the seller issues a new one.',
  ),
  alreadyExists: message('Upload Failed', 'This order already has an LOA.'),
  orderChanged: message(
    'LOA not generated',
    'The order changed while its letter was being prepared (its term, range or ASN). Please try again.',
  ),
  asnRequired: message(
    'ASN required',
    'The buyer has not named an approved ASN for this order yet, so no LOA can be issued for it.',
  ),
  loaNotFound: message('LOA not found', 'This LOA does not exist or you cannot view it.'),
  fetchFailed: message('Error fetching LOAs', 'Please try again later.'),
  verificationNotFound: message('LOA not found', 'No letter of authorization has this verification code.'),
  // buyer side: naming the ASN of an IP order
  asnNotApproved: message('ASN not approved', 'Choose one of your approved ASNs.'),
  orderAsnLocked: message(
    'ASN locked',
    'The lease is active or has ended, so the ASN that announces it can no longer change.',
  ),
  orderAsnSaved: message('ASN saved', 'The ASN is now named on your order.'),
  orderNotFound: message('Order not found', 'This order does not exist or you cannot view it.'),
  // admin review
  reasonRequired: MESSAGES.reasonRequired,
  reasonTooLong: message('Reason too long', 'Use at most 1000 characters for the rejection reason.'),
  alreadyReviewed: message('Already reviewed', 'This LOA has already been approved or rejected.'),
  orderClosed: message(
    'Order closed',
    'This order is no longer paid and running, so its LOA cannot be approved; reject it instead.',
  ),
  invalidStatusFilter: message(
    'Invalid status',
    'The status must be pending, approved, rejected or revoked.',
  ),
} as const satisfies Record<string, Message>;

/** Order states in which an LOA can be issued: paid and not ended. Pending uploads are payment_confirmed. */
export const LOA_ORDER_STATUSES = ['payment_confirmed', 'provisioning', 'active'] as const;

/** Verification codes look like LOA-7KQ2-MX9D-4HTP: 60 random bits, unambiguous letters. */
export const LOA_CODE_PATTERN = /^LOA-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/;
export const normalizeLoaCode = (code: string) => code.trim().toUpperCase();

export const pendingLoaOrderSchema = z.object({
  orderId: z.string(),
  title: z.string(),
  status: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  prefix: z.string().nullable(),
  asnNumber: z.number().nullable(),
  /** Why the last letter for this order was refused, when it is back here after a rejection. */
  lastRejectionReason: z.string().nullable(),
  startDate: z.string(),
  renewalDate: z.string(),
  createdAt: z.string(),
});
export type PendingLoaOrder = z.infer<typeof pendingLoaOrderSchema>;

export const loaRecordSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  source: z.enum(LOA_SOURCES),
  status: z.enum(LOA_STATUSES),
  asnNumber: z.number().nullable(),
  prefix: z.string().nullable(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  monetizerEmail: z.string(),
  verificationCode: z.string().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  issuedAt: z.string(),
  reviewedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** Why and when a revoked letter stopped authorising anything (docs/PRODUCT.md "Delivering a lease"). */
  revocationReason: z.enum(LOA_REVOCATION_REASONS).nullable(),
  revokedAt: z.string().nullable(),
  /** Authorised download path (never a public URL, docs/PRODUCT.md "Documents"). */
  fileUrl: z.string(),
});
export type LoaRecord = z.infer<typeof loaRecordSchema>;

export const generateLoaInputSchema = z.object({ orderId: z.uuid(asIssue(LOA_MESSAGES.missingData)) });

/**
 * What the public verification page reads: the letter's own status, or 'suspended' while its lease is
 * suspended over abuse (docs/PRODUCT.md "Abuse"): the letter authorises nothing meanwhile.
 */
export const LOA_VERIFICATION_STATUSES = [...LOA_STATUSES, 'suspended'] as const;

/** What the public verification page shows: enough to check the letter, no contact data. */
export const loaVerificationSchema = z.object({
  code: z.string(),
  status: z.enum(LOA_VERIFICATION_STATUSES),
  holder: z.string(),
  buyer: z.string(),
  prefix: z.string(),
  asnNumber: z.number(),
  asnOrganization: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
  issuedAt: z.string(),
  /** When the letter stopped authorising anything: its lease ended or the buyer named another ASN. */
  revokedAt: z.string().nullable(),
});
export type LoaVerification = z.infer<typeof loaVerificationSchema>;

export const loaFilePath = (loaId: string) => `/api/loas/${loaId}/file`;

/** The buyer's IP orders and the ASN each names (the buyer picks one of their approved ASNs). */
export const buyerIpOrderSchema = z.object({
  orderId: z.string(),
  title: z.string(),
  status: z.string(),
  prefix: z.string().nullable(),
  asnId: z.string().nullable(),
  asnNumber: z.number().nullable(),
  loaId: z.string().nullable(),
  createdAt: z.string(),
});
export type BuyerIpOrder = z.infer<typeof buyerIpOrderSchema>;

export const setOrderAsnInputSchema = z.object({ asnId: z.uuid(asIssue(LOA_MESSAGES.asnNotApproved)) });

/** Admin review of an uploaded LOA: rejecting needs a reason ('Reason required'). */
export const loaRejectInputSchema = z.object({
  reason: z
    .string({ error: asIssue(LOA_MESSAGES.reasonRequired) })
    .trim()
    .min(1, asIssue(LOA_MESSAGES.reasonRequired))
    .max(LOA_REJECTION_REASON_MAX, asIssue(LOA_MESSAGES.reasonTooLong))
    .check(multiLineText('reason')),
});
export type LoaRejectInput = z.infer<typeof loaRejectInputSchema>;

/**
 * An IP order's letter as both parties see it on /orders: none yet, pending review, approved,
 * rejected with the reason, or revoked. The letter shown is the one in force, else the latest other one.
 */
export const ORDER_LOA_STATES = ['none', 'pending', 'approved', 'rejected', 'revoked'] as const;
export type OrderLoaState = (typeof ORDER_LOA_STATES)[number];
export const ORDER_LOA_STATE_LABELS: Record<OrderLoaState, string> = {
  none: 'No LOA yet',
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
  revoked: 'Revoked',
};

export const orderLoaSchema = z.object({
  state: z.enum(ORDER_LOA_STATES),
  loaId: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** The file, for the order's two parties (docs/PRODUCT.md "Documents"); null when there is no letter. */
  fileUrl: z.string().nullable(),
});
export type OrderLoa = z.infer<typeof orderLoaSchema>;

/** The admin loas tab: pending first, then newest; paged on the server (docs/decisions/160). */
export const ADMIN_LOAS_PAGE_SIZE = 50;
/** `q`: part of the buyer's or the monetizer's email, or of the prefix. */
export const adminLoaQuerySchema = z.object({
  status: z.enum(LOA_STATUSES, { error: asIssue(LOA_MESSAGES.invalidStatusFilter) }).optional(),
  q: z.string().trim().max(254).check(singleLineText('search')).optional(),
  page: boundedIntQuery(1, MAX_QUERY_PAGE).default(1),
});
export type AdminLoaQuery = z.input<typeof adminLoaQuerySchema>;
export const adminLoaPageSchema = adminListPageSchema(loaRecordSchema);
export type AdminLoaPage = z.infer<typeof adminLoaPageSchema>;

/** GET /api/loas/pending-orders. */
export const pendingLoaOrderListSchema = z.array(pendingLoaOrderSchema);
/** GET /api/loas. */
export const loaRecordListSchema = z.array(loaRecordSchema);
/** GET /api/loas/buyer-orders. */
export const buyerIpOrderListSchema = z.array(buyerIpOrderSchema);

/** An LOA upload, generation or review: the LOA as it is now and the toast. */
export const loaAnswerSchema = z.object({ loa: loaRecordSchema, ...messageShape });
export type LoaAnswer = z.infer<typeof loaAnswerSchema>;

/** `/api/loas/verify/:code`: the code printed on the letter. */
export const loaVerifyParamsSchema = z.object({ code: z.string().max(40) });
/** `/api/loas/buyer-orders/:orderId/asn`. */
export const loaOrderParamsSchema = z.object({ orderId: z.uuid() });
/** `/api/admin/loas/:id/...`: a malformed id reads as an LOA that does not exist. */
export const loaReviewParamsSchema = z.object({ id: z.uuid(asIssue(LOA_MESSAGES.loaNotFound)) });
