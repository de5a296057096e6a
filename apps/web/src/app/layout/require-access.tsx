import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { canAccess, type AccessLevel } from '@netlease/shared/access';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/features/accounts/auth/api/session';
import { AccessDenied } from './status-pages';

/**
 * docs/PRODUCT.md "Roles and access": a spinner while the session loads, visitors go to /login, a signed-in
 * user with the wrong role sees Access Denied. The server enforces the same rules on every API route.
 * A public page that `rendersBeforeSession` (its first screen is the same for everyone) shows at once
 * instead of after the spinner (docs/decisions/216-first-screen-without-session.md).
 */
export function RequireAccess({
  access,
  rendersBeforeSession = false,
  children,
}: {
  access: AccessLevel;
  rendersBeforeSession?: boolean;
  children: ReactNode;
}) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (access === 'public' && rendersBeforeSession) return children;
  if (isLoading) return <Spinner label="Loading your session" />;
  if (access === 'public') return children;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (!canAccess(access, user.role)) return <AccessDenied />;
  return children;
}
