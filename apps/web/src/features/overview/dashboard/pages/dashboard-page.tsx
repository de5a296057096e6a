import {
  Bell,
  Bookmark,
  FileText,
  Gavel,
  Gauge,
  HardDrive,
  IdCard,
  LifeBuoy,
  List,
  Lock,
  MessagesSquare,
  Network,
  PlusSquare,
  Receipt,
  ScrollText,
  Server,
  ShieldCheck,
  Star,
  User,
  Wallet,
  Wrench,
  type LucideIcon,
  Store,
} from 'lucide-react';
import { Link } from 'react-router';
import type { Role } from '@netlease/shared/roles';
import { MESSAGES } from '@netlease/shared/messages';
import { Page } from '@/components/ui/page';
import { useErrorToast } from '@/lib/toast';
import { useSession } from '@/features/accounts/auth/api/session';
import { useDashboardOverview } from '../api/get-dashboard-overview';
import { OverviewFigures } from '../components/overview-figures';

interface Tile {
  to: string;
  label: string;
  icon: LucideIcon;
}

// The seller tiles of /dashboard (docs/PRODUCT.md "Dashboards"), in their order, with the listing tiles next
// to the blocks they list (docs/PRODUCT.md "Seller workspace": Create Listing is reachable from the
// dashboard).
const MONETIZER_TILES: Tile[] = [
  { to: '/my-ip-blocks', label: 'My IP Blocks', icon: Network },
  { to: '/my-listings', label: 'My Listings', icon: List },
  { to: '/create-listing', label: 'Create Listing', icon: PlusSquare },
  { to: '/my-server-packages', label: 'My Server Packages', icon: Server },
  { to: '/create-auction', label: 'Create Auction', icon: Gavel },
  { to: '/loa-management', label: 'LOA Management', icon: ScrollText },
];

const COMMON_TILES: Tile[] = [
  { to: '/profile', label: 'Profile', icon: User },
  { to: '/orders', label: 'My Orders', icon: HardDrive },
  { to: '/invoices', label: 'My Invoices', icon: Receipt },
  { to: '/my-asns', label: 'My ASNs', icon: FileText },
  { to: '/wallet', label: 'My Wallet', icon: Wallet },
  { to: '/notifications', label: 'Notifications', icon: Bell },
  { to: '/support', label: 'Support', icon: LifeBuoy },
  { to: '/kyc', label: 'KYC Verification', icon: IdCard },
  { to: '/reputation', label: 'IP Reputation', icon: Gauge },
  { to: '/my-reputation', label: 'My Reputation', icon: Star },
  { to: '/security', label: 'Security', icon: Lock },
  // Conversations with providers and saved listings
  { to: '/messages', label: 'Messages', icon: MessagesSquare },
  { to: '/saved', label: 'Saved Listings', icon: Bookmark },
];

/**
 * /dashboard (docs/PRODUCT.md "Dashboards"): monetizer tiles first, then everyone's, then the panel of the
 * role.
 */
export function tilesFor(role: Role): Tile[] {
  return [
    ...(role === 'monetizer' ? MONETIZER_TILES : []),
    ...COMMON_TILES,
    ...(role === 'admin' ? [{ to: '/admin', label: 'Admin Panel', icon: ShieldCheck }] : []),
    ...(role === 'staff' ? [{ to: '/staff', label: 'Staff Panel', icon: Wrench }] : []),
    // A buyer's way to selling: a request an admin approves once their identity is verified (decision 170).
    ...(role === 'leaser' ? [{ to: '/become-seller', label: 'Start selling', icon: Store }] : []),
  ];
}

export default function DashboardPage() {
  const { user } = useSession();
  const overview = useDashboardOverview();
  useErrorToast(overview.error, MESSAGES.dashboardLoadFailed.title, MESSAGES.dashboardLoadFailed.description);
  const unread = overview.data?.account.unreadMessages;
  const counts: Record<string, number | undefined> = {
    '/saved': overview.data?.account.savedListings,
    '/messages': unread ? unread : undefined,
  };
  if (!user) return null;
  return (
    <Page title={`Welcome, ${user.name || user.email}`}>
      <OverviewFigures
        role={user.role}
        overview={overview.data}
        isLoading={overview.isPending}
        isError={overview.isError}
        onRetry={overview.refetch}
        isRetrying={overview.isFetching}
      />
      <h2 className="mb-2 text-sm font-semibold tracking-wide text-slate-600 uppercase">Shortcuts</h2>
      <nav aria-label="Dashboard" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {tilesFor(user.role).map((tile) => (
          <Link
            key={tile.to}
            to={tile.to}
            className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-500 hover:shadow-md"
          >
            <tile.icon className="size-7 text-brand-600" aria-hidden />
            <span className="font-semibold text-slate-900">
              {tile.label}
              {counts[tile.to] !== undefined && (
                <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-sm text-brand-700">
                  {counts[tile.to]}
                </span>
              )}
            </span>
          </Link>
        ))}
      </nav>
    </Page>
  );
}
