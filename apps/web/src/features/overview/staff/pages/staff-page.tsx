import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { IdCard, LifeBuoy, Users } from 'lucide-react';
import { MESSAGES } from '@netlease/shared/messages';
import type { PendingKyc } from '@netlease/shared/kyc';
import { Button } from '@/components/ui/button';
import { StatCard } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/ui/responsive-table';
import { Tabs } from '@/components/ui/tabs';
import { formatDate } from '@/lib/dates';
import { useErrorToast } from '@/lib/toast';
import { useSession } from '@/features/accounts/auth/api/session';
import { useStaffDashboard } from '../api/get-staff-dashboard';
import { KycReviewDialog } from '../components/kyc-review-dialog';
import { StaffTicketQueue } from '@/features/support/tickets/components/staff-ticket-queue';
import { StaffClaimsTab } from '@/features/commerce/orders/components/staff-claims-tab';
import { UserManagementTab } from '@/features/accounts/user-management/components/user-management-tab';

const STAFF_TABS = ['kyc', 'users', 'tickets', 'claims'] as const;

/**
 * /staff (docs/PRODUCT.md "Staff tools"): welcome line, three stat cards and four tabs: pending KYC,
 * user management (search, suspend, reactivate, roles), tickets and the lease claims queue
 * (docs/PRODUCT.md "Delivering a lease").
 */
export default function StaffPage() {
  const { user } = useSession();
  const { data, isPending, error } = useStaffDashboard();
  const [reviewing, setReviewing] = useState<PendingKyc | null>(null);
  // The open tab is in the address (?tab=tickets), so a link back (from a ticket) reopens it.
  const [params, setParams] = useSearchParams();
  const tab = STAFF_TABS.find((value) => value === params.get('tab')) ?? 'kyc';
  useErrorToast(error, MESSAGES.staffLoadFailed.title, MESSAGES.staffLoadFailed.description);

  const kycColumns: ResponsiveColumn<PendingKyc>[] = [
    { header: 'Name', isCardTitle: true, cell: (request) => request.name },
    { header: 'Email', cell: (request) => request.email },
    { header: 'Submitted', cell: (request) => formatDate(request.submittedAt) },
    {
      header: 'Actions',
      isAction: true,
      cell: (request) => (
        <Button size="sm" variant="secondary" onClick={() => setReviewing(request)}>
          Review
        </Button>
      ),
    },
  ];

  return (
    <Page title="Staff Panel" subtitle={`Welcome, ${user?.name || user?.email || ''}`}>
      {isPending ? (
        <Spinner />
      ) : data ? (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <StatCard label="Total Users" value={data.stats.totalUsers} icon={<Users className="size-5" />} />
            <StatCard
              label="Pending KYC"
              value={data.stats.pendingKyc}
              icon={<IdCard className="size-5" />}
            />
            <StatCard
              label="Open Tickets"
              value={data.stats.openTickets}
              icon={<LifeBuoy className="size-5" />}
            />
          </div>
          <div className="mt-8">
            <Tabs
              label="Staff sections"
              value={tab}
              onValueChange={(value) => setParams({ tab: value }, { replace: true })}
              items={[
                {
                  value: 'kyc',
                  label: `Pending KYC (${data.stats.pendingKyc})`,
                  content: (
                    <ResponsiveTable
                      label="Pending KYC"
                      rows={data.pendingKyc}
                      columns={kycColumns}
                      rowKey={(request) => request.id}
                    />
                  ),
                },
                {
                  value: 'users',
                  label: 'User Management',
                  content: <UserManagementTab />,
                },
                {
                  value: 'tickets',
                  label: `Support Tickets (${data.stats.openTickets})`,
                  content: <StaffTicketQueue />,
                },
                { value: 'claims', label: 'Lease Claims', content: <StaffClaimsTab /> },
              ]}
            />
          </div>
        </>
      ) : null}
      <KycReviewDialog request={reviewing} onClose={() => setReviewing(null)} />
    </Page>
  );
}
