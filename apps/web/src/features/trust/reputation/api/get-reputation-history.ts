import { useQuery } from '@tanstack/react-query';
import type { ReputationHistory } from '@netlease/shared/charts';
import { api } from '@/lib/api-client';
import { IP_REPUTATION_KEY } from './get-ip-reputation';

// The server picks the default window (90 days).
export const getReputationHistory = () => api<ReputationHistory>('/api/reputation/subnets/history');

/** Each subnet's checks over the last days (owner: all of them; leaser: their lease's). */
export function useReputationHistory() {
  return useQuery({ queryKey: [...IP_REPUTATION_KEY, 'history'], queryFn: getReputationHistory });
}
