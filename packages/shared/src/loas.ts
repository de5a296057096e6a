import { asIssue } from './messages';
import { z } from 'zod';
import { MAX_QUERY_PAGE, boundedIntQuery } from './query-params';
import { adminListPageSchema } from './replies';
import { messageShape } from './replies';
import { multiLineText, singleLineText } from './text';
import {
  LOA_STATUSES,
  LOA_REVOCATION_REASONS,
  LOA_SOURCES,
  LOA_REJECTION_REASON_MAX,
  LOA_MESSAGES,
  ORDER_LOA_STATES,
} from './loas-constants';

export * from './loas-constants';

/**
 * Letters of authorization (/loa-management and the admin loas tab; docs/PRODUCT.md "ASNs and LOAs").
 * An LOA lets the buyer's ASN announce the leased prefix; it is uploaded by the
 * monetizer or generated from the order, and a generated one carries a code anyone can verify.
 */

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
