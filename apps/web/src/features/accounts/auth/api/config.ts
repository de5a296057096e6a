import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Server facts the pages need: whether demo mode is on, and who takes card payments ('none': nobody). */
export function useServerConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: () => api<{ demoMode: boolean; cardPayments: 'sandbox' | 'none' }>('/api/config'),
    staleTime: Infinity,
  });
}
