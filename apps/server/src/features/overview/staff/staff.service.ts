import { count, eq } from 'drizzle-orm';
import { CUSTOMER_RECENT_ORDERS, type StaffDashboard, type TicketCustomer } from '@netlease/shared/staff';
import { TICKET_MESSAGES } from '@netlease/shared/tickets';
import type { AppContext } from '../../../platform/app-context';
import { users } from '../../../platform/db/schema/platform/index';
import { AppError } from '../../../platform/errors';
import { countPendingVerifications, getKycState } from '../../accounts/kyc/kyc.service';
import { listRecentOrdersOfUser } from '../../commerce/orders/orders.service';
import { countOpenTickets, findTicketOpenerId } from '../../support/tickets/tickets.service';

/**
 * The staff panel's counts (docs/PRODUCT.md "Staff tools"). "Open" tickets are open or in_progress,
 * as in the ticket queue.
 */
export async function getStaffDashboard(ctx: AppContext): Promise<StaffDashboard> {
  const [[usersRow], pendingKyc, openTickets] = await Promise.all([
    ctx.db.select({ total: count() }).from(users),
    countPendingVerifications(ctx.db),
    countOpenTickets(ctx.db),
  ]);
  return { stats: { totalUsers: usersRow?.total ?? 0, pendingKyc, openTickets } };
}

/**
 * The customer beside a ticket on its staff page (docs/PRODUCT.md "Staff tools"): their account, KYC
 * state and newest orders in either role, each linked to its lease page. A ticket that does not exist
 * reads 'Ticket not found'.
 */
export async function getTicketCustomer(ctx: AppContext, ticketId: string): Promise<TicketCustomer> {
  const openerId = await findTicketOpenerId(ctx.db, ticketId);
  if (!openerId) throw new AppError('not_found', TICKET_MESSAGES.ticketNotFound);
  const [[account], kyc, recent] = await Promise.all([
    ctx.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        suspendedAt: users.suspendedAt,
        suspensionReason: users.suspensionReason,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, openerId)),
    getKycState(ctx, openerId),
    listRecentOrdersOfUser(ctx.db, openerId, CUSTOMER_RECENT_ORDERS),
  ]);
  if (!account) throw new AppError('not_found', TICKET_MESSAGES.ticketNotFound);
  return {
    account: {
      id: account.id,
      name: account.name.trim() === '' ? null : account.name,
      email: account.email,
      role: account.role,
      status: account.suspendedAt ? 'suspended' : 'active',
      suspensionReason: account.suspendedAt ? account.suspensionReason : null,
      createdAt: account.createdAt.toISOString(),
    },
    kyc: {
      status: kyc.status,
      submittedAt: kyc.latest?.submittedAt ?? null,
      reviewedAt: kyc.latest?.reviewedAt ?? null,
      rejectionReason: kyc.latest?.rejectionReason ?? null,
    },
    orders: recent.orders.map(({ createdAt, ...order }) => ({
      ...order,
      createdAt: createdAt.toISOString(),
    })),
    orderCount: recent.total,
  };
}
