import { useQuery } from '@tanstack/react-query';
import type { AsnRecord } from '@netlease/shared/asns';
import { api } from '@/lib/api-client';

export const MY_ASNS_KEY = ['asns', 'mine'] as const;

export const getMyAsns = () => api<AsnRecord[]>('/api/asns');

export function useMyAsns() {
  return useQuery({ queryKey: MY_ASNS_KEY, queryFn: getMyAsns });
}
