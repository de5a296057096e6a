import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PublicConfig } from '@netlease/shared/replies';

/** Server facts the pages need: whether demo mode is on, and who takes card payments ('none': nobody). */
export function useServerConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: () => api<PublicConfig>('/api/config'),
    staleTime: Infinity,
  });
}
