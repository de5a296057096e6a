import { useQuery } from '@tanstack/react-query';
import type { WalletBalanceHistory } from '@netlease/shared/charts';
import { api } from '@/lib/api-client';
import { WALLET_KEY } from './get-wallet';

// Type-only import of the contract: its zod schemas stay out of the page's first load; the server
// picks the default window (30 days).
export const getBalanceHistory = () => api<WalletBalanceHistory>('/api/wallet/balance-history');

/** The wallet's closing balance per day (under the wallet key, so every money movement refreshes it). */
export function useBalanceHistory() {
  return useQuery({ queryKey: [...WALLET_KEY, 'balance-history'], queryFn: getBalanceHistory });
}
