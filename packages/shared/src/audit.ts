import { z } from 'zod';
import { MAX_QUERY_PAGE, boundedIntQuery, isoDateQuery } from './query-params';
import { singleLineText } from './text';

export const AUDIT_PAGE_SIZE = 25;

/**
 * Every action the audit log records, named `<area>.<what happened, in the past tense>`, where the area
 * is the record's target type ('listing.created' targets a listing). One list, so a new name is a
 * reviewed change and the admin filter offers exactly these (docs/decisions/160-staff-tools-and-audit.md).
 */
export const AUDIT_ACTIONS = [
  'abuse_case.opened',
  'abuse_case.acknowledged',
  'abuse_case.resolved',
  'abuse_case.disputed',
  'abuse_case.accepted',
  'abuse_case.reopened',
  'abuse_case.warned',
  'abuse_case.lease_suspended',
  'abuse_case.suspension_lifted',
  'abuse_case.lease_ended',
  'abuse_case.closed_duplicate',
  'api_token.created',
  'api_token.revoked',
  'asn.approved',
  'asn.rejected',
  'auction.created',
  'auction.approved',
  'auction.rejected',
  'auction.bid_placed',
  'auction.bought_now',
  'auction.sold',
  'auction.unsold',
  'deposit.completed',
  'deposit.declined',
  'ip_block.created',
  'ip_block.approved',
  'ip_block.rejected',
  'kyc.submitted',
  'kyc.approved',
  'kyc.rejected',
  'kyc.flagged',
  'kyc.document_viewed',
  'listing.created',
  'listing.updated',
  'listing.paused',
  'listing.resumed',
  'listing.deleted',
  'listing.approved',
  'listing.rejected',
  'listing.changes_approved',
  'listing.changes_rejected',
  'loa.generated',
  'loa.uploaded',
  'loa.approved',
  'loa.rejected',
  'loa.revoked',
  'order.created',
  'order.paid',
  'order.renewed',
  'order.status_changed',
  'order.suspended',
  'order.cancelled',
  'order.disputed',
  'order.completed',
  'order.asn_named',
  'order.end_scheduled',
  'order.end_cancelled',
  'order_claim.opened',
  'order_claim.answered',
  'order_claim.refunded',
  'order_claim.rejected',
  'payout.requested',
  'payout.approved',
  'payout.paid',
  'payout.rejected',
  'penalty.applied',
  'reverse_dns.delegated',
  'reverse_dns.declined',
  'server_package.created',
  'server_package.updated',
  'server_package.bundle_updated',
  'server_package.approved',
  'server_package.rejected',
  'server_package.changes_approved',
  'server_package.changes_rejected',
  'ticket.created',
  'ticket.replied',
  'ticket.status_changed',
  'ticket.assigned',
  'ticket.attachment_viewed',
  'user.suspended',
  'user.reactivated',
  'user.role_changed',
  'user.seller_request_submitted',
  'user.seller_request_approved',
  'user.seller_request_rejected',
  'user.password_changed',
  'user.password_reset',
  'user.mfa_enabled',
  'user.mfa_disabled',
  'wallet_hold.released',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The area of an action: the part before the dot, which is also the record's target type. */
export type AuditArea<Action extends string = AuditAction> = Action extends `${infer Area}.${string}`
  ? Area
  : never;
export const auditAreaOf = <Action extends AuditAction>(action: Action) =>
  action.slice(0, action.indexOf('.')) as AuditArea<Action>;
export const AUDIT_TARGET_TYPES = [...new Set(AUDIT_ACTIONS.map(auditAreaOf))].sort();

const AREA_LABELS: Record<AuditArea, string> = {
  abuse_case: 'Abuse case',
  api_token: 'API token',
  asn: 'ASN',
  auction: 'Auction',
  deposit: 'Deposit',
  ip_block: 'IP block',
  kyc: 'KYC',
  listing: 'Listing',
  loa: 'LOA',
  order: 'Order',
  order_claim: 'Order claim',
  payout: 'Payout',
  penalty: 'Penalty',
  reverse_dns: 'Reverse DNS',
  server_package: 'Server package',
  ticket: 'Ticket',
  user: 'User',
  wallet_hold: 'Wallet hold',
};

/**
 * Each action in words, as the ledger shows it after the actor's name (docs/PRODUCT.md "Audit log"):
 * one phrase per name of AUDIT_ACTIONS, so a new action cannot be added without its words.
 */
export const AUDIT_ACTION_PHRASES: Record<AuditAction, string> = {
  'abuse_case.opened': 'Opened an abuse case',
  'abuse_case.acknowledged': 'Acknowledged an abuse case',
  'abuse_case.resolved': 'Resolved an abuse case',
  'abuse_case.disputed': 'Disputed an abuse case',
  'abuse_case.accepted': "Accepted an abuse case's answer",
  'abuse_case.reopened': 'Reopened an abuse case',
  'abuse_case.warned': 'Warned a lessee over a missed abuse deadline',
  'abuse_case.lease_suspended': 'Suspended a lease over abuse',
  'abuse_case.suspension_lifted': 'Lifted an abuse suspension',
  'abuse_case.lease_ended': 'Ended a lease over repeated abuse',
  'abuse_case.closed_duplicate': 'Closed an abuse case as a duplicate',
  'api_token.created': 'Created an API token',
  'api_token.revoked': 'Revoked an API token',
  'asn.approved': 'Approved an ASN',
  'asn.rejected': 'Rejected an ASN',
  'auction.created': 'Created an auction',
  'auction.approved': 'Approved an auction',
  'auction.rejected': 'Rejected an auction',
  'auction.bid_placed': 'Placed a bid',
  'auction.bought_now': 'Bought an auction now',
  'auction.sold': 'Auction sold',
  'auction.unsold': 'Auction ended unsold',
  'deposit.completed': 'Deposit completed',
  'deposit.declined': 'Deposit declined',
  'ip_block.created': 'Registered an IP block',
  'ip_block.approved': 'Approved an IP block',
  'ip_block.rejected': 'Rejected an IP block',
  'kyc.submitted': 'Submitted KYC documents',
  'kyc.approved': 'Approved a KYC request',
  'kyc.rejected': 'Rejected a KYC request',
  'kyc.flagged': 'Flagged a KYC request',
  'kyc.document_viewed': 'Viewed a KYC document',
  'listing.created': 'Created a listing',
  'listing.updated': 'Edited a listing',
  'listing.paused': 'Paused a listing',
  'listing.resumed': 'Resumed a listing',
  'listing.deleted': 'Deleted a listing',
  'listing.approved': 'Approved a listing',
  'listing.rejected': 'Rejected a listing',
  'listing.changes_approved': 'Approved changes to a listing',
  'listing.changes_rejected': 'Rejected changes to a listing',
  'loa.generated': 'Generated an LOA',
  'loa.uploaded': 'Uploaded an LOA',
  'loa.approved': 'Approved an LOA',
  'loa.rejected': 'Rejected an LOA',
  'loa.revoked': 'Revoked an LOA',
  'order.created': 'Placed an order',
  'order.paid': 'Order paid',
  'order.renewed': 'Order renewed',
  'order.status_changed': "Changed an order's status",
  'order.suspended': 'Suspended an order',
  'order.cancelled': 'Cancelled an order',
  'order.disputed': 'Disputed an order',
  'order.completed': 'Order completed',
  'order.asn_named': 'Named the ASN of an order',
  'order.end_scheduled': 'Scheduled the end of an order at its renewal',
  'order.end_cancelled': 'Kept an order renewing',
  'order_claim.opened': 'Opened a claim on an order',
  'order_claim.answered': 'Answered a claim on their sale',
  'order_claim.refunded': 'Refunded a claim',
  'order_claim.rejected': 'Rejected a claim',
  'payout.requested': 'Requested a payout',
  'payout.approved': 'Approved a payout',
  'payout.paid': 'Paid a payout',
  'payout.rejected': 'Rejected a payout',
  'penalty.applied': 'Applied a penalty',
  'reverse_dns.delegated': 'Delegated reverse DNS',
  'reverse_dns.declined': 'Declined a reverse DNS request',
  'server_package.created': 'Created a server package',
  'server_package.updated': 'Edited a server package',
  'server_package.bundle_updated': "Changed a bundle's blocks",
  'server_package.approved': 'Approved a server package',
  'server_package.rejected': 'Rejected a server package',
  'server_package.changes_approved': 'Approved changes to a server package',
  'server_package.changes_rejected': 'Rejected changes to a server package',
  'ticket.created': 'Opened a ticket',
  'ticket.replied': 'Replied to a ticket',
  'ticket.status_changed': "Changed a ticket's status",
  'ticket.assigned': 'Assigned a ticket',
  'ticket.attachment_viewed': 'Viewed a ticket attachment',
  'user.suspended': 'Suspended a user',
  'user.reactivated': 'Reactivated a user',
  'user.role_changed': "Changed a user's role",
  'user.seller_request_submitted': 'Asked to become a seller',
  'user.seller_request_approved': 'Approved a request to become a seller',
  'user.seller_request_rejected': 'Rejected a request to become a seller',
  'user.password_changed': 'Changed their password',
  'user.password_reset': 'Reset their password',
  'user.mfa_enabled': 'Turned on two-factor sign-in',
  'user.mfa_disabled': 'Turned off two-factor sign-in',
  'wallet_hold.released': 'Released a wallet hold',
};

/** 'listing.changes_approved' → 'Approved changes to a listing'; an unknown name is shown as it is. */
export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_PHRASES[action as AuditAction] ?? action;
}

export function auditAreaLabel(area: string): string {
  return AREA_LABELS[area as AuditArea] ?? area;
}

/** Keys of before/after snapshots that hold money in cents: the ledger shows them as dollars. */
export const AUDIT_MONEY_KEYS: ReadonlySet<string> = new Set([
  'amount',
  'price',
  'priceCents',
  'total',
  'fee',
  'refund',
  'toWallet',
  'toCard',
  'held',
  'currentBid',
  'reservePrice',
  'buyNowPrice',
]);

export const auditFilterSchema = z.object({
  actor: z.string().trim().max(254).check(singleLineText('actor')).optional(),
  action: z.string().trim().max(100).check(singleLineText('action')).optional(),
  targetType: z.string().trim().max(50).check(singleLineText('object type')).optional(),
  // Strict days and pages (query-params.ts): PostgreSQL refuses year 0, which z.iso.date() accepts.
  from: isoDateQuery().optional(),
  to: isoDateQuery().optional(),
  page: boundedIntQuery(1, MAX_QUERY_PAGE).default(1),
});
export type AuditFilter = z.input<typeof auditFilterSchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** What the target is called (a listing's title, a block's range, a user's name), when it still exists. */
  targetName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  page: z.number(),
  hasNext: z.boolean(),
  actions: z.array(z.string()),
  targetTypes: z.array(z.string()),
  /** Names of the ids the page's before/after snapshots mention (users, orders, offers, blocks). */
  names: z.record(z.string(), z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** What changed between two snapshots, key by key (the audit table's before/after column). */
export function diffSnapshots(
  before: unknown,
  after: unknown,
): Array<{ key: string; before: unknown; after: unknown }> {
  const left = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const right = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])].sort();
  return keys
    .filter((key) => JSON.stringify(left[key]) !== JSON.stringify(right[key]))
    .map((key) => ({ key, before: left[key], after: right[key] }));
}
