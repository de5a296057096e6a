import type { SessionUser } from '@netlease/shared/auth';
import { canAccess } from '@netlease/shared/roles';
import {
  RENEWALS_DUE_DAYS,
  type AccountOverview,
  type AdminOverview,
  type DashboardOverview,
  type SellingOverview,
  type StaffOverview,
} from '@netlease/shared/dashboard';
import type { AppContext } from '../../../platform/app-context';
import { DAY } from '../../../platform/clock';
import { queryRows } from '../../../platform/db/database';
import {
  accountFiguresQuery,
  adminFiguresQuery,
  sellingFiguresQuery,
  staffFiguresQuery,
} from './dashboard.queries';

/** Counts and sums come back as bigint or numeric text; every figure here fits a JS number. */
type Row = Record<string, number | string | bigint | null>;
const figure = (row: Row | undefined, column: string) => Number(row?.[column] ?? 0);

async function firstRow(ctx: AppContext, query: Parameters<typeof queryRows>[1]) {
  const [row] = await queryRows<Row>(ctx.db, query);
  return row;
}

/**
 * The dashboard overview (docs/decisions/150-overview-and-facts.md): the figures the user's role
 * acts on, each scoped as its page is (a user's own wallet, orders, tickets and messages; the staff
 * and admin queues platform-wide). Sections of other roles are left out, not sent empty.
 */
export async function getDashboardOverview(ctx: AppContext, user: SessionUser): Promise<DashboardOverview> {
  const now = ctx.clock.now();
  const [account, selling, staff, admin] = await Promise.all([
    getAccountFigures(ctx, user.id, now),
    user.role === 'monetizer' ? getSellingFigures(ctx, user.id, now) : undefined,
    // Admins have everything staff have (docs/PRODUCT.md "Roles and access").
    canAccess('staff', user.role) ? getStaffFigures(ctx) : undefined,
    user.role === 'admin' ? getAdminFigures(ctx) : undefined,
  ]);
  return {
    account,
    ...(selling && { selling }),
    ...(staff && { staff }),
    ...(admin && { admin }),
  };
}

async function getAccountFigures(ctx: AppContext, userId: string, now: Date): Promise<AccountOverview> {
  const row = await firstRow(
    ctx,
    accountFiguresQuery(userId, new Date(now.getTime() + RENEWALS_DUE_DAYS * DAY)),
  );
  return {
    availableCents: figure(row, 'available_cents'),
    onHoldCents: figure(row, 'on_hold_cents'),
    activeLeases: figure(row, 'active_leases'),
    renewalsDue: figure(row, 'renewals_due'),
    openTickets: figure(row, 'open_tickets'),
    unreadMessages: figure(row, 'unread_messages'),
    conversationsWithUnread: figure(row, 'conversations_with_unread'),
    unreadNotifications: figure(row, 'unread_notifications'),
    savedListings: figure(row, 'saved_listings'),
  };
}

/** This calendar month in UTC, the time zone the ledger and invoices are dated in. */
export function calendarMonthOf(now: Date) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

/** What waits for review, the seller's own or everyone's, by the same column names. */
const pendingOffers = (row: Row | undefined) => ({
  listings: figure(row, 'pending_listings'),
  serverPackages: figure(row, 'pending_packages'),
  ipBlocks: figure(row, 'pending_blocks'),
  changes: figure(row, 'pending_changes'),
  auctions: figure(row, 'pending_auctions'),
});

async function getSellingFigures(ctx: AppContext, userId: string, now: Date): Promise<SellingOverview> {
  const month = calendarMonthOf(now);
  const row = await firstRow(ctx, sellingFiguresQuery(userId, month.start, month.end));
  return {
    liveListings: figure(row, 'live_listings'),
    leasedOutListings: figure(row, 'leased_out_listings'),
    leasedIpv4Addresses: figure(row, 'leased_ipv4_addresses'),
    pending: pendingOffers(row),
    earningsThisMonthCents: figure(row, 'earnings_cents'),
    monthStart: month.start.toISOString(),
  };
}

async function getStaffFigures(ctx: AppContext): Promise<StaffOverview> {
  const row = await firstRow(ctx, staffFiguresQuery());
  return {
    pendingKyc: figure(row, 'pending_kyc'),
    openTickets: figure(row, 'open_tickets'),
    unassignedTickets: figure(row, 'unassigned_tickets'),
  };
}

async function getAdminFigures(ctx: AppContext): Promise<AdminOverview> {
  const row = await firstRow(ctx, adminFiguresQuery());
  return {
    pending: { ...pendingOffers(row), loas: figure(row, 'pending_loas') },
    payoutsRequested: figure(row, 'payouts_requested'),
    payoutsRequestedCents: figure(row, 'payouts_requested_cents'),
    openDisputes: figure(row, 'open_disputes'),
  };
}
