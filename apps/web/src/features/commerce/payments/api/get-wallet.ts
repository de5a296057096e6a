import { useQuery } from '@tanstack/react-query';
import type { Wallet } from '@netlease/shared/money';
import { api } from '@/lib/api-client';

export const WALLET_KEY = ['wallet'] as const;

export const getWallet = () => api<Wallet>('/api/wallet');

export function useWallet() {
  return useQuery({ queryKey: WALLET_KEY, queryFn: getWallet });
}
