import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { canAccess, type AccessLevel } from '@netlease/shared/access';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/features/accounts/auth/api/session';
import { AccessDenied } from './status-pages';

/**
 * docs/PRODUCT.md "Roles and access": a spinner while the session loads, visitors go to /login, a signed-in
 * user with the wrong role sees Access Denied. The server enforces the same rules on every API route.
 */
export function RequireAccess({ access, children }: { access: AccessLevel; children: ReactNode }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <Spinner label="Loading your session" />;
  if (access === 'public') return children;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (!canAccess(access, user.role)) return <AccessDenied />;
  return children;
}
