import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Server facts the pages need (whether demo mode is on). */
export function useServerConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: () => api<{ demoMode: boolean }>('/api/config'),
    staleTime: Infinity,
  });
}
