import { z } from 'zod';

/**
 * The dashboard overview and the landing page figures (docs/decisions/150-overview-and-facts.md).
 * The overview is shaped by role: a section appears only for the roles that handle it, so nobody
 * receives figures (or another user's data) that are not theirs. Money is integer cents.
 */

// Constants live in dashboard-constants.ts (no zod), for the web pages; re-exported for everyone else.
export * from './dashboard-constants';

/** Every signed-in user: their own wallet, leases, tickets and unread items. */
export const accountOverviewSchema = z.object({
  availableCents: z.number(),
  onHoldCents: z.number(),
  /** Orders the user leases whose status is active. */
  activeLeases: z.number(),
  /** Active leases whose renewal date falls within RENEWALS_DUE_DAYS. */
  renewalsDue: z.number(),
  /** The user's own tickets that are open or in progress. */
  openTickets: z.number(),
  /** Messages from the other party not yet read, and how many conversations hold them. */
  unreadMessages: z.number(),
  conversationsWithUnread: z.number(),
  unreadNotifications: z.number(),
  /** Listings the user saved, as many as /saved shows (at most SAVED_LISTINGS_MAX). */
  savedListings: z.number(),
});

/** What waits for an admin's review, by kind. */
const pendingCountsSchema = z.object({
  listings: z.number(),
  serverPackages: z.number(),
  ipBlocks: z.number(),
  /** Live listings and packages whose new text waits for review (docs/PRODUCT.md "Seller workspace"). */
  changes: z.number(),
  auctions: z.number(),
});

/** Monetizers: their offers, what is leased, what waits for review and this month's sales. */
export const sellingOverviewSchema = z.object({
  /** Listings with status active, and those of them with nothing left to lease. */
  liveListings: z.number(),
  leasedOutListings: z.number(),
  /** IPv4 addresses of the seller's blocks currently leased (subnets in status leased). */
  leasedIpv4Addresses: z.number(),
  pending: pendingCountsSchema,
  /**
   * The seller's share of the terms paid since `monthStart` (UTC): the ledger's hold records
   * (wallet_holds, one per paid term), without those reversed by a refund.
   */
  earningsThisMonthCents: z.number(),
  monthStart: z.string(),
});

/** Staff and admins: the support queues. */
export const staffOverviewSchema = z.object({
  pendingKyc: z.number(),
  /** Open or in progress (docs/PRODUCT.md "Support tickets"). */
  openTickets: z.number(),
  unassignedTickets: z.number(),
});

/** Admins: what waits for them. */
export const adminOverviewSchema = z.object({
  pending: pendingCountsSchema.extend({ loas: z.number() }),
  payoutsRequested: z.number(),
  payoutsRequestedCents: z.number(),
  openDisputes: z.number(),
});

/** GET /api/dashboard/overview. */
export const dashboardOverviewSchema = z.object({
  account: accountOverviewSchema,
  selling: sellingOverviewSchema.optional(),
  staff: staffOverviewSchema.optional(),
  admin: adminOverviewSchema.optional(),
});
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;
export type AccountOverview = z.infer<typeof accountOverviewSchema>;
export type SellingOverview = z.infer<typeof sellingOverviewSchema>;
export type StaffOverview = z.infer<typeof staffOverviewSchema>;
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** GET /api/public/stats: what the landing page states (docs/decisions/150-overview-and-facts.md). */
export const publicStatsSchema = z.object({
  /** Items the marketplace shows now (IP listings and server packages), counted as /marketplace does. */
  liveOffers: z.number(),
  /** True when liveOffers reached the marketplace's count cap (shown as '10,000+'). */
  isLiveOffersCapped: z.boolean(),
  /** IPv4 addresses of public listings that can be leased now. */
  ipv4AddressesAvailable: z.number(),
  liveAuctions: z.number(),
  /** Sellers with at least one item in the marketplace now. */
  activeProviders: z.number(),
});
export type PublicStats = z.infer<typeof publicStatsSchema>;
