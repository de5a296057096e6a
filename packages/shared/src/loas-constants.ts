import { type Message, message, MESSAGES } from './messages';

/**
 * Letters of authorization's constants, labels and messages without zod, so a page that only shows
 * them loads neither zod nor the contracts (docs/decisions/270). loas.ts re-exports them.
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
/** The states of an IP order's letter as both parties see it (none yet, pending review, …). */
export const ORDER_LOA_STATES = ['none', 'pending', 'approved', 'rejected', 'revoked'] as const;
export type OrderLoaState = (typeof ORDER_LOA_STATES)[number];
export const ORDER_LOA_STATE_LABELS: Record<OrderLoaState, string> = {
  none: 'No LOA yet',
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
  revoked: 'Revoked',
};
