import { useQuery } from '@tanstack/react-query';
import type { PayoutList } from '@netlease/shared/money';
import { api } from '@/lib/api-client';

export const PAYOUTS_KEY = ['payouts', 'mine'] as const;

export const listPayouts = () => api<PayoutList>('/api/payouts').then((body) => body.payouts);

export function usePayouts() {
  return useQuery({ queryKey: PAYOUTS_KEY, queryFn: listPayouts });
}
