import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { MESSAGES } from '@netlease/shared/messages';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Avatar } from '@/components/ui/avatar';
import { toast } from '@/lib/toast';
import { useSession } from '@/features/accounts/auth/api/session';
import { useSignOut } from '@/features/accounts/auth/api/auth-actions';
import { LiveNotifications } from '@/features/accounts/notifications/components/live-notifications';
import { AbuseWaitingBadge, useAbuseNavEntry } from '@/features/trust/abuse/components/abuse-nav';
import { componentOnDemand } from '@/lib/on-demand';

// Only a signed-in user has the bell: its menu library stays out of every visitor's first load.
// Its size is kept while it loads, so the bar does not move.
const NotificationBell = componentOnDemand(
  () =>
    import('@/features/accounts/notifications/components/notification-bell').then(
      (module) => module.NotificationBell,
    ),
  <span className="block size-9" aria-hidden />,
);

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:text-slate-900',
  );

/**
 * Top navigation per role (docs/PRODUCT.md "Roles and access"). apps/web/index.html holds a copy of
 * the bar with its logo, painted before the scripts run: keep its classes as here.
 */
export function Navbar() {
  // The landing page, /marketplace and /auctions render before the session answers
  // (docs/decisions/216-first-screen-without-session.md): until then the bar shows what every visitor
  // sees, and only its signed-in part fills in.
  const { user, isLoading: isSessionLoading } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const abuse = useAbuseNavEntry(user?.role);

  const onSignOut = async () => {
    try {
      await signOut.mutateAsync();
      toast.success(MESSAGES.loggedOut.title, MESSAGES.loggedOut.description);
      navigate('/');
    } catch (error) {
      toast.fromError(error, MESSAGES.signOutFailed.title, MESSAGES.signOutFailed.description);
    }
  };

  const links: Array<{ to: string; label: string; waiting?: number }> = [
    { to: '/marketplace', label: 'Marketplace' },
    { to: '/auctions', label: 'Auctions' },
    { to: '/support', label: 'Support' },
    ...(user
      ? [
          { to: '/dashboard', label: 'Dashboard' },
          { to: '/wallet', label: 'Wallet' },
        ]
      : []),
    // docs/PRODUCT.md "Abuse": the cases waiting for the user's answer, counted beside the entry.
    ...(abuse.isShown ? [{ to: '/abuse', label: 'Abuse', waiting: abuse.waiting }] : []),
    // docs/PRODUCT.md "Seller workspace": sellers reach their listings from the navigation.
    ...(user?.role === 'monetizer' ? [{ to: '/my-listings', label: 'My Listings' }] : []),
    ...(user?.role === 'staff' || user?.role === 'admin' ? [{ to: '/staff', label: 'Staff Panel' }] : []),
    ...(user?.role === 'admin' ? [{ to: '/admin', label: 'Admin Panel' }] : []),
  ];

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      {user && <LiveNotifications />}
      <nav className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8" aria-label="Main">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <img src="/favicon.svg" alt="" className="size-8" />
          Netlease
        </Link>
        {/* The full bar from lg: a seller's or an admin's links do not fit one line below that. */}
        <div className="hidden flex-1 items-center gap-1 lg:flex">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className={linkClass}>
              {link.label}
              {link.waiting !== undefined && <AbuseWaitingBadge waiting={link.waiting} />}
            </NavLink>
          ))}
        </div>
        <div className="ml-auto flex shrink-0 items-center gap-2">
          {isSessionLoading ? (
            // The place of Login and Sign Up (what a visitor gets) is held while the session is checked.
            // This group is the bar's right end and grows leftwards: whichever part fills it, nothing
            // already shown moves.
            <span className="hidden h-8 w-37 lg:block" aria-hidden />
          ) : user ? (
            <>
              <NotificationBell />
              <Link
                to="/profile"
                className="hidden items-center gap-2 rounded-full p-1 pr-3 hover:bg-slate-100 sm:flex"
                aria-label="Profile"
              >
                <Avatar user={user} className="size-8" />
                <span className="hidden text-sm font-medium text-slate-700 xl:inline">
                  {user.name || user.email}
                </span>
              </Link>
              {/* A wrapper hides it: the button's own inline-flex would win over 'hidden'. */}
              <div className="hidden lg:block">
                <Button variant="ghost" size="sm" onClick={() => void onSignOut()}>
                  Logout
                </Button>
              </div>
            </>
          ) : (
            <div className="hidden gap-2 lg:flex">
              <Link to="/login" className={buttonClasses('ghost', 'sm')}>
                Login
              </Link>
              <Link to="/register" className={buttonClasses('primary', 'sm')}>
                Sign Up
              </Link>
            </div>
          )}
          <button
            type="button"
            className="rounded-md p-2 text-slate-600 hover:bg-slate-100 lg:hidden"
            aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            {isMenuOpen ? <X className="size-5" /> : <Menu className="size-5" />}
          </button>
        </div>
      </nav>
      {isMenuOpen && (
        <div id="mobile-menu" className="border-t border-slate-200 px-4 py-3 lg:hidden">
          <div className="flex flex-col gap-1" onClick={() => setIsMenuOpen(false)}>
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} className={linkClass}>
                {link.label}
                {link.waiting !== undefined && <AbuseWaitingBadge waiting={link.waiting} />}
              </NavLink>
            ))}
            {isSessionLoading ? null : user ? (
              <>
                <NavLink to="/profile" className={linkClass}>
                  Profile
                </NavLink>
                <button
                  type="button"
                  className="rounded-md px-3 py-2 text-left text-sm font-medium text-slate-600"
                  onClick={() => void onSignOut()}
                >
                  Logout
                </button>
              </>
            ) : (
              <>
                <NavLink to="/login" className={linkClass}>
                  Login
                </NavLink>
                <NavLink to="/register" className={linkClass}>
                  Sign Up
                </NavLink>
              </>
            )}
          </div>
        </div>
      )}
    </header>
  );
}
