import { Link, useSearchParams } from 'react-router';
import { IdCard, LifeBuoy, ShieldAlert, Users } from 'lucide-react';
import { MESSAGES } from '@netlease/shared/messages';
import { buttonClasses } from '@/components/ui/button';
import { StatCard } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { useSession } from '@/features/accounts/auth/api/session';
import { useStaffDashboard } from '../api/get-staff-dashboard';
import { PendingKycTab } from '../components/pending-kyc-tab';
import { componentOnDemand } from '@/lib/on-demand';

// The tabs other than the first load when opened, as the admin page's do: each brings its own
// forms and contracts (docs/decisions/277).
const UserManagementTab = componentOnDemand(
  () =>
    import('@/features/accounts/user-management/components/user-management-tab').then(
      (module) => module.UserManagementTab,
    ),
  <Spinner />,
);
const StaffTicketQueue = componentOnDemand(
  () =>
    import('@/features/support/tickets/components/staff-ticket-queue').then(
      (module) => module.StaffTicketQueue,
    ),
  <Spinner />,
);
const StaffClaimsTab = componentOnDemand(
  () =>
    import('@/features/commerce/orders/components/staff-claims-tab').then((module) => module.StaffClaimsTab),
  <Spinner />,
);

const STAFF_TABS = ['kyc', 'users', 'tickets', 'claims'] as const;

/**
 * /staff (docs/PRODUCT.md "Staff tools"): welcome line, three stat cards and four tabs, each reading
 * its own list: pending KYC,
 * user management (search, suspend, reactivate, roles), tickets and the lease claims queue
 * (docs/PRODUCT.md "Delivering a lease").
 */
export default function StaffPage() {
  const { user } = useSession();
  const dashboard = useStaffDashboard();
  const stats = dashboard.data?.stats;
  // The open tab is in the address (?tab=tickets), so a link back (from a ticket) reopens it.
  const [params, setParams] = useSearchParams();
  const tab = STAFF_TABS.find((value) => value === params.get('tab')) ?? 'kyc';
  const counted = (label: string, count: number | undefined) =>
    count === undefined ? label : `${label} (${count})`;

  return (
    <Page
      title="Staff Panel"
      subtitle={`Welcome, ${user?.name || user?.email || ''}`}
      // docs/PRODUCT.md "Abuse": the abuse queue has a page of its own, sorted by time left.
      actions={
        <Link to="/staff/abuse" className={buttonClasses('secondary', 'md')}>
          <ShieldAlert className="size-4" aria-hidden /> Abuse queue
        </Link>
      }
    >
      <QueryState query={dashboard} failure={MESSAGES.staffLoadFailed}>
        {({ stats: figures }) => (
          <div className="grid gap-4 sm:grid-cols-3">
            <StatCard label="Total Users" value={figures.totalUsers} icon={<Users className="size-5" />} />
            <StatCard label="Pending KYC" value={figures.pendingKyc} icon={<IdCard className="size-5" />} />
            <StatCard
              label="Open Tickets"
              value={figures.openTickets}
              icon={<LifeBuoy className="size-5" />}
            />
          </div>
        )}
      </QueryState>
      {/* Each tab loads its own list, so one failing never hides the others. */}
      <div className="mt-8">
        <Tabs
          label="Staff sections"
          value={tab}
          onValueChange={(value) => setParams({ tab: value }, { replace: true })}
          items={[
            { value: 'kyc', label: counted('Pending KYC', stats?.pendingKyc), content: <PendingKycTab /> },
            { value: 'users', label: 'User Management', content: <UserManagementTab /> },
            {
              value: 'tickets',
              label: counted('Support Tickets', stats?.openTickets),
              content: <StaffTicketQueue />,
            },
            { value: 'claims', label: 'Lease Claims', content: <StaffClaimsTab /> },
          ]}
        />
      </div>
    </Page>
  );
}
