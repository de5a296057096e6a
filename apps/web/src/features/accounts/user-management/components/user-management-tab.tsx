import { useState } from 'react';
import { KYC_STATUS_LABELS } from '@netlease/shared/kyc';
import { KYC_STATUSES, ROLES, ROLE_LABELS, type KycStatus, type Role } from '@netlease/shared/roles';
import { STAFF_MESSAGES, type StaffUser, type UserStatus } from '@netlease/shared/staff';
import { RoleBadge, StatusBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SearchFilter, SelectFilter } from '@/components/ui/filter-fields';
import { PagedTable } from '@/components/ui/paged-table';
import { type ResponsiveColumn } from '@/components/ui/responsive-table';
import { useKeepPageInRange, useServerFilters } from '@/components/ui/use-server-filters';
import { formatDate } from '@/lib/dates';
import { useErrorToast } from '@/lib/toast';
import { useSession } from '@/features/accounts/auth/api/session';
import { useStaffUsers, type StaffUserFilters } from '../api/staff-users';
import { ChangeRoleDialog, ReactivateUserDialog, SuspendUserDialog, userLabel } from './user-action-dialogs';

const START: StaffUserFilters = { q: '', role: '', kyc: '', status: '', page: 1 };

const ROLE_OPTIONS: ReadonlyArray<{ value: Role | ''; label: string }> = [
  { value: '', label: 'All roles' },
  ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
];
const KYC_OPTIONS: ReadonlyArray<{ value: KycStatus | ''; label: string }> = [
  { value: '', label: 'All KYC states' },
  ...KYC_STATUSES.map((kyc) => ({ value: kyc, label: KYC_STATUS_LABELS[kyc] })),
];
const STATUS_OPTIONS: ReadonlyArray<{ value: UserStatus | ''; label: string }> = [
  { value: '', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
];

type Acting = { kind: 'suspend' | 'reactivate' | 'role'; user: StaffUser };

/**
 * The User Management tab of /staff (docs/PRODUCT.md "Staff tools"): search by name or email, filter
 * by role, KYC state and status, 20 a page, newest first. Staff suspend and reactivate customers,
 * admins anyone but themselves, and only admins change roles; each action is confirmed in a dialog.
 * A phone shows the users as cards.
 */
export function UserManagementTab() {
  const { user: me } = useSession();
  const list = useServerFilters(START, 'q');
  const { data, isPending, error } = useStaffUsers(list.filters);
  useKeepPageInRange(data, list.leavePage);
  useErrorToast(error, STAFF_MESSAGES.usersFetchFailed.title, STAFF_MESSAGES.usersFetchFailed.description);
  const [acting, setActing] = useState<Acting | null>(null);

  const isAdmin = me?.role === 'admin';
  // Staff look after customers; a staff or admin account is an admin's; nobody acts on themselves.
  const maySuspend = (user: StaffUser) =>
    user.id !== me?.id && (isAdmin || (user.role !== 'staff' && user.role !== 'admin'));

  const columns: ResponsiveColumn<StaffUser>[] = [
    {
      header: 'Name',
      isCardTitle: true,
      cell: (user) => <span className="font-medium text-slate-900">{user.name ?? 'N/A'}</span>,
    },
    { header: 'Email', cell: (user) => <span className="break-all">{user.email}</span> },
    { header: 'Role', cell: (user) => <RoleBadge role={user.role} /> },
    { header: 'KYC', cell: (user) => KYC_STATUS_LABELS[user.kycStatus] },
    {
      header: 'Status',
      cell: (user) => (
        <div className="space-y-1">
          <StatusBadge status={user.status} />
          {user.status === 'suspended' && (
            <p className="max-w-xs whitespace-pre-line break-words text-xs text-slate-600">
              {user.suspendedAt && `Since ${formatDate(user.suspendedAt)}`}
              {user.suspendedByName && ` by ${user.suspendedByName}`}
              {user.suspensionReason && `: ${user.suspensionReason}`}
            </p>
          )}
        </div>
      ),
    },
    {
      header: 'Joined',
      cell: (user) => <span className="whitespace-nowrap">{formatDate(user.createdAt)}</span>,
    },
    {
      header: 'Actions',
      isAction: true,
      cell: (user) => (
        <div className="flex flex-wrap gap-2 empty:hidden">
          {maySuspend(user) &&
            (user.status === 'active' ? (
              <Button
                size="sm"
                variant="destructive"
                aria-label={`Suspend ${userLabel(user)}`}
                onClick={() => setActing({ kind: 'suspend', user })}
              >
                Suspend
              </Button>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Reactivate ${userLabel(user)}`}
                onClick={() => setActing({ kind: 'reactivate', user })}
              >
                Reactivate
              </Button>
            ))}
          {isAdmin && (
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Change role of ${userLabel(user)}`}
              onClick={() => setActing({ kind: 'role', user })}
            >
              Change role
            </Button>
          )}
        </div>
      ),
    },
  ];

  const filtered = Boolean(list.filters.q || list.filters.role || list.filters.kyc || list.filters.status);
  const close = () => setActing(null);

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SearchFilter
          label="Search users"
          hint="Part of a name or an email."
          value={list.search}
          onChange={list.setSearch}
        />
        <SelectFilter
          label="Role"
          value={list.filters.role}
          options={ROLE_OPTIONS}
          onChange={(value) => list.setFilter('role', value)}
        />
        <SelectFilter
          label="KYC"
          value={list.filters.kyc}
          options={KYC_OPTIONS}
          onChange={(value) => list.setFilter('kyc', value)}
        />
        <SelectFilter
          label="Status"
          value={list.filters.status}
          options={STATUS_OPTIONS}
          onChange={(value) => list.setFilter('status', value)}
        />
      </div>
      <PagedTable
        data={data}
        isPending={isPending}
        noun={['user', 'users']}
        page={list.filters.page}
        onPage={list.setPage}
        label="Users"
        columns={columns}
        rowKey={(user) => user.id}
        emptyText={filtered ? 'No users match these filters.' : 'No users yet.'}
      />
      {acting?.kind === 'suspend' && <SuspendUserDialog user={acting.user} onClose={close} />}
      {acting?.kind === 'reactivate' && <ReactivateUserDialog user={acting.user} onClose={close} />}
      {acting?.kind === 'role' && <ChangeRoleDialog user={acting.user} onClose={close} />}
    </div>
  );
}
