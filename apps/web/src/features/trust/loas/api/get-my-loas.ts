import { useQuery } from '@tanstack/react-query';
import type { LoaRecord } from '@netlease/shared/loas';
import { api } from '@/lib/api-client';

export const MY_LOAS_KEY = ['loas', 'mine'] as const;

export const getMyLoas = () => api<LoaRecord[]>('/api/loas');

export function useMyLoas() {
  return useQuery({ queryKey: MY_LOAS_KEY, queryFn: getMyLoas });
}
