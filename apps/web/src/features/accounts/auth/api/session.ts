import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { SessionState } from '@netlease/shared/auth';
import { authRoutes } from '@netlease/shared/routes/web';
import { callRoute, routeKey } from '@/lib/api-client';

export const SESSION_KEY = routeKey(authRoutes.getSession);

export type { SessionState };

export const getSession = () => callRoute(authRoutes.getSession);

const sessionQuery = { queryKey: SESSION_KEY, queryFn: getSession, staleTime: 60_000 };

/** Starts the session check before the first render (main.tsx); useSession then shares it. */
export function prefetchSession(queryClient: QueryClient) {
  // A failed check is useSession's to show when it asks again: nothing to do with it here.
  queryClient.query(sessionQuery).catch(() => undefined);
}

/**
 * Whether someone is signed in (and past MFA), once the session check answers: the check main.tsx
 * started, not a second one. False for a visitor and for a failed check.
 */
export function isSignedIn(queryClient: QueryClient): Promise<boolean> {
  return queryClient.query(sessionQuery).then(
    (session) => session.user !== null && !session.mfaPending,
    () => false,
  );
}

/** The signed-in user (null for a visitor); `isLoading` while the first check runs. */
export function useSession() {
  const query = useQuery(sessionQuery);
  return {
    user: query.data?.user ?? null,
    mfaPending: query.data?.mfaPending ?? false,
    isLoading: query.isPending,
  };
}
