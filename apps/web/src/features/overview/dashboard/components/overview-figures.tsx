import {
  RotateCw,
  Banknote,
  Bell,
  CalendarClock,
  HandCoins,
  Hourglass,
  IdCard,
  Inbox,
  LifeBuoy,
  List,
  MessagesSquare,
  Network,
  Scale,
  ShieldCheck,
  UserX,
  Wallet,
} from 'lucide-react';
import { Link } from 'react-router';
// access.ts and dashboard-constants.ts carry no zod: the dashboard stays light.
import { canAccess, type Role } from '@netlease/shared/access';
import type { DashboardOverview } from '@netlease/shared/dashboard';
import { RENEWALS_DUE_DAYS } from '@netlease/shared/dashboard-constants';
import { formatCents, formatCount } from '@netlease/shared/format';
import { formatUtcMonth } from '@/lib/dates';
import { MESSAGES } from '@netlease/shared/messages';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { figuresOf, type Figure } from './figures';

const plural = (value: number, one: string, many = `${one}s`) =>
  `${formatCount(value)} ${value === 1 ? one : many}`;

/** '2 listings · 1 block', leaving out the kinds with nothing waiting. */
function breakdown(parts: Array<[number, string, string?]>, none: string) {
  const named = parts.filter(([value]) => value > 0).map(([value, one, many]) => plural(value, one, many));
  return named.length > 0 ? named.join(' · ') : none;
}

const sum = (values: Record<string, number>) =>
  Object.values(values).reduce((total, value) => total + value, 0);

function accountFigures(overview: DashboardOverview | undefined): Figure[] {
  return figuresOf(overview?.account, [
    {
      to: '/wallet',
      label: 'Available balance',
      icon: Wallet,
      value: (account) => formatCents(account.availableCents),
      detail: () => 'Ready to spend',
    },
    {
      to: '/wallet',
      label: 'On hold',
      icon: Hourglass,
      value: (account) => formatCents(account.onHoldCents),
      detail: () => 'Held bids and sales not yet released',
    },
    {
      to: '/orders',
      label: 'Active leases',
      icon: CalendarClock,
      value: (account) => formatCount(account.activeLeases),
      detail: (account) =>
        account.renewalsDue > 0
          ? `${formatCount(account.renewalsDue)} due for renewal within ${RENEWALS_DUE_DAYS} days`
          : `None due for renewal within ${RENEWALS_DUE_DAYS} days`,
    },
    {
      to: '/support',
      label: 'My open tickets',
      icon: LifeBuoy,
      value: (account) => formatCount(account.openTickets),
      detail: () => 'Open or in progress',
    },
    {
      to: '/messages',
      label: 'Unread messages',
      icon: MessagesSquare,
      value: (account) => formatCount(account.unreadMessages),
      detail: (account) =>
        account.conversationsWithUnread > 0
          ? `In ${plural(account.conversationsWithUnread, 'conversation')}`
          : 'All conversations read',
    },
    {
      to: '/notifications',
      label: 'Notifications',
      icon: Bell,
      value: (account) => formatCount(account.unreadNotifications),
      detail: (account) => (account.unreadNotifications > 0 ? 'Unread' : 'All caught up'),
    },
  ]);
}

/** Where a seller follows what waits for review: the page of the first kind that has some. */
function pendingPage(pending: NonNullable<DashboardOverview['selling']>['pending'] | undefined) {
  if (!pending || pending.listings + pending.changes > 0) return '/my-listings';
  if (pending.serverPackages > 0) return '/my-server-packages';
  if (pending.ipBlocks > 0) return '/my-ip-blocks';
  if (pending.auctions > 0) return '/create-auction';
  return '/my-listings';
}

function sellingFigures(overview: DashboardOverview | undefined): Figure[] {
  return figuresOf(overview?.selling, [
    {
      to: '/my-listings',
      label: 'Live listings',
      icon: List,
      value: (selling) => formatCount(selling.liveListings),
      detail: (selling) => `${formatCount(selling.leasedOutListings)} leased out`,
    },
    {
      to: '/my-ip-blocks',
      label: 'Leased addresses',
      icon: Network,
      value: (selling) => formatCount(selling.leasedIpv4Addresses),
      detail: () => 'IPv4 addresses leased now',
    },
    {
      to: pendingPage(overview?.selling?.pending),
      label: 'Pending approval',
      icon: ShieldCheck,
      value: (selling) => formatCount(sum(selling.pending)),
      detail: (selling) =>
        breakdown(
          [
            [selling.pending.listings, 'listing'],
            [selling.pending.changes, 'change'],
            [selling.pending.serverPackages, 'package'],
            [selling.pending.ipBlocks, 'block'],
            [selling.pending.auctions, 'auction'],
          ],
          'Nothing waiting for review',
        ),
    },
    {
      to: '/wallet',
      label: 'Earnings this month',
      icon: HandCoins,
      value: (selling) => formatCents(selling.earningsThisMonthCents),
      detail: (selling) => `Your share of sales in ${formatUtcMonth(selling.monthStart)}`,
    },
  ]);
}

function staffFigures(overview: DashboardOverview | undefined): Figure[] {
  return figuresOf(overview?.staff, [
    {
      to: '/staff',
      label: 'Pending KYC',
      icon: IdCard,
      value: (staff) => formatCount(staff.pendingKyc),
      detail: () => 'Identity checks to review',
    },
    {
      to: '/staff',
      label: 'Open tickets',
      icon: Inbox,
      value: (staff) => formatCount(staff.openTickets),
      detail: () => 'All users, open or in progress',
    },
    {
      to: '/staff',
      label: 'Unassigned tickets',
      icon: UserX,
      value: (staff) => formatCount(staff.unassignedTickets),
      detail: () => 'Open tickets nobody has taken',
    },
  ]);
}

function adminFigures(overview: DashboardOverview | undefined): Figure[] {
  return figuresOf(overview?.admin, [
    {
      to: '/admin',
      label: 'Pending approvals',
      icon: ShieldCheck,
      value: (admin) => formatCount(sum(admin.pending)),
      detail: (admin) =>
        breakdown(
          [
            [admin.pending.ipBlocks, 'block'],
            [admin.pending.listings, 'listing'],
            [admin.pending.serverPackages, 'package'],
            [admin.pending.changes, 'change'],
            [admin.pending.auctions, 'auction'],
            [admin.pending.loas, 'LOA'],
          ],
          'Nothing waiting for review',
        ),
    },
    {
      to: '/admin',
      label: 'Payouts requested',
      icon: Banknote,
      value: (admin) => formatCount(admin.payoutsRequested),
      detail: (admin) => `${formatCents(admin.payoutsRequestedCents)} in total`,
    },
    {
      to: '/admin',
      label: 'Open disputes',
      icon: Scale,
      value: (admin) => formatCount(admin.openDisputes),
      detail: () => 'Orders in dispute',
    },
  ]);
}

// Whole class names, so Tailwind finds them: two columns on a phone, whole rows above it.
const COLUMNS: Record<number, string> = {
  3: 'sm:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
  6: 'sm:grid-cols-3 xl:grid-cols-6',
};

function FigureGroup({
  title,
  figures,
  isUnavailable,
}: {
  title: string;
  figures: Figure[];
  isUnavailable: boolean;
}) {
  return (
    <section aria-label={title}>
      <h2 className="mb-2 text-sm font-semibold tracking-wide text-slate-600 uppercase">{title}</h2>
      <ul className={cn('grid grid-cols-2 gap-3', COLUMNS[figures.length])}>
        {figures.map((figure) => (
          <li key={figure.label}>
            <Link
              to={figure.to}
              className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-500 hover:shadow-md"
            >
              {/* Two lines kept for the label on a phone, so the figures of a row line up. */}
              <span className="flex min-h-10 items-start gap-2 text-sm font-medium text-slate-700 sm:min-h-0 sm:items-center">
                <figure.icon className="mt-0.5 size-4 shrink-0 text-brand-600 sm:mt-0" aria-hidden />
                {figure.label}
              </span>
              {/* Fixed heights: the loaded figure takes exactly the placeholder's place. */}
              <span className="mt-2 flex h-8 items-center text-2xl font-semibold text-slate-900 tabular-nums">
                {figure.value ??
                  (isUnavailable ? '—' : <span className="h-6 w-20 animate-pulse rounded bg-slate-200" />)}
              </span>
              <span className="mt-1 line-clamp-2 min-h-8 text-xs text-slate-600">{figure.detail}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The dashboard overview (docs/decisions/150-overview-and-facts.md): the figures the role acts on,
 * each leading to the page where it is handled. The groups follow the role from the session, so they
 * are laid out before the figures arrive.
 */
export function OverviewFigures({
  role,
  overview,
  isLoading,
  isError,
  onRetry,
  isRetrying,
}: {
  role: Role;
  overview: DashboardOverview | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => unknown;
  isRetrying: boolean;
}) {
  return (
    <div className="mb-10 space-y-6" aria-busy={isLoading}>
      {isError && (
        <div
          className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
          role="status"
        >
          <p className="min-w-0 flex-1">{MESSAGES.dashboardLoadFailed.description}</p>
          <Button size="sm" variant="secondary" onClick={() => void onRetry()} isLoading={isRetrying}>
            <RotateCw className="size-4" aria-hidden /> Retry
          </Button>
        </div>
      )}
      <FigureGroup title="Your account" figures={accountFigures(overview)} isUnavailable={isError} />
      {role === 'monetizer' && (
        <FigureGroup title="Selling" figures={sellingFigures(overview)} isUnavailable={isError} />
      )}
      {/* An admin's two queues side by side on a wide screen. */}
      {canAccess('staff', role) && (
        <div className="grid gap-6 xl:grid-cols-2">
          <FigureGroup title="Staff queues" figures={staffFigures(overview)} isUnavailable={isError} />
          {role === 'admin' && (
            <FigureGroup title="Admin queues" figures={adminFigures(overview)} isUnavailable={isError} />
          )}
        </div>
      )}
    </div>
  );
}
