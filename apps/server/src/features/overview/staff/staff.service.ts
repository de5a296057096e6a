import { count, desc } from 'drizzle-orm';
import { STAFF_LIST_SIZE, type StaffDashboard } from '@netlease/shared/staff';
import type { AppContext } from '../../../platform/app-context';
import { users } from '../../../platform/db/schema/index';
import { countPendingVerifications, listPendingVerifications } from '../../accounts/kyc/kyc.service';
import { countOpenTickets, listLatestOpenTickets } from '../../support/tickets/tickets.service';

/**
 * Everything the staff panel shows in one answer (docs/PRODUCT.md "Staff tools"). "Open" tickets
 * are open or in_progress, for the card and the list alike.
 */
export async function getStaffDashboard(ctx: AppContext): Promise<StaffDashboard> {
  const [[usersRow], pendingKycCount, openTicketsCount, pendingKyc, recentProfiles, openTickets] =
    await Promise.all([
      ctx.db.select({ total: count() }).from(users),
      countPendingVerifications(ctx.db),
      countOpenTickets(ctx.db),
      listPendingVerifications(ctx.db),
      ctx.db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          role: users.role,
          createdAt: users.createdAt,
        })
        .from(users)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(STAFF_LIST_SIZE),
      listLatestOpenTickets(ctx.db, STAFF_LIST_SIZE),
    ]);
  return {
    stats: { totalUsers: usersRow?.total ?? 0, pendingKyc: pendingKycCount, openTickets: openTicketsCount },
    pendingKyc,
    recentProfiles: recentProfiles.map((profile) => ({
      ...profile,
      // A profile without a name shows N/A (docs/PRODUCT.md "Staff tools").
      name: profile.name.trim() === '' ? null : profile.name,
      createdAt: profile.createdAt.toISOString(),
    })),
    openTickets,
  };
}
