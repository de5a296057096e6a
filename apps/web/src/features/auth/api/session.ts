import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@netlease/shared/auth';
import { api } from '@/lib/api-client';

export const SESSION_KEY = ['session'] as const;

export interface SessionState {
  user: SessionUser | null;
  mfaPending: boolean;
}

export const getSession = () => api<SessionState>('/api/auth/session');

/** The signed-in user (null for a visitor); `isLoading` while the first check runs. */
export function useSession() {
  const query = useQuery({ queryKey: SESSION_KEY, queryFn: getSession, staleTime: 60_000 });
  return {
    user: query.data?.user ?? null,
    mfaPending: query.data?.mfaPending ?? false,
    isLoading: query.isPending,
  };
}
