import { z } from 'zod';
import { asIssue } from './messages';
import { messageShape } from './replies';
import { LOA_REVOCATION_REASONS, LOA_SOURCES, LOA_STATUSES } from './loas';
import { LEASE_PERIODS, ORDER_STATUSES } from './orders-constants';
import { RPKI_STATES } from './rpki';
import { multiLineText } from './text';
import {
  CLAIM_CATEGORIES,
  CLAIM_STATUSES,
  CLAIM_DESCRIPTION_MIN,
  CLAIM_DESCRIPTION_MAX,
  CLAIM_ANSWER_MIN,
  CLAIM_ANSWER_MAX,
  END_REASON_MIN,
  END_REASON_MAX,
  LEASE_MESSAGES,
} from './lease-delivery-constants';

export * from './lease-delivery-constants';

/**
 * Delivering a lease (docs/PRODUCT.md "Delivering a lease", docs/decisions/230-lease-delivery.md): the
 * steps a paid IP order goes through before and after it is usable, the claim window, and the reasons a
 * party gives when it ends an order.
 */

const reasonSchema = z
  .string({ error: asIssue(LEASE_MESSAGES.reasonRequired) })
  .trim()
  .min(END_REASON_MIN, asIssue(LEASE_MESSAGES.reasonRequired))
  .max(END_REASON_MAX, asIssue(LEASE_MESSAGES.reasonRequired))
  .check(multiLineText('reason'));

/** Cancel or dispute an order: the reason the other party reads. */
export const orderEndInputSchema = z.object({ reason: reasonSchema });
export type OrderEndInput = z.infer<typeof orderEndInputSchema>;

export const claimInputSchema = z.object({
  category: z.enum(CLAIM_CATEGORIES, asIssue(LEASE_MESSAGES.claimCategoryRequired)),
  description: z
    .string({ error: asIssue(LEASE_MESSAGES.claimDescriptionLength) })
    .trim()
    .min(CLAIM_DESCRIPTION_MIN, asIssue(LEASE_MESSAGES.claimDescriptionLength))
    .max(CLAIM_DESCRIPTION_MAX, asIssue(LEASE_MESSAGES.claimDescriptionLength))
    .check(multiLineText('description')),
});
export type ClaimInput = z.infer<typeof claimInputSchema>;

/** The provider's answer to an open claim, once (docs/PRODUCT.md "Delivering a lease", step 6). */
export const claimAnswerInputSchema = z.object({
  answer: z
    .string({ error: asIssue(LEASE_MESSAGES.claimAnswerLength) })
    .trim()
    .min(CLAIM_ANSWER_MIN, asIssue(LEASE_MESSAGES.claimAnswerLength))
    .max(CLAIM_ANSWER_MAX, asIssue(LEASE_MESSAGES.claimAnswerLength))
    .check(multiLineText('answer')),
});
export type ClaimAnswerInput = z.infer<typeof claimAnswerInputSchema>;

export const claimDecisionInputSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('refund') }),
  z.object({ decision: z.literal('reject'), reason: reasonSchema }),
]);
export type ClaimDecisionInput = z.infer<typeof claimDecisionInputSchema>;

export const claimSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  category: z.enum(CLAIM_CATEGORIES),
  description: z.string(),
  status: z.enum(CLAIM_STATUSES),
  decisionReason: z.string().nullable(),
  /** The provider's answer, and when they gave it; null until they answer. */
  sellerAnswer: z.string().nullable(),
  sellerAnsweredAt: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Claim = z.infer<typeof claimSchema>;

/** A row of the staff claims queue: the claim with what staff need to decide it. */
export const staffClaimSchema = claimSchema.extend({
  orderTitle: z.string(),
  prefix: z.string().nullable(),
  asnNumber: z.number().nullable(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  sellerName: z.string(),
  sellerEmail: z.string(),
  activatedAt: z.string().nullable(),
  orderTotal: z.number().int(),
});
export type StaffClaim = z.infer<typeof staffClaimSchema>;
export const staffClaimQuerySchema = z.object({ status: z.enum(CLAIM_STATUSES).default('open') });
export const staffClaimListSchema = z.object({ claims: z.array(staffClaimSchema) });
export type StaffClaimList = z.infer<typeof staffClaimListSchema>;
export const claimReplySchema = z.object({ claim: claimSchema, ...messageShape });
export type ClaimReply = z.infer<typeof claimReplySchema>;

/* ---------- the lease page ---------- */

export const LEASE_STEP_KEYS = ['paid', 'asn', 'loa', 'routing', 'active', 'claim_window', 'ended'] as const;
export type LeaseStepKey = (typeof LEASE_STEP_KEYS)[number];
/** done; current (someone must act now); waiting (an earlier step comes first); stopped (the lease ended before it). */
export const LEASE_STEP_STATES = ['done', 'current', 'waiting', 'stopped'] as const;
export type LeaseStepState = (typeof LEASE_STEP_STATES)[number];
export const LEASE_ACTORS = ['buyer', 'seller', 'staff', 'platform'] as const;

export const leaseStepSchema = z.object({
  key: z.enum(LEASE_STEP_KEYS),
  title: z.string(),
  state: z.enum(LEASE_STEP_STATES),
  actor: z.enum(LEASE_ACTORS),
  /** What the step needs or what happened, in words for the person reading the page. */
  detail: z.string(),
});
export type LeaseStep = z.infer<typeof leaseStepSchema>;

export const leaseLetterSchema = z.object({
  id: z.string(),
  status: z.enum(LOA_STATUSES),
  source: z.enum(LOA_SOURCES),
  asnNumber: z.number().nullable(),
  verificationCode: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  revocationReason: z.enum(LOA_REVOCATION_REASONS).nullable(),
  issuedAt: z.string(),
  fileUrl: z.string(),
});
export type LeaseLetter = z.infer<typeof leaseLetterSchema>;

export const roaSchema = z.object({ prefix: z.string(), maxLength: z.number().int(), originAsn: z.number() });
export type Roa = z.infer<typeof roaSchema>;

export const leaseDeliverySchema = z.object({
  orderId: z.string(),
  title: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** Whether the caller is the order's buyer, its seller, or staff reading it without acting. */
  as: z.enum(['leaser', 'monetizer', 'staff']),
  isIpLease: z.boolean(),
  prefix: z.string().nullable(),
  /** The other party: the seller for the buyer, the buyer for the seller and for staff. */
  counterpartyName: z.string(),
  /** Both parties' names (a name, else the email). */
  parties: z.object({ leaser: z.string(), monetizer: z.string() }),
  /** The price of one term and the fee paid with it, in cents. */
  amount: z.number().int(),
  fee: z.number().int(),
  /** The VAT the buyer paid on the current term; null in the seller's view (docs/PRODUCT.md "Invoices"). */
  termTax: z.number().int().nullable(),
  startDate: z.string(),
  renewalDate: z.string(),
  /** The lease terms (docs/PRODUCT.md "Orders"): period chosen, minimum term and its end, renewal. */
  period: z.enum(LEASE_PERIODS),
  minTermMonths: z.number().int(),
  commitmentEndsAt: z.string(),
  autoRenews: z.boolean(),
  /** The buyer scheduled "End at next renewal": the lease ends on renewalDate. */
  endsAtRenewal: z.boolean(),
  activatedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endReason: z.string().nullable(),
  asn: z.object({ id: z.string(), asnNumber: z.number(), organization: z.string() }).nullable(),
  /** The buyer may name or change the ASN now (before activation). */
  canChangeAsn: z.boolean(),
  /** The letter in force, else the latest refused or revoked one. */
  letter: leaseLetterSchema.nullable(),
  /** The ROA the seller creates at their registry, once the ASN is named. */
  roa: roaSchema.nullable(),
  route: z.object({ state: z.enum(RPKI_STATES), dataAsOf: z.string().nullable() }).nullable(),
  steps: z.array(leaseStepSchema),
  /** For the seller: whether Mark Active is allowed, and what is missing otherwise. */
  activation: z.object({ isAllowed: z.boolean(), missing: z.array(z.string()) }),
  claimWindow: z.object({ until: z.string().nullable(), isOpen: z.boolean() }),
  claims: z.array(claimSchema),
  /** After the end: ROAs still authorising the former lessee's AS, for the seller to withdraw. */
  staleRoas: z.array(roaSchema),
});
export type LeaseDelivery = z.infer<typeof leaseDeliverySchema>;
