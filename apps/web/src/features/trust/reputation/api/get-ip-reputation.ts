import { useQuery } from '@tanstack/react-query';
import type { IpReputationRow } from '@netlease/shared/reputation';
import { api } from '@/lib/api-client';

export const IP_REPUTATION_KEY = ['reputation', 'subnets'] as const;

export const getIpReputation = () => api<IpReputationRow[]>('/api/reputation/subnets');

export function useIpReputation() {
  return useQuery({ queryKey: IP_REPUTATION_KEY, queryFn: getIpReputation });
}
