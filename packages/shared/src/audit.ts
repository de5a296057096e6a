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
  'order_claim.opened',
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

/** 'listing.changes_approved' → 'Listing changes approved'; an unknown name is shown as it is. */
export function auditActionLabel(action: string): string {
  const at = action.indexOf('.');
  const area = AREA_LABELS[action.slice(0, at) as AuditArea];
  if (at < 0 || !area) return action;
  return `${area} ${action.slice(at + 1).replaceAll('_', ' ')}`;
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
