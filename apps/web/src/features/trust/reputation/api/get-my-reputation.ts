import { useQuery } from '@tanstack/react-query';
import type { MyReputation } from '@netlease/shared/reputation';
import { api } from '@/lib/api-client';

export const MY_REPUTATION_KEY = ['reputation', 'me'] as const;

export const getMyReputation = () => api<MyReputation>('/api/reputation/me');

export function useMyReputation() {
  return useQuery({ queryKey: MY_REPUTATION_KEY, queryFn: getMyReputation });
}
